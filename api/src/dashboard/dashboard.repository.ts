import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { TIME_ZONE, TODAY_IST_SQL } from '../platform/dates/ist';
import type { DayCount } from './dashboard.views';

/** How many IST days a chart shows, today included. */
const DASHBOARD_DAYS = 30;

/** A table a chart counts, and which of its rows (all when no `where`). */
export interface CountedTable {
  readonly table: string;
  readonly where?: string;
}

/**
 * Submissions per IST day for the last 30 days (today included), zero-filled. One query per
 * area; the range condition uses the created_at index, so the cost does not grow with history.
 */
function perDaySql(area: CountedTable): string {
  const rows = area.where ? `AND ${area.where}` : '';
  return `
    WITH today AS (SELECT ${TODAY_IST_SQL} AS d),
    days AS (
      SELECT g::date AS day
      FROM today, generate_series(today.d - ${DASHBOARD_DAYS - 1}, today.d, interval '1 day') g
    ),
    counts AS (
      SELECT (t.created_at AT TIME ZONE '${TIME_ZONE}')::date AS day, count(*)::int AS n
      FROM ${area.table} t, today
      WHERE t.created_at >= ((today.d - ${DASHBOARD_DAYS - 1})::timestamp AT TIME ZONE '${TIME_ZONE}')
        ${rows}
      GROUP BY 1
    )
    SELECT to_char(days.day, 'YYYY-MM-DD') AS day, coalesce(counts.n, 0) AS count
    FROM days LEFT JOIN counts USING (day)
    ORDER BY days.day`;
}

/** The dashboard's counts: read-only, across the submission tables. */
@Injectable()
export class DashboardRepository {
  constructor(@Inject(DataSource) private readonly db: DataSource) {}

  /** The rows of `area` created on each of the last DASHBOARD_DAYS IST days, oldest first. */
  perDay(area: CountedTable): Promise<DayCount[]> {
    return this.db.query(perDaySql(area)) as Promise<DayCount[]>;
  }
}
