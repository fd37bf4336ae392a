/**
 * Everything user-supplied that reaches a mail goes through these: header values lose every
 * control character (so CR/LF can never start a new header), addresses must be plain ASCII
 * `local@domain` with nothing a header parser could read as a second address, and HTML gets
 * escaped. Kept free of Nest and config so env.ts can validate addresses with the same rule.
 */

// Conservative RFC 5321 subset: dot-atom local part, LDH domain labels, a real TLD. No quoted
// local parts, comments, spaces, commas or angle brackets — none survive a header unambiguously.
const ADDRESS =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;

/** True for an address we are willing to put into To, Reply-To or the SMTP envelope. */
export function isMailAddress(value: unknown): value is string {
  return typeof value === 'string' && value.length <= 254 && ADDRESS.test(value);
}

/** Throws on an address that is not safe to send to (a programming error, not user input). */
export function assertMailAddress(value: unknown, what = 'address'): string {
  if (!isMailAddress(value)) throw new Error(`Outbox: invalid ${what}`);
  return value;
}

// C0 and C1 controls (CR, LF, TAB, NUL, NEL …), DEL, and the Unicode line/paragraph separators.
// Matching control characters is the point of these patterns.
/* eslint-disable no-control-regex */
const CONTROLS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g;
const HAS_CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
const BODY_CONTROLS = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029]/g;
/* eslint-enable no-control-regex */

/**
 * A value safe for a header (subject, display name): control characters become spaces,
 * runs of whitespace collapse, and the result is cut to `max` characters (whole code points).
 */
export function headerText(value: unknown, max = 200): string {
  const flat = String(value ?? '')
    .replace(CONTROLS, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  // Code points never outnumber UTF-16 units: count them only when the text may be too long.
  if (flat.length <= max) return flat;
  const chars = Array.from(flat);
  return chars.length <= max
    ? flat
    : chars
        .slice(0, max - 1)
        .join('')
        .trimEnd() + '…';
}

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

/** "Name <addr>" or "addr" → parts (the MAIL_FROM syntax). Returns null when malformed. */
export function parseMailbox(value: string): { name: string; address: string } | null {
  const m = /^\s*(?:"?([^"<>]*?)"?\s*<([^<>\s]+)>|([^<>\s]+))\s*$/.exec(value);
  if (!m) return null;
  const address = m[2] ?? m[3];
  if (!isMailAddress(address)) return null;
  return { name: headerText(m[1] ?? '', 100), address };
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
