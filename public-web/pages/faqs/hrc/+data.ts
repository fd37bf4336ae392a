import { FAQ_HEADING_KEYS, type FaqRouteData } from '../../../components/faq/FaqRoutePage';
import type { PageContextServer } from 'vike/types';
import { englishNotice, liveListPage } from '../../../lib/liveArticles';
import { pageLocale } from '../../../lib/locale';
import { faqsOf } from '../../../lib/publicApi';

export async function data(pageContext: PageContextServer): Promise<FaqRouteData> {
  const { views, preview } = await liveListPage(pageContext, 'faq', FAQ_HEADING_KEYS.hrc);
  const locale = pageLocale(pageContext);
  const items = faqsOf(views, 'hrc', locale);
  return { items, preview, ...englishNotice(locale, items, 'list') };
}
