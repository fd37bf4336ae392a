import { createHmac } from 'node:crypto';
import { parseKeyring } from '../platform/config/keyring';
import { SubscriberTokens } from './subscriber-tokens';

const OLD = 'a-secret-that-is-long-enough-for-tests-0123456789';
const NEW = 'a-newer-secret-that-is-long-enough-0123456789abc';

describe('SubscriberTokens', () => {
  const tokens = new SubscriberTokens(parseKeyring(`k1:${OLD}`));
  const other = new SubscriberTokens(
    parseKeyring(`k1:another-secret-that-is-long-enough-0123456789`),
  );
  /** The same bytes spelt otherwise: the last base64url character carries 2 unused bits. */
  const sibling = (sig: string) => {
    const last = sig.at(-1)!;
    const next = 'AEIMQUYcgkosw048'.includes(last)
      ? String.fromCharCode(last.charCodeAt(0) + 1)
      : String.fromCharCode(last.charCodeAt(0) - 1);
    return sig.slice(0, -1) + next;
  };

  describe('unsubscribe', () => {
    it('round-trips an id, naming the key that signed it', () => {
      const t = tokens.unsubscribe(42);
      expect(t).toMatch(/^k1\.42\.[A-Za-z0-9_-]{43}$/);
      expect(tokens.verifyUnsubscribe(t)).toBe(42);
    });

    it('refuses a token moved to another id, a changed signature, another key, junk', () => {
      const sig = tokens.unsubscribe(42).split('.')[2];
      expect(tokens.verifyUnsubscribe(`k1.43.${sig}`)).toBeNull();
      const flipped = sig.slice(0, -2) + (sig.endsWith('AA') ? 'BA' : 'AA');
      expect(tokens.verifyUnsubscribe(`k1.42.${flipped}`)).toBeNull();
      expect(tokens.verifyUnsubscribe(`k1.42.${sibling(sig)}`)).toBeNull();
      expect(tokens.verifyUnsubscribe(other.unsubscribe(42))).toBeNull();
      expect(tokens.verifyUnsubscribe(`k9.42.${sig}`)).toBeNull();
      for (const junk of ['', '42', '42.', 'x.y', 'k1.0.' + sig, 'k1.99999999999.' + sig]) {
        expect(tokens.verifyUnsubscribe(junk)).toBeNull();
      }
      expect(tokens.verifyUnsubscribe(`k1.42.${sig}=`)).toBeNull();
    });
  });

  describe('rotation', () => {
    const rotated = new SubscriberTokens(parseKeyring(`k2:${NEW},k1:${OLD}`));
    const newOnly = new SubscriberTokens(parseKeyring(`k2:${NEW}`));

    it('a new key signs; links of the old key still verify while it is in the ring', () => {
      const old = tokens.unsubscribe(42);
      const oldConfirm = tokens.confirm(7, new Date('2030-01-01T00:00:00Z'));
      expect(rotated.unsubscribe(42)).toMatch(/^k2\.42\./);
      expect(rotated.verifyUnsubscribe(old)).toBe(42);
      expect(rotated.verifyConfirm(oldConfirm)?.id).toBe(7);
      expect(newOnly.verifyUnsubscribe(old)).toBeNull();
      expect(newOnly.verifyConfirm(oldConfirm)).toBeNull();
      expect(newOnly.verifyUnsubscribe(rotated.unsubscribe(42))).toBe(42);
    });

    it("a link of an earlier release (no key id) verifies with the ring's last key", () => {
      // As earlier releases signed them: a key derived from JWT_SECRET, `<id>.<mac>`.
      const key = createHmac('sha256', OLD).update('newsletter-unsubscribe').digest();
      const mac = (text: string) => createHmac('sha256', key).update(text).digest('base64url');
      const legacy = `42.${mac('subscriber:42')}`;
      const legacyConfirm = `7.1893553445.${mac('subscriber-confirm:7:1893553445')}`;
      expect(rotated.verifyUnsubscribe(legacy)).toBe(42);
      expect(rotated.verifyConfirm(legacyConfirm)?.id).toBe(7);
      expect(newOnly.verifyUnsubscribe(legacy)).toBeNull();
    });
  });

  describe('confirm', () => {
    const expiresAt = new Date('2030-01-02T03:04:05.678Z');

    it('round-trips the id and the expiry (whole seconds)', () => {
      const t = tokens.confirm(7, expiresAt);
      expect(t).toMatch(/^k1\.7\.1893553445\.[A-Za-z0-9_-]{43}$/);
      expect(tokens.verifyConfirm(t)).toEqual({
        id: 7,
        expiresAt: new Date('2030-01-02T03:04:05.000Z'),
      });
    });

    it('refuses a moved id, a later expiry, another key, a changed signature', () => {
      const [, , exp, sig] = tokens.confirm(7, expiresAt).split('.');
      expect(tokens.verifyConfirm(`k1.8.${exp}.${sig}`)).toBeNull();
      expect(tokens.verifyConfirm(`k1.7.${Number(exp) + 3600}.${sig}`)).toBeNull();
      expect(tokens.verifyConfirm(`k1.7.${exp}.${sibling(sig)}`)).toBeNull();
      expect(tokens.verifyConfirm(other.confirm(7, expiresAt))).toBeNull();
      expect(tokens.verifyConfirm(`k1.7.0${exp}.${sig}`)).toBeNull();
    });

    it('an unsubscribe token is no confirm token and the other way round', () => {
      const unsubscribe = tokens.unsubscribe(7);
      const confirm = tokens.confirm(7, expiresAt);
      expect(tokens.verifyConfirm(unsubscribe)).toBeNull();
      expect(tokens.verifyUnsubscribe(confirm)).toBeNull();
      // Not even with the expiry dropped or the signature carried over.
      expect(tokens.verifyUnsubscribe(`k1.7.${confirm.split('.')[3]}`)).toBeNull();
      const [, , sig] = unsubscribe.split('.');
      expect(tokens.verifyConfirm(`k1.7.1893553445.${sig}`)).toBeNull();
    });
  });
});
