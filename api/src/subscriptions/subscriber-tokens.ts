import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Keyring } from '../platform/config/keyring';

/** The id of a subscriber row (a positive PostgreSQL integer). */
const ID = '[1-9]\\d{0,9}';
/** Base64url of an HMAC-SHA256 (32 bytes, no padding). */
const MAC = '[A-Za-z0-9_-]{43}';
/** A key id (starts with a letter, so it never reads as a subscriber id); absent before key ids. */
const KID = '(?:([A-Za-z][A-Za-z0-9_-]{0,15})\\.)?';
const UNSUBSCRIBE = new RegExp(`^${KID}(${ID})\\.(${MAC})$`);
const CONFIRM = new RegExp(`^${KID}(${ID})\\.([1-9]\\d{0,10})\\.(${MAC})$`);
const MAX_ID = 2_147_483_647;

/**
 * The signed tokens of the newsletter's links, keyed with LINK_SIGNING_KEYS: signed with the
 * current key, whose id the token starts with; verified with the key it names (a token of
 * earlier releases names none: the ring's last key). Each names exactly one subscriber row; a
 * new subscription of the same address is a new row, so an old link cannot act on it.
 *
 * - unsubscribe: `<kid>.<id>.<HMAC of "subscriber:<id>">`, valid as long as the row exists and
 *   its key is in the ring (every newsletter carries one; links already sent stay valid).
 * - confirm: `<kid>.<id>.<expiry, Unix seconds>.<HMAC of "subscriber-confirm:<id>:<expiry>">`:
 *   the double opt-in link, which runs out. The two are signed over different texts, so
 *   neither can stand in for the other.
 */
export class SubscriberTokens {
  private readonly keys = new Map<string, Buffer>();
  private readonly current: string;
  private readonly legacy: string;

  constructor(ring: Keyring) {
    for (const k of ring.keys)
      this.keys.set(k.id, createHmac('sha256', k.secret).update('newsletter-unsubscribe').digest());
    this.current = ring.current.id;
    this.legacy = ring.find(undefined)!.id;
  }

  private mac(kid: string, text: string): string {
    return createHmac('sha256', this.keys.get(kid)!).update(text).digest('base64url');
  }

  /** Compares the canonical text, so no other spelling of the same bytes is accepted. */
  private signed(kid: string | undefined, text: string, given: string): boolean {
    const id = kid ?? this.legacy;
    if (!this.keys.has(id)) return false;
    const a = Buffer.from(given);
    const b = Buffer.from(this.mac(id, text));
    return a.length === b.length && timingSafeEqual(a, b);
  }

  unsubscribe(id: number): string {
    return `${this.current}.${id}.${this.mac(this.current, `subscriber:${id}`)}`;
  }

  /** The subscriber id, or null when the token is malformed, its key unknown or its signature wrong. */
  verifyUnsubscribe(token: string): number | null {
    const m = UNSUBSCRIBE.exec(token);
    if (!m) return null;
    const id = Number(m[2]);
    return id <= MAX_ID && this.signed(m[1], `subscriber:${id}`, m[3]) ? id : null;
  }

  confirm(id: number, expiresAt: Date): string {
    const exp = Math.floor(expiresAt.getTime() / 1000);
    return `${this.current}.${id}.${exp}.${this.mac(this.current, `subscriber-confirm:${id}:${exp}`)}`;
  }

  /**
   * The subscriber id and the link's expiry, or null when the token is malformed, its key
   * unknown or its signature wrong. Whether it has run out is the caller's question (it knows
   * the time).
   */
  verifyConfirm(token: string): { id: number; expiresAt: Date } | null {
    const m = CONFIRM.exec(token);
    if (!m) return null;
    const id = Number(m[2]);
    const exp = Number(m[3]);
    if (id > MAX_ID || !this.signed(m[1], `subscriber-confirm:${id}:${exp}`, m[4])) return null;
    return { id, expiresAt: new Date(exp * 1000) };
  }
}
