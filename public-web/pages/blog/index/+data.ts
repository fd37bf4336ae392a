import { BLOG_PAGE_SIZE } from '../../../content/blogPage';
import { BLOGS_PAGE } from '../../../content/programmePages';
import { liveList, newestBlogs } from '../../../lib/liveArticles';

export async function data() {
  // Newest first, each with its /blog/{index} (the index into the API's oldest-first list).
  const posts = newestBlogs(await liveList('blog'));
  return { text: BLOGS_PAGE, posts, pageSize: BLOG_PAGE_SIZE };
}

export type Data = Awaited<ReturnType<typeof data>>;
