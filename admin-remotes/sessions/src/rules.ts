/**
 * Session form rules: a title, a start date and start and end times are required; the image is
 * optional (the default picture is shown without one); an offline or hybrid session needs its
 * place. Dates are ISO (YYYY-MM-DD), times HH:MM in India time.
 */
import { formatDate, labelOptions, plural } from '@kavach/admin-shared';
import type { InfoSession, InfoSessionInput, SessionMode, SessionStatus } from './api';

export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;
const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const IMAGE_HINT = 'JPEG, PNG, GIF or WebP, up to 5 MB.';
/** The picture the website and the panel show for a session saved without an image. */
export const DEFAULT_IMAGE = '/images/news-1.svg';
/** What "Close ended sessions" does, in one line under the toolbar. */
export const CLOSE_ENDED_HINT =
  'Close ended sessions marks every session whose last day has passed as Expired, so it leaves ' +
  'the website and stops taking registrations. It also runs by itself every hour.';
export const DELETE_CONFIRM = 'Are you sure you want to delete this session?';

/** "1 registration", "12 registrations". */
function registrationsText(n: number): string {
  return plural(n, 'registration');
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

/** The form's values, all as text ('' = not given). */
export interface SessionDraft {
  title: string;
  image: string;
  date: string;
  endDate: string;
  startTime: string;
  endTime: string;
  mode: SessionMode;
  place: string;
  meetingLink: string;
  capacity: string;
  description: string;
  status: SessionStatus;
}

export const EMPTY_DRAFT: SessionDraft = {
  title: '',
  image: '',
  date: '',
  endDate: '',
  startTime: '',
  endTime: '',
  mode: 'online',
  place: '',
  meetingLink: '',
  capacity: '',
  description: '',
  status: 'active',
};

export function draftOf(s: InfoSession): SessionDraft {
  return {
    title: s.title ?? '',
    // The default picture is "no image of its own": the form offers an upload again.
    image: s.image && s.image !== DEFAULT_IMAGE ? s.image : '',
    date: s.date ?? '',
    endDate: s.endDate && s.endDate !== s.date ? s.endDate : '',
    startTime: s.startTime ?? '',
    endTime: s.endTime ?? '',
    mode: s.mode,
    place: s.place ?? '',
    meetingLink: s.meetingLink ?? '',
    capacity: s.capacity === null || s.capacity === undefined ? '' : String(s.capacity),
    description: s.description ?? '',
    status: s.status,
  };
}

const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;
const LINK = /^https?:\/\/\S+$/;

/** Each field a draft cannot be saved with, and why (the first is the message shown). */
function fieldProblems(d: SessionDraft): [keyof SessionDraft, string][] {
  const out: [keyof SessionDraft, string][] = [];
  if (!d.title.trim()) out.push(['title', 'Please give the session a title.']);
  if (!d.date) out.push(['date', 'Please choose the date of the session.']);
  if (d.date && d.endDate && d.endDate < d.date)
    out.push(['endDate', 'The end date cannot be before the start date.']);
  if (!CLOCK.test(d.startTime)) out.push(['startTime', 'Please choose the start time.']);
  if (!CLOCK.test(d.endTime)) out.push(['endTime', 'Please choose the end time.']);
  else if (
    CLOCK.test(d.startTime) &&
    (!d.endDate || d.endDate === d.date) &&
    d.endTime <= d.startTime
  )
    out.push(['endTime', 'The end time must be after the start time.']);
  if (d.mode !== 'online' && !d.place.trim())
    out.push(['place', 'Please give the place of an offline or hybrid session.']);
  if (d.meetingLink.trim() && !LINK.test(d.meetingLink.trim()))
    out.push(['meetingLink', 'The meeting link must be an address starting with https://.']);
  if (d.capacity.trim() && !/^[1-9]\d{0,5}$/.test(d.capacity.trim()))
    out.push(['capacity', 'Capacity must be a whole number of seats, 1 or more.']);
  return out;
}

/** The fields to mark. */
export function invalidFields(d: SessionDraft): (keyof SessionDraft)[] {
  return fieldProblems(d).map(([f]) => f);
}

/** The first problem of a draft, or null. */
export function draftProblem(d: SessionDraft): string | null {
  return fieldProblems(d)[0]?.[1] ?? null;
}

export function inputOf(d: SessionDraft): InfoSessionInput {
  return {
    title: d.title.trim(),
    image: d.image || null,
    date: d.date,
    endDate: d.endDate || null,
    startTime: d.startTime,
    endTime: d.endTime,
    mode: d.mode,
    place: d.place.trim() || null,
    meetingLink: d.meetingLink.trim() || null,
    capacity: d.capacity.trim() ? Number(d.capacity.trim()) : null,
    description: d.description.trim() || null,
    status: d.status,
  };
}

/** "12 of 30 seats taken", or "No limit" (cancelled registrations free their seat). */
export function seatsText(s: Pick<InfoSession, 'capacity' | 'seatsTaken'>): string {
  if (s.capacity === null || s.capacity === undefined) return `${s.seatsTaken} taken, no limit`;
  return `${s.seatsTaken} of ${s.capacity} seats taken${s.seatsTaken >= s.capacity ? ' (full)' : ''}`;
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
    `This session ended on ${formatDate(lastDay)}. An Active session that has ended is ` +
    `not shown on the website, and Close ended sessions (which also runs every hour) will mark ` +
    `it Expired. ` +
    `Save it as Active anyway?`
  );
}

/** Toggle is offered for active and inactive sessions only. */
export function canToggle(s: Pick<InfoSession, 'status'>): boolean {
  return s.status === 'active' || s.status === 'inactive';
}
