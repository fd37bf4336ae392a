/**
 * Server-side reads of the API for pages rendered per request (+data hooks
 * of /about-us/careers, /about-us/careers/{id}, /our-sessions, /newsletter/confirm, /blog,
 * /blog/{id}, /news/{id}, /media, /resources and the pages of the other content kinds),
 * made with the generated client. The SSR server talks to the API directly
 * (API_INTERNAL_URL, as web-server/index.mjs proxies /api to it); a slow or
 * failing API gives { ok: false } after a short timeout, never a failed page.
 */
import { createApiClient, type ApiClient, type Schemas } from '@kavach/api-client';
import type { RetentionPeriods } from '../content/privacyNotice';
import { confirmLinkState, type ConfirmLinkState } from '../components/newsletter/newsletterLinks';
import { DEFAULT_LOCALE, type Locale } from './locale';
import {
  parseContentItem,
  parseContentList,
  parseJobs,
  parseSessions,
  type ContentKind,
  type ContentView,
  type Loaded,
  type PublicJobView,
  type SessionView,
} from './publicApi';

/**
 * How long a page waits for the API before it shows its "could not load" state: 4 s, or
 * API_READ_TIMEOUT_MS (a test machine whose cores are all busy can need longer).
 */
const timeoutMs = () => Number(process.env.API_READ_TIMEOUT_MS) || 4000;

function apiBase(): string {
  return (process.env.API_INTERNAL_URL || 'http://127.0.0.1:3001').replace(/\/+$/, '');
}

const requestInit = () =>
  ({ headers: { Accept: 'application/json' }, signal: AbortSignal.timeout(timeoutMs()) }) as const;

/** A failed read in words, with the network's own code ("fetch failed (ECONNRESET)"). */
function failureOf(err: unknown): string {
  const cause = (err as { cause?: { code?: unknown; message?: unknown } }).cause;
  const why = cause?.code ?? cause?.message;
  return `${(err as Error).message}${typeof why === 'string' ? ` (${why})` : ''}`;
}

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
    console.warn(`[public-web] GET ${path}: ${failureOf(err)}`);
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

/**
 * How long the SSR server reuses a content answer: with web-server's page cache (1 s) a publish
 * shows on every web server within 5 s, and a burst of visits asks the API once.
 */
const CONTENT_TTL_MS = 4_000;

/** One read's outcome: the value, 'missing' (a 404: no live item) or 'failed'. */
type Answer<T> = { ok: true; value: T } | { ok: false; missing: boolean };

/**
 * A per-URL cache of successful answers: fresh for `ttlMs`; when a later read fails, the last
 * answer is served (stale, with a warning) rather than no page. A 404 is an answer: never cached
 * over, so an unpublished item goes with the next read.
 */
export function contentCache(ttlMs = CONTENT_TTL_MS, now: () => number = Date.now) {
  const entries = new Map<string, { at: number; value: unknown }>();
  return async function cached<T>(url: string, read: () => Promise<Answer<T>>): Promise<Answer<T>> {
    const hit = entries.get(url);
    if (hit && now() - hit.at < ttlMs) return { ok: true, value: hit.value as T };
    const answer = await read();
    if (answer.ok) {
      entries.set(url, { at: now(), value: answer.value });
      return answer;
    }
    if (answer.missing) {
      entries.delete(url);
      return answer;
    }
    if (hit) {
      console.warn(`[public-web] GET ${url}: serving the answer of ${now() - hit.at} ms ago`);
      return { ok: true, value: hit.value as T };
    }
    return answer;
  };
}

const contentReads = contentCache();

/** Reads one content URL: a parsed value, a 404 (missing) or a failure (logged). */
async function readContent<T>(
  path: string,
  read: (api: ApiClient) => Promise<{ data?: unknown; response: Response }>,
  parse: (data: never) => T | null,
): Promise<Answer<T>> {
  try {
    const { data, response } = await read(createApiClient({ baseUrl: apiBase() }));
    if (response.status === 404) return { ok: false, missing: true };
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const value = parse(data as never);
    if (value !== null) return { ok: true, value };
    console.warn(`[public-web] GET ${path}: unexpected response shape`);
  } catch (err) {
    console.warn(`[public-web] GET ${path}: ${failureOf(err)}`);
  }
  return { ok: false, missing: false };
}

