import { createHmac } from 'node:crypto';
import type { Keyring } from '../platform/config/keyring';

/** `PR-` and four groups of four hex digits: 64 bits of an HMAC-SHA256. */
export const CASE_REFERENCE_PATTERN = /^PR-[0-9A-F]{4}(-[0-9A-F]{4}){3}$/;

/**
 * The case reference of a privacy request: a keyed hash of the lower-cased address, so the audit
 * log can tie a request's look-up, export and erasure together without holding the address (an
 * erasure would otherwise leave it behind in its own audit row). Keyed with LINK_SIGNING_KEYS'
 * current key; without the key, nobody can test guessed addresses against the log. A new key
 * starts new references; `all` gives those of every key in the ring, to find a case's history
 * across a rotation.
 */
export class CaseReferences {
  private readonly keys: Buffer[];

  constructor(ring: Keyring) {
    this.keys = ring.keys.map((k) =>
      createHmac('sha256', k.secret).update('privacy-case-reference').digest(),
    );
  }

  of(address: string): string {
    return reference(this.keys[0], address);
  }

  all(address: string): string[] {
    return this.keys.map((k) => reference(k, address));
  }
}

function reference(key: Buffer, address: string): string {
  const hex = createHmac('sha256', key)
    .update(address.trim().toLowerCase())
    .digest('hex')
    .slice(0, 16)
    .toUpperCase();
  return `PR-${hex.match(/.{4}/g)!.join('-')}`;
}
