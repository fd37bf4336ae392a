/** The Users tab's texts and rules, kept apart from the components so the tests can name them. */
import { formatDateTime, labelOptions } from '@kavach/admin-shared';
import type { Role, User } from './api';

export const TITLE = 'Users';

/** The roles a System Admin can give, in the order of the document's `Role` enum. */
const ROLE_LABEL: Record<Role, string> = {
  admin: 'System Admin',
  kavach_admin: 'Kavach Admin',
  hr_manager: 'HR Manager',
  jobs_admin: 'Jobs Admin',
  content_editor: 'Content Editor',
};
export const ROLE_OPTIONS = labelOptions(ROLE_LABEL);

/** Said when Add user is pressed before a role is chosen: none is chosen for the admin. */
export const ROLE_REQUIRED = 'Role: choose what this person may see and do.';

export function isKnownRole(role: string): role is Role {
  return Object.prototype.hasOwnProperty.call(ROLE_LABEL, role);
}

/** The username rule of the API (CreateUserDto), checked before sending. */
export const USERNAME_PATTERN = /^[A-Za-z0-9._-]{3,64}$/;
export const USERNAME_HINT = '3 to 64 letters, digits, dots, dashes or underscores.';

export const SEARCH_PLACEHOLDER = 'Search users by username or e-mail...';
/** 'Showing 3 of 12 users'. */
export const USERS_NOUN = { one: 'user', many: 'users' };
export const LOAD_ERROR = 'Error loading users';
export const SESSIONS_END = 'Their open sessions will end.';
export const OWN_SESSION_ENDS = 'This is your own account: you will be logged out.';

/** A plain address check before sending (the API checks it properly). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const EMAIL_HINT =
  'Their work address: "Forgot password?" sends its link there. Required for new accounts.';

/** When a temporary password stops working, in India time, e.g. "26 Nov 2026, 2:30 pm IST". */
function expiryText(expiresAt: string): string {
  return `${formatDateTime(expiresAt)} IST`;
}

/** The temporary password modal's text (create and password reset). */
export function temporaryPasswordText(username: string, expiresAt: string): string {
  return `Give this temporary password to ${username}. It works for one sign-in, until ${expiryText(expiresAt)}; they then choose their own password. It will not be shown again.`;
}

/**
 * What the new user needs to sign in, to paste into a message: the panel of their role as an
 * absolute address of this site, the username, the temporary password and its rules.
 */
export function signInInstructions(t: {
  username: string;
  password: string;
  expiresAt: string;
  panel: 'admin' | 'jobs-admin';
  origin: string;
}): string {
  return [
    'Your Kavach Genomics staff panel account:',
    `Sign in at: ${t.origin}/${t.panel}`,
    `Username: ${t.username}`,
    `Temporary password: ${t.password}`,
    `The temporary password works for one sign-in, until ${expiryText(t.expiresAt)}. When you sign in you choose your own password at once.`,
  ].join('\n');
}

/** The row actions that ask first. */
export type ConfirmKind = 'disable' | 'enable' | 'reset-password' | 'remove-two-factor';

export function confirmText(kind: ConfirmKind, u: User, own = false): string {
  const text = confirmBase(kind, u);
  // Disabling yourself is refused by the server; the other changes end your own session.
  return own && kind !== 'disable' && kind !== 'enable' ? `${text} ${OWN_SESSION_ENDS}` : text;
}

function confirmBase(kind: ConfirmKind, u: User): string {
  switch (kind) {
    case 'disable':
      return `Disable ${u.username}? They are logged out at once and cannot log in until enabled.`;
    case 'enable':
      return `Enable ${u.username}? They can log in again with their password.`;
    case 'reset-password':
      return `Reset the password of ${u.username}? They are logged out at once and must log in with a temporary password, shown to you once.`;
    case 'remove-two-factor':
      return `Remove two-factor sign-in of ${u.username}? Use this for a user who lost their phone. They can set it up again at next login.`;
  }
}

export const CONFIRM_OK: Record<ConfirmKind, string> = {
  disable: 'Disable',
  enable: 'Enable',
  'reset-password': 'Reset password',
  'remove-two-factor': 'Remove two-factor',
};
