/** Texts, limits and small rules of the Newsletters tab. */
import {
  ApiRequestError,
  docText,
  failureSentence,
  formatDateTime,
  plural,
  type StatusLook,
} from '@kavach/admin-shared';
import {
  NEWSLETTER_BODY_REQUIRED,
  NEWSLETTER_SUBJECT_REQUIRED,
} from '@kavach/api-client/field-rules';
import type {
  Newsletter,
  NewsletterLanguage,
  NewsletterStatus,
  NewsletterText,
  NewsletterTexts,
} from './api';

export const TITLE = 'Newsletters';
export const AUDIENCE =
  'Sent to every confirmed subscriber. Each mail carries an unsubscribe link.';
export const SEARCH_PLACEHOLDER = 'Search subject...';
export const PAGE_SIZE = 10;
/** While a newsletter's progress may change (progressMoving), it is read again this often (ms). */
export const PROGRESS_REFRESH_MS = 5000;

export const BODY_HINT =
  'Headings, lists, links and bold or italic words reach the mail as they look here.';
export const DISCARD_CONFIRM = 'Close the editor? Your unsaved changes will be lost.';
export const NO_RECIPIENTS = 'There are no confirmed subscribers to send to yet.';

/**
 * Each status's tag: its label and a tone of the inbox's status tags (dark text on a light
 * ground, 4.5:1 at least). A status added to the API breaks this map.
 */
export const STATUS_TAGS: Record<NewsletterStatus, StatusLook> = {
  draft: { label: 'Draft', tone: 'amber' },
  sending: { label: 'Sending', tone: 'blue' },
  sent: { label: 'Sent', tone: 'green' },
};

const number = (n: number) => n.toLocaleString('en-IN');

/** A field's live count, e.g. '12/150' or '1,204/20,000'. */
export function countText(length: number, max: number): string {
  return `${number(length)}/${number(max)}`;
}

/** 'Sent 120 of 300 · 2 failed · 1 skipped' (the failed and skipped parts only when there are any); '—' for a draft. */
export function progressText(n: Pick<Newsletter, 'status' | 'progress'>): string {
  if (n.status === 'draft') return '—';
  const { recipients, sent, failed, skipped } = n.progress;
  const parts = [`Sent ${number(sent)} of ${number(recipients)}`];
  if (failed > 0) parts.push(`${number(failed)} failed`);
  if (skipped > 0) parts.push(`${number(skipped)} skipped`);
  return parts.join(' · ');
}

/**
 * Whether a newsletter's progress may still change: it is being queued, or queued in full
 * ('sent') while some of its mails still wait in the outbox. The list reads it again until not.
 */
export function progressMoving(n: Pick<Newsletter, 'status' | 'progress'>): boolean {
  return n.status === 'sending' || (n.status === 'sent' && n.progress.queued > 0);
}

/** When it went: 'on 5 Mar 2025, 2:30 pm', or since when it is going out. */
export function sentText(n: Pick<Newsletter, 'status' | 'sent_at' | 'send_started_at'>): string {
  if (n.status === 'sent' && n.sent_at) return `on ${formatDateTime(n.sent_at)}`;
  if (n.status === 'sending' && n.send_started_at) {
    return `since ${formatDateTime(n.send_started_at)}`;
  }
  return '';
}

/** When it last changed and who changed it: '5 Mar 2025, 2:30 pm by asha'. */
export function lastChangeText(n: Pick<Newsletter, 'updated_at' | 'updated_by'>): string {
  const when = formatDateTime(n.updated_at);
  return n.updated_by ? `${when} by ${n.updated_by}` : when;
}

function subscribersText(count: number): string {
  return plural(count, 'confirmed subscriber');
}

/** The send confirmation's question. */
export function sendConfirmText(subject: string, count: number): string {
  return `Send “${subject}” to ${subscribersText(count)}? This cannot be undone.`;
}

export function deleteConfirmText(subject: string): string {
  return `Delete the draft “${subject}”? This cannot be undone.`;
}

export function sendingMessage(subject: string, count: number): string {
  return `Sending “${subject}” to ${subscribersText(count)}. Its progress shows in the list.`;
}

export function emptyText(search: string | undefined): string {
  return search ? `No newsletters match “${search}”.` : 'No newsletters yet.';
}

