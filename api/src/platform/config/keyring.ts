/**
 * A keyring: the keys of one purpose (staff tokens, two-factor secrets at rest, newsletter
 * links, captcha), each with an id. The first key signs (or seals); every key verifies (or
 * opens) what carries its id, so a new key can sign while the old one still verifies what it
 * signed. Written `id:secret,id:secret` (the current key first), as in LINK_SIGNING_KEYS.
 */
export interface Key {
  /** Carried by what the key signs: a letter, then letters, digits, `_` or `-` (16 at most). */
  id: string;
  secret: string;
}

/** Key ids start with a letter, so a link's key id never reads as a subscriber id. */
const KEY_ID = /^[A-Za-z][A-Za-z0-9_-]{0,15}$/;
/** The shortest secret accepted, in bytes (an HS256 key should be at least the hash size). */
const MIN_SECRET_BYTES = 32;

export class Keyring {
  readonly keys: readonly Key[];

  constructor(keys: readonly Key[]) {
    if (!keys.length) throw new Error('A keyring needs at least one key');
    this.keys = keys;
  }

  /** The key that signs. */
  get current(): Key {
    return this.keys[0];
  }

  /**
   * The key of `id`. Values issued before keys had ids carry none: they are checked with the
   * last (oldest) key, where a former single secret goes when a keyring is first set.
   */
  find(id: string | undefined): Key | undefined {
    if (id === undefined) return this.keys[this.keys.length - 1];
    return this.keys.find((k) => k.id === id);
  }

  /** Never the secrets: a logged or serialised config shows only the ids. */
  toJSON(): string[] {
    return this.keys.map((k) => k.id);
  }
}

/**
 * Reads `id:secret,id:secret`; throws a message (without any secret) naming what is wrong.
 * A secret may hold `:` but not `,`.
 */
export function parseKeyring(text: string): Keyring {
  const entries = text
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  if (!entries.length) throw new Error('must hold at least one key, as id:secret');
  const keys = entries.map((entry, i) => {
    const colon = entry.indexOf(':');
    const id = colon > 0 ? entry.slice(0, colon).trim() : '';
    const secret = colon > 0 ? entry.slice(colon + 1).trim() : '';
    if (!id || !secret)
      throw new Error(
        `entry ${i + 1} is not id:secret (e.g. k2:<new secret>,k1:<old secret>; the first signs)`,
      );
    if (!KEY_ID.test(id))
      throw new Error(
        `key id "${id.slice(0, 20)}" must start with a letter and hold only letters, digits, _ or - (16 at most)`,
      );
    if (Buffer.byteLength(secret) < MIN_SECRET_BYTES)
      throw new Error(`key "${id}" is shorter than ${MIN_SECRET_BYTES} bytes`);
    return { id, secret };
  });
  const ids = keys.map((k) => k.id);
  const twice = ids.find((id, i) => ids.indexOf(id) !== i);
  if (twice) throw new Error(`key id "${twice}" appears twice`);
  return new Keyring(keys);
}

/** The keyring form of a keyring, for a file under the data directory. */
export function formatKeyring(ring: Keyring): string {
  return ring.keys.map((k) => `${k.id}:${k.secret}`).join(',');
}
