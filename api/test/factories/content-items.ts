import { entityFactory, unique } from './insert';
import { ContentItem } from '../../src/content/content-item.entity';

/**
 * Rows of `content_items` (one item of the site's content, of any kind).
 * A draft news item written by `admin`, with the fields a news item needs.
 */
export const contentItems = entityFactory(ContentItem, () => ({
  kind: 'news',
  slug: unique((n) => `draft-item-${n}`),
  title: unique((n) => `Draft item ${n}`),
  dated: '2026-11-01',
  fields: JSON.stringify({ image: '/images/news-1.svg', description: 'A short description.' }),
  author: 'admin',
  updated_by: 'admin',
}));
