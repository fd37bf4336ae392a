/**
 * One Playwright worker's own API stack, so the spec files can run in parallel workers without
 * sharing a database, an API's in-memory state (login throttling, rate limits, used captchas)
 * or an upload folder:
 *
 *   - a fresh database copied from the template global-setup.ts migrated and filled with the
 *     users of every role (CREATE DATABASE … TEMPLATE takes well under a second);
 *   - the API (api/dist) on it, its own DATA_DIR, behind a one-origin server (server.mjs). Its
 *     users sign in with a password alone (TWO_FACTOR_REQUIRED_ROLES=none);
 *   - two more APIs on the same database, each behind its own one-origin server:
 *       strict    — requires two-factor sign-in for one role (STRICT_TWO_FACTOR_ROLE):
 *                   two-factor.spec.ts leads a new user of that role through enrolment there;
 *       recaptcha — CAPTCHA_PROVIDER=recaptcha, verifying tokens with a stand-in of Google's
 *                   siteverify (RECAPTCHA_E2E) started here; its server sends the security
 *                   headers of that provider (login-captcha.spec.ts);
 *   - a real SMTP server (the API tests' SmtpCapture) that the three APIs' outbox workers
 *     deliver to (SMTP_URL), so a mail is sent as in production; the tests read what it
 *     received in this process (mail.ts).
 *
 * Every port is a free one; helpers.ts starts a stack per worker (the `stack` fixture) and the
 * tests reach it through E2E (env.ts).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { SmtpCapture } from './smtp-capture';
import { headerArea, securityHeaders } from '../../../web-server/security-headers.mjs';
import { createAdminServer } from './server.mjs';
import { databaseOf, REPO_ROOT, RUN, type Stack } from './env';

/** The role the strict API requires two-factor sign-in for. */
export const STRICT_TWO_FACTOR_ROLE = 'hr_manager';

/**
 * The reCAPTCHA API's keys; its stand-in of Google's siteverify accepts the tokens that start
 * with `validPrefix` (sent with the right secret), once each, and lists what it was asked at
 * GET /seen.
 */
export const RECAPTCHA_E2E = {
  siteKey: 'e2e-recaptcha-site-key',
  secret: 'e2e-recaptcha-secret',
  validPrefix: 'stand-in-recaptcha-token-',
} as const;

/** The environment of every API of the suite (and of the user CLI that fills the template). */
export function apiEnv(databaseUrl: string, dataDir: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: 'development',
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    UPLOAD_DIR: path.join(dataDir, 'uploads'),
    JWT_SECRET: 'admin-e2e-secret-0123456789-abcdefghijklmnop',
    API_HOST: '127.0.0.1',
    CAPTCHA_COST: '1',
    CAPTCHA_COUNTER_MAX: '12',
    SEED_DEMO: 'false',
    // The suites about tabs sign in with a password alone; two-factor.spec.ts covers the rest.
    TWO_FACTOR_REQUIRED_ROLES: 'none',
    // A webhook may go to a receiver the test starts on the loopback (integrations.spec.ts);
    // tests only: production refuses it.
    WEBHOOK_ALLOW_PRIVATE: 'true',
    // The hourly expiry of ended sessions once closed a session a test had just seeded to close
    // itself (at 00:00 IST, 18:30 UTC): the tests' rows change only when a test says so.
    SCHEDULED_JOBS: 'false',
    LOG_LEVEL: 'warn',
  };
}

/** Google's siteverify, stood in: POST /siteverify (form: secret, response), GET /seen. */
function siteverifyStandIn(): http.Server {
  const seen: { secret: string; response: string; success: boolean }[] = [];
  return http.createServer((req, res) => {
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (req.method === 'GET' && req.url === '/seen') return json(200, seen);
    if (req.method !== 'POST' || req.url !== '/siteverify') return json(404, {});
    let text = '';
    req.on('data', (c: Buffer) => (text += c));
    req.on('end', () => {
      const form = new URLSearchParams(text);
      const secret = form.get('secret') ?? '';
      const response = form.get('response') ?? '';
      const success =
        secret === RECAPTCHA_E2E.secret &&
        response.startsWith(RECAPTCHA_E2E.validPrefix) &&
        !seen.some((s) => s.success && s.response === response);
      seen.push({ secret, response, success });
      json(
        200,
        success
          ? { success, challenge_ts: new Date().toISOString(), hostname: '127.0.0.1' }
          : { success, 'error-codes': ['invalid-input-response'] },
      );
    });
  });
}

