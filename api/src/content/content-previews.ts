import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Keyring } from '../platform/config/keyring';

/** How long a preview link opens the draft. */
export const PREVIEW_HOURS = 24;

const TOKEN =
  /^([A-Za-z][A-Za-z0-9_-]{0,15})\.([1-9]\d{0,9})\.([1-9]\d{0,10})\.([A-Za-z0-9_-]{43})$/;

/**
 * The signed links that open an item's public page before it is live:
 * `<kid>.<id>.<expiry, Unix seconds>.<HMAC of "content-preview:<id>:<expiry>">`, keyed with
 * LINK_SIGNING_KEYS through a key of their own (derived for this purpose, so no other link's
 * signature stands for one). A link shows the item as it is when opened, until it runs out.
 */
export class ContentPreviews {
  private readonly keys = new Map<string, Buffer>();
  private readonly current: string;

  constructor(ring: Keyring) {
    for (const k of ring.keys)
      this.keys.set(k.id, createHmac('sha256', k.secret).update('content-preview').digest());
    this.current = ring.current.id;
  }

  private mac(kid: string, id: number, exp: number): string {
    return createHmac('sha256', this.keys.get(kid)!)
      .update(`content-preview:${id}:${exp}`)
      .digest('base64url');
  }

  sign(id: number, expiresAt: Date): string {
    const exp = Math.floor(expiresAt.getTime() / 1000);
    return `${this.current}.${id}.${exp}.${this.mac(this.current, id, exp)}`;
  }

  /** The item id; 'expired' when it has run out; null when malformed or not signed by a key of the ring. */
  verify(token: string, now = new Date()): number | 'expired' | null {
    const m = TOKEN.exec(token);
    if (!m || !this.keys.has(m[1])) return null;
    const id = Number(m[2]);
    const exp = Number(m[3]);
    const given = Buffer.from(m[4]);
    const expected = Buffer.from(this.mac(m[1], id, exp));
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    return exp * 1000 > now.getTime() ? id : 'expired';
  }
}
