import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { execFileSync } from 'node:child_process';
import {
  chmodSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
} from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { Client } from 'pg';
import { CURRENT_PRIVACY_NOTICE } from '../../api/src/privacy-notice/privacy-notice';
import { appUrl, readCredentials } from '../../api/src/platform/database/embedded-credentials';
import { CreateBucketCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { jobsForm, PDF } from '../../api/test/helpers/application-files';
import { PASSWORD } from '../../api/test/helpers/auth';
import { freePort, SmtpCapture } from '../../api/test/helpers/smtp-capture';
import { startApi, type ApiProcess } from '../../api/test/helpers/processes';
import { createTestDatabase, TEST_JWT_SECRET } from '../../api/test/helpers/test-app';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const S3rver = require('s3rver');

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

type Phase = 'before' | 'down' | 'after';

interface LoadOptions {
  /** Sends submission `n`; `key` is what is stored when it is acknowledged (201). */
  submit(n: number): Promise<{ res: Response; key: string }>;
  /** The messages a refusal may carry while the part is down. */
  refusals?: string[];
  clients?: number;
  /** Between one client's submissions. */
  pauseMs?: number;
}

const signUp = (api: ApiProcess) => async (n: number) => {
  const key = `fault-${n}@example.com`;
  const res = await post(api.url, '/api/subscriptions', {
    email: key,
    privacyNotice: CURRENT_PRIVACY_NOTICE,
  });
  return { res, key };
};

/**
 * Clients submitting without pause (newsletter sign-ups unless `submit` says otherwise). While
 * `phase` is 'down' every answer must be 201 or a JSON 503 with Retry-After and the refusal
 * message; at the edges of an outage, 201 or 503. Each answer's time is kept.
 */
function submissionLoad(api: ApiProcess, options: Partial<LoadOptions> = {}) {
  const {
    submit = signUp(api),
    refusals = ['Please try again in a moment.'],
    clients = 4,
    pauseMs = 20,
  } = options;
  const acknowledged: string[] = [];
  const during: { status: number; ms: number }[] = [];
  let answeredAfter = 0;
  const state = { phase: 'before' as Phase, running: true };
  // A client that got no answer at all (the connection reset or refused): the API must answer
  // every request during an outage, so this fails the test, with what the API was doing.
  let unanswered: Error | undefined;
  let n = 0;
  const worker = async () => {
    while (state.running && !unanswered) {
      const started = Date.now();
      let sent;
      try {
        sent = await submit(n++);
      } catch (e) {
        const cause = (e as { cause?: { code?: string; message?: string } }).cause;
        const exit = api.proc.exitCode ?? api.proc.signalCode;
        unanswered ??= new Error(
          `${state.phase}: no answer after ${Date.now() - started} ms (${cause?.code ?? cause?.message ?? (e as Error).message}); ` +
            `the API ${exit === null ? 'is running' : `exited (${exit})`}; its last lines:\n` +
            api.output().split('\n').slice(-15).join('\n'),
        );
        return;
      }
      const { res: r, key } = sent;
      const ms = Date.now() - started;
      if (r.status === 201) acknowledged.push(key);
      if (state.phase === 'after') answeredAfter++;
      if (state.phase === 'down') {
        during.push({ status: r.status, ms });
        if (r.status !== 201) {
          const body = (await r.json()) as { message: string };
          expect(r.status).toBe(503);
          expect(refusals).toContain(body.message);
          expect(r.headers.get('retry-after')).toBe('5');
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
      await new Promise((res) => setTimeout(res, pauseMs));
    }
  };
  const everyClientAnswered = () => {
    if (unanswered) throw unanswered;
  };
  const workers = Array.from({ length: clients }, worker);
  return {
    acknowledged,
    get phase() {
      return state.phase;
    },
    set phase(p: Phase) {
      state.phase = p;
    },
    /** Throws when a client got no answer at all. */
    everyClientAnswered,
    refusedWhileDown: () => (everyClientAnswered(), during.filter((d) => d.status === 503).length),
    /** The longest answer while the part was down, in milliseconds. */
    slowestWhileDown: () => Math.max(0, ...during.map((d) => d.ms)),
    /** Every client answered once more after recovery (201 or 503 at the edge), then they stop. */
    async stop() {
      state.phase = 'after';
      await until(
        'an answer to every client after recovery',
        () => (everyClientAnswered(), answeredAfter >= clients),
      );
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

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Job applications with a résumé (multipart, a captcha each): `apply-<n>@example.com`. */
const apply =
  (api: ApiProcess, resume = PDF) =>
  async (n: number) => {
    const key = `apply-${n}@example.com`;
    const form = new FormData();
    for (const [k, v] of Object.entries(jobsForm({ email: key }))) form.append(k, v);
    form.append('captcha', await captcha(api.url));
    form.append('resume', new Blob([resume], { type: 'application/pdf' }), 'cv.pdf');
    const res = await fetch(`${api.url}/api/applications`, {
      method: 'POST',
      headers: { 'x-forwarded-for': `10.97.${(n >> 8) & 255}.${n & 255}` },
      body: form,
    });
    return { res, key };
  };

/** The applications stored, with their résumé keys and sizes. */
async function storedApplications(url: string) {
  const c = new Client({ connectionString: url });
  await c.connect();
  try {
    const { rows } = await c.query<{ email: string; key: string; size: number }>(
      `SELECT email, resume_key AS key, resume_size AS size FROM applications`,
    );
    return rows;
  } finally {
    await c.end();
  }
}

/** Waits for `check` to hold (polling), up to `limitMs`; answers how long it took, or -1. */
async function within(limitMs: number, check: () => Promise<boolean> | boolean) {
  const since = Date.now();
  while (Date.now() - since < limitMs) {
    if (await check()) return Date.now() - since;
    await sleep(100);
  }
  return -1;
}

/**
 * Waits for the state a step needs (the load under way, an outage seen by the clients) rather
 * than for a time, which a busy host would stretch; fails naming `what` after `limitMs`.
 */
async function until(what: string, check: () => Promise<boolean> | boolean, limitMs = 60_000) {
  if ((await within(limitMs, check)) < 0) throw new Error(`not within ${limitMs} ms: ${what}`);
}

/** Whether a Redis server on `port` answers PING. */
function redisAnswers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    const done = (ok: boolean) => (socket.destroy(), resolve(ok));
    socket.setTimeout(1000, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (d) => done(d.toString().startsWith('+PONG')));
  });
}

/** The load is under way: `n` submissions acknowledged. */
const acknowledgedAtLeast = (load: ReturnType<typeof submissionLoad>, n: number) =>
  until(
    `${n} submissions acknowledged`,
    () => (load.everyClientAnswered(), load.acknowledged.length >= n),
  );

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
  // Below the ephemeral range (32768+), where outgoing connections could already hold the port:
  // 30 ports per test process: the first ten for the databases and Redis, the rest one per API.
  const port = 20000 + (process.pid % 400) * 30;
  let apis = 0;
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  /**
   * The built API with what every fault here shares (no rate limit in the way of the load, quick
   * captchas, no demo data), its data under `dir`, plus `env`. Each on a port of its own: an API
   * that a failed test left running never answers the next test.
   */
  const startFaultApi = (data: string, env: Record<string, string>) =>
    startApi(port + 10 + apis++, {
      JWT_SECRET: TEST_JWT_SECRET,
      RATE_LIMIT_FORMS_PER_MINUTE: '1000000',
      CAPTCHA_COST: '1',
      SEED_DEMO: 'false',
      DATA_DIR: join(dir, data),
      ...env,
    });

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
      api = await startFaultApi('api', {
        DATABASE_URL: url,
      });
      const load = submissionLoad(api);
      await acknowledgedAtLeast(load, 8);
      cluster.stdin.write('stop\n');
      await wait(/stopped/);
      load.phase = 'down';
      await until('refusals while the database is down', () => load.refusedWhileDown() >= 4);
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
    const pgPort = port + 2;
    // No DATABASE_URL: the API runs its own PostgreSQL, as `npm start` does.
    const api = await startFaultApi('embedded', {
      EMBEDDED_PG_PORT: String(pgPort),
    });
    try {
      const load = submissionLoad(api);
      await acknowledgedAtLeast(load, 8);
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
      // The API says so once it reads PostgreSQL's own "ready" line, which reaches this process
      // through two pipes: a readiness check can answer before the notice arrives, by more than
      // 10 s on a slow, busy machine. The promise is the readiness above; this waits for the
      // words with until's own safety limit.
      await until('the API says PostgreSQL runs again', () =>
        /embedded database: PostgreSQL is running again after [\d.]+ s/.test(api.output()),
      );
      await expectAllStored(appUrl(readCredentials(dataDir)!, pgPort), load.acknowledged);
    } finally {
      await api.stop();
    }
  }, 180_000);

  it('Redis down under load: forms keep working, login fails closed, both recover when Redis returns', async () => {
    const redisPort = port + 3;
    const startRedis = () =>
      spawn(
        'redis-server',
        ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
        { stdio: 'ignore' },
      );
    let redis = startRedis();
    await until('Redis answers', () => redisAnswers(redisPort));
    const db = await createTestDatabase();
    let api: ApiProcess | undefined;
    try {
      api = await startFaultApi('api2', {
        DATABASE_URL: db.url,
        REDIS_URL: `redis://127.0.0.1:${redisPort}`,
        CAPTCHA_COUNTER_MAX: '12',
        ADMIN_PASSWORD: PASSWORD,
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

      const load = submissionLoad(api);
      await acknowledgedAtLeast(load, 8);
      redis.kill('SIGKILL');
      await until('Redis gone', async () => !(await redisAnswers(redisPort)));
      load.phase = 'down';
      const beforeOutage = load.acknowledged.length;
      await acknowledgedAtLeast(load, beforeOutage + 8);
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
      await load.stop();
      process.stdout.write(
        `\nRedis down: ${load.acknowledged.length} sign-ups accepted, ${load.refusedWhileDown()} refused while it was down\n`,
      );
      // The sign-ups never noticed: none refused, every one stored.
      expect(load.refusedWhileDown()).toBe(0);
      await expectAllStored(db.url, load.acknowledged);
    } finally {
      await api?.stop();
      redis.kill('SIGKILL');
      await db.drop();
    }
  }, 120_000);

  it('PostgreSQL slowed (a table locked): requests give up at the statement timeout with a 503, none hangs, no acknowledged row lost', async () => {
    const db = await createTestDatabase();
    const STATEMENT_MS = 1000;
    const POOL_WAIT_MS = 3000; // typeorm-options.ts: connectionTimeoutMillis
    let api: ApiProcess | undefined;
    const locker = new Client({ connectionString: db.url });
    try {
      api = await startFaultApi('slow', {
        DATABASE_URL: db.url,
        DB_STATEMENT_TIMEOUT_MS: String(STATEMENT_MS),
        DB_POOL_SIZE: '4',
      });
      // More clients than connections: some wait for one, and give up at the pool's limit.
      const load = submissionLoad(api, {
        clients: 8,
        refusals: [
          'The server is busy. Please try again in a moment.',
          'Please try again in a moment.',
        ],
      });
      await acknowledgedAtLeast(load, 8);
      await locker.connect();
      await locker.query('BEGIN');
      await locker.query('LOCK TABLE subscribers IN ACCESS EXCLUSIVE MODE');
      load.phase = 'down';
      // Every client has waited out a statement or a connection at least once.
      await until('refusals while the table is locked', () => load.refusedWhileDown() >= 8);
      await locker.query('COMMIT');
      const recovered = await firstSubscription(api, Date.now(), 10_000);
      await load.stop();
      process.stdout.write(
        `\nTable locked: ${load.refusedWhileDown()} × 503, slowest answer ${load.slowestWhileDown()} ms, recovered in ${recovered} ms\n`,
      );
      expect(load.refusedWhileDown()).toBeGreaterThan(0);
      // Never hangs: a request waits at most for a connection, then one statement's timeout.
      expect(load.slowestWhileDown()).toBeLessThan(POOL_WAIT_MS + STATEMENT_MS + 1500);
      expect(recovered).toBeGreaterThanOrEqual(0);
      expect(recovered).toBeLessThan(2000);
      await expectAllStored(db.url, load.acknowledged);
    } finally {
      await locker.end().catch(() => undefined);
      await api?.stop();
      await db.drop();
    }
  }, 120_000);

  it('SMTP down: forms are accepted, mails wait in the outbox with backoff, all go out once it is back, none twice', async () => {
    const smtp = new SmtpCapture(await freePort());
    await smtp.start();
    const db = await createTestDatabase();
    const outbox = new Client({ connectionString: db.url });
    let api: ApiProcess | undefined;
    try {
      api = await startFaultApi('smtp', {
        DATABASE_URL: db.url,
        SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
        // Production's backoff starts at 30 s and doubles; here at 1 s, so an outage of some
        // seconds takes the mails through several attempts, as some minutes would at 30 s.
        OUTBOX_POLL_MS: '200',
        OUTBOX_RETRY_BASE_SECONDS: '1',
        OUTBOX_BATCH_SIZE: '50',
        MAIL_MAX_ATTEMPTS: '20',
      });
      const load = submissionLoad(api, { clients: 2, pauseMs: 200 });
      await acknowledgedAtLeast(load, 4);
      await smtp.stop();
      load.phase = 'down';
      // Down until a mail has been tried three times, with sign-ups accepted meanwhile.
      await outbox.connect();
      const mostAttempts = async () =>
        (await outbox.query<{ n: number }>(`SELECT max(attempts)::int AS n FROM outbox_mails`))
          .rows[0].n ?? 0;
      const downFrom = Date.now();
      await until('a mail tried three times while SMTP is down', async () => {
        return (await mostAttempts()) >= 3;
      });
      const outageMs = Date.now() - downFrom;
      await smtp.start();
      await load.stop();
      const recipients = () => smtp.messages.flatMap((m) => m.envelope.to);
      // Each sign-up's confirmation mail, to its address: a mail waits at most its last backoff,
      // which is shorter than the outage was, and the backlog drains in a few seconds.
      const delivered = await within(outageMs + 30_000, () => {
        const got = new Set(recipients());
        return load.acknowledged.every((e) => got.has(e));
      });
      // Once every mail is marked sent the outbox sends nothing more: a mail sent twice has
      // arrived by then.
      await within(30_000, async () => {
        const { rows } = await outbox.query(`SELECT 1 FROM outbox_mails WHERE status <> 'sent'`);
        return rows.length === 0;
      });
      const { rows } = await outbox.query<{ status: string; attempts: number; last_error: string }>(
        `SELECT status, attempts, last_error FROM outbox_mails`,
      );
      if (delivered < 0) {
        const got = new Set(recipients());
        process.stdout.write(
          `\nnot delivered: ${load.acknowledged.filter((e) => !got.has(e)).length} of ${load.acknowledged.length}; ${JSON.stringify(rows.filter((r) => r.status !== 'sent').slice(0, 3))}\n${api.output().slice(-2000)}\n`,
        );
      }
      const maxAttempts = Math.max(...rows.map((r) => r.attempts));
      process.stdout.write(
        `\nSMTP down ${(outageMs / 1000).toFixed(1)} s: ${load.acknowledged.length} sign-ups accepted, all mails out ${delivered} ms after it returned, at most ${maxAttempts} attempts per mail\n`,
      );
      expect(load.refusedWhileDown()).toBe(0);
      expect(delivered).toBeGreaterThanOrEqual(0);
      const sent = recipients();
      expect(sent.length).toBe(new Set(sent).size);
      expect(sent.length).toBe(load.acknowledged.length);
      expect(rows.every((r) => r.status === 'sent')).toBe(true);
      // Backoff: 1 and 2 s before the third try, not one try per poll (every 200 ms), which
      // would have reached it in half a second; and each mail went out at its next try after.
      expect(outageMs).toBeGreaterThanOrEqual(3000);
      expect(maxAttempts).toBeLessThanOrEqual(5);
      await expectAllStored(db.url, load.acknowledged);
    } finally {
      await outbox.end().catch(() => undefined);
      await api?.stop();
      await smtp.stop();
      await db.drop();
    }
  }, 120_000);

  /**
   * Storage going down drops its connections. A plain close would wait for them, and the API's
   * keep-alive connection, busy with the running uploads, never goes idle: the close never ends.
   */
  async function storageDown(s3: {
    close(): Promise<void>;
    httpServer?: import('node:http').Server;
  }) {
    const closed = s3.close();
    s3.httpServer?.closeAllConnections();
    await closed;
  }

  it('S3-compatible storage down: uploads refused with a JSON 503, no row without its file, a file without a row only from an upload cut off mid-way', async () => {
    const s3Port = await freePort();
    const s3Options = {
      port: s3Port,
      address: '127.0.0.1',
      silent: true,
      directory: join(dir, 's3'),
    };
    let s3 = new S3rver(s3Options);
    await s3.run();
    const client = new S3Client({
      endpoint: `http://127.0.0.1:${s3Port}`,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    await client.send(new CreateBucketCommand({ Bucket: 'kavach-uploads' }));
    const db = await createTestDatabase();
    let api: ApiProcess | undefined;
    try {
      api = await startFaultApi('api-s3', {
        DATABASE_URL: db.url,
        S3_BUCKET: 'kavach-uploads',
        S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
        S3_ACCESS_KEY_ID: 'S3RVER',
        S3_SECRET_ACCESS_KEY: 'S3RVER',
      });
      const uploaders = 2;
      const load = submissionLoad(api, { submit: apply(api), clients: uploaders });
      await acknowledgedAtLeast(load, 4);
      await storageDown(s3);
      load.phase = 'down';
      await until('uploads refused while storage is down', () => load.refusedWhileDown() >= 2);
      s3 = new S3rver(s3Options);
      await s3.run();
      const recovered = await within(10_000, async () => {
        const n = Math.floor(Math.random() * 1e9);
        return (await (await apply(api!)(n)).res).status === 201;
      });
      await load.stop();
      process.stdout.write(
        `\nS3 down: ${load.refusedWhileDown()} × 503, uploads accepted again ${recovered} ms after it returned\n`,
      );
      expect(load.refusedWhileDown()).toBeGreaterThan(0);
      expect(recovered).toBeGreaterThanOrEqual(0);
      const rows = await storedApplications(db.url);
      const stored = new Set(rows.map((r) => r.email));
      expect(load.acknowledged.filter((e) => !stored.has(e))).toEqual([]);
      const listed = await client.send(new ListObjectsV2Command({ Bucket: 'kavach-uploads' }));
      const keys = new Set((listed.Contents ?? []).map((o) => o.Key));
      expect(rows.filter((r) => !keys.has(r.key))).toEqual([]);
      // A PUT that the bucket stored but whose answer the outage cut off leaves a file the API
      // could not delete (the bucket was down): at most one per upload in flight, and refused to
      // its uploader. The orphan sweep removes such files (the retention tests on S3).
      const rowKeys = new Set(rows.map((r) => r.key));
      expect([...keys].filter((k) => !rowKeys.has(k!)).length).toBeLessThanOrEqual(uploaders);
    } finally {
      client.destroy();
      await api?.stop();
      await storageDown(s3);
      await db.drop();
    }
  }, 120_000);

  it('the upload disk full: uploads refused with a JSON 503, nothing half-written, accepted again once there is room', async () => {
    const uploads = join(dir, 'uploads');
    mkdirSync(uploads);
    // A small file system of its own for the uploads (the tests run as root, as CI does).
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=256k', 'tmpfs', uploads]);
    const db = await createTestDatabase();
    let api: ApiProcess | undefined;
    try {
      api = await startFaultApi('api-disk', {
        DATABASE_URL: db.url,
        UPLOAD_DIR: uploads,
      });
      // 40 KB résumés: six fit, the seventh finds the disk full part-way through.
      const resume = Buffer.concat([PDF, Buffer.alloc(40_000, 0x20)]);
      const load = submissionLoad(api, { submit: apply(api, resume), clients: 2 });
      load.phase = 'down';
      const full = await within(30_000, () => load.refusedWhileDown() >= 4);
      await load.stop();
      const rows = await storedApplications(db.url);
      const files = readdirSync(join(uploads, 'resumes'));
      process.stdout.write(
        `\nUpload disk full: ${rows.length} stored, ${load.refusedWhileDown()} × 503, files on disk: ${files.length}\n`,
      );
      expect(full).toBeGreaterThanOrEqual(0);
      expect(rows.length).toBeGreaterThan(0);
      // Every stored row has its whole file, and there is no other file (no partial one).
      expect(files.sort()).toEqual(rows.map((r) => r.key.replace('resumes/', '')).sort());
      for (const r of rows) expect(statSync(join(uploads, r.key)).size).toBe(r.size);
      const stored = new Set(rows.map((r) => r.email));
      expect(load.acknowledged.filter((e) => !stored.has(e))).toEqual([]);
      // Room again (the operator grows the disk): accepted without a restart.
      execFileSync('mount', ['-o', 'remount,size=2m', uploads]);
      const accepted = await apply(api, resume)(1_000_000);
      expect(accepted.res.status).toBe(201);
    } finally {
      await api?.stop();
      await db.drop();
      execFileSync('umount', [uploads]);
    }
  }, 120_000);
});
