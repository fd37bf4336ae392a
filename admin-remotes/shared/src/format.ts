/**
 * Dates as staff read them everywhere in the panel, in one format: India time, to the minute,
 * the day before the month written as a word so that no date can be read the wrong way round
 * (05/12: May or December?), 12-hour time — '23 Nov 2026, 7:02 pm'.
 * The API's CSV exports write the same text (api/src/platform/csv/export-format.ts).
 * A missing date shows 'N/A', an unparsable one 'Invalid Date'.
 */

export const TIME_ZONE = 'Asia/Kolkata';

const DAY_OPTIONS: Intl.DateTimeFormatOptions = {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: 'short',
  day: 'numeric',
};
const DAY = new Intl.DateTimeFormat('en-IN', DAY_OPTIONS);
const DAY_AND_TIME = new Intl.DateTimeFormat('en-IN', {
  ...DAY_OPTIONS,
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});

function toDate(value: string | number | Date): Date {
  if (value instanceof Date) return value;
  if (typeof value === 'number') return new Date(value);
  // A bare 'YYYY-MM-DD HH:mm:ss' (no zone) is read as UTC, like the API's timestamps.
  const s = value.trim();
  if (/^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/.test(s))
    return new Date(s.replace(' ', 'T') + 'Z');
  return new Date(s);
}

/** Date and time to the minute, e.g. '5 Mar 2025, 2:30 pm'. */
export function formatDateTime(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return 'N/A';
  const d = toDate(value);
  if (Number.isNaN(d.getTime())) return 'Invalid Date';
  return DAY_AND_TIME.format(d);
}

/** Date only (India time), e.g. '31 Dec 2025'. */
export function formatDate(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return 'N/A';
  // A calendar date 'YYYY-MM-DD' is a day, not an instant: noon UTC of that day is the same
  // day in India, so the India-time formatter shows it as it is.
  const day = typeof value === 'string' && /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  if (day) {
    const noon = new Date(Date.UTC(+day[1], +day[2] - 1, +day[3], 12));
    // Date.UTC rolls 31 February over into March: such a day does not exist.
    if (noon.getUTCDate() !== +day[3] || noon.getUTCMonth() !== +day[2] - 1) return 'Invalid Date';
    return DAY.format(noon);
  }
  const d = toDate(value);
  if (Number.isNaN(d.getTime())) return 'Invalid Date';
  return DAY.format(d);
}

/** India keeps one offset all year (no daylight saving). */
const INDIA_OFFSET = '+05:30';

/**
 * A time typed in a datetime-local input ('2026-11-27T18:45') read as India time, the time the
 * panel shows everywhere, whatever the browser's own zone: as an ISO instant, null if not a time.
 */
export function instantOfIndiaTime(value: string): string | null {
  const m = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2})(:\d{2})?$/.exec(value);
  if (!m) return null;
  const t = new Date(`${m[1]}${m[2] ?? ':00'}${INDIA_OFFSET}`);
  return Number.isNaN(t.getTime()) ? null : t.toISOString();
}

/** Today's date in India as YYYY-MM-DD. */
export function todayInIndia(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE }).format(now);
}

/**
 * A count with its noun, singular for one: '1 application', '12 applications', '1,250 records'
 * (Indian digit grouping, as the panel's other counts). `many` for nouns that are not one + 's'.
 */
export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n.toLocaleString('en-IN')} ${n === 1 ? one : many}`;
}

/** Message previews are cut to 50 characters plus an ellipsis. */
export function preview(text: string | null | undefined, max = 50): string {
  const s = text ?? '';
  return s.length > max ? `${s.slice(0, max)}...` : s;
}

/** An empty phone shows N/A. */
export function orNA(value: string | null | undefined): string {
  return value && value.trim() ? value : 'N/A';
}

/** A record's privacy consent as the API gives it (`consent` of the detail views). */
export interface ConsentRecord {
  consent?: { notice: string; agreed_at: string } | null;
}

/** "Notice 2026-11-23, agreed 23 Nov 2026, 7:02 pm", or why there is none. */
export function consentText(r: ConsentRecord): string {
  return r.consent
    ? `Notice ${r.consent.notice}, agreed ${formatDateTime(r.consent.agreed_at)}`
    : 'Not recorded (sent before the site showed a privacy notice)';
}
