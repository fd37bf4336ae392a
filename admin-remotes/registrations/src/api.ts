/** Registrations calls through the shared typed client; the CSV export is a file download. */
import { api, unwrap, type ListQuery } from '@kavach/admin-shared';
import type { Schemas } from '@kavach/api-client';

export type Registration = Schemas['RegistrationView'];

export function fetchRegistrations(query: ListQuery) {
  return unwrap(api.GET('/api/admin/registrations', { params: { query } }));
}

/** Deletes one registration (e.g. when the person asks): `{ success, message }`. */
export function deleteRegistration(id: number) {
  return unwrap(api.DELETE('/api/admin/registrations/{id}', { params: { path: { id } } }));
}

export const REGISTRATIONS_EXPORT_PATH = '/api/admin/registrations/export';
