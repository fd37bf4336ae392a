import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Keyring } from '../platform/config/keyring';

/** How long a preview link opens the draft. */
export const PREVIEW_HOURS = 24;

const TOKEN =
  /^([A-Za-z][A-Za-z0-9_-]{0,15})\.([1-9]\d{0,9})\.([1-9]\d{0,9})\.([1-9]\d{0,10})\.([A-Za-z0-9_-]{43})$/;

/** What a preview link names: an item as it was at one version. */
export interface PreviewedItem {
  id: number;
  version: number;
}

/**
 * The signed links that open an item's public page before it is live:
 * `<kid>.<id>.<version>.<expiry, Unix seconds>.<HMAC of "content-preview:<id>:<version>:<expiry>">`,
 * keyed with LINK_SIGNING_KEYS through a key of their own (derived for this purpose, so no other
 * link's signature stands for one). A link shows the item at the version it was made for, until
 * it runs out: any change (an edit, an unpublish, the trash) raises the version and ends it, so
 * a link passed on does not go on showing what was taken back.
 */
export class ContentPreviews {
  private readonly keys = new Map<string, Buffer>();
  private readonly current: string;

  constructor(ring: Keyring) {
    for (const k of ring.keys)
      this.keys.set(k.id, createHmac('sha256', k.secret).update('content-preview').digest());
    this.current = ring.current.id;
  }

  private mac(kid: string, item: PreviewedItem, exp: number): string {
    return createHmac('sha256', this.keys.get(kid)!)
      .update(`content-preview:${item.id}:${item.version}:${exp}`)
      .digest('base64url');
  }

  sign(item: PreviewedItem, expiresAt: Date): string {
    const exp = Math.floor(expiresAt.getTime() / 1000);
    return `${this.current}.${item.id}.${item.version}.${exp}.${this.mac(this.current, item, exp)}`;
  }

  /**
   * The item and version the link was made for; 'expired' when it has run out; null when
   * malformed or not signed by a key of the ring. Whether the item is still at that version is
   * the caller's to check.
   */
  verify(token: string, now = new Date()): PreviewedItem | 'expired' | null {
    const m = TOKEN.exec(token);
    if (!m || !this.keys.has(m[1])) return null;
    const item = { id: Number(m[2]), version: Number(m[3]) };
    const exp = Number(m[4]);
    const given = Buffer.from(m[5]);
    const expected = Buffer.from(this.mac(m[1], item, exp));
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    return exp * 1000 > now.getTime() ? item : 'expired';
  }
}
