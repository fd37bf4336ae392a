import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { createUser, PASSWORD } from '../../test/helpers/auth';
import { solveCaptcha } from '../../test/helpers/captcha';
import { createTestApp, type TestApp } from '../../test/helpers/test-app';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/**
 * Brute force without a lockout DoS, with the counters in PostgreSQL (no REDIS_URL) and in
 * Redis: attempts are counted before the password is checked, per (username, address), per
 * address (an IPv6 /64 is one), and per account with a ceiling that slows guessers without
 * locking the owner out. The code step's limits: sign-in-attacks.e2e-spec.ts.
 */
describe.each([
  ['PostgreSQL', {}],
  ['Redis', { REDIS_URL }],
])('login attempt limits (counters in %s)', (_store, storeEnv: Record<string, string>) => {
  let t: TestApp;
  // Unique names and addresses per run: Redis is shared with other runs.
  const runBytes = randomBytes(3);
  const run = runBytes.toString('hex');
  const name = (n: string) => `${n}-${run}`;
  let address = 0;
  const nextIp = () => `10.${runBytes[0]}.${runBytes[1]}.${++address}`;

  beforeAll(async () => {
    t = await createTestApp({
      ...storeEnv,
      LOGIN_MAX_FAILURES: '5',
      LOGIN_ADDRESS_MAX_FAILURES: '12',
      LOGIN_ACCOUNT_MAX_FAILURES: '8',
      CAPTCHA_COUNTER_MAX: '6',
    });
    for (const n of ['target', 'owner', 'ceiling', 'mistyper'])
      await createUser(t, name(n), 'admin');
  }, 60_000);
  afterAll(() => t.close());

  const login = async (username: string, password: string, ip: string) =>
    request(t.http)
      .post('/api/auth/login')
      .set('X-Forwarded-For', ip)
      .send({ username, password, captcha: await solveCaptcha(t) });

  const failedLoginsAudited = async (username: string): Promise<number> =>
    Number(
      (
        await t.db.query(
          `SELECT count(*) AS n FROM audit_log WHERE action = 'auth.login-failed' AND username = $1`,
          [username],
        )
      )[0].n,
    );

  it('30 parallel wrong passwords from one address: at most 5 are checked, the rest get 429', async () => {
    const ip = nextIp();
    const captchas = await Promise.all(Array.from({ length: 30 }, () => solveCaptcha(t)));
    const answers = await Promise.all(
      captchas.map((captcha) =>
        request(t.http)
          .post('/api/auth/login')
          .set('X-Forwarded-For', ip)
          .send({ username: name('target'), password: 'a wrong password', captcha }),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((s) => s !== 401).every((s) => s === 429)).toBe(true);
    // What was checked is what was audited as a failure.
    expect(await failedLoginsAudited(name('target'))).toBe(
      statuses.filter((s) => s === 401).length,
    );
    const refused = answers.find((a) => a.status === 429)!;
    expect(refused.body.message).toMatch(
      /^Too many attempts\. Please try again in \d+ minutes?\.$/,
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

    // The right password from that address is refused too (it is the guesser's)…
    expect((await login(name('target'), PASSWORD, ip)).status).toBe(429);
    // …but the owner, from their own address, signs in.
    const owner = await login(name('target'), PASSWORD, nextIp());
    expect(owner.status).toBe(200);
    expect(owner.body.token).toEqual(expect.any(String));
  });

  it('an address that fails across many usernames is stopped; other addresses are not', async () => {
    const ip = nextIp();
    const statuses: number[] = [];
    for (let i = 0; i < 13; i++)
      statuses.push((await login(name(`nobody${i}`), 'wrong', ip)).status);
    expect(statuses.slice(0, 12).every((s) => s === 401)).toBe(true);
    expect(statuses[12]).toBe(429);
    expect((await login(name('owner'), PASSWORD, ip)).status).toBe(429);
    expect((await login(name('owner'), PASSWORD, nextIp())).status).toBe(200);
  });

  it('past the account ceiling each address gets one attempt, and the owner still gets in', async () => {
    // 8 failures from 4 addresses reach the ceiling (2 each, under the per-address pair limit).
    const guessers = [nextIp(), nextIp(), nextIp(), nextIp()];
    for (const ip of guessers)
      for (let i = 0; i < 2; i++)
        expect((await login(name('ceiling'), 'guess', ip)).status).toBe(401);
    // Now a guesser that already failed gets nothing more checked…
    expect((await login(name('ceiling'), 'guess', guessers[0])).status).toBe(429);
    // …a fresh address gets one guess, then 429…
    const fresh = nextIp();
    expect((await login(name('ceiling'), 'guess', fresh)).status).toBe(401);
    expect((await login(name('ceiling'), 'guess', fresh)).status).toBe(429);
    // …and the owner, from an address with no failures, signs in with the password.
    expect((await login(name('ceiling'), PASSWORD, nextIp())).status).toBe(200);
  });

  it('an IPv6 /64 counts as one address: its hosts share the per-address limit', async () => {
    // A /64 and its neighbour, unique to this run (Redis is shared with other runs).
    const net = (n: number) => `2001:db8:${run.slice(0, 4)}:${(runBytes[2] * 16 + n).toString(16)}`;
    const hosts = Array.from({ length: 13 }, (_, i) => `${net(1)}:${i.toString(16)}:0:${i}:1`);
    const statuses: number[] = [];
    for (const [i, host] of hosts.entries())
      statuses.push((await login(name(`v6-${i}`), 'wrong', host)).status);
    // 12 failures from 12 hosts of one /64 use up its allowance, as from one address…
    expect(statuses.slice(0, 12).every((s) => s === 401)).toBe(true);
    expect(statuses[12]).toBe(429);
    expect((await login(name('owner'), PASSWORD, `${net(1)}::abcd`)).status).toBe(429);
    // …while the next /64 is another address.
    expect((await login(name('owner'), PASSWORD, `${net(2)}::1`)).status).toBe(200);
  });

  it('a successful login gives its attempt back: typos before it do not add up', async () => {
    const ip = nextIp();
    // 3 typos + success + 3 typos + success would be 8 > 5 for the pair without the give-back.
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 3; i++)
        expect((await login(name('mistyper'), 'typo', ip)).status).toBe(401);
      expect((await login(name('mistyper'), PASSWORD, ip)).status).toBe(200);
    }
  });
});
