import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { KEYS_A, KEYS_B_THEN_A } from '../../../test/helpers/keys';
import { buildConfig } from './app-config';
import { parseEnv } from './env';

const production = (env: Record<string, string>) =>
  parseEnv({ NODE_ENV: 'production', DATABASE_HOST: 'postgres', ...KEYS_A, ...env });

describe('keys: one keyring per purpose', () => {
  it('reads id:secret pairs, the first signing, into a keyring per purpose', () => {
    const config = buildConfig(production(KEYS_B_THEN_A));
    expect(config.keys.jwt.current.id).toBe('j2');
    expect(config.keys.jwt.keys.map((k) => k.id)).toEqual(['j2', 'j1']);
    expect(config.keys.totp.current.id).toBe('t2');
    expect(config.keys.links.find('l1')?.secret).toBe(KEYS_A.LINK_SIGNING_KEYS.slice(3));
    expect(config.keys.captcha.current.id).toBe('c2');
    // A logged configuration shows key ids, never secrets.
    expect(JSON.stringify(config.keys)).toBe(
      '{"jwt":["j2","j1"],"totp":["t2","t1"],"links":["l2","l1"],"captcha":["c2","c1"]}',
    );
  });

  it('names the variable of a malformed keyring, without printing the secret', () => {
    const cases: [string, RegExp][] = [
      [
        'QeGiO-klQHrocFbBGT-hd1hu4uQHgwx1p__saM4-dlo',
        /LINK_SIGNING_KEYS: entry 1 is not id:secret/,
      ],
      ['1x:QeGiO-klQHrocFbBGT-hd1hu4uQHgwx1p__saM4-dlo', /LINK_SIGNING_KEYS: key id "1x"/],
      ['l1:tooShort-0123456789', /LINK_SIGNING_KEYS: key "l1" is shorter than 32 bytes/],
      [
        'l1:QeGiO-klQHrocFbBGT-hd1hu4uQHgwx1p__saM4-dlo,l1:OqB08ddgVR10l4aK_PRdNxLVeWNC8O9XXxZyOEAhumA',
        /LINK_SIGNING_KEYS: key id "l1" appears twice/,
      ],
    ];
    for (const [value, message] of cases) {
      let error = '';
      try {
        production({ LINK_SIGNING_KEYS: value });
      } catch (e) {
        error = (e as Error).message;
      }
      expect(error).toMatch(message);
      expect(error).not.toContain('QeGiO');
      expect(error).not.toContain('tooShort');
    }
  });

  it('production wants every keyring and no JWT_SECRET; the retired variables say what replaced them', () => {
    expect(() => production({ CAPTCHA_KEYS: '' })).toThrow(
      /CAPTCHA_KEYS: required when NODE_ENV=production/,
    );
    expect(() => production({ JWT_SECRET: 'x'.repeat(8) + KEYS_A.JWT_SECRETS })).toThrow(
      /JWT_SECRET: not read in production/,
    );
    expect(() => production({ TOTP_ENCRYPTION_KEY: 'anything' })).toThrow(
      /TOTP_ENCRYPTION_KEY: replaced by TOTP_ENCRYPTION_KEYS: write it as t0:<its value>/,
    );
  });

  it('outside production, JWT_SECRET alone still keys every purpose (tests, development)', () => {
    const config = buildConfig(
      parseEnv({
        DATABASE_URL: 'postgres://x@127.0.0.1/x',
        JWT_SECRET: 'unit-test-secret-that-is-long-enough-0123456789',
      }),
    );
    for (const ring of Object.values(config.keys)) expect(ring.current.id).toBe('main');
  });
});

describe('production refuses weak secrets and a weak ADMIN_PASSWORD', () => {
  it.each([
    ['32 × "a"', 'a'.repeat(32)],
    ['a word repeated', 'passwordpasswordpasswordpassword'],
    ['a keyboard walk', 'qwertyuiopasdfghjklzxcvbnm123456'],
    ['a sequence', '0123456789abcdef0123456789abcdef'],
    ['a common password, padded', 'supersecretsupersecretsupersecret1'],
  ])('a key that is %s', (_what, secret) => {
    expect(() => production({ TOTP_ENCRYPTION_KEYS: `t1:${secret}` })).toThrow(
      /TOTP_ENCRYPTION_KEYS: key "t1" (is too easy to guess|has too few different characters)/,
    );
    // Also as a former key: it would still verify what anyone can sign with it.
    expect(() => production({ JWT_SECRETS: `${KEYS_A.JWT_SECRETS},j0:${secret}` })).toThrow(
      /JWT_SECRETS: key "j0"/,
    );
  });

  it('a key shorter than 32 bytes', () => {
    expect(() => production({ CAPTCHA_KEYS: 'c1:Xnd54LEcIkD_ehiLPdXeAJzurTZ' })).toThrow(
      /CAPTCHA_KEYS: key "c1" is shorter than 32 bytes/,
    );
  });

  it('one signing key for two purposes', () => {
    expect(() => production({ CAPTCHA_KEYS: `c1:${KEYS_A.LINK_SIGNING_KEYS.slice(3)}` })).toThrow(
      /CAPTCHA_KEYS: its signing key "c1" is also a key of LINK_SIGNING_KEYS/,
    );
  });

  it('an ADMIN_PASSWORD that fails the password rule', () => {
    expect(() => production({ ADMIN_PASSWORD: 'password1234' })).toThrow(
      /ADMIN_PASSWORD: This password is too easy to guess/,
    );
    expect(() => production({ ADMIN_PASSWORD: 'cardamom lanes at dusk 7' })).not.toThrow();
  });

  it('development and tests accept what production refuses (their secrets are not secret)', () => {
    expect(() =>
      parseEnv({ DATABASE_URL: 'postgres://x@127.0.0.1/x', JWT_SECRET: 'a'.repeat(32) }),
    ).not.toThrow();
  });
});

describe('embedded mode: generated keyrings under DATA_DIR', () => {
  const embedded = (dataDir: string) =>
    buildConfig(parseEnv({ DATA_DIR: dataDir }), 'postgres://e');

  it('one 0600 file per purpose, the same keys at the next start', () => {
    const dir = mkdtempSync(join(tmpdir(), 'kavach-keys-'));
    try {
      const first = embedded(dir);
      for (const file of ['jwt-secret', 'totp-keys', 'link-keys', 'captcha-keys'])
        expect(statSync(join(dir, file)).mode & 0o777).toBe(0o600);
      const secrets = Object.values(first.keys).map((r) => r.current.secret);
      expect(new Set(secrets).size).toBe(4);
      const again = embedded(dir);
      expect(Object.values(again.keys).map((r) => r.current.secret)).toEqual(secrets);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('a data directory of an earlier release keeps its JWT secret as the last key', () => {
    const dir = mkdtempSync(join(tmpdir(), 'kavach-keys-'));
    try {
      writeFileSync(join(dir, 'jwt-secret'), 'an-earlier-release-secret-0123456789abcdef\n');
      const config = embedded(dir);
      for (const ring of [config.keys.totp, config.keys.links]) {
        expect(ring.current.id).toBe('local');
        expect(ring.find(undefined)).toEqual({
          id: 'former',
          secret: 'an-earlier-release-secret-0123456789abcdef',
        });
      }
      expect(readFileSync(join(dir, 'totp-keys'), 'utf8')).toMatch(/^local:[\w-]{64},former:/);
      expect(config.keys.captcha.keys).toHaveLength(1);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
