import type { PageContextServer } from 'vike/types';
import { articleAt } from '../../../components/article/articleAt';
import { news } from '../../../content/news';
import { NEWS_PAGE } from '../../../content/programmePages';
import { newsSeo } from '../../../lib/articleSeo';

/** Recent News: the first 2 other items. */
const RECENT_NEWS_COUNT = 2;

export function data(pageContext: PageContextServer) {
  const { index, item } = articleAt(pageContext, news, {
    heading: NEWS_PAGE.heading,
    message: NEWS_PAGE.notFound,
    singular: 'news item',
    plural: 'news items',
    fallbackHref: '/media',
  });
  const recent = news
    .map((other, i) => ({ item: other, index: i }))
    .filter((entry) => entry.index !== index)
    .slice(0, RECENT_NEWS_COUNT);
  return { index, item, recent, text: NEWS_PAGE, seo: newsSeo(index) };
}

export type Data = ReturnType<typeof data>;
