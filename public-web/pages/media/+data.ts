import { featuredIn, MEDIA_PAGE, spotlightImages } from '../../content/media';
import { indexedArticles, liveListOrNull, unavailableText } from '../../lib/liveArticles';

/** Latest news: one large item and two smaller ones (/news/0, /news/1, /news/2). */
const LATEST_NEWS_COUNT = 3;

export async function data() {
  const views = await liveListOrNull('news');
  return {
    text: MEDIA_PAGE,
    // null: the API could not answer; the block says so and the page answers 503.
    latest: views && indexedArticles(views).slice(0, LATEST_NEWS_COUNT),
    newsUnavailable: unavailableText('news'),
    contentUnavailable: views === null,
    featuredIn,
    spotlightImages,
  };
}

export type Data = Awaited<ReturnType<typeof data>>;
