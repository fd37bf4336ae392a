import { format, isValid, parseISO } from 'date-fns';
import { richTextProblem, type RichTextDoc } from '../rich-text/rich-text';
import type { ContentFields } from './content-item.entity';
import {
  CONTENT_KINDS,
  type ContentField,
  type ContentKind,
  type ContentKindName,
} from './content-kinds';

/** A site path of a bundled image, or the address of one uploaded through the API. */
const IMAGE_PATH = /^\/(images|api\/content-images)\/[A-Za-z0-9._/-]+$/;
const WEB_URL = /^https?:\/\/[^\s<>"]+$/i;
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** What the service checks beyond the DTO's shape: the kind's own fields, date and body. */
export interface ContentInput {
  fields: Record<string, unknown>;
  date?: string | null;
  body?: unknown;
  socialImage?: string | null;
}

export interface CheckedContent {
  fields: ContentFields;
  dated: string | null;
  body: RichTextDoc | null;
  socialImage: string | null;
}

/** The shared social image: an image field of every kind, by the same rule as the kind's own. */
const SOCIAL_IMAGE: ContentField = { type: 'image', label: 'Social image', required: false };

/**
 * The kind's fields, date and body checked against its declaration. Every problem is a field
 * message (`details`, keyed `fields.<name>`, `date` or `body`), so the form shows each beside its
 * field; unknown fields are refused rather than kept.
 */
export function checkContent(
  kindName: ContentKindName,
  input: ContentInput,
): { ok: CheckedContent } | { problems: Record<string, string> } {
  const kind: ContentKind = CONTENT_KINDS[kindName];
  const problems: Record<string, string> = {};
  const fields: ContentFields = {};
  for (const key of Object.keys(input.fields)) {
    if (!(key in kind.fields)) problems[`fields.${key}`] = `A ${kind.noun} has no field “${key}”.`;
  }
  for (const [key, spec] of Object.entries(kind.fields)) {
    const checked = checkField(spec, input.fields[key]);
    if (typeof checked === 'object' && checked && 'problem' in checked) {
      problems[`fields.${key}`] = checked.problem;
    } else fields[key] = checked;
  }
  const dated = checkDate(kind, input.date ?? null, problems);
  const social = checkField(SOCIAL_IMAGE, input.socialImage);
  const socialImage = typeof social === 'string' ? social : null;
  if (social && typeof social === 'object' && 'problem' in social) {
    problems.social_image = social.problem;
  }
  let body: RichTextDoc | null = null;
  if (kind.body) {
    const empty = input.body === undefined || input.body === null || isEmptyDoc(input.body);
    if (empty && kind.body.required) problems.body = `${kind.body.label} is required.`;
    else if (!empty) {
      const problem = richTextProblem(input.body);
      if (problem) problems.body = problem;
      else body = input.body as RichTextDoc;
    }
  } else if (input.body !== undefined && input.body !== null) {
    problems.body = `A ${kind.noun} has no body.`;
  }
  return Object.keys(problems).length ? { problems } : { ok: { fields, dated, body, socialImage } };
}

/** The date as the kind's pages show it ('October 12, 2024'), or null. */
export function displayDate(kindName: ContentKindName, dated: string | null): string | null {
  const kind: ContentKind = CONTENT_KINDS[kindName];
  return kind.date && dated ? format(parseISO(dated), kind.date.display) : null;
}

type Checked = string | string[] | null | { problem: string };

function checkField(spec: ContentField, raw: unknown): Checked {
  const label = spec.label;
  if (spec.type === 'lines') {
    if (raw === undefined || raw === null) raw = [];
    if (!Array.isArray(raw) || raw.some((l) => typeof l !== 'string')) {
      return { problem: `${label} must be a list of lines of text.` };
    }
    const lines = (raw as string[]).map((l) => l.trim()).filter(Boolean);
    if (spec.required && lines.length === 0) return { problem: `${label}: add at least one.` };
    if (lines.length > spec.maxLines) {
      return { problem: `${label}: at most ${spec.maxLines}.` };
    }
    if (lines.some((l) => l.length > spec.max)) {
      return { problem: `${label}: each at most ${spec.max.toLocaleString('en-US')} characters.` };
    }
    if (lines.some((l) => CONTROL.test(l))) return { problem: `${label}: one line each.` };
    return lines;
  }
  if (raw !== undefined && raw !== null && typeof raw !== 'string') {
    return { problem: `${label} must be text.` };
  }
  const value = (raw ?? '').trim();
  if (spec.type === 'choice') {
    const options = Object.keys(spec.options);
    return options.includes(value)
      ? value
      : { problem: `${label}: choose one of ${Object.values(spec.options).join(', ')}.` };
  }
  if (!value) return spec.required ? { problem: `${label} is required.` } : null;
  if (spec.type === 'text') {
    if (value.length > spec.max) {
      return { problem: `${label} is too long (${spec.max} characters at most).` };
    }
    if (!spec.multiline && /[\r\n]/.test(value)) return { problem: `${label} must be one line.` };
    return CONTROL.test(value)
      ? { problem: `${label} has characters that cannot be shown.` }
      : value;
  }
  if (spec.type === 'url') {
    return WEB_URL.test(value) && value.length <= 500
      ? value
      : { problem: `${label} must be an address starting with https:// or http://.` };
  }
  return IMAGE_PATH.test(value) && value.length <= 300 && !value.includes('..')
    ? value
    : { problem: `${label} must be an uploaded image or a path under /images/.` };
}

function checkDate(
  kind: ContentKind,
  raw: string | null,
  problems: Record<string, string>,
): string | null {
  if (!kind.date) return null;
  if (!raw) {
    if (kind.date.required) problems.date = `${kind.date.label} is required.`;
    return null;
  }
  const parsed = /^\d{4}-\d{2}-\d{2}$/.test(raw) ? parseISO(raw) : null;
  if (!parsed || !isValid(parsed)) {
    problems.date = `${kind.date.label} must be a date (YYYY-MM-DD).`;
    return null;
  }
  return raw;
}

function isEmptyDoc(value: unknown): boolean {
  const doc = value as { type?: unknown; content?: unknown };
  if (doc?.type !== 'doc') return false;
  if (!Array.isArray(doc.content)) return doc.content === undefined;
  return doc.content.every(
    (node: { type?: unknown; content?: unknown }) =>
      node?.type === 'paragraph' && (!Array.isArray(node.content) || node.content.length === 0),
  );
}
