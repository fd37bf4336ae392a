/** Subscriber calls through the shared typed client (GET/DELETE /api/admin/subscribers…). */
import { api, unwrap, type ListQuery } from '@kavach/admin-shared';
import type { Schemas } from '@kavach/api-client';

export type Subscriber = Schemas['SubscriberView'];
export type SubscriberDetail = Schemas['SubscriberDetailView'];
export type SubscribersPage = Schemas['SubscribersPage'];
export type SubscriberStats = Schemas['SubscriberStats'];

export function fetchSubscribers(query: ListQuery): Promise<SubscribersPage> {
  return unwrap(api.GET('/api/admin/subscribers', { params: { query } }));
}

export async function fetchSubscriber(id: number): Promise<SubscriberDetail> {
  const body = await unwrap<Schemas['SubscriberDetail']>(
    api.GET('/api/admin/subscribers/{id}', { params: { path: { id } } }),
  );
  return body.data;
}

export function deleteSubscriber(id: number): Promise<Schemas['DeleteResponse']> {
  return unwrap(api.DELETE('/api/admin/subscribers/{id}', { params: { path: { id } } }));
}

/** CSV of the subscribers in the chosen date range (404 with a message when there are none). */
export const SUBSCRIBERS_EXPORT_PATH = '/api/admin/subscribers/export';
