/** Subscriber calls through the shared typed client; the CSV export is a file download. */
import { api, unwrap, type ListQuery } from '@kavach/admin-shared';
import type { Schemas } from '@kavach/api-client';

export type Subscriber = Schemas['SubscriberView'];
export type SubscriberStats = Schemas['SubscriberStats'];

export function fetchSubscribers(query: ListQuery) {
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
