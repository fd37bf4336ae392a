/** What each builder in MailComposer produces and OutboxService.enqueue() stores. */
export type MailKind =
  | 'contact.staff'
  | 'contact.ack'
  | 'registration.staff'
  | 'registration.confirmation'
  | 'application.staff'
  | 'application.ack'
  | 'newsletter.welcome';

export const MAIL_KINDS: readonly MailKind[] = [
  'contact.staff',
  'contact.ack',
  'registration.staff',
  'registration.confirmation',
  'application.staff',
  'application.ack',
  'newsletter.welcome',
];

export interface MailMessage {
  kind: MailKind;
  /** One recipient per mail: a retry or a bounce concerns exactly one person. */
  to: { address: string; name?: string };
  /** Where a reply goes (the submitter on staff mails, the brand's address on the others). */
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  /** http(s) URL for the List-Unsubscribe header (newsletter). */
  listUnsubscribe?: string;
}
