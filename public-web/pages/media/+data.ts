import type { PageContextServer } from 'vike/types';
import { featuredIn } from '../../content/media';
import {
  englishNotice,
  indexedArticles,
  liveListOrNull,
  unavailableText,
} from '../../lib/liveArticles';
import { pageLocale } from '../../lib/locale';

/** Latest news: one large item and two smaller ones (/news/0, /news/1, /news/2). */
const LATEST_NEWS_COUNT = 3;

export async function data(pageContext: PageContextServer) {
  const locale = pageLocale(pageContext);
  const views = await liveListOrNull('news', locale);
  const latest = views && indexedArticles(views, locale).slice(0, LATEST_NEWS_COUNT);
  return {
    // null: the API could not answer; the block says so and the page answers 503.
    latest,
    newsUnavailable: unavailableText('news', locale),
    contentUnavailable: views === null,
    featuredIn,
    ...englishNotice(
      locale,
      (latest ?? []).map((entry) => entry.article),
      'list',
    ),
  };
}

export type Data = Awaited<ReturnType<typeof data>>;
