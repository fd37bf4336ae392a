import { randomUUID } from 'node:crypto';
import type { StoredStaffSession } from '../../src/auth/staff-sessions.repository';
import { defineFactory, sql } from './insert';

/** Needs user_id; a fresh jti, the admin panel, a day to live. */
export const staffSessions = defineFactory<StoredStaffSession>('staff_sessions', () => ({
  jti: randomUUID(),
  panel: 'admin',
  expires_at: sql`now() + interval '1 day'`,
}));
