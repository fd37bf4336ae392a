import { defineFactory, unique } from './insert';

/** A row of `content_items` (one item of the site's content, of any kind). */
export interface ContentItemRow {
  id: number;
  kind: string;
  slug: string;
  title: string;
  status: 'draft' | 'in_review' | 'scheduled' | 'published';
  publish_at: Date | null;
  dated: string | null;
  position: number;
  fields: Record<string, unknown>;
  body: unknown;
  version: number;
  author: string;
  updated_by: string;
  deleted_at: Date | null;
  deleted_by: string | null;
}

/** A draft news item written by `admin`, with the fields a news item needs. */
export const contentItems = defineFactory<ContentItemRow>('content_items', () => ({
  kind: 'news',
  slug: unique((n) => `draft-item-${n}`),
  title: unique((n) => `Draft item ${n}`),
  dated: '2026-11-01',
  fields: JSON.stringify({ image: '/images/news-1.svg', description: 'A short description.' }),
  author: 'admin',
  updated_by: 'admin',
}));
