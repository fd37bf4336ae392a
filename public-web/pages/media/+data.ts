import { featuredIn, MEDIA_PAGE, spotlightImages } from '../../content/media';
import { indexedNews, liveList } from '../../lib/liveArticles';

/** Latest news: one large item and two smaller ones (/news/0, /news/1, /news/2). */
const LATEST_NEWS_COUNT = 3;

export async function data() {
  const latest = indexedNews(await liveList('news', MEDIA_PAGE.banner)).slice(0, LATEST_NEWS_COUNT);
  return { text: MEDIA_PAGE, latest, featuredIn, spotlightImages };
}

export type Data = Awaited<ReturnType<typeof data>>;
