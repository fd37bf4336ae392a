/**
 * What the careers, sessions, blog and news pages read from the API, typed by the generated schema: the
 * openings of GET /api/jobs and the sessions of GET /api/sessions, checked at run time (a body of
 * another shape means "could not load"), the blog posts and news items of GET /api/content/{kind},
 * and the labels the pages show for them. Pure.
 */
import type { Schemas } from '@kavach/api-client';
import type { BlogPost, NewsItem } from '../content/types';

/** One open position of GET /api/jobs. */
export type PublicJobView = Schemas['PublicJobView'];
/** One upcoming session of GET /api/sessions. */
export type SessionView = Schemas['SessionView'];
export type SessionMode = SessionView['mode'];

export type Loaded<T> = { ok: true; items: T[] } | { ok: false };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The openings of a GET /api/jobs answer; null when it is not that shape. Untitled rows are dropped. */
export function parseJobs(body: Schemas['PublicJobsResponse'] | undefined): PublicJobView[] | null {
  if (!isRecord(body) || !Array.isArray(body.data)) return null;
  if (body.status !== undefined && body.status !== 'success') return null;
  return body.data
    .filter((job) => isRecord(job) && typeof job.title === 'string' && job.title.trim() !== '')
    .map((job) => ({ ...job, title: job.title.trim(), posted_date: job.posted_date.slice(0, 10) }));
}

/** The active sessions of a GET /api/sessions answer; null when it is not that shape. */
export function parseSessions(
  body: Schemas['PublicSessionsResponse'] | undefined,
): SessionView[] | null {
  if (!isRecord(body) || !Array.isArray(body.sessions)) return null;
  if (body.success === false) return null;
  return body.sessions
    .filter((s) => isRecord(s) && s.status === 'active' && typeof s.date === 'string' && s.date)
    .map((s) => ({
      ...s,
      title: s.title.trim() || 'Information Session',
      date: s.date.slice(0, 10),
      endDate: s.endDate ? s.endDate.slice(0, 10) : null,
    }));
}

const MODE_LABELS: Record<SessionMode, string> = {
  online: 'Online',
  offline: 'Offline (in person)',
  hybrid: 'Hybrid (in person and online)',
};

/** 'online' → 'Online'; a value the labels do not know is shown as it is. */
export function sessionModeLabel(mode: string): string {
  const key = mode.toLowerCase();
  return Object.hasOwn(MODE_LABELS, key) ? MODE_LABELS[key as SessionMode] : mode;
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

/** One live item of GET /api/content/{kind}[/{item}] (blog posts and news items here). */
export type ContentView = Schemas['PublicContentView'];
/** The kinds the site reads from the API so far. */
export type ContentKind = 'blog' | 'news';

/** Whether a value has the fields the pages use of a content view. */
function isContentView(value: unknown): value is ContentView {
  if (!isRecord(value)) return false;
  return (
    Number.isInteger(value.index) &&
    typeof value.slug === 'string' &&
    value.slug !== '' &&
    typeof value.title === 'string' &&
    typeof value.url === 'string' &&
    isRecord(value.fields)
  );
}

/** The items of a GET /api/content/{kind} answer, in the API's order; null when it is not that shape. */
export function parseContentList(
  body: Schemas['PublicContentListResponse'] | undefined,
): ContentView[] | null {
  if (!isRecord(body) || !Array.isArray(body.data) || body.status !== 'success') return null;
  return body.data.every(isContentView) ? body.data : null;
}

/** The item of a GET /api/content/{kind}/{item} answer; null when it is not that shape. */
export function parseContentItem(
  body: Schemas['PublicContentResponse'] | undefined,
): ContentView | null {
  if (!isRecord(body) || body.status !== 'success' || !isContentView(body.data)) return null;
  return body.data;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** A blog view as the cards and the page show it (fields: image, description, url). */
export function blogPostOf(view: ContentView): BlogPost {
  const url = text(view.fields.url);
  return {
    image: text(view.fields.image),
    title: view.title,
    description: text(view.fields.description),
    date: view.date ?? '',
    isoDate: view.iso_date ?? '',
    ...(url ? { url } : {}),
  };
}

/** A news view as the cards and the page show it (fields: img, desc). */
export function newsItemOf(view: ContentView): NewsItem {
  return {
    img: text(view.fields.img),
    title: view.title,
    desc: text(view.fields.desc),
    date: view.date ?? '',
    isoDate: view.iso_date ?? '',
  };
}
