import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Signed unsubscribe tokens: `<subscriber id>.<HMAC-SHA256 of the id>`, keyed with a key derived
 * from the JWT secret (one secret to manage). A token names exactly one subscription; a new
 * subscription of the same address gets a new id, so an old link cannot remove it.
 */
export class UnsubscribeTokens {
  private readonly key: Buffer;

  constructor(jwtSecret: string) {
    this.key = createHmac('sha256', jwtSecret).update('newsletter-unsubscribe').digest();
  }

  private mac(id: number): Buffer {
    return createHmac('sha256', this.key).update(`subscriber:${id}`).digest();
  }

  sign(id: number): string {
    return `${id}.${this.mac(id).toString('base64url')}`;
  }

  /** The subscriber id, or null when the token is malformed or its signature is wrong. */
  verify(token: string): number | null {
    const m = /^([1-9]\d{0,9})\.([A-Za-z0-9_-]{43})$/.exec(token);
    if (!m) return null;
    const id = Number(m[1]);
    if (id > 2_147_483_647) return null;
    // Compare the canonical text, so no other spelling of the same bytes is accepted.
    const given = Buffer.from(m[2]);
    const expected = Buffer.from(this.mac(id).toString('base64url'));
    return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
  }
}
