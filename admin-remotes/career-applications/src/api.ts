/** Career applications calls through the shared typed client: the list, one application and its resume. */
import {
  api,
  receiveFile,
  saveBlob,
  unwrap,
  type ListQuery,
  type QueryOf,
} from '@kavach/admin-shared';
import type { Schemas } from '@kavach/api-client';
import { resumeFallbackName } from './rules';

export type Application = Schemas['ApplicationView'];
export type ApplicationSort = Schemas['ApplicationSort'];
export type StatusCounts = Schemas['ApplicationStatusCountsView'];
/** The list's page query: position, sort and the status filter (one or none) as the list keeps them. */
export type ApplicationQuery = ListQuery &
  Pick<QueryOf<'/api/admin/applications'>, 'position'> & { status?: string; sort?: string };

type Statuses = QueryOf<'/api/admin/applications'>['status'];

export function fetchApplications({ status, sort, ...query }: ApplicationQuery) {
  return unwrap(
    api.GET('/api/admin/applications', {
      params: {
        query: {
          ...query,
          status: status ? (status.split(',') as Statuses) : undefined,
          sort: sort as ApplicationSort | undefined,
        },
      },
    }),
  );
}

/** How many applications of the search and position are in each status. */
export async function fetchStatusCounts(
  query: Pick<ApplicationQuery, 'search' | 'from' | 'to' | 'position'>,
): Promise<StatusCounts> {
  return (await unwrap(api.GET('/api/admin/applications/status-counts', { params: { query } })))
    .data;
}

export const APPLICATIONS_EXPORT_PATH = '/api/admin/applications/export';

/** Deletes one application and its resume (e.g. when the person asks): `{ success, message }`. */
export function deleteApplication(id: number) {
  return unwrap(api.DELETE('/api/admin/applications/{id}', { params: { path: { id } } }));
}

/**
 * Downloads the resume with the bearer header (the file is private) and saves
 * it under the server's name, {First}_{Last}_Resume.{ext}.
 */
export async function downloadResume(a: Application): Promise<string> {
  const { body, filename } = await receiveFile(
    api.GET('/api/admin/applications/{id}/resume', {
      params: { path: { id: a.id } },
      parseAs: 'blob',
    }),
    resumeFallbackName(a),
  );
  saveBlob(body ?? new Blob([]), filename);
  return filename;
}
