import { Permission, ROLES } from '../platform/access/permissions';

/**
 * Staff accounts, declared once: the Users tab (a System Admin's) lists, creates, re-roles,
 * disables and resets them, each change audited and a System Admin's only after the step-up.
 * They are staff data, not a visitor's: the privacy desk never exports them and retention keeps
 * them; the audit entries name them by username.
 */
export const STAFF_USER_KIND = {
  table: 'users',
  /** A user has a role, and is active or disabled. */
  roles: ROLES,
  permissions: { manage: Permission.UsersManage },
  notFound: 'No such user.',
  audit: {
    create: 'user.create',
    roleChange: 'user.role-change',
    disable: 'user.disable',
    enable: 'user.enable',
    passwordReset: 'user.password-reset',
    twoFactorReset: 'user.two-factor-reset',
  },
} as const;
