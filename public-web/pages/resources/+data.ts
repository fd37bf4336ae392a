import { b3Faqs, hrcFaqs } from '../../content/faqs';
import { RESOURCES_PAGE } from '../../content/programmePages';
import { liveListOrNull, newestBlogs, unavailableText } from '../../lib/liveArticles';

export async function data() {
  const views = await liveListOrNull('blog');
  return {
    text: RESOURCES_PAGE,
    hrcFaqs,
    b3Faqs,
    // null: the API could not answer; the block says so and the page answers 503.
    blogs: views && newestBlogs(views),
    blogsUnavailable: unavailableText('blog'),
    contentUnavailable: views === null,
  };
}

export type Data = Awaited<ReturnType<typeof data>>;
