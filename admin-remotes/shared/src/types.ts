/**
 * Shapes of the admin endpoints: aliases of the generated client's schemas
 * where the endpoint exists, else a hand-written shape of its answer until
 * `npm run openapi` regenerates @kavach/api-client.
 */
import type { Schemas } from '@kavach/api-client';

/** Query of every admin list: page is 1-based; from/to are YYYY-MM-DD (IST, end inclusive). */
export interface ListQuery {
  page: number;
  pageSize: number;
  search?: string;
  from?: string;
  to?: string;
}

export interface ListResponse<T> {
  status: 'success';
  data: T[];
  total: number;
  page: number;
  pages: number;
  /** Unfiltered total ('Showing X of Y'), on contacts and registrations. */
  all?: number;
}

export type Contact = Schemas['ContactView'];

export type Registration = Schemas['RegistrationView'];

export type InfoSession = Schemas['SessionView'];
export type SessionMode = InfoSession['mode'];
export type SessionStatus = InfoSession['status'];
export type InfoSessionInput = Schemas['SessionInputDto'];

export interface DaySeries {
  day: string;
  count: number;
}

/** GET /api/admin/dashboard: per-day counts of the last 30 days (areas the caller may read). */
export interface Dashboard {
  contacts?: DaySeries[];
  registrations?: DaySeries[];
  subscriptions?: DaySeries[];
  applications?: DaySeries[];
}
