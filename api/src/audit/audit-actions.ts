/**
 * Every action the API writes to the audit log, in one list: AuditService.record takes only
 * these, the admin list's `action` filter accepts only these, and GET /api/admin/audit/actions
 * answers them (the Audit tab's action filter). A new audited action is one line here.
 */
export const AUDIT_ACTIONS = [
  // Sign-in and staff accounts
  'auth.login',
  'auth.login-failed',
  'auth.logout',
  'auth.recovery-code-used',
  'auth.password-reset-request',
  'auth.password-reset',
  'user.create',
  'user.role-change',
  'user.disable',
  'user.enable',
  'user.password-reset',
  'user.two-factor-reset',
  'account.password-change',
  'account.two-factor-enable',
  'account.two-factor-disable',
  'account.two-factor-move',
  'account.recovery-codes-regenerate',
  'account.email-change',
  // Sessions
  'session.create',
  'session.update',
  'session.delete',
  'session.activate',
  'session.deactivate',
  'sessions.check-expired',
  'session-image.upload',
  // Submissions
  'contacts.export',
  'contact.delete',
  'registrations.export',
  'registration.delete',
  'contact.status',
  'contact.note',
  'contact.note-delete',
  'contacts.bulk-status',
  'contacts.bulk-delete',
  'registration.status',
  'registration.note',
  'registration.note-delete',
  'registrations.bulk-status',
  'registrations.bulk-delete',
  'subscribers.export',
  'subscriber.delete',
  // Jobs and applications
  'job.create',
  'job.update',
  'job.delete',
  'job.activate',
  'job.deactivate',
  'application.resume',
  'application.delete',
  'applications.export',
  'application.status',
  'application.note',
  'application.note-delete',
  'applications.bulk-status',
  'applications.bulk-delete',
  // Mail
  'outbox.retry',
  // Personal-data retention (the daily purge, actor "system")
  'retention.purge',
  // Privacy requests (target = the case reference, never the address)
  'privacy.lookup',
  'privacy.export',
  'privacy.erase',
] as const;

export type AuditAction = (typeof AUDIT_ACTIONS)[number];
