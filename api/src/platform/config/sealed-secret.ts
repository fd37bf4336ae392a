import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import type { Key, Keyring } from './keyring';

/**
 * Secrets the API must read back (a TOTP secret, a webhook's signing secret), sealed at rest with
 * AES-256-GCM under a keyring's current key: `kid.iv.tag.ciphertext`, base64url. Each purpose
 * derives its own AES key from the ring's key (HKDF with the purpose as its info), so a secret of
 * one purpose never opens as another's.
 */
function aesKey(key: Key, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', key.secret, '', purpose, 32));
}

export function sealWith(secret: string, ring: Keyring, purpose: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', aesKey(ring.current, purpose), iv);
  const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  const parts = [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url'));
  return [ring.current.id, ...parts].join('.');
}

/**
 * Opens a secret sealed with any key of the ring; one sealed before key ids (`iv.tag.ciphertext`)
 * opens with the ring's last key. Null when its key is gone or it does not open.
 */
export function openWith(sealed: string, ring: Keyring, purpose: string): string | null {
  const parts = sealed.split('.');
  const key = ring.find(parts.length === 4 ? parts[0] : undefined);
  if (!key || (parts.length !== 3 && parts.length !== 4)) return null;
  const [iv, tag, body] = parts.slice(-3).map((p) => Buffer.from(p, 'base64url'));
  try {
    const decipher = createDecipheriv('aes-256-gcm', aesKey(key, purpose), iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
