/**
 * Session Manager calls through the shared typed client (GET/POST/PUT/DELETE
 * /api/admin/sessions, toggle, check-expired, image upload). The paths land
 * in @kavach/api-client with the API's endpoints (`npm run openapi`); until
 * then TypeScript flags the path strings here (vite builds regardless).
 */
import {
  api,
  ApiRequestError,
  authFetch,
  errorFromResponse,
  unwrap,
  type InfoSession,
  type InfoSessionInput,
} from '@kavach/admin-shared';

interface Reply {
  success?: boolean;
  message?: string;
}

/** Every session, any status (the list API's largest page is 100; a grid never holds more). */
export async function fetchSessions(): Promise<InfoSession[]> {
  const body = await unwrap<{ data?: InfoSession[]; sessions?: InfoSession[] }>(
    api.GET('/api/admin/sessions', { params: { query: { page: 1, pageSize: 100 } } }),
  );
  return body?.data ?? body?.sessions ?? [];
}

export function createSession(input: InfoSessionInput): Promise<Reply> {
  return unwrap(api.POST('/api/admin/sessions', { body: input }));
}

export function updateSession(id: number, input: InfoSessionInput): Promise<Reply> {
  return unwrap(api.PUT('/api/admin/sessions/{id}', { params: { path: { id } }, body: input }));
}

export function deleteSession(id: number): Promise<Reply> {
  return unwrap(api.DELETE('/api/admin/sessions/{id}', { params: { path: { id } } }));
}

export function toggleSession(
  id: number,
): Promise<Reply & { session?: InfoSession; status?: string }> {
  return unwrap(api.PATCH('/api/admin/sessions/{id}/toggle', { params: { path: { id } } }));
}

export function checkExpired(): Promise<{ success?: boolean; changed?: number }> {
  return unwrap(api.POST('/api/admin/sessions/check-expired', {}));
}

/** POST multipart (field `image`) → {success, url}. */
export async function uploadSessionImage(file: File): Promise<string> {
  const form = new FormData();
  form.append('image', file);
  const response = await authFetch('/api/admin/uploads/session-image', {
    method: 'POST',
    body: form,
  });
  if (!response.ok) throw await errorFromResponse(response);
  const body = (await response.json()) as { url?: string; message?: string };
  if (!body?.url)
    throw new ApiRequestError(response.status, body?.message || 'No image URL in the answer');
  return body.url;
}
