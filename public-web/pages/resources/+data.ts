import { RESOURCES_PAGE } from '../../content/programmePages';
import { liveListOrNull, newestBlogs, unavailableText } from '../../lib/liveArticles';
import { faqsOf } from '../../lib/publicApi';

export async function data() {
  const [views, faqViews] = await Promise.all([liveListOrNull('blog'), liveListOrNull('faq')]);
  return {
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
