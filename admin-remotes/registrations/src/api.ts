/** Registrations calls through the shared typed client; the CSV export is a file download. */
import { api, unwrap, type ListQuery, type QueryOf } from '@kavach/admin-shared';
import type { Schemas } from '@kavach/api-client';

export type Registration = Schemas['RegistrationView'];
export type SessionChoice = Pick<Schemas['AdminSessionView'], 'id' | 'title' | 'date'>;

/** The list's page query: the status filter (one or none) and the session, as the list keeps them. */
export type RegistrationQuery = ListQuery & { status?: string; sessionId?: string };

export function fetchRegistrations({ status, sessionId, ...query }: RegistrationQuery) {
  const statuses = status
    ? (status.split(',') as QueryOf<'/api/admin/registrations'>['status'])
    : undefined;
  return unwrap(
    api.GET('/api/admin/registrations', {
      params: {
        query: { ...query, status: statuses, sessionId: sessionId ? Number(sessionId) : undefined },
      },
    }),
  );
}

/** Deletes one registration (e.g. when the person asks): `{ success, message }`. */
export function deleteRegistration(id: number) {
  return unwrap(api.DELETE('/api/admin/registrations/{id}', { params: { path: { id } } }));
}

/** The sessions for the session filter (latest first; the list API's largest page). */
export async function fetchSessionChoices(): Promise<SessionChoice[]> {
  const body = await unwrap(
    api.GET('/api/admin/sessions', { params: { query: { page: 1, pageSize: 100 } } }),
  );
  return body?.data ?? [];
}

export const REGISTRATIONS_EXPORT_PATH = '/api/admin/registrations/export';
