/**
 * The Content tab's texts and rules: the form's values for any kind (read from CONTENT_KINDS, so a
 * kind or field added there appears here without code), what is sent, the API's field messages,
 * and which actions a user's permissions allow on an item.
 */
import {
  ApiRequestError,
  docText,
  failureSentence,
  formatDate,
  formatDateTime,
  type StatusLook,
} from '@kavach/admin-shared';
import {
  CONTENT_KIND_NAMES,
  CONTENT_KINDS,
  CONTENT_LENGTHS,
  type ContentField,
  type ContentKind as KindSpec,
} from '@kavach/api-client/content-kinds';
import type {
  ContentInput,
  ContentItem,
  ContentKind,
  ContentSort,
  ContentStatus,
  Translation,
  TranslationInput,
  TranslationLanguage,
  TranslationState,
} from './api';

export const TITLE = 'Content';
export const PAGE_SIZE = 10;
export const DISCARD_CONFIRM = 'Close the editor? Your unsaved changes will be lost.';
export const RELOAD_CONFIRM =
  'Reload the saved version? What you typed since your last save will be lost. To keep it, choose Keep mine instead.';
export const KEPT_MINE = 'Your version is saved. The other one is kept in the revision history.';
export const unpublishConfirm = (title: string) =>
  `Take “${title}” off the site? Its address stops working until it is published again.`;
export const cancelScheduleConfirm = (title: string) =>
  `Cancel the schedule of “${title}”? It stays a draft until it is published.`;
export const restoreLiveQuestion = (title: string, revision: number) =>
  `“${title}” is on the site. Revision ${revision} can be proposed (the site is unchanged until a publisher publishes it) or, by a publisher, put on the site at once.`;
export const RESTORED_AS_PROPOSAL =
  'The earlier revision is proposed: the site is unchanged until a publisher publishes it.';
/** A saved draft saves itself this long after the last change. */
export const AUTOSAVE_MS = 3000;
export const autosavedText = (at: Date) => `Draft saved automatically (${formatDateTime(at)}).`;

/** How long Undo is offered after an action that changed the live site. */
export const UNDO_MS = 15_000;
const PUBLISHER_NOTE = 'A publisher publishes this: submit it for review when it is ready.';
const WAITING_NOTE = 'Waiting for review: a publisher publishes it or sends it back.';
export const SEND_BACK_LABEL = 'What should change (the editor reads this)';
export const SEND_BACK_REQUIRED = 'Write what should change, so the editor knows what to do.';
export const SEND_BACK_MAX = 500;
const LIVE_PROPOSE =
  'This item is on the site: your change goes to a publisher as a proposal, and the site is unchanged until they publish it.';
export const PROPOSED = 'Proposed: the site is unchanged until a publisher publishes your change.';
export const SLUG_HINT = 'Made from the title when left empty.';
export const SEO_MAX = CONTENT_LENGTHS.seoDescription;

export const KINDS = CONTENT_KIND_NAMES.map((k) => ({
  value: k,
  label: (CONTENT_KINDS[k] as KindSpec).label,
}));

/** The kind's declaration, widened to the general shape (the file's literal types are narrower). */
export function kindOf(kind: ContentKind): KindSpec {
  return CONTENT_KINDS[kind];
}

/** Each status as a word and a tone of the shared status tags. */
export const STATUS_TAGS: Record<ContentStatus, StatusLook> = {
  draft: { label: 'Draft', tone: 'amber' },
  in_review: { label: 'Waiting for review', tone: 'purple' },
  scheduled: { label: 'Scheduled', tone: 'blue' },
  published: { label: 'Published', tone: 'green' },
};

/** The languages an item is translated into, named in the panel's English. */
export const TRANSLATION_LANGUAGES: { code: TranslationLanguage; name: string }[] = [
  { code: 'hi', name: 'Hindi' },
  { code: 'mr', name: 'Marathi' },
];

