import { ConflictException } from '@nestjs/common';
import { createCipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { parseKeyring } from '../platform/config/keyring';
import { openSecret, sealedKeyId, sealSecret, TWO_FACTOR_UNREADABLE } from './two-factor';

const OLD = 'an-old-totp-key-that-is-long-enough-0123456789';
const NEW = 'a-new-totp-key-that-is-long-enough-abcdefghijk';
const SECRET = 'JBSWY3DPEHPK3PXP';

describe('two-factor secrets at rest: sealed with a key id, opened with any key of the ring', () => {
  const a = parseKeyring(`t1:${OLD}`);
  const rotated = parseKeyring(`t2:${NEW},t1:${OLD}`);
  const newOnly = parseKeyring(`t2:${NEW}`);

  it('seals as kid.iv.tag.body with the current key; opens while that key is in the ring', () => {
    const sealed = sealSecret(SECRET, a);
    expect(sealed).toMatch(/^t1\.[\w-]{16}\.[\w-]{22}\.[\w-]+$/);
    expect(sealed).not.toContain(SECRET);
    expect(openSecret(sealed, rotated)).toBe(SECRET);
    expect(sealedKeyId(sealSecret(SECRET, rotated))).toBe('t2');
    expect(() => openSecret(sealed, newOnly)).toThrow(new ConflictException(TWO_FACTOR_UNREADABLE));
  });

  it('a secret sealed by an earlier release (iv.tag.body, no key id) opens with the last key', () => {
    // As earlier releases sealed it: AES-256-GCM under a key derived from JWT_SECRET.
    const key = Buffer.from(hkdfSync('sha256', OLD, '', 'kavach totp secrets', 32));
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', key, iv);
    const body = Buffer.concat([cipher.update(SECRET, 'utf8'), cipher.final()]);
    const legacy = [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url')).join('.');
    expect(sealedKeyId(legacy)).toBeUndefined();
    expect(openSecret(legacy, rotated)).toBe(SECRET);
    expect(() => openSecret(legacy, newOnly)).toThrow(ConflictException);
  });

  it('a tampered value is refused as unreadable, not a crash', () => {
    const sealed = sealSecret(SECRET, a);
    const tampered = sealed.slice(0, -2) + (sealed.endsWith('AA') ? 'BB' : 'AA');
    expect(() => openSecret(tampered, a)).toThrow(ConflictException);
    expect(() => openSecret('junk', a)).toThrow(ConflictException);
  });
});
