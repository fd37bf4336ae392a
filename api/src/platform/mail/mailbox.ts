/**
 * Mail addresses and header text, free of Nest, config and the mail feature, so the
 * configuration can validate MAIL_FROM and the staff addresses with the same rule the outbox
 * applies when it stores and sends a mail.
 */

// Conservative RFC 5321 subset: dot-atom local part, LDH domain labels, a real TLD. No quoted
// local parts, comments, spaces, commas or angle brackets — none survive a header unambiguously.
const ADDRESS =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;

/** True for an address we are willing to put into To, Reply-To or the SMTP envelope. */
export function isMailAddress(value: unknown): value is string {
  return typeof value === 'string' && value.length <= 254 && ADDRESS.test(value);
}

// C0 and C1 controls (CR, LF, TAB, NUL, NEL …), DEL, and the Unicode line/paragraph separators.
// Matching control characters is the point of this pattern.
// eslint-disable-next-line no-control-regex
const CONTROLS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g;

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

/** "Name <addr>" or "addr" → parts (the MAIL_FROM syntax). Returns null when malformed. */
export function parseMailbox(value: string): { name: string; address: string } | null {
  const m = /^\s*(?:"?([^"<>]*?)"?\s*<([^<>\s]+)>|([^<>\s]+))\s*$/.exec(value);
  if (!m) return null;
  const address = m[2] ?? m[3];
  if (!isMailAddress(address)) return null;
  return { name: headerText(m[1] ?? '', 100), address };
}