/** Each translation state as a word and a tone. */
export const TRANSLATION_TAGS: Record<TranslationState, StatusLook> = {
  missing: { label: 'Missing', tone: 'grey' },
  draft: { label: 'Draft', tone: 'amber' },
  review: { label: 'Waiting for review', tone: 'purple' },
  published: { label: 'Published', tone: 'green' },
  outdated: { label: 'Outdated', tone: 'red' },
};

/** The kind's fields that are words (translated); the rest is the English item's in every language. */
export function wordFields(kind: ContentKind): [string, ContentField][] {
  return Object.entries(kindOf(kind).fields).filter(
    ([, f]) => f.type === 'text' || f.type === 'lines',
  );
}

/** A translation in the form's values (what is not words is left empty: the form hides it). */
export function translationValuesOf(kind: ContentKind, t: Translation): FormValues {
  const fields: Record<string, string> = {};
  for (const [name] of wordFields(kind)) {
    const v = t.fields[name];
    fields[name] = Array.isArray(v) ? v.join('\n') : typeof v === 'string' ? v : '';
  }
  return {
    title: t.title,
    slug: '',
    date: '',
    fields,
    body: t.body ?? null,
    seo_description: t.seo_description ?? '',
    social_image: '',
  };
}

/** What the translation editor sends: the words, trimmed as the item's form trims them. */
export function translationInputOf(
  kind: ContentKind,
  v: FormValues,
  version: number,
): TranslationInput {
  const all = inputOf(kind, v);
  const words = new Set(wordFields(kind).map(([name]) => name));
  return {
    title: all.title,
    fields: Object.fromEntries(Object.entries(all.fields).filter(([name]) => words.has(name))),
    ...(kindOf(kind).body ? { body: all.body } : {}),
    seo_description: all.seo_description,
    version,
  };
}

export const STATUS_OPTIONS = [
  { value: '', label: 'All statuses' },
  ...(Object.keys(STATUS_TAGS) as ContentStatus[]).map((s) => ({
    value: s,
    label: STATUS_TAGS[s].label,
  })),
];

const SORT_LABELS: Record<ContentSort, string> = {
  updated: 'Last change',
  title: 'Title',
  date: 'Date',
  position: 'Position',
};
export const SORT_OPTIONS = (Object.keys(SORT_LABELS) as ContentSort[]).map((s) => ({
  value: s,
  label: SORT_LABELS[s],
}));

/** Published, or scheduled (live once its time comes): an editor may no longer change it. */
export function isLive(item: Pick<ContentItem, 'status'> | null): boolean {
  return item !== null && (item.status === 'published' || item.status === 'scheduled');
}

export interface Actions {
  save: boolean;
  /** Save proposes the change (an editor on a live item): the site is unchanged. */
  propose: boolean;
  /** An editor asks a publisher to publish their draft. */
  submit: boolean;
  /** A publisher sends a submitted draft back with a note. */
  sendBack: boolean;
  publish: boolean;
  unpublish: boolean;
  trash: boolean;
  preview: boolean;
  /** Send by e-mail: a published blog post or news item, for a user who sends newsletters. */
  mail: boolean;
  /** Shown instead of the publishing buttons to an editor. */
  note: string | null;
}

/**
 * Its author's, and never on the site: theirs to delete. (`publish_at` is set on the first
 * publish or schedule and never cleared.)
 */
function isOwnNewDraft(item: ContentItem | null, username: string): boolean {
  return item !== null && item.author === username && item.publish_at === null;
}

/**
 * What the signed-in user (`username`) may do with `item` (null: a new, unsaved one).
 */
export function actionsFor(
  publisher: boolean,
  item: ContentItem | null,
  mailer = false,
  username = '',
): Actions {
  const saved = item !== null;
  const live = isLive(item);
  const propose = live && !publisher;
  const waiting = item?.status === 'in_review';
  return {
    save: true,
    propose,
    submit: !publisher && (item === null || item.status === 'draft'),
    sendBack: publisher && waiting,
    publish: publisher && item?.status !== 'published',
    unpublish: publisher && live,
    trash: saved && (publisher || isOwnNewDraft(item, username)),
    preview: saved,
    mail: mailer && item?.status === 'published' && kindOf(item.kind).itemPath.includes('/{slug}'),
    note: publisher ? null : propose ? LIVE_PROPOSE : waiting ? WAITING_NOTE : PUBLISHER_NOTE,
  };
}

