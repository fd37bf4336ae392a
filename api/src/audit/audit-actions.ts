import {
  INBOX_KIND_NOUNS,
  INBOX_KINDS,
  type InboxKindName,
  type InboxKindNoun,
} from '../platform/access/permissions';

/** The seven audited actions of one inbox kind, named from its name and its noun. */
export function inboxAuditActions<K extends InboxKindName>(kind: K) {
  const noun: InboxKindNoun<K> = INBOX_KIND_NOUNS[kind];
  return {
    export: `${kind}.export`,
    delete: `${noun}.delete`,
    status: `${noun}.status`,
    note: `${noun}.note`,
    noteDelete: `${noun}.note-delete`,
    bulkStatus: `${kind}.bulk-status`,
    bulkDelete: `${kind}.bulk-delete`,
  } as const;
}
export type InboxAuditActions<K extends InboxKindName = InboxKindName> = ReturnType<
  typeof inboxAuditActions<K>
>;

/** Every inbox kind's actions, kind by kind in the order of the list. */
const INBOX_AUDIT_ACTIONS = INBOX_KINDS.flatMap((kind) => Object.values(inboxAuditActions(kind)));

/**
 * Every action the API writes to the audit log, in one list: AuditService.record takes only
 * these, the admin list's `action` filter accepts only these, and GET /api/admin/audit/actions
 * answers them (the Audit tab's action filter). A new audited action is one line here, its
 * details' type in AuditDetails and its words in AUDIT_WORDS (an inbox kind's come from its name
 * in INBOX_KIND_NOUNS, their details and words from the kind's action keys).
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
  // Integration tokens (details: the id and name)
  'integration.create',
  'integration.revoke',
  // Webhooks (details: the id and the endpoint's address)
  'webhook.create',
  'webhook.update',
  'webhook.rotate-secret',
  'webhook.delete',
  'webhook.redeliver',
  // Sessions
  'session.create',
  'session.update',
  'session.delete',
  'session.activate',
  'session.deactivate',
  'sessions.check-expired',
  'registration.attendance',
  'session-image.upload',
  // Submissions: each inbox kind's seven (in the order of INBOX_KIND_NOUNS), then the subscribers
  ...INBOX_AUDIT_ACTIONS,
  'subscribers.export',
  'subscriber.delete',
  // Newsletters (details: the id and subject)
  'newsletter.create',
  'newsletter.update',
  'newsletter.delete',
  'newsletter.test',
  'newsletter.send',
  // Site content (details: the kind's noun, id and title)
  'content.create',
  'content.update',
  'content.publish',
  'content.schedule',
  'content.submit',
  'content.send-back',
  'content.propose',
  'content.proposal-publish',
  'content.proposal-discard',
  'content.unpublish',
  'content.trash',
  'content.restore',
  'content.revert',
  'content.translation-save',
  'content.translation-submit',
  'content.translation-publish',
  'content.translation-unpublish',
  'content.purge',
  'content-image.upload',
  'content-image.alt',
  'content-image.delete',
  // Jobs and applications
  'job.create',
  'job.update',
  'job.delete',
  'job.activate',
  'job.deactivate',
  'application.resume',
  // Mail
  'outbox.read',
  'outbox.retry',
  // Personal-data retention (the daily purge, actor "system")
  'retention.purge',
  // Privacy requests (details: the case reference, never the address)
  'privacy.lookup',
  'privacy.export',
  'privacy.erase',
] as const;

export type AuditAction = (typeof AUDIT_ACTIONS)[number];
