/**
 * The API calls of the careers and sessions pages: paths, response shapes
 * and tolerant parsers (pure), and a multipart POST with the same contract
 * as postJson in lib/api.ts (resolve with { status, body } for any HTTP
 * answer, reject on network failure).
 */
import type { ApiResult } from './api';

export const PUBLIC_API_PATHS = {
  jobs: '/api/jobs',
  applications: '/api/applications',
  careerApplications: '/api/careers/applications',
  sessions: '/api/sessions',
  registrations: '/api/registrations',
} as const;

/** One active opening of GET /api/jobs → { status: 'success', data: PublicJob[] }. */
export interface PublicJob {
  id: string;
  company: string;
  title: string;
  type: string;
  mode: string;
  location: string;
  /** 'YYYY-MM-DD'. */
  posted_date: string;
  description: string;
  requirements: string;
  responsibilities: string;
  salary_range: string;
}

/** One active session of GET /api/sessions → { success: true, sessions: PublicSession[] }. */
export interface PublicSession {
  id: string;
  title: string;
  image: string;
  /** 'YYYY-MM-DD'. */
  date: string;
  /** 'YYYY-MM-DD' or null (= date). */
  endDate: string | null;
  time: string;
  mode: string;
}

export type Loaded<T> = { ok: true; items: T[] } | { ok: false };

const text = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Jobs of a GET /api/jobs body; null when the body is not the expected shape. Inactive or untitled rows are dropped. */
export function parseJobs(body: unknown): PublicJob[] | null {
  if (!isRecord(body) || !Array.isArray(body.data)) return null;
  if (body.status !== undefined && body.status !== 'success') return null;
  return body.data.filter(isRecord).flatMap((row): PublicJob[] => {
    if (row.status !== undefined && row.status !== 'active') return [];
    const title = text(row.title).trim();
    if (!title) return [];
    return [
      {
        id: text(row.id),
        company: text(row.company),
        title,
        type: text(row.type),
        mode: text(row.mode),
        location: text(row.location),
        posted_date: text(row.posted_date).slice(0, 10),
        description: text(row.description),
        requirements: text(row.requirements),
        responsibilities: text(row.responsibilities),
        salary_range: text(row.salary_range),
      },
    ];
  });
}

/** Sessions of a GET /api/sessions body; null when the body is not the expected shape. Only active ones are kept. */
export function parseSessions(body: unknown): PublicSession[] | null {
  if (!isRecord(body) || !Array.isArray(body.sessions)) return null;
  if (body.success === false) return null;
  return body.sessions.filter(isRecord).flatMap((row): PublicSession[] => {
    if (row.status !== undefined && row.status !== 'active') return [];
    const date = text(row.date);
    if (!date) return [];
    return [
      {
        id: text(row.id),
        title: text(row.title).trim() || 'Information Session',
        image: text(row.image),
        date: date.slice(0, 10),
        endDate: text(row.endDate).slice(0, 10) || null,
        time: text(row.time),
        mode: text(row.mode),
      },
    ];
  });
}

/** multipart/form-data POST (the browser sets the boundary). */
export async function postMultipart(
  path: string,
  body: FormData,
  signal?: AbortSignal,
): Promise<ApiResult> {
  const response = await fetch(path, {
    method: 'POST',
    headers: { Accept: 'application/json' },
    body,
    credentials: 'same-origin',
    signal,
  });
  const raw = await response.text();
  let parsed: unknown = null;
  if (raw) {
    try {
      parsed = JSON.parse(raw);
    } catch {
      parsed = raw;
    }
  }
  return { status: response.status, body: parsed };
}

const MODE_LABELS: Record<string, string> = {
  online: 'Online',
  offline: 'Offline (in person)',
  hybrid: 'Hybrid (in person and online)',
};

/** 'online' → 'Online'; unknown values are shown as they are. */
export function sessionModeLabel(mode: string): string {
  return MODE_LABELS[mode.toLowerCase()] ?? mode;
}

/** '2025-11-12' → '12 November 2025' (en-IN); a range when endDate differs. Free text is kept. */
export function sessionDateLabel(date: string, endDate?: string | null): string {
  const one = (d: string) => {
    const ms = Date.parse(d + 'T00:00:00Z');
    if (!/^\d{4}-\d{2}-\d{2}$/.test(d) || Number.isNaN(ms)) return d;
    return new Intl.DateTimeFormat('en-IN', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(ms);
  };
  if (endDate && endDate !== date) return `${one(date)} – ${one(endDate)}`;
  return one(date);
}
