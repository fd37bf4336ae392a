/** Career applications calls: the list and detail through the typed client, the resume as an authenticated download. */
import {
  api,
  authFetch,
  errorFromResponse,
  filenameFromDisposition,
  saveBlob,
  unwrap,
  type ListQuery,
} from '@kavach/admin-shared';
import type { Schemas } from '@kavach/api-client';
import { resumeFallbackName } from './rules';

export type Application = Schemas['ApplicationView'];
export type ApplicationsPage = Schemas['ApplicationsPage'];
export type ApplicationQuery = ListQuery & { position?: string };

export function fetchApplications(query: ApplicationQuery): Promise<ApplicationsPage> {
  return unwrap(api.GET('/api/admin/applications', { params: { query } }));
}

export async function fetchApplication(id: number): Promise<Application> {
  const body = await unwrap<Schemas['ApplicationDetail']>(
    api.GET('/api/admin/applications/{id}', { params: { path: { id } } }),
  );
  return body.data;
}

/**
 * Downloads the resume with the bearer header (the file is private) and saves
 * it under the server's name, {First}_{Last}_Resume.{ext}.
 */
export async function downloadResume(a: Application): Promise<string> {
  const response = await authFetch(a.resume_url ?? `/api/admin/applications/${a.id}/resume`);
  if (!response.ok) throw await errorFromResponse(response);
  const blob = await response.blob();
  const filename =
    filenameFromDisposition(response.headers.get('Content-Disposition')) ?? resumeFallbackName(a);
  saveBlob(blob, filename);
  return filename;
}
