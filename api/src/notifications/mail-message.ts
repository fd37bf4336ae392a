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
  | 'staff.password-reset';

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
  /** The List-Unsubscribe header of a newsletter mail. */
  listUnsubscribe?: ListUnsubscribe;
}

/**
 * `List-Unsubscribe: <url>, <mailto>`; with `oneClick`, also `List-Unsubscribe-Post:
 * List-Unsubscribe=One-Click` (RFC 8058): a POST to `url` unsubscribes, without a page.
 */
export interface ListUnsubscribe {
  /** http(s) URL. */
  url: string;
  /** `mailto:address?subject=…`. */
  mailto?: string;
  oneClick?: boolean;
}
