/**
 * The admin panel's browser tests run against production builds, the real
 * API and a real PostgreSQL: a fresh database on the local server
 * (TEST_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres),
 * the API built from api/, users of every role, and the one-origin server.
 *
 * The users of every role sign in with a password alone (TWO_FACTOR_REQUIRED_ROLES=none).
 * Two more APIs on the same database, each behind its own one-origin server (their addresses
 * in ADMIN_E2E_* variables, read by helpers.ts):
 *   strict    — requires two-factor sign-in for one role (STRICT_TWO_FACTOR_ROLE):
 *               two-factor.spec.ts leads a new user of that role through enrolment there;
 *   recaptcha — CAPTCHA_PROVIDER=recaptcha, verifying tokens with a stand-in of Google's
 *               siteverify (RECAPTCHA_E2E) started here; its server sends the security headers
 *               of that provider (login-captcha.spec.ts).
 */
import { execFileSync, execSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { ensurePostgres } from '../../../scripts/ensure-postgres.mjs';
import { headerArea, securityHeaders } from '../../../web-server/security-headers.mjs';
import { createAdminServer } from './server.mjs';
import { E2E, REPO_ROOT, USERS } from './env';

function ensureBuilt(file: string, command: string) {
  if (fs.existsSync(path.join(REPO_ROOT, file))) return;
  console.log(`[admin e2e] ${file} missing: ${command}`);
  execSync(command, { cwd: REPO_ROOT, stdio: 'inherit' });
}

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

/** Another API process on the same database (after the first one migrated it). */
async function startApi(env: NodeJS.ProcessEnv, extra: Record<string, string>) {
  const port = await freePort();
  let output = '';
  const proc = spawn(process.execPath, ['api/dist/main.js'], {
    cwd: REPO_ROOT,
    env: { ...env, ...extra, API_PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  proc.stdout!.on('data', (d) => (output += d));
  proc.stderr!.on('data', (d) => (output += d));
  const url = `http://127.0.0.1:${port}`;
  return { proc, url, ready: () => waitForApi(url, proc, () => output.slice(-4000)) };
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
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

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
  for (let i = 0; i < 240; i++) {
    if (proc.exitCode !== null) throw new Error(`The API exited (${proc.exitCode}):\n${log()}`);
    try {
      if ((await fetch(`${url}/api/health/ready`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`The API did not become ready:\n${log()}`);
}

export default async function globalSetup() {
  ensureBuilt('api/dist/main.js', 'npm run build -w @kavach/api');
  ensureBuilt('admin-shell/dist/index.html', 'npm run build -w @kavach/admin-shell');
  ensureBuilt(
    'admin-remotes/sessions/dist/remoteEntry.js',
    'npm run build -w @kavach/admin-remotes',
  );

  const serverUrl = await ensurePostgres();
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${E2E.database} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${E2E.database}`);
  await admin.end();

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kavach-admin-e2e-'));
  const env = {
    ...process.env,
    NODE_ENV: 'development',
    DATABASE_URL: E2E.databaseUrl,
    DATA_DIR: dataDir,
    UPLOAD_DIR: path.join(dataDir, 'uploads'),
    JWT_SECRET: 'admin-e2e-secret-0123456789-abcdefghijklmnop',
    API_PORT: String(E2E.apiPort),
    API_HOST: '127.0.0.1',
    CAPTCHA_COST: '1',
    CAPTCHA_COUNTER_MAX: '12',
    ADMIN_USERNAME: USERS.admin.username,
    ADMIN_PASSWORD: USERS.admin.password,
    SEED_DEMO: 'false',
    // The suites about tabs sign in with a password alone; two-factor.spec.ts covers the rest.
    TWO_FACTOR_REQUIRED_ROLES: 'none',
    LOG_LEVEL: 'warn',
  };
  let output = '';
  const api = spawn(process.execPath, ['api/dist/main.js'], {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  api.stdout!.on('data', (d) => (output += d));
  api.stderr!.on('data', (d) => (output += d));
  await waitForApi(E2E.apiUrl, api, () => output.slice(-4000));

  // The strict and the reCAPTCHA APIs: same database and secrets (see the top of this file).
  const siteverify = siteverifyStandIn();
  await new Promise<void>((resolve) => siteverify.listen(0, '127.0.0.1', resolve));
  const strictApi = await startApi(env, { TWO_FACTOR_REQUIRED_ROLES: STRICT_TWO_FACTOR_ROLE });
  const recaptchaApi = await startApi(env, {
    CAPTCHA_PROVIDER: 'recaptcha',
    RECAPTCHA_SITE_KEY: RECAPTCHA_E2E.siteKey,
    RECAPTCHA_SECRET: RECAPTCHA_E2E.secret,
    RECAPTCHA_VERIFY_URL: `${urlOf(siteverify)}/siteverify`,
  });

  for (const user of [USERS.kavach, USERS.hr, USERS.jobs]) {
    execFileSync(
      process.execPath,
      [
        'api/dist/auth/cli/user-cli.js',
        'create',
        '--username',
        user.username,
        '--role',
        user.role,
        '--password-stdin',
      ],
      {
        cwd: REPO_ROOT,
        env,
        input: user.password + '\n',
        stdio: ['pipe', 'ignore', 'inherit'],
      },
    );
  }

  const server = createAdminServer({ apiUrl: E2E.apiUrl });
  await new Promise<void>((resolve) => server.listen(E2E.webPort, '127.0.0.1', resolve));

  await Promise.all([strictApi.ready(), recaptchaApi.ready()]);
  const strictServer = await startWebServer(strictApi.url);
  const recaptchaServer = await startWebServer(recaptchaApi.url, { recaptcha: true });
  // Playwright starts its workers after this function; they inherit these.
  // Where the main API keeps uploads: record-delete.spec.ts checks a resume file is gone.
  process.env.ADMIN_E2E_UPLOAD_DIR = env.UPLOAD_DIR;
  process.env.ADMIN_E2E_STRICT_URL = urlOf(strictServer);
  process.env.ADMIN_E2E_STRICT_API_URL = strictApi.url;
  process.env.ADMIN_E2E_RECAPTCHA_URL = urlOf(recaptchaServer);
  process.env.ADMIN_E2E_SITEVERIFY_URL = urlOf(siteverify);

  return async () => {
    for (const s of [server, strictServer, recaptchaServer, siteverify]) {
      await new Promise((r) => s.close(r));
      s.closeAllConnections?.();
    }
    for (const proc of [api, strictApi.proc, recaptchaApi.proc]) {
      proc.kill('SIGTERM');
      await new Promise((r) => (proc.exitCode !== null ? r(null) : proc.once('exit', r)));
    }
    const cleanup = new pg.Client({ connectionString: serverUrl });
    await cleanup.connect();
    await cleanup.query(`DROP DATABASE IF EXISTS ${E2E.database} WITH (FORCE)`);
    await cleanup.end();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
