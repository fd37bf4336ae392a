/**
 * Server-side reads of the API for pages rendered per request (+data hooks
 * of /about-us/careers, /about-us/careers/{id} and /our-sessions). The SSR
 * server talks to the API directly (API_INTERNAL_URL, as web-server/index.mjs
 * proxies /api to it); a slow or failing API gives { ok: false } after a
 * short timeout, never a failed page.
 */
import {
  parseJobs,
  parseSessions,
  PUBLIC_API_PATHS,
  type Loaded,
  type PublicJob,
  type PublicSession,
} from './publicApi';

const TIMEOUT_MS = 4000;

function apiBase(): string {
  return (process.env.API_INTERNAL_URL || 'http://127.0.0.1:3001').replace(/\/+$/, '');
}

async function getJson(path: string): Promise<unknown> {
  const response = await fetch(apiBase() + path, {
    headers: { Accept: 'application/json' },
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return response.json();
}

async function load<T>(path: string, parse: (body: unknown) => T[] | null): Promise<Loaded<T>> {
  try {
    const items = parse(await getJson(path));
    if (items) return { ok: true, items };
    console.warn(`[public-web] GET ${path}: unexpected response shape`);
  } catch (err) {
    console.warn(`[public-web] GET ${path}: ${(err as Error).message}`);
  }
  return { ok: false };
}

export function loadActiveJobs(): Promise<Loaded<PublicJob>> {
  return load(PUBLIC_API_PATHS.jobs, parseJobs);
}

export function loadActiveSessions(): Promise<Loaded<PublicSession>> {
  return load(PUBLIC_API_PATHS.sessions, parseSessions);
}
