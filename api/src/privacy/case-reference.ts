import { createHmac } from 'node:crypto';

/** `PR-` and four groups of four hex digits: 64 bits of an HMAC-SHA256. */
export const CASE_REFERENCE_PATTERN = /^PR-[0-9A-F]{4}(-[0-9A-F]{4}){3}$/;

/**
 * The case reference of a privacy request: a keyed hash of the lower-cased address, so the audit
 * log can tie a request's look-up, export and erasure together without holding the address (an
 * erasure would otherwise leave it behind in its own audit row). The key is derived from the JWT
 * secret, like the captcha and unsubscribe keys: one secret to manage; without the key, nobody
 * can test guessed addresses against the log.
 */
export class CaseReferences {
  private readonly key: Buffer;

  constructor(jwtSecret: string) {
    this.key = createHmac('sha256', jwtSecret).update('privacy-case-reference').digest();
  }

  of(address: string): string {
    const hex = createHmac('sha256', this.key)
      .update(address.trim().toLowerCase())
      .digest('hex')
      .slice(0, 16)
      .toUpperCase();
    return `PR-${hex.match(/.{4}/g)!.join('-')}`;
  }
}