/** A publisher's note when they sent it back: who, when, what. */
export function reviewNoteTitle(note: NonNullable<ContentItem['review_note']>): string {
  return `Sent back by ${note.by} on ${formatDateTime(note.at)}:`;
}

/** What the form holds: every value as typed (a lines field as text, one entry a line). */
export interface FormValues {
  title: string;
  slug: string;
  date: string;
  fields: Record<string, string>;
  body: unknown;
  seo_description: string;
  social_image: string;
}

const firstOption = (f: ContentField) =>
  f.type === 'choice' ? (Object.keys(f.options)[0] ?? '') : '';

/**
 * What the editor starts from: an editor on a live item continues the change proposed to it
 * (its own or another's), anyone else the item as it is.
 */
export function editorValuesOf(
  kind: ContentKind,
  item: ContentItem | null,
  proposing: boolean,
): FormValues {
  const proposal = proposing ? item?.proposal : null;
  return valuesOf(kind, item && proposal ? { ...item, ...proposal.content } : item);
}

/** One part of the form as a person reads it: a field's text, the body's words. */
export type FormPart =
  | { key: 'title' | 'slug' | 'date' | 'body' | 'seo_description' | 'social_image'; label: string }
  | { key: 'fields'; name: string; label: string };

/** The form's parts in its order, by their labels. */
function formParts(kind: ContentKind): FormPart[] {
  const spec = kindOf(kind);
  return [
    { key: 'title', label: spec.titleLabel },
    { key: 'slug', label: 'Slug' },
    ...(spec.date ? [{ key: 'date' as const, label: spec.date.label }] : []),
    ...Object.entries(spec.fields).map(([name, f]) => ({
      key: 'fields' as const,
      name,
      label: f.label,
    })),
    ...(spec.body ? [{ key: 'body' as const, label: spec.body.label }] : []),
    { key: 'seo_description', label: 'SEO description' },
    { key: 'social_image', label: 'Social image' },
  ];
}

/** A part's value in `v` (a field by its name). */
export function partValue(v: FormValues, part: FormPart): unknown {
  return part.key === 'fields' ? v.fields[part.name] : v[part.key];
}

/** `v` with one part taken from `from` (the rest as it is). */
export function withPart(v: FormValues, from: FormValues, part: FormPart): FormValues {
  return part.key === 'fields'
    ? { ...v, fields: { ...v.fields, [part.name]: from.fields[part.name] ?? '' } }
    : { ...v, [part.key]: from[part.key] };
}

/** The parts in which two sets of values differ. */
export function differingParts(kind: ContentKind, a: FormValues, b: FormValues): FormPart[] {
  return formParts(kind).filter(
    (part) =>
      JSON.stringify(partValue(a, part) ?? null) !== JSON.stringify(partValue(b, part) ?? null),
  );
}

/** A part's value as words to read: text as it is, the body's words, '(empty)' when none. */
export function partText(value: unknown): string {
  const text = typeof value === 'string' ? value : docText(value);
  return text.trim() || '(empty)';
}

/** The parts a proposal changes, by the form's labels ('Title', 'Content'). */
export function proposedParts(kind: ContentKind, item: ContentItem): string[] {
  const proposal = item.proposal;
  if (!proposal) return [];
  const then = valuesOf(kind, { ...item, ...proposal.content });
  return differingParts(kind, valuesOf(kind, item), then).map((part) => part.label);
}

