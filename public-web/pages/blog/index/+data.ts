import type { PageContextServer } from 'vike/types';
import { BLOG_PAGE_SIZE } from '../../../content/blogPage';
import { BLOGS_PAGE } from '../../../content/programmePages';
import { englishNotice, liveList, newestBlogs } from '../../../lib/liveArticles';
import { pageLocale } from '../../../lib/locale';

export async function data(pageContext: PageContextServer) {
  const locale = pageLocale(pageContext);
  // Newest first, each with its /blog/{index} (the index into the API's oldest-first list).
  const posts = newestBlogs(await liveList('blog', locale), locale);
  return {
    text: BLOGS_PAGE,
    posts,
    pageSize: BLOG_PAGE_SIZE,
    ...englishNotice(
      locale,
      posts.map((entry) => entry.article),
      'list',
    ),
  };
}

export type Data = Awaited<ReturnType<typeof data>>;
