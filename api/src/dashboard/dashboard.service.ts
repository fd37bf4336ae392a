import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Permission } from '../platform/access/permissions';
import { TIME_ZONE, TODAY_IST_SQL } from '../platform/dates/ist';
import type { DashboardResponse, DayCount } from './dashboard.views';

const DASHBOARD_DAYS = 30;

/**
 * Each chart, the table it counts (and which of its rows) and the permission that lets a user
 * see it. Subscriptions are every sign-up, confirmed or waiting, as the Subscribers list opens.
 */
const DASHBOARD_AREAS = [
  { key: 'contacts', table: 'contacts', permission: Permission.ContactsRead },
  { key: 'registrations', table: 'registrations', permission: Permission.RegistrationsRead },
  {
    key: 'subscriptions',
    table: 'subscribers',
    permission: Permission.SubscribersRead,
  },
  { key: 'applications', table: 'applications', permission: Permission.ApplicationsRead },
] as const;

type Area = (typeof DASHBOARD_AREAS)[number];

/**
 * Submissions per IST day for the last 30 days (today included), zero-filled. One query per
 * area; the range condition uses the created_at index, so the cost does not grow with history.
 */
function perDaySql(area: Area): string {
  const rows = 'where' in area ? `AND ${area.where}` : '';
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

@Injectable()
export class DashboardService {
  constructor(@Inject(DataSource) private readonly db: DataSource) {}

  /** The figures of the areas `permissions` allow; the others are left out. */
  async figures(permissions: readonly string[]): Promise<DashboardResponse> {
    const areas = DASHBOARD_AREAS.filter((a) => permissions.includes(a.permission));
    const series = await Promise.all(
      areas.map((a) => this.db.query(perDaySql(a)) as Promise<DayCount[]>),
    );
    return Object.fromEntries(areas.map((a, i) => [a.key, series[i]])) as DashboardResponse;
  }
}
