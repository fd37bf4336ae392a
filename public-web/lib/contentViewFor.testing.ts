/** Live content views for unit tests, typed by kind as the API document types them. */
import type { ContentKind, ContentView } from './publicApi';

/** A live item of `kind` with `fields`; `over` sets anything else (title, images…). */
export function contentView<K extends ContentKind>(
  kind: K,
  fields: ContentView<K>['fields'],
  over: Partial<Omit<ContentView<K>, 'kind' | 'fields'>> = {},
): ContentView<K> {
  return {
    kind,
    index: 0,
    slug: 's',
    title: 'T',
    date: null,
    iso_date: null,
    fields,
    html: null,
    seo_description: null,
    social_image: null,
    images: {},
    updated_at: '2026-01-01T00:00:00.000Z',
    url: '/x#s',
    language: 'en',
    ...over,
  } as ContentView<K>;
}
