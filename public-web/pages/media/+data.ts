import { featuredIn, MEDIA_PAGE, spotlightImages } from '../../content/media';
import { news } from '../../content/news';

export function data() {
  // Latest news: one large item and two smaller ones (/news/0, /news/1, /news/2).
  return { text: MEDIA_PAGE, latest: news.slice(0, 3), featuredIn, spotlightImages };
}

export type Data = ReturnType<typeof data>;
