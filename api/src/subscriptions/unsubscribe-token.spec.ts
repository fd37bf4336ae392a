import { UnsubscribeTokens } from './unsubscribe-token';

describe('UnsubscribeTokens', () => {
  const tokens = new UnsubscribeTokens('a-secret-that-is-long-enough-for-tests-0123456789');

  it('round-trips an id', () => {
    const t = tokens.sign(42);
    expect(t).toMatch(/^42\.[A-Za-z0-9_-]{43}$/);
    expect(tokens.verify(t)).toBe(42);
  });

  it('refuses a token moved to another id, a changed signature, another key, junk', () => {
    const sig = tokens.sign(42).split('.')[1];
    expect(tokens.verify(`43.${sig}`)).toBeNull();
    const flipped = sig.slice(0, -2) + (sig.endsWith('AA') ? 'BA' : 'AA');
    expect(tokens.verify(`42.${flipped}`)).toBeNull();
    // The last character carries 2 unused bits: another spelling of the same bytes is refused.
    const last = sig.at(-1)!;
    const sibling = 'AEIMQUYcgkosw048'.includes(last)
      ? String.fromCharCode(last.charCodeAt(0) + 1)
      : String.fromCharCode(last.charCodeAt(0) - 1);
    expect(tokens.verify(`42.${sig.slice(0, -1)}${sibling}`)).toBeNull();
    const other = new UnsubscribeTokens('another-secret-that-is-long-enough-0123456789');
    expect(tokens.verify(other.sign(42))).toBeNull();
    for (const junk of ['', '42', '42.', 'x.y', '0.' + sig, '99999999999.' + sig, `42.${sig}=`]) {
      expect(tokens.verify(junk)).toBeNull();
    }
  });
});
