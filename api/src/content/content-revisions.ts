import { diffWordsWithSpace } from 'diff';
import { plainTextOf, type RichTextDoc } from '../rich-text/rich-text';
import type { ContentSnapshot } from './content-item.entity';
import { CONTENT_KINDS, type ContentKind, type ContentKindName } from './content-kinds';

/** How much of a revision's text the history shows, enough to tell two revisions apart. */
const REVISION_EXCERPT = 160;

/**
 * The parts of a kind's form, by the words its form uses, with how each is read from a snapshot:
 * what a revision changed is named the way an editor sees it ("Question", "Answer").
 */
type Part = readonly [label: string, read: (s: ContentSnapshot) => unknown];

function parts(kind: ContentKind): Part[] {
  return [
    [kind.titleLabel, (s) => s.title],
    ['Slug', (s) => s.slug],
    ...(kind.date ? [[kind.date.label, (s: ContentSnapshot) => s.dated] as Part] : []),
    ...Object.entries(kind.fields).map(
      ([key, field]) => [field.label, (s: ContentSnapshot) => s.fields?.[key] ?? null] as Part,
    ),
    ...(kind.body ? [[kind.body.label, (s: ContentSnapshot) => s.body] as Part] : []),
    ['SEO description', (s) => s.seoDescription],
    ['Social image', (s) => s.socialImage],
    ['Place in the list', (s) => s.position],
  ];
}

/** The parts of `snapshot` that differ from the revision before it, in the form's order. */
export function changedParts(
  kindName: ContentKindName,
  snapshot: ContentSnapshot,
  before: ContentSnapshot | undefined,
): string[] {
  if (!before) return [];
  return parts(CONTENT_KINDS[kindName])
    .filter(
      ([, read]) => JSON.stringify(read(snapshot) ?? null) !== JSON.stringify(read(before) ?? null),
    )
    .map(([label]) => label);
}

/** The start of a revision's text: its body, or else its first text field. */
export function excerptOf(kindName: ContentKindName, snapshot: ContentSnapshot): string {
  const kind = CONTENT_KINDS[kindName];
  const firstText = Object.entries(kind.fields)
    .filter(([, field]) => field.type === 'text' || field.type === 'lines')
    .map(([key]) => snapshot.fields?.[key])
    .map((v) => (Array.isArray(v) ? v.join(' ') : v))
    .find((v): v is string => typeof v === 'string' && v.trim() !== '');
  const text = (snapshot.body ? plainTextOf(snapshot.body) : '') || firstText || '';
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > REVISION_EXCERPT
    ? `${flat.slice(0, REVISION_EXCERPT - 1).trimEnd()}…`
    : flat;
}

/** One run of words in a difference: in both versions, only in the newer, or only in the older. */
export interface WordChange {
  text: string;
  change: 'same' | 'added' | 'removed';
}

/** What one part of the form reads as text: a list a line each, the body as its plain text. */
function textOf(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(String).join('\n');
  if (typeof value === 'object') {
    return (value as { type?: unknown }).type === 'doc' ? plainTextOf(value as RichTextDoc) : '';
  }
  return String(value);
}

/**
 * The word-level difference between two snapshots, part by part in the form's order, for the
 * parts that differ (an empty list: the two read the same).
 */
export function differences(
  kindName: ContentKindName,
  older: ContentSnapshot,
  newer: ContentSnapshot,
): { label: string; changes: WordChange[] }[] {
  return parts(CONTENT_KINDS[kindName]).flatMap(([label, read]) => {
    const [a, b] = [textOf(read(older)), textOf(read(newer))];
    if (a === b) return [];
    const changes = diffWordsWithSpace(a, b).map((c): WordChange => ({
      text: c.value,
      change: c.added ? 'added' : c.removed ? 'removed' : 'same',
    }));
    return [{ label, changes }];
  });
}
