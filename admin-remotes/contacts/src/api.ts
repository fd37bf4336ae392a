/** Contacts calls through the shared typed client; the CSV export is a file download. */
import { api, unwrap, type ListQuery, type QueryOf } from '@kavach/admin-shared';
import type { Schemas } from '@kavach/api-client';

export type Contact = Schemas['ContactView'];

/** The list's page query, with the status filter as the list keeps it (one status or none). */
export type ContactQuery = ListQuery & { status?: string };

export function fetchContacts({ status, ...query }: ContactQuery) {
  const statuses = status
    ? (status.split(',') as QueryOf<'/api/admin/contacts'>['status'])
    : undefined;
  return unwrap(
    api.GET('/api/admin/contacts', { params: { query: { ...query, status: statuses } } }),
  );
}

/** Deletes one submission (e.g. when the person asks): `{ success, message }`. */
export function deleteContact(id: number) {
  return unwrap(api.DELETE('/api/admin/contacts/{id}', { params: { path: { id } } }));
}

export const CONTACTS_EXPORT_PATH = '/api/admin/contacts/export';
