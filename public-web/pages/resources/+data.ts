import { b3Faqs, hrcFaqs } from '../../content/faqs';
import { RESOURCES_PAGE } from '../../content/programmePages';
import { liveList, newestBlogs } from '../../lib/liveArticles';

export async function data() {
  const blogs = newestBlogs(await liveList('blog', RESOURCES_PAGE.heroHeading));
  return { text: RESOURCES_PAGE, hrcFaqs, b3Faqs, blogs };
}

export type Data = Awaited<ReturnType<typeof data>>;
