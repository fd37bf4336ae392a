import { randomUUID } from 'node:crypto';
import { defineFactory, sql } from './insert';

/** A row of `staff_sessions` (the server side of a signed-in staff token, by its jti). */
export interface StaffSessionRow {
  jti: string;
  user_id: number;
  panel: string;
  created_at: Date;
  last_seen_at: Date;
  authenticated_at: Date;
  expires_at: Date;
  ended_at: Date | null;
}

/** Needs user_id; a fresh jti, the admin panel, a day to live. */
export const staffSessions = defineFactory<StaffSessionRow>('staff_sessions', () => ({
  jti: randomUUID(),
  panel: 'admin',
  expires_at: sql`now() + interval '1 day'`,
}));
