import { defineFactory, unique } from './insert';

/**
 * A row of `users` (a staff account) written directly, for tests that need one without signing
 * in. A user who signs in is made by createUser in test/helpers/auth.ts (a real password hash).
 */
export interface StaffUserRow {
  id: number;
  username: string;
  password_hash: string;
  role: string;
  email: string | null;
  disabled: boolean;
  token_version: number;
  must_change_password: boolean;
  temporary_password_expires_at: Date | null;
  tokens_valid_after: Date;
  created_at: Date;
  last_login_at: Date | null;
}

export const staffUsers = defineFactory<StaffUserRow>('users', () => ({
  username: unique((n) => `staff-${n}`),
  // Not a hash of any password: this account cannot sign in.
  password_hash: 'x',
  role: 'kavach_admin',
}));
