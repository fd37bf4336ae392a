/** Career applications calls through the shared typed client: the list, one application and its resume. */
import {
  api,
  filenameFromDisposition,
  saveBlob,
  unwrap,
  type ListQuery,
  type QueryOf,
} from '@kavach/admin-shared';
import type { Schemas } from '@kavach/api-client';
import { resumeFallbackName } from './rules';

export type Application = Schemas['ApplicationView'];
export type ApplicationQuery = ListQuery & Pick<QueryOf<'/api/admin/applications'>, 'position'>;

export function fetchApplications(query: ApplicationQuery) {
  return unwrap(api.GET('/api/admin/applications', { params: { query } }));
}

export async function fetchApplication(id: number) {
  const body = await unwrap(api.GET('/api/admin/applications/{id}', { params: { path: { id } } }));
  return body.data;
}

/** Deletes one application and its resume (e.g. when the person asks): `{ success, message }`. */
export function deleteApplication(id: number) {
  return unwrap(api.DELETE('/api/admin/applications/{id}', { params: { path: { id } } }));
}

/**
 * Downloads the resume with the bearer header (the file is private) and saves
 * it under the server's name, {First}_{Last}_Resume.{ext}.
 */
export async function downloadResume(a: Application): Promise<string> {
  const call = api.GET('/api/admin/applications/{id}/resume', {
    params: { path: { id: a.id } },
    parseAs: 'blob',
  });
  const blob = await unwrap(call);
  const { response } = await call;
  const filename =
    filenameFromDisposition(response.headers.get('Content-Disposition')) ?? resumeFallbackName(a);
  saveBlob(blob, filename);
  return filename;
}
