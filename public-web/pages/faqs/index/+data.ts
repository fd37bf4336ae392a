import { FAQ_PAGE } from '../../../content/faqs';
import { liveList } from '../../../lib/liveArticles';
import { faqsOf } from '../../../lib/publicApi';

export async function data() {
  const views = await liveList('faq');
  return { text: FAQ_PAGE, aobFaqs: faqsOf(views, 'aob'), hrcFaqs: faqsOf(views, 'hrc') };
}

export type Data = Awaited<ReturnType<typeof data>>;
