/**
 * Session Manager calls through the shared typed client (GET/POST/PUT/DELETE
 * /api/admin/sessions, toggle, check-expired, image upload).
 */
import { api, ApiRequestError, BACKGROUND_HEADERS, unwrap } from '@kavach/admin-shared';
import type { paths, Schemas } from '@kavach/api-client';

/** A session as the Session Manager lists it (with its number of registrations). */
export type InfoSession = Schemas['AdminSessionView'];
export type SessionMode = InfoSession['mode'];
export type SessionStatus = InfoSession['status'];
export type InfoSessionInput = Schemas['SessionInputDto'];

export type SessionWhen = 'upcoming' | 'past';

/** Cards a page: four rows of a wide grid, and few enough for a phone to scroll. */
export const SESSIONS_PAGE_SIZE = 24;

/**
 * One page of the sessions of `when` (upcoming soonest first, past latest first, any status);
 * `background` for the tab's own hourly refresh (no activity, so no session kept alive).
 */
export function fetchSessionsPage(
  q: { page: number; pageSize: number; when: SessionWhen },
  background = false,
) {
  return unwrap(
    api.GET('/api/admin/sessions', {
      params: { query: q },
      ...(background ? { headers: BACKGROUND_HEADERS } : {}),
    }),
  );
}

export function createSession(input: InfoSessionInput) {
  return unwrap(api.POST('/api/admin/sessions', { body: input }));
}

export function updateSession(id: number, input: InfoSessionInput) {
  return unwrap(api.PUT('/api/admin/sessions/{id}', { params: { path: { id } }, body: input }));
}

export function deleteSession(id: number) {
  return unwrap(api.DELETE('/api/admin/sessions/{id}', { params: { path: { id } } }));
}

export function toggleSession(id: number) {
  return unwrap(api.PATCH('/api/admin/sessions/{id}/toggle', { params: { path: { id } } }));
}

export function checkExpired() {
  return unwrap(api.POST('/api/admin/sessions/check-expired', {}));
}

type UploadBody =
  paths['/api/admin/uploads/session-image']['post']['requestBody']['content']['multipart/form-data'];
const UPLOAD_FIELD: keyof UploadBody = 'image';

/** POST multipart (field `image`) → the stored image's URL. */
export async function uploadSessionImage(file: File): Promise<string> {
  const form = new FormData();
  form.append(UPLOAD_FIELD, file);
  const call = api.POST('/api/admin/uploads/session-image', {
    // The document types the binary field as a string; openapi-fetch sends a FormData as is.
    body: form as unknown as UploadBody,
  });
  const body = await unwrap(call);
  if (!body?.url) {
    const { response } = await call;
    throw new ApiRequestError(response.status, body?.message || 'No image URL in the answer');
  }
  return body.url;
}
