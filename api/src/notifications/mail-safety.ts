/**
 * Everything user-supplied that reaches a mail goes through these: header values lose every
 * control character (so CR/LF can never start a new header), addresses must be plain ASCII
 * `local@domain` with nothing a header parser could read as a second address, and HTML gets
 * escaped. The address and header rules the configuration also needs live in platform/mail.
 */
import { headerText, isMailAddress } from '../platform/mail/mailbox';

export { headerText, isMailAddress, parseMailbox } from '../platform/mail/mailbox';

/** Throws on an address that is not safe to send to (a programming error, not user input). */
export function assertMailAddress(value: unknown, what = 'address'): string {
  if (!isMailAddress(value)) throw new Error(`Outbox: invalid ${what}`);
  return value;
}

// C0 and C1 controls (CR, LF, TAB, NUL, NEL …), DEL, and the Unicode line/paragraph separators.
// Matching control characters is the point of these patterns.
/* eslint-disable no-control-regex */
const HAS_CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
const BODY_CONTROLS = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029]/g;
/* eslint-enable no-control-regex */

/** One line of user text for a mail body (names, positions): same rule as headers. */
export const oneLine = headerText;

/** Multi-line user text for a body: keeps line breaks, drops other control characters. */
export function multiLine(value: unknown, max = 10_000): string {
  const text = String(value ?? '')
    .replace(/\r\n?/g, '\n')
    .replace(BODY_CONTROLS, ' ')
    .trim();
  return text.length <= max ? text : text.slice(0, max) + '…';
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: unknown): string {
  return String(value ?? '').replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]);
}

/** An absolute http(s) URL for a link or List-Unsubscribe (throws otherwise). */
export function assertWebUrl(value: string, what = 'URL'): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`Outbox: invalid ${what}`);
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || HAS_CONTROL.test(value)) {
    throw new Error(`Outbox: invalid ${what}`);
  }
  return url.toString();
}

/**
 * A `mailto:address?subject=…` URL for List-Unsubscribe (throws otherwise): one plain address,
 * at most a subject, everything percent-encoded, nothing a header could be split on.
 */
export function assertMailtoUrl(value: string, what = 'mailto URL'): string {
  const m = /^mailto:([^?]+)(?:\?subject=([A-Za-z0-9%._~-]*))?$/.exec(value);
  if (!m || value.length > 1000 || !isMailAddress(m[1])) throw new Error(`Outbox: invalid ${what}`);
  return value;
}

/** The domain of an address, the only part of a recipient the logs may show. */
export function domainOf(address: string): string {
  const at = address.lastIndexOf('@');
  return at < 0 ? '?' : address.slice(at + 1).toLowerCase();
}

/** Replaces anything that looks like an address in a message (for logs). */
export function redactAddresses(text: string): string {
  return text.replace(/[^\s<>"'(),;:]+@([A-Za-z0-9.-]+)/g, '*@$1');
}
