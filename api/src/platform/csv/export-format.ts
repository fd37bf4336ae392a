import { todayIst } from '../dates/ist';

/** India Standard Time is UTC+05:30 all year (no daylight saving since 1945). */
const IST_OFFSET_MS = 330 * 60_000;

/** Short month names as Intl gives them for each locale (en-IN writes September "Sept"). */
function monthNames(locale: 'en-IN' | 'en-US'): string[] {
  const f = new Intl.DateTimeFormat(locale, { timeZone: 'UTC', day: 'numeric', month: 'short' });
  return Array.from(
    { length: 12 },
    (_, i) => f.formatToParts(Date.UTC(2000, i, 15)).find((p) => p.type === 'month')!.value,
  );
}
const MONTHS = { 'en-IN': monthNames('en-IN'), 'en-US': monthNames('en-US') };

/**
 * A timestamp in the panel's date style, to the minute, in IST, the month as a word:
 * en-IN "5 Jan 2025, 10:05 am", en-US "Jan 5, 2025, 10:05 AM" — the output of
 * Intl.DateTimeFormat for those locales with a plain space (a unit test compares them),
 * computed directly because exports format a million of these.
 */
export function formatDateTime(value: Date | string | null, locale: 'en-IN' | 'en-US'): string {
  if (value === null) return '';
  const ms = value instanceof Date ? value.getTime() : new Date(value).getTime();
  if (Number.isNaN(ms)) return '';
  const t = new Date(ms + IST_OFFSET_MS);
  const day = t.getUTCDate();
  const month = MONTHS[locale][t.getUTCMonth()];
  const h = t.getUTCHours();
  const m = t.getUTCMinutes();
  const time = `${h % 12 || 12}:${m < 10 ? '0' : ''}${m}`;
  return locale === 'en-IN'
    ? `${day} ${month} ${t.getUTCFullYear()}, ${time} ${h < 12 ? 'am' : 'pm'}`
    : `${month} ${day}, ${t.getUTCFullYear()}, ${time} ${h < 12 ? 'AM' : 'PM'}`;
}

/**
 * Contacts export name, naming the range exported: contact_submissions_{today},
 * _{start}_to_{end}, _from_{start}, _until_{end}.
 */
export function contactsExportName(from?: string, to?: string, now = new Date()): string {
  if (from && to) return `contact_submissions_${from}_to_${to}.csv`;
  if (from) return `contact_submissions_from_${from}.csv`;
  if (to) return `contact_submissions_until_${to}.csv`;
  return `contact_submissions_${todayIst(now)}.csv`;
}

/**
 * Registration and subscription export names: {prefix}_{today}.csv, or with a range
 * {prefix}_{today}_filtered_{start|start}_to_{end|end}.csv (a missing bound is the literal word).
 */
export function filteredExportName(
  prefix: 'registration_details' | 'subscription_details' | 'career_applications',
  from?: string,
  to?: string,
  now = new Date(),
): string {
  const today = todayIst(now);
  if (!from && !to) return `${prefix}_${today}.csv`;
  return `${prefix}_${today}_filtered_${from ?? 'start'}_to_${to ?? 'end'}.csv`;
}
