import { createHmac, timingSafeEqual } from 'node:crypto';

/** The id of a subscriber row (a positive PostgreSQL integer). */
const ID = '[1-9]\\d{0,9}';
/** Base64url of an HMAC-SHA256 (32 bytes, no padding). */
const MAC = '[A-Za-z0-9_-]{43}';
const UNSUBSCRIBE = new RegExp(`^(${ID})\\.(${MAC})$`);
const CONFIRM = new RegExp(`^(${ID})\\.([1-9]\\d{0,10})\\.(${MAC})$`);
const MAX_ID = 2_147_483_647;

/**
 * The signed tokens of the newsletter's links, keyed with a key derived from the JWT secret (one
 * secret to manage). Each names exactly one subscriber row; a new subscription of the same
 * address is a new row, so an old link cannot act on it.
 *
 * - unsubscribe: `<id>.<HMAC of "subscriber:<id>">`, valid as long as the row exists (every
 *   newsletter carries one; links already sent stay valid).
 * - confirm: `<id>.<expiry, Unix seconds>.<HMAC of "subscriber-confirm:<id>:<expiry>">`: the
 *   double opt-in link, which runs out. The two are signed over different texts, so neither
 *   can stand in for the other.
 */
export class SubscriberTokens {
  private readonly key: Buffer;

  constructor(jwtSecret: string) {
    this.key = createHmac('sha256', jwtSecret).update('newsletter-unsubscribe').digest();
  }

  private mac(text: string): string {
    return createHmac('sha256', this.key).update(text).digest('base64url');
  }

  /** Compares the canonical text, so no other spelling of the same bytes is accepted. */
  private signed(text: string, given: string): boolean {
    const a = Buffer.from(given);
    const b = Buffer.from(this.mac(text));
    return a.length === b.length && timingSafeEqual(a, b);
  }

  unsubscribe(id: number): string {
    return `${id}.${this.mac(`subscriber:${id}`)}`;
  }

  /** The subscriber id, or null when the token is malformed or its signature is wrong. */
  verifyUnsubscribe(token: string): number | null {
    const m = UNSUBSCRIBE.exec(token);
    if (!m) return null;
    const id = Number(m[1]);
    return id <= MAX_ID && this.signed(`subscriber:${id}`, m[2]) ? id : null;
  }

  confirm(id: number, expiresAt: Date): string {
    const exp = Math.floor(expiresAt.getTime() / 1000);
    return `${id}.${exp}.${this.mac(`subscriber-confirm:${id}:${exp}`)}`;
  }

  /**
   * The subscriber id and the link's expiry, or null when the token is malformed or its
   * signature is wrong. Whether it has run out is the caller's question (it knows the time).
   */
  verifyConfirm(token: string): { id: number; expiresAt: Date } | null {
    const m = CONFIRM.exec(token);
    if (!m) return null;
    const id = Number(m[1]);
    const exp = Number(m[2]);
    if (id > MAX_ID || !this.signed(`subscriber-confirm:${id}:${exp}`, m[3])) return null;
    return { id, expiresAt: new Date(exp * 1000) };
  }
}
