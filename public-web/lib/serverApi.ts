/**
 * Server-side reads of the API for pages rendered per request (+data hooks
 * of /about-us/careers, /about-us/careers/{id}, /our-sessions and /newsletter/confirm), made with
 * the generated client. The SSR server talks to the API directly
 * (API_INTERNAL_URL, as web-server/index.mjs proxies /api to it); a slow or
 * failing API gives { ok: false } after a short timeout, never a failed page.
 */
import { createApiClient, type ApiClient } from '@kavach/api-client';
import type { RetentionPeriods } from '../content/privacyNotice';
import { confirmLinkState, type ConfirmLinkState } from '../components/newsletter/newsletterLinks';
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

/** How long the SSR server reuses the retention periods it read (they change only on an API restart). */
const NOTICE_TTL_MS = 60_000;
let notice: { at: number; retention: RetentionPeriods } | null = null;

/**
 * The retention periods of GET /api/privacy-notice for the privacy notices and the policy; null
 * when the API cannot say (the texts then point to the policy without a period).
 */
export async function loadRetentionPeriods(): Promise<RetentionPeriods | null> {
  if (notice && Date.now() - notice.at < NOTICE_TTL_MS) return notice.retention;
  const loaded = await load(
    '/api/privacy-notice',
    (api) => api.GET('/api/privacy-notice', requestInit()),
    (body) => (body && isRetention(body.retention) ? [body.retention] : null),
  );
  if (!loaded.ok) return notice?.retention ?? null;
  notice = { at: Date.now(), retention: loaded.items[0] };
  return notice.retention;
}

function isRetention(value: unknown): value is RetentionPeriods {
  if (typeof value !== 'object' || value === null) return false;
  const r = value as Record<string, unknown>;
  return ['contactsDays', 'registrationsDays', 'applicationsDays', 'auditDays'].every(
    (k) => Number.isInteger(r[k]) && (r[k] as number) > 0,
  );
}

/**
 * Whether a newsletter confirmation link can still be used (GET /api/subscriptions/confirm reads
 * only); 'unknown' when the API could not be asked.
 */
export async function loadConfirmLinkState(token: string): Promise<ConfirmLinkState> {
  try {
    const { data, error, response } = await createApiClient({ baseUrl: apiBase() }).GET(
      '/api/subscriptions/confirm',
      { params: { query: { token } }, ...requestInit() },
    );
    return confirmLinkState(response.status, response.ok ? data : error);
  } catch (err) {
    console.warn(`[public-web] GET /api/subscriptions/confirm: ${(err as Error).message}`);
    return 'unknown';
  }
}
