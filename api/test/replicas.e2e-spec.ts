import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import Redis from 'ioredis';
import { CURRENT_PRIVACY_NOTICE } from '../src/privacy-notice/privacy-notice';
import { PASSWORD } from './helpers/auth';
import { MAIN, startApi, startProxy, type ApiProcess } from './helpers/processes';
import { createTestDatabase, TEST_JWT_SECRET } from './helpers/test-app';

// Two real API processes on one database and one Redis, behind a round-robin proxy:
// what several replicas behind nginx must share.
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

describe('several API replicas', () => {
  let dbUrl: string;
  let drop: () => Promise<void>;
  let a: ApiProcess;
  let b: ApiProcess;
  const shared = mkdtempSync(join(tmpdir(), 'kavach-replicas-'));
  const clientIp = `10.${Math.floor(Math.random() * 200)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
  // Below the ephemeral range (32768+), where outgoing connections could already hold the port.
  const base = 26000 + (process.pid % 500) * 2;

  beforeAll(async () => {
    if (!existsSync(MAIN)) throw new Error('Build the API first (npm run build -w @kavach/api)');
    const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
    await redis.connect(); // fails the suite clearly when Redis is not running
    await redis.quit();
    ({ url: dbUrl, drop } = await createTestDatabase());
    const env = {
      DATABASE_URL: dbUrl,
      JWT_SECRET: TEST_JWT_SECRET,
      REDIS_URL,
      CAPTCHA_COST: '1',
      CAPTCHA_COUNTER_MAX: '12',
      RATE_LIMIT_FORMS_PER_MINUTE: '4',
      UPLOAD_DIR: join(shared, 'uploads'),
      SEED_DEMO: 'false',
      ADMIN_PASSWORD: PASSWORD,
      TWO_FACTOR_REQUIRED_ROLES: 'none',
    };
    // Started together: the advisory lock lets exactly one of them migrate.
    [a, b] = await Promise.all([
      startApi(base, { ...env, DATA_DIR: join(shared, 'a') }),
      startApi(base + 1, { ...env, DATA_DIR: join(shared, 'b') }),
    ]);
    // The admin ADMIN_PASSWORD created chooses their own password at first sign-in.
    const first = await login(a.url);
    const chosen = await post(
      a.url,
      '/api/account/password',
      { currentPassword: password, newPassword: 'replicas admin chose this one' },
      { authorization: `Bearer ${first}` },
    );
    expect(chosen.status).toBe(200);
    password = 'replicas admin chose this one';
  }, 120_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await drop?.();
    rmSync(shared, { recursive: true, force: true });
  });

  async function captcha(url: string): Promise<string> {
    const challenge = await (await fetch(`${url}/api/captcha/challenge`)).json();
    const solution = await solveChallenge({ challenge, deriveKey });
    return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  }
  const post = (url: string, path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(url + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
  let password = PASSWORD;
  async function login(url: string): Promise<string> {
    const res = await post(url, '/api/auth/login', {
      username: 'admin',
      password,
      captcha: await captcha(url),
    });
    expect(res.status).toBe(200);
    return ((await res.json()) as { token: string }).token;
  }

  it('migrated once and both replicas serve', async () => {
    const c = new Client({ connectionString: dbUrl });
    await c.connect();
    const { rows } = await c.query(
      `SELECT name, count(*)::int AS n FROM migrations GROUP BY name HAVING count(*) > 1`,
    );
    await c.end();
    expect(rows).toEqual([]);
  });

  it('shares the rate limit across replicas', async () => {
    const proxy = await startProxy(() => [a.url, b.url], clientIp);
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) {
        const r = await post(proxy.url, '/api/subscriptions', {
          email: `rl${i}-${Date.now()}@example.com`,
          privacyNotice: CURRENT_PRIVACY_NOTICE,
        });
        statuses.push(r.status);
      }
      // 4 per minute in total, not 4 per replica.
      expect(statuses).toEqual([201, 201, 201, 201, 429, 429]);
    } finally {
      await proxy.close();
    }
  });

  it('refuses on one replica a captcha solution used on the other', async () => {
    const solution = await captcha(a.url);
    const body = {
      name: 'Asha Rao',
      email: 'asha@example.com',
      phone: '9876543210',
      message: 'Hello',
      privacyNotice: CURRENT_PRIVACY_NOTICE,
      captcha: solution,
    };
    const first = await post(a.url, '/api/contacts', body, { 'x-forwarded-for': '10.250.0.1' });
    expect(first.status).toBe(201);
    const replay = await post(b.url, '/api/contacts', body, { 'x-forwarded-for': '10.250.0.2' });
    expect(replay.status).toBe(400);
    expect(((await replay.json()) as { message: string }).message).toBe(
      "Please tick “I'm not a robot” and wait until it says Verified.",
    );
  });

  it('refuses on one replica a token revoked on the other', async () => {
    const token = await login(a.url);
    const me = (url: string) =>
      fetch(`${url}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } });
    expect((await me(b.url)).status).toBe(200);
    expect(
      (await post(a.url, '/api/auth/logout', {}, { authorization: `Bearer ${token}` })).status,
    ).toBe(200);
    expect((await me(b.url)).status).toBe(401);
  });

  it('serves through one replica a session image uploaded through the other', async () => {
    const token = await login(a.url);
    const form = new FormData();
    form.append('image', new Blob([PNG], { type: 'image/png' }), 'banner.png');
    const up = await fetch(`${a.url}/api/admin/uploads/session-image`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(up.status).toBe(201);
    const { url } = (await up.json()) as { url: string };
    const got = await fetch(b.url + url);
    expect(got.status).toBe(200);
    // Stored re-encoded (no metadata): a PNG of the upload's width and height.
    const served = Buffer.from(await got.arrayBuffer());
    expect(served.subarray(0, 8).equals(PNG.subarray(0, 8))).toBe(true);
    expect(served.subarray(16, 24).equals(PNG.subarray(16, 24))).toBe(true);
  });

  it('on SIGTERM under load, loses no acknowledged submission', async () => {
    // A third replica that we stop in the middle of a stream of submissions.
    const c = await startApi(base + 2, {
      DATABASE_URL: dbUrl,
      JWT_SECRET: TEST_JWT_SECRET,
      REDIS_URL,
      RATE_LIMIT_FORMS_PER_MINUTE: '100000',
      UPLOAD_DIR: join(shared, 'uploads'),
      DATA_DIR: join(shared, 'c'),
      SEED_DEMO: 'false',
    });
    const prefix = `sigterm-${Date.now()}`;
    const acknowledged: string[] = [];
    let retryable = 0;
    let other = 0;
    let i = 0;
    let exited = false;
    // Each worker keeps submitting through the whole shutdown (drain, close, exit) and a few
    // requests past the exit, so the stream covers every moment of it.
    const worker = async () => {
      let afterExit = 0;
      while (afterExit < 3 && i < 20_000) {
        if (exited) afterExit++;
        const email = `${prefix}-${i++}@example.com`;
        try {
          const r = await post(
            c.url,
            '/api/subscriptions',
            { email, privacyNotice: CURRENT_PRIVACY_NOTICE },
            { 'x-forwarded-for': '10.251.0.1' },
          );
          if (r.status === 201) acknowledged.push(email);
          else if (r.status === 503 || r.status === 502) retryable++;
          else other++;
        } catch {
          retryable++; // connection refused/reset: the client retries elsewhere
        }
      }
    };
    const workers = Array.from({ length: 8 }, worker);
    await new Promise((r) => setTimeout(r, 600));
    const t0 = Date.now();
    const exit = c.stop('SIGTERM').finally(() => (exited = true));
    await Promise.all(workers);
    expect(await exit).toBe(0);
    process.stdout.write(`\nreplica stopped ${Date.now() - t0} ms after SIGTERM\n`);
    const db = new Client({ connectionString: dbUrl });
    await db.connect();
    const { rows } = await db.query(`SELECT email FROM subscribers WHERE email LIKE $1`, [
      `${prefix}-%`,
    ]);
    await db.end();
    const stored = new Set(rows.map((r: { email: string }) => r.email));
    process.stdout.write(
      `\nSIGTERM under load: ${acknowledged.length} acknowledged, ${retryable} retryable errors, ${other} other\n`,
    );
    expect(acknowledged.length).toBeGreaterThan(0);
    // It exited while the clients were still sending (keep-alive connections do not hold it).
    expect(exited).toBe(true);
    expect(i).toBeLessThan(20_000);
    expect(retryable).toBeGreaterThan(0);
    expect(other).toBe(0);
    for (const e of acknowledged) expect(stored.has(e)).toBe(true);
  }, 60_000);

  it('keeps the demo admin credentials out of the logs', () => {
    expect(a.output() + b.output()).not.toContain(PASSWORD);
  });
});