/**
 * The `?lang=` of a content read on a page in `locale`: items read in it where a translation is
 * published (the rest in English, each saying which). None on an English page: its reads, and so
 * its cached answers, are those of before translations.
 */
const langQuery = (locale: Locale): { lang?: Locale } =>
  locale === DEFAULT_LOCALE ? {} : { lang: locale };

/** A read's address as the cache keys it and the logs name it: the language is part of it. */
const contentPath = (path: string, locale: Locale) =>
  locale === DEFAULT_LOCALE ? path : `${path}?lang=${locale}`;

/**
 * The live items of a kind in the site's order (news newest first, blog oldest first), in the
 * page's language where translated.
 */
export async function loadContentList<K extends ContentKind>(
  kind: K,
  locale: Locale,
): Promise<Loaded<ContentView<K>>> {
  const path = contentPath(`/api/content/${kind}`, locale);
  const answer = await contentReads(path, () =>
    readContent(
      path,
      (api) =>
        api.GET('/api/content/{kind}', {
          params: { path: { kind }, query: langQuery(locale) },
          ...requestInit(),
        }),
      (body: Schemas['PublicContentListResponse']) => parseContentList(body, kind),
    ),
  );
  return answer.ok ? { ok: true, items: answer.value } : { ok: false };
}

export type LoadedItem<K extends ContentKind> =
  { ok: true; item: ContentView<K> } | { ok: false; missing: boolean };

export type LoadedList<K extends ContentKind> =
  { ok: true; items: ContentView<K>[] } | { ok: false; missing: boolean };

/**
 * A kind's live items with the draft a staff member's signed preview link names in its place:
 * read as it is now, never cached. Missing when the link ran out or is not valid.
 */
export async function loadContentListPreview<K extends ContentKind>(
  kind: K,
  preview: string,
  locale: Locale,
): Promise<LoadedList<K>> {
  const answer = await readContent(
    `/api/content/${kind}?preview=…`,
    (api) =>
      api.GET('/api/content/{kind}', {
        params: { path: { kind }, query: { preview, ...langQuery(locale) } },
        ...requestInit(),
      }),
    (body: Schemas['PublicContentListResponse']) => parseContentList(body, kind),
  );
  return answer.ok ? { ok: true, items: answer.value } : answer;
}

/**
 * A draft through a staff member's signed preview link: read as it is now, never cached (the
 * link names one person's look at one version). Missing when the link ran out or is not valid.
 */
export async function loadContentPreview<K extends ContentKind>(
  kind: K,
  item: string,
  preview: string,
  locale: Locale,
): Promise<LoadedItem<K>> {
  const answer = await readContent(
    `/api/content/${kind}/${encodeURIComponent(item)}?preview=…`,
    (api) =>
      api.GET('/api/content/{kind}/{item}', {
        params: { path: { kind, item }, query: { preview, ...langQuery(locale) } },
        ...requestInit(),
      }),
    (body: Schemas['PublicContentResponse']) => parseContentItem(body, kind),
  );
  return answer.ok ? { ok: true, item: answer.value } : answer;
}

/**
 * One live item by its index or slug, in the page's language where translated; missing when the
 * API says there is none (404).
 */
export async function loadContentItem<K extends ContentKind>(
  kind: K,
  item: string,
  locale: Locale,
): Promise<LoadedItem<K>> {
  const path = contentPath(`/api/content/${kind}/${encodeURIComponent(item)}`, locale);
  const answer = await contentReads(path, () =>
    readContent(
      path,
      (api) =>
        api.GET('/api/content/{kind}/{item}', {
          params: { path: { kind, item }, query: langQuery(locale) },
          ...requestInit(),
        }),
      (body: Schemas['PublicContentResponse']) => parseContentItem(body, kind),
    ),
  );
  return answer.ok ? { ok: true, item: answer.value } : answer;
}
