import type { PageContextServer } from 'vike/types';
import { indexDetail } from '../../../components/notFound/itemNotFound';
import { itemNotFound } from '../../../components/notFound/notFoundAbort';
import { news } from '../../../content/news';
import { NEWS_PAGE } from '../../../content/programmePages';
import { newsSeo } from '../../../lib/articleSeo';
import { parseIndexParam } from '../../../lib/indexParam';

/** Recent News: the first 2 other items. */
const RECENT_NEWS_COUNT = 2;

export function data(pageContext: PageContextServer) {
  const raw = pageContext.routeParams.id ?? '';
  const index = parseIndexParam(raw, news.length);
  const item = index === null ? undefined : news[index];
  if (index === null || !item) {
    throw itemNotFound({
      heading: NEWS_PAGE.heading,
      message: NEWS_PAGE.notFound,
      detail: indexDetail(news.length, raw, 'news item', 'news items'),
      fallbackHref: '/media',
    });
  }
  const recent = news
    .map((other, i) => ({ item: other, index: i }))
    .filter((entry) => entry.index !== index)
    .slice(0, RECENT_NEWS_COUNT);
  return { index, item, recent, text: NEWS_PAGE, seo: newsSeo(index) };
}

export type Data = ReturnType<typeof data>;
