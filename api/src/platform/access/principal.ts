import type { Permission } from './permissions';

/** The staff panels a user signs in to: the whole panel, or the jobs panel of HR. */
export const PANELS = ['admin', 'jobs-admin'] as const;
export type Panel = (typeof PANELS)[number];

/** What a signed-in user must do before anything else: set a password, or enrol in two-factor. */
export const ACCOUNT_SETUP = ['password', 'two-factor'] as const;
export type AccountSetup = (typeof ACCOUNT_SETUP)[number];

/** Who is calling, as the guard attaches it to the request. */
export interface Principal {
  userId: number;
  username: string;
  role: string;
  permissions: Permission[];
  jti: string;
  expiresAt: Date;
  panel: Panel;
  /** Set while the account must be set up first (see AccountSetup). */
  setup: AccountSetup | null;
  twoFactorEnabled: boolean;
  /**
   * Set when the caller is an integration token, not a person. Then `userId` is 0 (no user has
   * it), `username` is `token:` and its name (no username has a colon), and `role` is
   * 'integration': records it writes and the audit log name the token, never a person.
   */
  integration?: { tokenId: number; name: string };
}

/** One key per caller, for per-caller limits: a person, or an integration token. */
export const callerKey = (p: Principal): string =>
  p.integration ? `integration-${p.integration.tokenId}` : `user-${p.userId}`;
