/** Jobs Manager calls through the shared typed client (/api/admin/jobs, server-paged, limit 10). */
import { api, unwrap } from '@kavach/admin-shared';
import type { Schemas } from '@kavach/api-client';

export type Job = Schemas['JobView'];
export type JobInput = Schemas['SaveJobDto'];
export type JobStatus = Job['status'];

export interface JobListQuery {
  page: number;
  limit: number;
  status?: JobStatus;
  search?: string;
}

export interface JobPage {
  data: Job[];
  page: number;
  pages: number;
  total: number;
}

export async function fetchJobs(query: JobListQuery): Promise<JobPage> {
  const body = await unwrap<Schemas['JobListResponse']>(
    api.GET('/api/admin/jobs', { params: { query } }),
  );
  const p = body?.pagination;
  return {
    data: Array.isArray(body?.data) ? body.data : [],
    page: Number(p?.page ?? body?.page) || query.page,
    pages: Math.max(1, Number(p?.pages ?? body?.pages) || 1),
    total: Number(p?.total ?? body?.total) || 0,
  };
}

type Mutation = Schemas['JobMutationResponse'];

export function createJob(input: JobInput): Promise<Mutation> {
  return unwrap(api.POST('/api/admin/jobs', { body: input }));
}

export function updateJob(id: number, input: JobInput): Promise<Mutation> {
  return unwrap(api.PUT('/api/admin/jobs/{id}', { params: { path: { id } }, body: input }));
}

export function deleteJob(id: number): Promise<Schemas['JobDeletedResponse']> {
  return unwrap(api.DELETE('/api/admin/jobs/{id}', { params: { path: { id } } }));
}

/** The quick toggle: active → inactive; inactive, draft or closed → active (the server decides). */
export function toggleJob(id: number): Promise<Mutation> {
  return unwrap(api.PATCH('/api/admin/jobs/{id}/toggle', { params: { path: { id } } }));
}
