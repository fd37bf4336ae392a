/**
 * Session form rules: an image, a start date and a time are required; the title is optional
 * (an empty one is saved as 'Information Session'); dates are ISO (YYYY-MM-DD).
 */
import { formatDate, labelOptions } from '@kavach/admin-shared';
import type { InfoSession, InfoSessionInput, SessionMode, SessionStatus } from './api';

export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const IMAGE_HINT = 'JPEG, PNG, GIF or WebP, up to 5 MB.';
export const REQUIRED_MESSAGE = 'Please fill in all required fields and upload an image.';
export const DELETE_CONFIRM = 'Are you sure you want to delete this session?';

/** "1 registration", "12 registrations". */
export function registrationsText(n: number): string {
  return `${n} registration${n === 1 ? '' : 's'}`;
}

/**
 * The delete confirmation: the spec's question, led by what happens to the session's
 * registrations when it has any (the API keeps them, unlinked, with the snapshot of the session
 * each registrant signed up for).
 */
export function deleteConfirmText(registrations: number): string {
  if (registrations <= 0) return DELETE_CONFIRM;
  const them = registrations === 1 ? 'it' : 'them';
  return (
    `This session has ${registrationsText(registrations)}. Deleting it keeps ${them} in ` +
    `Registration Details, with the session's title, date and time as registered, but no ` +
    `longer linked to a session. ${DELETE_CONFIRM}`
  );
}
export const DEFAULT_TITLE = 'Information Session';
/** The list refreshes every 60 minutes. */
export const REFRESH_INTERVAL_MS = 60 * 60 * 1000;

/** Labels of the document's session modes and statuses (each table must name every member). */
export const MODE_LABEL: Record<SessionMode, string> = {
  online: 'Online',
  offline: 'Offline',
  hybrid: 'Hybrid',
};
export const STATUS_LABEL: Record<SessionStatus, string> = {
  active: 'Active',
  inactive: 'Inactive',
  expired: 'Expired',
};
export const STATUS_COLOR: Record<SessionStatus, string> = {
  active: 'green',
  inactive: 'default',
  expired: 'red',
};
export const MODES = labelOptions(MODE_LABEL);
export const STATUSES = labelOptions(STATUS_LABEL);

/** Why a file cannot be uploaded (checked before the upload), or null. */
export function imageProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type))
    return 'Only JPEG, PNG, GIF and WebP images are allowed.';
  if (file.size > IMAGE_MAX_BYTES) return 'The image must be 5 MB or smaller.';
  return null;
}

/** The form's values: the body of POST/PUT with the end date as text ('' = one day). */
export type SessionDraft = Omit<InfoSessionInput, 'endDate'> & { endDate: string };

export const EMPTY_DRAFT: SessionDraft = {
  title: '',
  image: '',
  date: '',
  endDate: '',
  time: '',
  mode: 'online',
  status: 'active',
};

export function draftOf(s: InfoSession): SessionDraft {
  return {
    title: s.title && s.title !== DEFAULT_TITLE ? s.title : '',
    image: s.image ?? '',
    date: s.date ?? '',
    endDate: s.endDate && s.endDate !== s.date ? s.endDate : '',
    time: s.time ?? '',
    mode: s.mode,
    status: s.status,
  };
}

/** The fields a draft cannot be saved with: image, start date and time are required; the end is not before the start. */
export function invalidFields(d: SessionDraft): (keyof SessionDraft)[] {
  const out: (keyof SessionDraft)[] = [];
  if (!d.image) out.push('image');
  if (!d.date) out.push('date');
  if (d.date && d.endDate && d.endDate < d.date) out.push('endDate');
  if (!d.time.trim()) out.push('time');
  return out;
}

/** The first problem of a draft, or null. */
export function draftProblem(d: SessionDraft): string | null {
  const wrong = invalidFields(d);
  if (wrong.some((f) => f !== 'endDate')) return REQUIRED_MESSAGE;
  if (wrong.length) return 'The end date cannot be before the start date.';
  return null;
}

export function inputOf(d: SessionDraft): InfoSessionInput {
  return {
    title: d.title.trim() || DEFAULT_TITLE,
    image: d.image,
    date: d.date,
    endDate: d.endDate || null,
    time: d.time.trim(),
    mode: d.mode,
    status: d.status,
  };
}

/**
 * The last day of an Active draft when that day has passed (IST): saving it so asks first, since
 * an ended session is not shown on the website and the hourly expiry check marks it Expired.
 * Null otherwise.
 */
export function endedActiveDay(d: SessionDraft, today: string): string | null {
  if (d.status !== 'active' || !d.date) return null;
  const last = d.endDate || d.date;
  return last < today ? last : null;
}

/** The confirmation before saving an Active session whose last day has passed. */
export function endedActiveText(lastDay: string): string {
  return (
    `This session ended on ${formatDate(lastDay, 'en-IN')}. An Active session that has ended is ` +
    `not shown on the website, and the hourly expiry check will mark it Expired. ` +
    `Save it as Active anyway?`
  );
}

/** Toggle is offered for active and inactive sessions only. */
export function canToggle(s: Pick<InfoSession, 'status'>): boolean {
  return s.status === 'active' || s.status === 'inactive';
}
