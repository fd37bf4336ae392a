/**
 * India Standard Time, the day every date in the product is counted in: list ranges, export
 * names, the posted date of a job, whether a session has ended, the dashboard's days.
 */
export const TIME_ZONE = 'Asia/Kolkata';

const IST_DATE = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE });

/** Today's date (YYYY-MM-DD) in India, computed in the API process. */
export function todayIst(now = new Date()): string {
  return IST_DATE.format(now);
}

/** Today's date in India as a SQL `date` expression, computed by PostgreSQL. */
export const TODAY_IST_SQL = `CAST(now() AT TIME ZONE '${TIME_ZONE}' AS date)`;

/** The instant an IST day starts, for a SQL `date` expression (e.g. `CAST(:from AS date)`). */
export function istDayStartSql(dateSql: string): string {
  return `(${dateSql})::timestamp AT TIME ZONE '${TIME_ZONE}'`;
}

const CLOCK = new Intl.DateTimeFormat('en-US', {
  timeZone: TIME_ZONE,
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});

/** `3:07 pm IST`: the time of a change as a conflict message names it ("changed by priya at 3:07 pm IST"). */
export function istClock(at: Date): string {
  const parts = CLOCK.formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('hour')}:${part('minute')} ${part('dayPeriod').toLowerCase()} IST`;
}
