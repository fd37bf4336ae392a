import { FAQ_ROUTE_HEADINGS, type FaqRouteData } from '../../../components/faq/FaqRoutePage';
import { FAQ_PAGE } from '../../../content/faqs';
import type { PageContextServer } from 'vike/types';
import { liveListPage } from '../../../lib/liveArticles';
import { faqsOf } from '../../../lib/publicApi';

export async function data(pageContext: PageContextServer): Promise<FaqRouteData> {
  const { views, preview } = await liveListPage(pageContext, 'faq', FAQ_ROUTE_HEADINGS.hrc);
  return { text: FAQ_PAGE, items: faqsOf(views, 'hrc'), preview };
}
