import type { PageContextServer } from 'vike/types';
import { pageLocale } from '../../../lib/locale';
import { articleOf, articleShareOf } from '../../../lib/publicApi';
import { englishNotice, liveArticle, newestBlogs } from '../../../lib/liveArticles';

/** Recent Blogs on a detail page: up to 4 others, newest first. */
const RECENT_BLOGS_COUNT = 4;

export async function data(pageContext: PageContextServer) {
  const { view, list, preview } = await liveArticle(pageContext, 'blog');
  const locale = pageLocale(pageContext);
  const post = articleOf(view, locale);
  return {
    preview,
    index: view.index,
    post,
    // Allow-listed HTML from the API (no title entry, no 'Meta Description' entry).
    html: view.html ?? '',
    recent: newestBlogs(list, locale, view.index, RECENT_BLOGS_COUNT),
    canonical: view.url,
    share: articleShareOf(view),
    seo: { title: post.title, description: view.seo_description ?? post.description },
    ...englishNotice(locale, [post], 'article'),
  };
}

export type Data = Awaited<ReturnType<typeof data>>;
