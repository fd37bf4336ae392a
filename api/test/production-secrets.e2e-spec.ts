import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { KEYS_A } from './helpers/keys';
import { MAIN } from './helpers/processes';

/** The built API, started as production starts it; it must stop before touching anything. */
function start(env: Record<string, string>) {
  const { JWT_SECRET: _unset, ...inherited } = process.env;
  const childEnv = {
    ...inherited,
    NODE_ENV: 'production',
    // Never reached: the configuration is refused first (a wrong test would fail to connect).
    DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none',
    ...KEYS_A,
    ...env,
  };
  return spawnSync(process.execPath, [MAIN], { env: childEnv, encoding: 'utf8', timeout: 30_000 });
}

describe('production refuses to start with weak secrets (the built API)', () => {
  beforeAll(() => {
    if (!existsSync(MAIN)) throw new Error('Build the API first (npm run build -w @kavach/api)');
  });

  it('a key of 32 × "a": exit 78 (configuration), naming the variable and the key, not the secret', () => {
    const run = start({ CAPTCHA_KEYS: `c1:${'a'.repeat(32)}` });
    expect(run.status).toBe(78);
    expect(run.stderr).toMatch(/Invalid configuration:\n {2}CAPTCHA_KEYS: key "c1" has too few/);
    expect(run.stderr).not.toContain('aaaa');
  });

  it('a dictionary word as a key', () => {
    const run = start({ LINK_SIGNING_KEYS: 'l1:administratoradministratoradministrator' });
    expect(run.status).toBe(78);
    expect(run.stderr).toMatch(/LINK_SIGNING_KEYS: key "l1" is too easy to guess/);
  });

  it('an ADMIN_PASSWORD that fails the password rule', () => {
    const run = start({ ADMIN_PASSWORD: 'password1234' });
    expect(run.status).toBe(78);
    expect(run.stderr).toMatch(/ADMIN_PASSWORD: This password is too easy to guess/);
  });

  it('the single JWT_SECRET of earlier releases, without the keyrings', () => {
    const run = start({
      JWT_SECRETS: '',
      TOTP_ENCRYPTION_KEYS: '',
      LINK_SIGNING_KEYS: '',
      CAPTCHA_KEYS: '',
      JWT_SECRET: KEYS_A.JWT_SECRETS.slice(3),
    });
    expect(run.status).toBe(78);
    expect(run.stderr).toMatch(/JWT_SECRETS: required when NODE_ENV=production/);
    expect(run.stderr).toMatch(/JWT_SECRET: not read in production/);
  });
});
