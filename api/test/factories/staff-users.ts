import { entityFactory, unique } from './insert';
import { User } from '../../src/auth/user.entity';

/**
 * Rows of `users` (a staff account) written directly, for tests that need one without signing
 * in. A user who signs in is made by createUser in test/helpers/auth.ts (a real password hash).
 */
export const staffUsers = entityFactory(User, () => ({
  username: unique((n) => `staff-${n}`),
  // Not a hash of any password: this account cannot sign in.
  password_hash: 'x',
  role: 'kavach_admin',
}));
