/**
 * Posted-ago text of a job opening: 0 days (or a future date) "Today";
 * "1 day ago"; "N days ago" under 7; "1 week ago" / "N weeks ago" under 30
 * days; then "1 month ago" / "N months ago" in 30-day units. Pure: the
 * caller passes today's date, so the server and the hydrating browser agree.
 */
const DAY_MS = 86_400_000;

/** Whole calendar days from `posted` to `today` (both 'YYYY-MM-DD'); null if either is not a date. */
export function daysBetween(posted: string, today: string): number | null {
  const a = Date.parse(posted.slice(0, 10) + 'T00:00:00Z');
  const b = Date.parse(today.slice(0, 10) + 'T00:00:00Z');
  if (Number.isNaN(a) || Number.isNaN(b)) return null;
  return Math.round((b - a) / DAY_MS);
}

function plural(n: number, unit: string): string {
  return `${n} ${unit}${n === 1 ? '' : 's'} ago`;
}

export function postedAgo(posted: string, today: string): string {
  const days = daysBetween(posted, today);
  if (days === null) return '';
  // A date in the future (clock skew, a post scheduled for tomorrow) reads as today.
  if (days <= 0) return 'Today';
  if (days < 7) return plural(days, 'day');
  if (days < 30) return plural(Math.floor(days / 7), 'week');
  return plural(Math.floor(days / 30), 'month');
}

/** Today's calendar date in India ('YYYY-MM-DD'), where the company posts its openings. */
export function todayInIndia(now: Date = new Date()): string {
  // en-CA formats as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Kolkata',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}
