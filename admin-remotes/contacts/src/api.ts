/** Contacts calls through the shared typed client; the CSV export is a file download. */
import { api, unwrap, type ListQuery } from '@kavach/admin-shared';
import type { Schemas } from '@kavach/api-client';

export type Contact = Schemas['ContactView'];

export function fetchContacts(query: ListQuery) {
  return unwrap(api.GET('/api/admin/contacts', { params: { query } }));
}

/** Deletes one submission (e.g. when the person asks): `{ success, message }`. */
export function deleteContact(id: number) {
  return unwrap(api.DELETE('/api/admin/contacts/{id}', { params: { path: { id } } }));
}

export const CONTACTS_EXPORT_PATH = '/api/admin/contacts/export';
