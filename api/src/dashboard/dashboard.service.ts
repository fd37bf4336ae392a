import { Inject, Injectable } from '@nestjs/common';
import { Permission } from '../platform/access/permissions';
import { DashboardRepository } from './dashboard.repository';
import type { DashboardResponse } from './dashboard.views';

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

@Injectable()
export class DashboardService {
  constructor(@Inject(DashboardRepository) private readonly counts: DashboardRepository) {}

  /** The figures of the areas `permissions` allow; the others are left out. */
  async figures(permissions: readonly string[]): Promise<DashboardResponse> {
    const areas = DASHBOARD_AREAS.filter((a) => permissions.includes(a.permission));
    const series = await Promise.all(areas.map((a) => this.counts.perDay(a)));
    return Object.fromEntries(areas.map((a, i) => [a.key, series[i]])) as DashboardResponse;
  }
}
