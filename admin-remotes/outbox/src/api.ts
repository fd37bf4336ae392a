/** Outbox calls through the shared typed client: one page of mails, and Retry of a failed one. */
import { api, unwrap, type ListQuery, type QueryOf } from '@kavach/admin-shared';
import type { Schemas } from '@kavach/api-client';

export type OutboxMail = Schemas['OutboxMailView'];
export type OutboxMailDetail = Schemas['OutboxMailDetailView'];
export type OutboxStatus = OutboxMail['status'];
export type OutboxQuery = ListQuery & Pick<QueryOf<'/api/admin/outbox'>, 'status'>;

export function fetchOutbox(query: OutboxQuery) {
  return unwrap(api.GET('/api/admin/outbox', { params: { query } }));
}

/** failed → pending (attempts reset): the API's message and the mail as it is now. */
export function retryMail(id: number) {
  return unwrap(api.POST('/api/admin/outbox/{id}/retry', { params: { path: { id } } }));
}

/** One mail as sent: its fields and both bodies. */
export async function fetchMail(id: number): Promise<OutboxMailDetail> {
  return (await unwrap(api.GET('/api/admin/outbox/{id}', { params: { path: { id } } }))).data;
}
