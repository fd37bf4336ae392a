import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { Client } from 'pg';
import { CURRENT_PRIVACY_NOTICE } from '../../api/src/privacy-notice/privacy-notice';
import { appUrl, readCredentials } from '../../api/src/platform/database/embedded-credentials';
import { PASSWORD } from '../../api/test/helpers/auth';
import { startApi, type ApiProcess } from '../../api/test/helpers/processes';
import { createTestDatabase, TEST_JWT_SECRET } from '../../api/test/helpers/test-app';

// Faults with real parts: a PostgreSQL cluster of the test's own that is stopped and started
// under a stream of submissions, the API's embedded PostgreSQL killed under that stream, and a
// Redis server of its own that is stopped and started.

function lines(proc: ChildProcessWithoutNullStreams) {
  let buf = '';
  const waiters: [RegExp, (m: RegExpMatchArray) => void][] = [];
  proc.stdout.on('data', (d) => {
    buf += d;
    for (const w of [...waiters]) {
      const m = buf.match(w[0]);
      if (m) {
        waiters.splice(waiters.indexOf(w), 1);
        buf = buf.slice((m.index ?? 0) + m[0].length);
        w[1](m);
      }
    }
  });
  return (re: RegExp, ms = 60_000) =>
    new Promise<RegExpMatchArray>((resolve, reject) => {
      const m = buf.match(re);
      if (m) {
        buf = buf.slice((m.index ?? 0) + m[0].length);
        return resolve(m);
      }
      waiters.push([re, resolve]);
      setTimeout(() => reject(new Error(`timeout waiting for ${re}`)), ms).unref();
    });
}

async function captcha(url: string): Promise<string> {
  const challenge = await (await fetch(`${url}/api/captcha/challenge`)).json();
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}
const post = (url: string, path: string, body: unknown, ip = '10.99.0.1') =>
  fetch(url + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify(body),
  });

/**
 * Four clients posting newsletter sign-ups without pause. While `phase` is 'down' every answer
 * must be 201 or the 503 with its retry message; at the edges of an outage, 201 or 503.
 */
function submissionLoad(api: ApiProcess) {
  const acknowledged: string[] = [];
  const during: number[] = [];
  const state = { phase: 'before' as 'before' | 'down' | 'after', running: true };
  let n = 0;
  const worker = async () => {
    while (state.running) {
      const email = `fault-${n++}@example.com`;
      const r = await post(api.url, '/api/subscriptions', {
        email,
        privacyNotice: CURRENT_PRIVACY_NOTICE,
      });
      if (r.status === 201) acknowledged.push(email);
      if (state.phase === 'down') {
        during.push(r.status);
        if (r.status !== 201) {
          const body = (await r.json()) as { message: string };
          expect(r.status).toBe(503);
          expect(body.message).toBe('Please try again in a moment.');
        }
      } else if (r.status !== 201 && r.status !== 503) {
        // The edges of the outage answer 201 or 503; anything else fails with the API's log.
        const errors = api
          .output()
          .split('\n')
          .filter((l) => /"level":(40|50)/.test(l))
          .slice(-5);
        throw new Error(`${state.phase}: ${r.status} ${await r.text()}\n${errors.join('\n')}`);
      }
      await new Promise((res) => setTimeout(res, 20));
    }
  };
  const workers = Array.from({ length: 4 }, worker);
  return {
    acknowledged,
    get phase() {
      return state.phase;
    },
    set phase(p: 'before' | 'down' | 'after') {
      state.phase = p;
    },
    refusedWhileDown: () => during.filter((s) => s === 503).length,
    /** A last half second of load after recovery, then the clients stop. */
    async stop() {
      state.phase = 'after';
      await new Promise((r) => setTimeout(r, 500));
      state.running = false;
      await Promise.all(workers);
    },
  };
}

/** Milliseconds from `since` to the first accepted sign-up, or -1 within `limitMs`. */
async function firstSubscription(api: ApiProcess, since: number, limitMs: number) {
  while (Date.now() - since < limitMs) {
    const r = await post(api.url, '/api/subscriptions', {
      email: `probe-${Date.now()}@example.com`,
      privacyNotice: CURRENT_PRIVACY_NOTICE,
    });
    if (r.status === 201) return Date.now() - since;
    await new Promise((res) => setTimeout(res, 100));
  }
  return -1;
}

