/**
 * A mail draft link: the address kept readable ('@' unescaped), subject and body percent-encoded
 * (%20 for spaces: mail clients do not read '+').
 */
export function mailtoHref(to: string, subject: string, body: string): string {
  return `mailto:${encodeURIComponent(to).replace(/%40/g, '@')}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