/** An action's failure: 'Error: <what was not done>' and the API's words on the second line. */
export function errorText(what: string, e: unknown): string {
  return `Error: ${what}\n${failureSentence(e)}`;
}

/** The editor's values before the API sees them: the subject trimmed (one line), the body as written. */
export function textOf(d: NewsletterText): NewsletterText {
  return { subject: d.subject.trim(), doc: d.doc };
}

const URL_ONLY = /^https?:\/\/\S+$/i;

/**
 * A newsletter written before the editor was rich (plain text, `doc` null) as the editor's
 * document: a paragraph per blank-line-separated block, line breaks kept, a paragraph that is
 * only a web address as a link (as it was sent).
 */
export function docOfPlainText(body: string): unknown {
  const paragraphs = body
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  return {
    type: 'doc',
    content: paragraphs.map((p) => ({
      type: 'paragraph',
      content: URL_ONLY.test(p)
        ? [{ type: 'text', text: p, marks: [{ type: 'link', attrs: { href: p } }] }]
        : p
            .split('\n')
            .flatMap((line, i) => [
              ...(i > 0 ? [{ type: 'hardBreak' }] : []),
              ...(line ? [{ type: 'text', text: line }] : []),
            ]),
    })),
  };
}

/** The editor's starting values of a newsletter (or of a new one). */
function editorTextOf(n: Pick<Newsletter, 'subject' | 'body' | 'doc'> | null): NewsletterText {
  if (!n) return { subject: '', doc: null };
  return { subject: n.subject, doc: n.doc ?? docOfPlainText(n.body) };
}

/** The editor's languages, in the panel's words; English is required, the others optional. */
export const NEWSLETTER_LANGUAGES: { code: NewsletterLanguage; name: string }[] = [
  { code: 'en', name: 'English' },
  { code: 'hi', name: 'Hindi' },
  { code: 'mr', name: 'Marathi' },
];

export const LANGUAGE_HINT =
  'Subscribers who chose Hindi or Marathi get that version where it is written, and the English where it is not.';

/** A version with words in it (Hindi or Marathi left empty: none, its readers get the English). */
export const written = (t: NewsletterText) => t.subject.trim() !== '' || docText(t.doc) !== '';

type FieldProblems = Partial<Record<'subject' | 'body', string>>;
export type Problems = Partial<Record<NewsletterLanguage, FieldProblems>>;

/** Field → problem by language, checked before saving (the API checks the limits again). */
export function draftProblems(texts: NewsletterTexts): Problems {
  const out: Problems = {};
  for (const { code } of NEWSLETTER_LANGUAGES) {
    const d = texts[code];
    if (code !== 'en' && !written(d)) continue;
    const mine: FieldProblems = {};
    if (!d.subject.trim()) mine.subject = NEWSLETTER_SUBJECT_REQUIRED;
    if (!docText(d.doc)) mine.body = NEWSLETTER_BODY_REQUIRED;
    if (Object.keys(mine).length) out[code] = mine;
  }
  return out;
}

/**
 * The API's own words for the editor's fields (400 with `details`; a version's are keyed
 * `translations.hi.subject`), by language; nothing for other failures.
 */
export function fieldProblems(e: unknown): Problems {
  if (!(e instanceof ApiRequestError) || e.status !== 400 || !e.details) return {};
  const out: Problems = {};
  for (const [key, message] of Object.entries(e.details)) {
    const [, language = 'en', field] =
      /^(?:translations\.(hi|mr)\.)?(subject|body|doc)$/.exec(key) ?? [];
    if (!field) continue;
    const mine = (out[language as NewsletterLanguage] ??= {});
    mine[field === 'subject' ? 'subject' : 'body'] ??= message;
  }
  return out;
}

/** The editor's texts of a newsletter (or of a new one): each language's version, or empty. */
export function editorTextsOf(n: Newsletter | null): NewsletterTexts {
  const version = (v: Newsletter['translations']['hi'] | undefined) =>
    v ? editorTextOf(v) : { subject: '', doc: null };
  return {
    en: editorTextOf(n),
    // An API replica of the release before answers no versions (during a rolling update).
    hi: version(n?.translations?.hi),
    mr: version(n?.translations?.mr),
  };
}

/** A refusal because the newsletter changed meanwhile (another's save, or it is no longer a draft). */
export function isConflict(e: unknown): e is ApiRequestError {
  return e instanceof ApiRequestError && e.status === 409;
}