async function expectAllStored(url: string, acknowledged: string[]) {
  const c = new Client({ connectionString: url });
  await c.connect();
  const { rows } = await c.query(`SELECT email FROM subscribers WHERE email LIKE 'fault-%'`);
  await c.end();
  const stored = new Set(rows.map((r: { email: string }) => r.email));
  expect(acknowledged.filter((e) => !stored.has(e))).toEqual([]);
  expect(acknowledged.length).toBeGreaterThan(0);
}

describe('faults', () => {
  const dir = mkdtempSync(join(tmpdir(), 'kavach-faults-'));
  chmodSync(dir, 0o755);
  // Below the ephemeral range (32768+), where outgoing connections could already hold the port.
  const port = 27000 + (process.pid % 500) * 3;
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('PostgreSQL stopped under load: 503 with a retry message, recovery within 5 s, no acknowledged row lost', async () => {
    const cluster = spawn(process.execPath, [
      join(__dirname, 'pg-cluster.mjs'),
      join(dir, 'pg'),
      String(port + 1),
    ]) as ChildProcessWithoutNullStreams;
    const wait = lines(cluster);
    const [, url] = await wait(/ready (\S+)/);
    let api: ApiProcess | undefined;
    try {
      api = await startApi(port, {
        DATABASE_URL: url,
        JWT_SECRET: TEST_JWT_SECRET,
        RATE_LIMIT_FORMS_PER_MINUTE: '1000000',
        DATA_DIR: join(dir, 'api'),
        SEED_DEMO: 'false',
      });
      const load = submissionLoad(api);
      await new Promise((r) => setTimeout(r, 500));
      cluster.stdin.write('stop\n');
      await wait(/stopped/);
      load.phase = 'down';
      await new Promise((r) => setTimeout(r, 1500));
      cluster.stdin.write('start\n');
      await wait(/started/);
      const back = Date.now();
      // The API reconnects by itself: the first 201 after the restart comes within 5 s.
      const recovered = await firstSubscription(api, back, 10_000);
      await load.stop();
      process.stdout.write(
        `\nPostgres outage: ${load.refusedWhileDown()} × 503 during it, recovered in ${recovered} ms, ${load.acknowledged.length} acknowledged\n`,
      );
      expect(load.refusedWhileDown()).toBeGreaterThan(0);
      expect(recovered).toBeGreaterThanOrEqual(0);
      expect(recovered).toBeLessThan(5000);
      await expectAllStored(url, load.acknowledged);
    } finally {
      await api?.stop();
      cluster.stdin.write('exit\n');
      await new Promise((r) => cluster.once('exit', r));
    }
  }, 120_000);

  it('the embedded PostgreSQL killed (SIGKILL) under load: the API starts it again, ready within 10 s, no acknowledged row lost', async () => {
    const dataDir = join(dir, 'embedded');
    const pgPort = port + 1;
    // No DATABASE_URL: the API runs its own PostgreSQL, as `npm start` does.
    const api = await startApi(port, {
      JWT_SECRET: TEST_JWT_SECRET,
      RATE_LIMIT_FORMS_PER_MINUTE: '1000000',
      DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: String(pgPort),
      SEED_DEMO: 'false',
    });
    try {
      const load = submissionLoad(api);
      await new Promise((r) => setTimeout(r, 1000));
      const pidFile = join(dataDir, 'pg', 'postmaster.pid');
      const serverPid = () => Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
      const postmaster = serverPid();
      process.kill(postmaster, 'SIGKILL');
      const killed = Date.now();
      load.phase = 'down';
      let ready = -1;
      while (Date.now() - killed < 15_000) {
        const r = await fetch(`${api.url}/api/health/ready`).catch(() => undefined);
        // Ready again: a new server (its pid in the lock file) answers the readiness check.
        if (r?.status === 200 && serverPid() !== postmaster) {
          ready = Date.now() - killed;
          break;
        }
        await new Promise((res) => setTimeout(res, 100));
      }
      const accepted = await firstSubscription(api, killed, 15_000);
      await load.stop();
      process.stdout.write(
        `\nEmbedded PostgreSQL killed: ${load.refusedWhileDown()} × 503, ready again in ${ready} ms, forms in ${accepted} ms, ${load.acknowledged.length} acknowledged\n`,
      );
      expect(ready).toBeGreaterThan(0);
      expect(ready).toBeLessThan(10_000);
      expect(accepted).toBeLessThan(10_000);
      // The log says what happened.
      expect(api.output()).toContain(
        'embedded database: PostgreSQL stopped unexpectedly (SIGKILL); starting it again',
      );
      expect(api.output()).toMatch(/embedded database: PostgreSQL is running again after [\d.]+ s/);
      await expectAllStored(appUrl(readCredentials(dataDir)!, pgPort), load.acknowledged);
    } finally {
      await api.stop();
    }
  }, 180_000);

  it('Redis down: forms keep working, login fails closed, both recover when Redis returns', async () => {
    const redisPort = port + 2;
    const startRedis = () =>
      spawn(
        'redis-server',
        ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
        { stdio: 'ignore' },
      );
    let redis = startRedis();
    await new Promise((r) => setTimeout(r, 500));
    const db = await createTestDatabase();
    let api: ApiProcess | undefined;
    try {
      api = await startApi(port, {
        DATABASE_URL: db.url,
        JWT_SECRET: TEST_JWT_SECRET,
        REDIS_URL: `redis://127.0.0.1:${redisPort}`,
        CAPTCHA_COST: '1',
        CAPTCHA_COUNTER_MAX: '12',
        ADMIN_PASSWORD: PASSWORD,
        DATA_DIR: join(dir, 'api2'),
        SEED_DEMO: 'false',
      });
      const contact = async (ip: string) =>
        post(
          api!.url,
          '/api/contacts',
          {
            name: 'Asha Rao',
            email: 'asha@example.com',
            phone: '9876543210',
            message: 'Hello',
            privacyNotice: CURRENT_PRIVACY_NOTICE,
            captcha: await captcha(api!.url),
          },
          ip,
        );
      const login = async () =>
        post(
          api!.url,
          '/api/auth/login',
          { username: 'admin', password: PASSWORD, captcha: await captcha(api!.url) },
          '10.98.0.9',
        );
      expect((await contact('10.98.0.1')).status).toBe(201);
      expect((await login()).status).toBe(200);

      redis.kill('SIGKILL');
      await new Promise((r) => setTimeout(r, 500));
      // Forms: documented behaviour — rate limits fall back to per-process memory; used captchas are in the database.
      const during = await contact('10.98.0.2');
      if (during.status !== 201)
        process.stdout.write(`\n${await during.text()}\n${api.output().slice(-3000)}\n`);
      expect(during.status).toBe(201);
      const replayPayload = await captcha(api.url);
      const body = {
        name: 'Asha Rao',
        email: 'asha@example.com',
        phone: '9876543210',
        message: 'Hi',
        privacyNotice: CURRENT_PRIVACY_NOTICE,
        captcha: replayPayload,
      };
      expect((await post(api.url, '/api/contacts', body, '10.98.0.3')).status).toBe(201);
      expect((await post(api.url, '/api/contacts', body, '10.98.0.3')).status).toBe(400);
      // Login fails closed: no lockout counters, no logins.
      const refused = await login();
      expect(refused.status).toBe(503);
      expect(((await refused.json()) as { message: string }).message).toBe(
        'Please try again in a moment.',
      );

      redis = startRedis();
      const deadline = Date.now() + 10_000;
      let status = 0;
      while (Date.now() < deadline) {
        status = (await login()).status;
        if (status === 200) break;
        await new Promise((r) => setTimeout(r, 300));
      }
      expect(status).toBe(200);
    } finally {
      await api?.stop();
      redis.kill('SIGKILL');
      await db.drop();
    }
  }, 120_000);
});
