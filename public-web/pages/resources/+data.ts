import type { PageContextServer } from 'vike/types';
import {
  englishNotice,
  liveListOrNull,
  liveListOrNullPage,
  newestBlogs,
  unavailableText,
} from '../../lib/liveArticles';
import { pageLocale } from '../../lib/locale';
import { faqsOf } from '../../lib/publicApi';

export async function data(pageContext: PageContextServer) {
  const locale = pageLocale(pageContext);
  const [views, faqs] = await Promise.all([
    liveListOrNull('blog', locale),
    liveListOrNullPage(pageContext, 'faq'),
  ]);
  const faqViews = faqs.views;
  const hrcFaqs = faqViews && faqsOf(faqViews, 'hrc', locale);
  const b3Faqs = faqViews && faqsOf(faqViews, 'b3', locale);
  const blogs = views && newestBlogs(views, locale);
  return {
    // Read through a preview link of an FAQ: not kept, not indexed.
    preview: faqs.preview,
    // null: the API could not answer; the block says so and the page answers 503.
    hrcFaqs,
    b3Faqs,
    faqsUnavailable: unavailableText('faq', locale),
    blogs,
    blogsUnavailable: unavailableText('blog', locale),
    contentUnavailable: views === null || faqViews === null,
    // One line for the page's three lists (the FAQs of each test, the blog posts).
    ...englishNotice(
      locale,
      [...(hrcFaqs ?? []), ...(b3Faqs ?? []), ...(blogs ?? []).map((entry) => entry.article)],
      'list',
    ),
  };
}

export type Data = Awaited<ReturnType<typeof data>>;
