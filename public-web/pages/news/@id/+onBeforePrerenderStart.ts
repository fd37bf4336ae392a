import { news } from '../../../content/news';

/** Prerender /news/0 … /news/2; any other id renders on request (404). */
export default function onBeforePrerenderStart(): string[] {
  return news.map((_, i) => `/news/${i}`);
}
