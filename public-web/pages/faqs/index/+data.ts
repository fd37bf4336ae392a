import { FAQ_PAGE } from '../../../content/faqs';
import type { PageContextServer } from 'vike/types';
import { liveListPage } from '../../../lib/liveArticles';
import { faqsOf } from '../../../lib/publicApi';

export async function data(pageContext: PageContextServer) {
  const { views, preview } = await liveListPage(pageContext, 'faq');
  return {
    preview,
    text: FAQ_PAGE,
    aobFaqs: faqsOf(views, 'aob'),
    hrcFaqs: faqsOf(views, 'hrc'),
  };
}

export type Data = Awaited<ReturnType<typeof data>>;
