/** Jobs Manager calls through the shared typed client (/api/admin/jobs, server-paged). */
import { api, unwrap, type ListQuery, type QueryOf } from '@kavach/admin-shared';
import type { Schemas } from '@kavach/api-client';

export type Job = Schemas['JobView'];
export type JobInput = Schemas['SaveJobDto'];
export type JobStatus = Job['status'];
export type JobType = Job['type'];
export type JobMode = Job['mode'];
export type JobDepartment = Job['department'];

/** The list's filters besides search: one status or every status. */
export type JobFilters = Pick<QueryOf<'/api/admin/jobs'>, 'status'>;

/**
 * One page of jobs, in the envelope of every admin list. The panel's page size
 * is the API's `limit`; the date range of the shared list does not apply.
 */
export function fetchJobs(query: ListQuery & JobFilters) {
  return unwrap(
    api.GET('/api/admin/jobs', {
      params: {
        query: {
          page: query.page,
          limit: query.pageSize,
          status: query.status,
          search: query.search,
        },
      },
    }),
  );
}

export function createJob(input: JobInput) {
  return unwrap(api.POST('/api/admin/jobs', { body: input }));
}

export function updateJob(id: number, input: JobInput) {
  return unwrap(api.PUT('/api/admin/jobs/{id}', { params: { path: { id } }, body: input }));
}

export function deleteJob(id: number) {
  return unwrap(api.DELETE('/api/admin/jobs/{id}', { params: { path: { id } } }));
}

/** The quick toggle: active → inactive; inactive, draft or closed → active (the server decides). */
export function toggleJob(id: number) {
  return unwrap(api.PATCH('/api/admin/jobs/{id}/toggle', { params: { path: { id } } }));
}
