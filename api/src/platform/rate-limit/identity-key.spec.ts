import { identityKey } from './identity-key';

describe('identityKey: what a per-account limit counts', () => {
  const priya = { username: 'Priya.HR' };

  it('counts an account once, whichever of its names was typed and in whatever case', () => {
    const key = identityKey(priya, 'priya.hr');
    expect(identityKey(priya, ' PRIYA@kavach.example ')).toBe(key);
    expect(identityKey(priya, 'Priya.HR')).toBe(key);
  });

  it('counts an unknown name by its typed text, trimmed and lower-cased, apart from accounts', () => {
    expect(identityKey(null, ' Ghost@Example.com ')).toBe(identityKey(null, 'ghost@example.com'));
    expect(identityKey(null, 'priya.hr')).not.toBe(identityKey(priya, 'priya.hr'));
    expect(identityKey(null, 'account:priya.hr')).not.toBe(identityKey(priya, 'priya.hr'));
  });
});
