/**
 * Stored mail as staff may see it. Some mails carry a working single-use link (a password reset,
 * a newsletter confirmation, an unsubscribe link): whoever reads the stored body could use it,
 * so every path that shows stored mail to staff (the outbox, a privacy export) masks the secret
 * part and keeps the rest of the link, so the reader can still tell which link it was.
 */
import type { MailKind } from './mail-message';

/** What a link's secret reads as once masked. */
export const MASKED_SECRET = '••••••';

/**
 * The secrets of the links the API mails: `?token=…` (newsletter confirm, unsubscribe page and
 * one-click URL), `#reset-password=…` (staff password reset), and the subject of the
 * unsubscribe mailto (`unsubscribe%20<token>`). Preceded by `;` too: `&amp;token=` in HTML.
 */
const SECRETS = [
  /([?&#;](?:[\w-]*token|reset-password)=)[^\s&#"'<>]+/gi,
  /([?&;]subject=unsubscribe(?:%20|\+|\s))[^\s&#"'<>]+/gi,
];

/** `text` (a plain-text or HTML body, a URL) with every single-use link's secret masked. */
export function maskMailSecrets(text: string): string;
export function maskMailSecrets(text: string | null): string | null;
export function maskMailSecrets(text: string | null): string | null {
  if (text === null) return null;
  return SECRETS.reduce((out, re) => out.replace(re, `$1${MASKED_SECRET}`), text);
}

/**
 * Mails whose body is replaced once sent: nobody needs to read a password-reset link again,
 * and a stored copy would be one more place to steal it from.
 */
export const BODY_REMOVED_AFTER_SENDING: Partial<Record<MailKind, string>> = {
  'staff.password-reset': 'Removed after sending: it held a password-reset link.',
};
