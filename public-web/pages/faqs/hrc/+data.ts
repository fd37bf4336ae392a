import { FAQ_ROUTE_HEADINGS, type FaqRouteData } from '../../../components/faq/FaqRoutePage';
import { FAQ_PAGE } from '../../../content/faqs';
import type { PageContextServer } from 'vike/types';
import { englishNotice, liveListPage } from '../../../lib/liveArticles';
import { pageLocale } from '../../../lib/locale';
import { faqsOf } from '../../../lib/publicApi';

export async function data(pageContext: PageContextServer): Promise<FaqRouteData> {
  const { views, preview } = await liveListPage(pageContext, 'faq', FAQ_ROUTE_HEADINGS.hrc);
  const locale = pageLocale(pageContext);
  const items = faqsOf(views, 'hrc', locale);
  return { text: FAQ_PAGE, items, preview, ...englishNotice(locale, items, 'list') };
}
