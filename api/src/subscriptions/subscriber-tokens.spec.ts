import { SubscriberTokens } from './subscriber-tokens';

describe('SubscriberTokens', () => {
  const tokens = new SubscriberTokens('a-secret-that-is-long-enough-for-tests-0123456789');
  const other = new SubscriberTokens('another-secret-that-is-long-enough-0123456789');
  /** The same bytes spelt otherwise: the last base64url character carries 2 unused bits. */
  const sibling = (sig: string) => {
    const last = sig.at(-1)!;
    const next = 'AEIMQUYcgkosw048'.includes(last)
      ? String.fromCharCode(last.charCodeAt(0) + 1)
      : String.fromCharCode(last.charCodeAt(0) - 1);
    return sig.slice(0, -1) + next;
  };

  describe('unsubscribe', () => {
    it('round-trips an id (links already sent keep their shape)', () => {
      const t = tokens.unsubscribe(42);
      expect(t).toMatch(/^42\.[A-Za-z0-9_-]{43}$/);
      expect(tokens.verifyUnsubscribe(t)).toBe(42);
    });

    it('refuses a token moved to another id, a changed signature, another key, junk', () => {
      const sig = tokens.unsubscribe(42).split('.')[1];
      expect(tokens.verifyUnsubscribe(`43.${sig}`)).toBeNull();
      const flipped = sig.slice(0, -2) + (sig.endsWith('AA') ? 'BA' : 'AA');
      expect(tokens.verifyUnsubscribe(`42.${flipped}`)).toBeNull();
      expect(tokens.verifyUnsubscribe(`42.${sibling(sig)}`)).toBeNull();
      expect(tokens.verifyUnsubscribe(other.unsubscribe(42))).toBeNull();
      for (const junk of ['', '42', '42.', 'x.y', '0.' + sig, '99999999999.' + sig, `42.${sig}=`]) {
        expect(tokens.verifyUnsubscribe(junk)).toBeNull();
      }
    });
  });

  describe('confirm', () => {
    const expiresAt = new Date('2030-01-02T03:04:05.678Z');

    it('round-trips the id and the expiry (whole seconds)', () => {
      const t = tokens.confirm(7, expiresAt);
      expect(t).toMatch(/^7\.1893553445\.[A-Za-z0-9_-]{43}$/);
      expect(tokens.verifyConfirm(t)).toEqual({
        id: 7,
        expiresAt: new Date('2030-01-02T03:04:05.000Z'),
      });
    });

    it('refuses a moved id, a later expiry, another key, a changed signature', () => {
      const [, exp, sig] = tokens.confirm(7, expiresAt).split('.');
      expect(tokens.verifyConfirm(`8.${exp}.${sig}`)).toBeNull();
      expect(tokens.verifyConfirm(`7.${Number(exp) + 3600}.${sig}`)).toBeNull();
      expect(tokens.verifyConfirm(`7.${exp}.${sibling(sig)}`)).toBeNull();
      expect(tokens.verifyConfirm(other.confirm(7, expiresAt))).toBeNull();
      expect(tokens.verifyConfirm(`7.0${exp}.${sig}`)).toBeNull();
    });

    it('an unsubscribe token is no confirm token and the other way round', () => {
      const unsubscribe = tokens.unsubscribe(7);
      const confirm = tokens.confirm(7, expiresAt);
      expect(tokens.verifyConfirm(unsubscribe)).toBeNull();
      expect(tokens.verifyUnsubscribe(confirm)).toBeNull();
      // Not even with the expiry dropped or the signature carried over.
      expect(tokens.verifyUnsubscribe(`7.${confirm.split('.')[2]}`)).toBeNull();
      const [, sig] = unsubscribe.split('.');
      expect(tokens.verifyConfirm(`7.1893553445.${sig}`)).toBeNull();
    });
  });
});
