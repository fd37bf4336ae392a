import type { OutgoingMail } from '../platform/outbox/outbox-port';

/** What each builder in MailComposer produces and OutboxService.enqueue() stores. */
export type MailKind =
  | 'contact.staff'
  | 'contact.ack'
  | 'registration.staff'
  | 'registration.confirmation'
  | 'application.staff'
  | 'application.ack'
  | 'newsletter.confirmation'
  | 'newsletter.welcome'
  | 'newsletter.issue'
  | 'staff.password-reset'
  | 'staff.webhook-disabled';

export const MAIL_KINDS: readonly MailKind[] = [
  'contact.staff',
  'contact.ack',
  'registration.staff',
  'registration.confirmation',
  'application.staff',
  'application.ack',
  'newsletter.confirmation',
  'newsletter.welcome',
  'newsletter.issue',
  'staff.password-reset',
  'staff.webhook-disabled',
];

/** A mail of one of the application's kinds (the outbox's OutgoingMail, typed). */
export type MailMessage = OutgoingMail<MailKind>;
