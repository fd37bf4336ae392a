import { RESOURCES_PAGE } from '../../content/programmePages';
import type { PageContextServer } from 'vike/types';
import {
  liveListOrNull,
  liveListOrNullPage,
  newestBlogs,
  unavailableText,
} from '../../lib/liveArticles';
import { faqsOf } from '../../lib/publicApi';

export async function data(pageContext: PageContextServer) {
  const [views, faqs] = await Promise.all([
    liveListOrNull('blog'),
    liveListOrNullPage(pageContext, 'faq'),
  ]);
  const faqViews = faqs.views;
  return {
    // Read through a preview link of an FAQ: not kept, not indexed.
    preview: faqs.preview,
    text: RESOURCES_PAGE,
    // null: the API could not answer; the block says so and the page answers 503.
    hrcFaqs: faqViews && faqsOf(faqViews, 'hrc'),
    b3Faqs: faqViews && faqsOf(faqViews, 'b3'),
    faqsUnavailable: unavailableText('faq'),
    blogs: views && newestBlogs(views),
    blogsUnavailable: unavailableText('blog'),
    contentUnavailable: views === null || faqViews === null,
  };
}

export type Data = Awaited<ReturnType<typeof data>>;