/** An API process on a free port; `ready()` resolves once it answers /api/health/ready. */
async function startApi(env: NodeJS.ProcessEnv, extra: Record<string, string> = {}) {
  const port = await freePort();
  let output = '';
  const proc = spawn(process.execPath, ['api/dist/main.js'], {
    cwd: REPO_ROOT,
    env: { ...env, ...extra, API_PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  proc.stdout!.on('data', (d) => (output = (output + d).slice(-100_000)));
  proc.stderr!.on('data', (d) => (output = (output + d).slice(-100_000)));
  const url = `http://127.0.0.1:${port}`;
  const api = {
    proc,
    url,
    /** Set before the stack stops it: any other exit is a crash, reported with its log. */
    stopping: false,
    ready: () => waitForApi(url, proc, () => output.slice(-4000)),
  };
  proc.once('exit', (code, signal) => {
    if (api.stopping) return;
    process.stderr.write(
      `\n[admin e2e] the API at ${url} exited unexpectedly (${signal ?? `code ${code}`}); its last output:\n${output.slice(-8000)}\n`,
    );
  });
  return api;
}

/** A one-origin server in front of an API, on a free port; `recaptcha`: with the edge's headers. */
async function startWebServer(apiUrl: string, { recaptcha = false } = {}): Promise<http.Server> {
  const inner = createAdminServer({ apiUrl });
  const handle = inner.listeners('request')[0] as http.RequestListener;
  const server = recaptcha
    ? http.createServer((req, res) => {
        // The security headers the web server and the edge send with CAPTCHA_PROVIDER=recaptcha.
        const area = headerArea(new URL(req.url ?? '/', 'http://x').pathname);
        for (const [name, value] of securityHeaders(area, { https: false, recaptcha: true }))
          res.setHeader(name, value);
        handle(req, res);
      })
    : inner;
  await listen(server);
  return server;
}

const listen = (server: http.Server) =>
  new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const urlOf = (server: http.Server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

/** A free TCP port on the loopback. */
async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((r) => probe.close(r));
  return port;
}

async function waitForApi(url: string, proc: ChildProcess, log: () => string) {
  for (let i = 0; i < 480; i++) {
    if (proc.exitCode !== null) throw new Error(`The API exited (${proc.exitCode}):\n${log()}`);
    try {
      if ((await fetch(`${url}/api/health/ready`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The API did not become ready:\n${log()}`);
}

/** Runs `sql` on the test server's maintenance database. */
export async function onServer(sql: string) {
  const admin = new pg.Client({ connectionString: RUN.serverUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

/**
 * Starts the stack of the worker with this parallel index (a worker that replaces a failed one
 * gets the same index, and a fresh copy of the template). `stop()` ends it and drops its database.
 */
export async function startStack(
  index: number,
): Promise<{ stack: Stack; stop: () => Promise<void> }> {
  const database = databaseOf(`w${index}`);
  await onServer(`DROP DATABASE IF EXISTS ${database.name} WITH (FORCE)`);
  await onServer(`CREATE DATABASE ${database.name} TEMPLATE ${RUN.template.name}`);

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `kavach-admin-e2e-w${index}-`));
  const smtp = new SmtpCapture(await freePort());
  await smtp.start();
  const env: NodeJS.ProcessEnv = {
    ...apiEnv(database.url, dataDir),
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
  };
  const siteverify = siteverifyStandIn();
  await listen(siteverify);
  // The database is migrated already (and holds the admin): the three start at once.
  const apis = await Promise.all([
    startApi(env),
    startApi(env, { TWO_FACTOR_REQUIRED_ROLES: STRICT_TWO_FACTOR_ROLE }),
    startApi(env, {
      CAPTCHA_PROVIDER: 'recaptcha',
      RECAPTCHA_SITE_KEY: RECAPTCHA_E2E.siteKey,
      RECAPTCHA_SECRET: RECAPTCHA_E2E.secret,
      RECAPTCHA_VERIFY_URL: `${urlOf(siteverify)}/siteverify`,
    }),
  ]);
  const [api, strictApi, recaptchaApi] = apis;
  const servers: http.Server[] = [siteverify];
  const stop = async () => {
    for (const s of servers) {
      await new Promise((r) => s.close(r));
      s.closeAllConnections?.();
    }
    for (const api of apis) api.stopping = true;
    for (const { proc } of apis) {
      if (proc.exitCode !== null) continue;
      proc.kill('SIGTERM');
      await new Promise((r) => (proc.exitCode !== null ? r(null) : proc.once('exit', r)));
    }
    await smtp.stop();
    await onServer(`DROP DATABASE IF EXISTS ${database.name} WITH (FORCE)`);
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await Promise.all(apis.map((a) => a.ready()));
    const server = await startWebServer(api.url);
    servers.push(server);
    const strictServer = await startWebServer(strictApi.url);
    servers.push(strictServer);
    const recaptchaServer = await startWebServer(recaptchaApi.url, { recaptcha: true });
    servers.push(recaptchaServer);
    const stack: Stack = {
      database: database.name,
      databaseUrl: database.url,
      baseUrl: urlOf(server),
      apiUrl: api.url,
      uploadDir: env.UPLOAD_DIR!,
      strictUrl: urlOf(strictServer),
      strictApiUrl: strictApi.url,
      recaptchaUrl: urlOf(recaptchaServer),
      siteverifyUrl: urlOf(siteverify),
      mails: smtp.messages,
    };
    return { stack, stop };
  } catch (e) {
    await stop();
    throw e;
  }
}
