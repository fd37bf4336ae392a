/** Subscriber calls through the shared typed client; the CSV export is a file download. */
import { api, unwrap, type ListQuery, type QueryOf } from '@kavach/admin-shared';
import type { Schemas } from '@kavach/api-client';

/** A row of the list (with its status); the details add the confirmation time and the language. */
export type Subscriber = Schemas['SubscriberView'] &
  Partial<Pick<Schemas['SubscriberDetailView'], 'confirmed_at' | 'language'>>;
/** all (the default: every sign-up), confirmed (subscribers) or pending (not confirmed yet). */
export type SubscriberStatus = NonNullable<QueryOf<'/api/admin/subscribers'>['status']>;

export function fetchSubscribers(query: ListQuery & { status?: SubscriberStatus }) {
  return unwrap(api.GET('/api/admin/subscribers', { params: { query } }));
}

/** The stored record (it may have gone since the list was read). */
export async function fetchSubscriber(id: number) {
  const body = await unwrap(api.GET('/api/admin/subscribers/{id}', { params: { path: { id } } }));
  return body.data;
}

export function deleteSubscriber(id: number) {
  return unwrap(api.DELETE('/api/admin/subscribers/{id}', { params: { path: { id } } }));
}

/** CSV of the subscribers in the chosen date range (404 with a message when there are none). */
export const SUBSCRIBERS_EXPORT_PATH = '/api/admin/subscribers/export';
