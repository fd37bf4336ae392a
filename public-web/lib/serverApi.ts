/**
 * Server-side reads of the API for pages rendered per request (+data hooks
 * of /about-us/careers, /about-us/careers/{id} and /our-sessions), made with
 * the generated client. The SSR server talks to the API directly
 * (API_INTERNAL_URL, as web-server/index.mjs proxies /api to it); a slow or
 * failing API gives { ok: false } after a short timeout, never a failed page.
 */
import { createApiClient, type ApiClient } from '@kavach/api-client';
import {
  parseJobs,
  parseSessions,
  type Loaded,
  type PublicJobView,
  type SessionView,
} from './publicApi';

const TIMEOUT_MS = 4000;

function apiBase(): string {
  return (process.env.API_INTERNAL_URL || 'http://127.0.0.1:3001').replace(/\/+$/, '');
}

const requestInit = () =>
  ({ headers: { Accept: 'application/json' }, signal: AbortSignal.timeout(TIMEOUT_MS) }) as const;

/** One read with a client on the base URL of the moment; any failure is logged and gives { ok: false }. */
async function load<D, T>(
  path: string,
  read: (api: ApiClient) => Promise<{ data?: D; response: Response }>,
  parse: (data: D | undefined) => T[] | null,
): Promise<Loaded<T>> {
  try {
    const { data, response } = await read(createApiClient({ baseUrl: apiBase() }));
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const items = parse(data);
    if (items) return { ok: true, items };
    console.warn(`[public-web] GET ${path}: unexpected response shape`);
  } catch (err) {
    console.warn(`[public-web] GET ${path}: ${(err as Error).message}`);
  }
  return { ok: false };
}

export function loadActiveJobs(): Promise<Loaded<PublicJobView>> {
  return load('/api/jobs', (api) => api.GET('/api/jobs', requestInit()), parseJobs);
}

export function loadActiveSessions(): Promise<Loaded<SessionView>> {
  return load('/api/sessions', (api) => api.GET('/api/sessions', requestInit()), parseSessions);
}
