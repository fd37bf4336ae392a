import type { PageContextServer } from 'vike/types';
import { NEWS_PAGE } from '../../../content/programmePages';
import { indexedArticles, liveArticle } from '../../../lib/liveArticles';
import { articleOf, articleShareOf } from '../../../lib/publicApi';

/** Recent News: the first 2 other items. */
const RECENT_NEWS_COUNT = 2;

export async function data(pageContext: PageContextServer) {
  const { view, list, preview } = await liveArticle(pageContext, 'news');
  const item = articleOf(view);
  const recent = indexedArticles(list)
    .filter((entry) => entry.index !== view.index)
    .slice(0, RECENT_NEWS_COUNT);
  return {
    preview,
    index: view.index,
    item,
    // Allow-listed HTML from the API: the body paragraphs under the description.
    html: view.html ?? '',
    recent,
    text: NEWS_PAGE,
    canonical: view.url,
    share: articleShareOf(view),
    seo: { title: item.title, description: view.seo_description ?? item.description },
  };
}

export type Data = Awaited<ReturnType<typeof data>>;
