/**
 * The outbox in words: each mail kind as staff call it, and a failure as a sentence a person can
 * act on (the SMTP server's own text stays in the mail's details).
 */
import type { MailKind } from './mail-message';

/** Typed by MailKind: a kind added without its words does not compile. */
export const MAIL_KIND_WORDS: Record<MailKind, string> = {
  'contact.staff': 'New contact message (to staff)',
  'contact.ack': 'Reply to a contact message',
  'registration.staff': 'New session registration (to staff)',
  'registration.confirmation': 'Session registration confirmation',
  'application.staff': 'New career application (to HR)',
  'application.ack': 'Career application received',
  'newsletter.confirmation': 'Newsletter sign-up: please confirm',
  'newsletter.welcome': 'Newsletter welcome',
  'newsletter.issue': 'Newsletter issue',
  'staff.password-reset': 'Staff password reset link',
  'staff.webhook-disabled': 'Webhook switched off (to System Admins)',
};

export const mailKindWords = (kind: string): string =>
  MAIL_KIND_WORDS[kind as MailKind] ?? 'Other mail';

/** Known causes, first match wins: what happened and what to do. */
const PROBLEMS: Array<[RegExp, string]> = [
  [
    /interrupted on the last attempt/i,
    'Delivery was cut off on the last attempt, so the mail may or may not have arrived. Ask the recipient before sending it again.',
  ],
  [
    /ECONNREFUSED|ENOTFOUND|EAI_AGAIN|ETIMEDOUT|ECONNRESET|EHOSTUNREACH|timeout/i,
    'The mail server could not be reached. Check that it is running and the SMTP settings are right, then Retry.',
  ],
  [
    /\b(535|534|530)\b|auth/i,
    'The mail server refused the site’s sign-in. Check the SMTP user name and password, then Retry.',
  ],
  [
    /\b(550|551|553|554)\b|mailbox|no such user|user unknown|recipient/i,
    'The recipient’s mail server refused the address (it may be mistyped or closed). Check the address with the person; Retry will fail the same way.',
  ],
  [
    /\b(552|452)\b|too large|quota|full/i,
    'The recipient’s mailbox is full or the mail is too large. Retry later.',
  ],
  [
    /\b4\d\d\b/,
    'The mail server asked to try again later and the attempts ran out. Retry now or later.',
  ],
];

/** null when nothing went wrong; otherwise one sentence to act on. */
export function mailProblem(lastError: string | null, status: string): string | null {
  if (!lastError) return null;
  const known = PROBLEMS.find(([re]) => re.test(lastError))?.[1];
  const sentence =
    known ??
    'Sending failed for a reason the mail server gave (see the details). Retry, or ask IT.';
  return status === 'failed' || status === 'pending' || status === 'sending'
    ? sentence
    : `An earlier attempt failed: ${sentence}`;
}