/** The form's values of an item, or of a new one of `kind`. */
export function valuesOf(kind: ContentKind, item: ContentItem | null): FormValues {
  const spec = kindOf(kind);
  const fields: Record<string, string> = {};
  for (const [name, f] of Object.entries(spec.fields)) {
    const v = item?.fields[name];
    fields[name] = Array.isArray(v)
      ? v.join('\n')
      : typeof v === 'string'
        ? v
        : item
          ? ''
          : firstOption(f);
  }
  return {
    title: item?.title ?? '',
    slug: item?.slug ?? '',
    date: item?.date ?? '',
    fields,
    body: item?.body ?? null,
    seo_description: item?.seo_description ?? '',
    social_image: item?.social_image ?? '',
  };
}

/** What is sent: trimmed text, empty optional values as null, lines as a list. */
export function inputOf(kind: ContentKind, v: FormValues): ContentInput {
  const spec = kindOf(kind);
  const fields: Record<string, unknown> = {};
  for (const [name, f] of Object.entries(spec.fields)) {
    const raw = v.fields[name] ?? '';
    fields[name] =
      f.type === 'lines'
        ? raw
            .split('\n')
            .map((l) => l.trim())
            .filter(Boolean)
        : raw.trim() || null;
  }
  const slug = v.slug.trim();
  return {
    title: v.title.trim(),
    ...(slug ? { slug } : {}),
    ...(spec.date ? { date: v.date || null } : {}),
    fields,
    ...(spec.body ? { body: (v.body ?? null) as Record<string, unknown> | null } : {}),
    seo_description: v.seo_description.trim() || null,
    social_image: v.social_image.trim() || null,
  };
}

/** Same values (the dirty check). */
export function sameValues(a: FormValues, b: FormValues): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** The API's field messages (400 `details`), keyed as the form names its fields. */
export function fieldProblems(e: unknown): Record<string, string> {
  if (!(e instanceof ApiRequestError) || e.status !== 400 || !e.details) return {};
  return { ...e.details };
}

export function isConflict(e: unknown): e is ApiRequestError {
  return e instanceof ApiRequestError && e.status === 409;
}

/** A field's live count, e.g. '12/160'. */
export function countText(length: number, max: number): string {
  return `${length.toLocaleString('en-IN')}/${max.toLocaleString('en-IN')}`;
}

/** When it last changed and who changed it: '5 Mar 2025, 2:30 pm by asha'. */
export function lastChangeText(n: Pick<ContentItem, 'updated_at' | 'updated_by'>): string {
  return `${formatDateTime(n.updated_at)} by ${n.updated_by}`;
}

/** A YYYY-MM-DD date as the panel writes days ('5 Mar 2025'); '—' when there is none. */
export function dayText(date: string | null): string {
  return date ? formatDate(date) : '—';
}

/** The status in words, with the time for a scheduled item. */
export function statusText(item: Pick<ContentItem, 'status' | 'publish_at'>): string {
  const label = STATUS_TAGS[item.status].label;
  return item.status === 'scheduled' && item.publish_at
    ? `${label} for ${formatDateTime(item.publish_at)}`
    : label;
}

/** An action's failure: 'Error: <what was not done>' and the API's words on the second line. */
export function errorText(what: string, e: unknown): string {
  return `Error: ${what}\n${failureSentence(e)}`;
}

export function emptyText(noun: string, search: string | undefined, trash: boolean): string {
  if (search) return `Nothing matches “${search}”.`;
  return trash ? 'The trash is empty.' : `No ${noun} yet.`;
}

/** The API's word on a field stands until that field is changed: the problems after `patch`. */
export function problemsAfterChange(
  problems: Readonly<Record<string, string>>,
  patch: Partial<FormValues>,
  before: FormValues,
): Record<string, string> {
  const rest = { ...problems };
  for (const key of Object.keys(patch)) {
    if (key === 'fields') {
      for (const name of Object.keys(patch.fields ?? {})) {
        if (patch.fields?.[name] !== before.fields[name]) delete rest[`fields.${name}`];
      }
    } else delete rest[key];
  }
  return rest;
}

/** After Send by e-mail: where the newsletter draft is, and what to do with it. */
export const mailedText = (subject: string) =>
  `The newsletter draft “${subject}” is in the Newsletters tab: send a test to yourself, then send it.`;
