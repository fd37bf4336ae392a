/** Reading the free-text time of sessions saved before they had start and end times. */

/** "HH:MM" of minutes after midnight (wrapping past midnight). */
function hhmm(minutes: number): string {
  const m = ((minutes % 1440) + 1440) % 1440;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}

const CLOCK = /(\d{1,2})(?:[:.](\d{2}))?\s*(a\.?m\.?|p\.?m\.?)?/gi;

/**
 * The start and end of an old free-text time ("11:00 AM – 12:30 PM IST", "10am-11:30am",
 * "15:00"); one time found means an hour from it. Null when no clock time can be read.
 */
export function readLegacyTime(text: string): { start: string; end: string } | null {
  const found: number[] = [];
  const suffixes: (string | undefined)[] = [];
  for (const m of text.matchAll(CLOCK)) {
    const h = Number(m[1]);
    const min = m[2] === undefined ? 0 : Number(m[2]);
    // A bare number without minutes or am/pm (a date, "2 hours") is not a clock time.
    if (m[2] === undefined && !m[3]) continue;
    if (min > 59 || h > 23 || (m[3] && (h < 1 || h > 12))) continue;
    found.push(h * 60 + min);
    suffixes.push(m[3]?.toLowerCase().replace(/\./g, ''));
    if (found.length === 2) break;
  }
  if (!found.length) return null;
  // "10 – 11:30 am": the first time takes the last one's am/pm when it has none.
  if (!suffixes[0] && suffixes[1]) suffixes[0] = suffixes[1];
  const minutes = found.map((t, i) => {
    const s = suffixes[i];
    if (!s) return t;
    const h = Math.floor(t / 60) % 12;
    return (s === 'pm' ? h + 12 : h) * 60 + (t % 60);
  });
  const start = minutes[0];
  const end = minutes.length > 1 && minutes[1] > start ? minutes[1] : start + 60;
  return { start: hhmm(start), end: hhmm(end) };
}
