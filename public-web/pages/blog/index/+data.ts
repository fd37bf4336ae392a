import type { PageContextServer } from 'vike/types';
import { BLOG_PAGE_SIZE } from '../../../content/blogPage';
import { message } from '../../../i18n/messages';
import { englishNotice, liveList, newestBlogs } from '../../../lib/liveArticles';
import { DEFAULT_LOCALE, pageLocale } from '../../../lib/locale';

export async function data(pageContext: PageContextServer) {
  const locale = pageLocale(pageContext);
  // Newest first, each with its /blog/{index} (the index into the API's oldest-first list).
  const posts = newestBlogs(await liveList('blog', locale), locale);
  return {
    // In English each route keeps its own title (routes.ts: /blog, /science/blogs).
    ...(locale !== DEFAULT_LOCALE && {
      seo: { title: message(locale, 'blogTitle'), description: message(locale, 'blogDescription') },
    }),
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
