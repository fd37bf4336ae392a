import { FAQ_ROUTE_HEADINGS, type FaqRouteData } from '../../../components/faq/FaqRoutePage';
import { FAQ_PAGE } from '../../../content/faqs';
import { liveList } from '../../../lib/liveArticles';
import { faqsOf } from '../../../lib/publicApi';

export async function data(): Promise<FaqRouteData> {
  return { text: FAQ_PAGE, items: faqsOf(await liveList('faq', FAQ_ROUTE_HEADINGS.hrc), 'hrc') };
}
