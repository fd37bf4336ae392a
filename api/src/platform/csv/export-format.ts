import { todayIst } from '../dates/ist';

/** India Standard Time is UTC+05:30 all year (no daylight saving since 1945). */
const IST_OFFSET_MS = 330 * 60_000;

/** Short month names as Intl gives them for en-IN (which writes September "Sept"). */
const MONTHS = (() => {
  const f = new Intl.DateTimeFormat('en-IN', { timeZone: 'UTC', day: 'numeric', month: 'short' });
  return Array.from(
    { length: 12 },
    (_, i) => f.formatToParts(Date.UTC(2000, i, 15)).find((p) => p.type === 'month')!.value,
  );
})();

/**
 * A timestamp as staff read it everywhere, in the panel and its exports: to the minute, in IST,
 * day before the month written as a word, 12-hour time — "5 Jan 2025, 10:05 am", the output of
 * Intl.DateTimeFormat('en-IN') with a plain space (a unit test compares them). The CSV exports
 * have PostgreSQL write the same (`dateTimeSql`).
 */
export function formatDateTime(value: Date | string | null): string {
  if (value === null) return '';
  const ms = value instanceof Date ? value.getTime() : new Date(value).getTime();
  if (Number.isNaN(ms)) return '';
  const t = new Date(ms + IST_OFFSET_MS);
  const h = t.getUTCHours();
  const m = t.getUTCMinutes();
  const time = `${h % 12 || 12}:${m < 10 ? '0' : ''}${m}`;
  return `${t.getUTCDate()} ${MONTHS[t.getUTCMonth()]} ${t.getUTCFullYear()}, ${time} ${h < 12 ? 'am' : 'pm'}`;
}

/** The months as PostgreSQL's `to_char(…, 'Mon')` writes them. */
const SQL_MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
];

/**
 * `formatDateTime` written in SQL, for a `timestamptz` expression (NULL stays NULL): the CSV
 * exports are made by PostgreSQL (csv-export.ts), and a test compares the two on a real server.
 * One `to_char`, then each month Intl writes otherwise ("Sept") put right.
 */
export function dateTimeSql(timestamptz: string): string {
  const ist = `(${timestamptz}) AT TIME ZONE 'UTC' + interval '${IST_OFFSET_MS / 60_000} minutes'`;
  let sql = `to_char(${ist}, 'FMDD Mon YYYY, FMHH12:MI am')`;
  SQL_MONTHS.forEach((month, i) => {
    if (MONTHS[i] !== month) sql = `replace(${sql}, ' ${month} ', ' ${MONTHS[i]} ')`;
  });
  return sql;
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
