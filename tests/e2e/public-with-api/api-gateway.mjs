// The API the public-with-api end-to-end tests run against.
//
// It starts the real API (api/dist/main.js: embedded PostgreSQL in a fresh data directory,
// demo seeds of 3 jobs and 2 sessions, a cheap captcha) and forwards every request to it. If
// the API does not start, the gateway exits with an error and the suite does not run: the
// tests never meet a stand-in for the API.
//
// Test control (never forwarded): an empty or failing list, to show the pages' empty and
// error states, and Google's reCAPTCHA as the forms' captcha, which the seeded API (ALTCHA)
// cannot produce on demand:
//   POST /__control {"jobs"|"sessions": "normal"|"empty"|"fail", "captcha": "altcha"|"recaptcha"}
//                   (with "recaptcha", GET /api/captcha/config names reCAPTCHA and
//                   RECAPTCHA_SITE_KEY, as an API with CAPTCHA_PROVIDER=recaptcha does)
//   GET  /__status  the API's readiness and the overrides in force
//   GET  /__mails   the mails the API has sent: with no SMTP_URL it writes each one as an .eml
//                   file under DATA_DIR/outbox, as with `npm start` ([{ file, raw }], oldest first)
//
// Staff (helpers.ts STAFF): 'e2e-publisher' (Kavach Admin) publishes site content, 'e2e-hr'
// (HR Manager) posts job openings.
//
// Environment: GATEWAY_PORT (3461), REAL_API_PORT and EMBEDDED_PG_PORT (free ports by default:
// a second run on other gateway ports, or a database left running by an interrupted run,
// cannot take them).
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../../..');
const GATEWAY_PORT = Number(process.env.GATEWAY_PORT ?? 3461);
let REAL_API_PORT = 0;
let realApiUrl = '';
const apiMain = path.join(root, 'api', 'dist', 'main.js');

const overrides = { jobs: 'normal', sessions: 'normal', captcha: 'altcha' };
const RECAPTCHA_SITE_KEY = 'e2e-public-recaptcha-site-key';
let realApi = null;
/** The API's environment, which the user command shares (its embedded database). */
let apiEnv = {};
let outboxDir = null;

// ---------------------------------------------------------------- the real API
/** A port nothing listens on now (the kernel picks it). */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function startRealApi() {
  const pgPort = process.env.EMBEDDED_PG_PORT ?? String(await freePort());
  REAL_API_PORT = Number(process.env.REAL_API_PORT ?? (await freePort()));
  realApiUrl = `http://127.0.0.1:${REAL_API_PORT}`;
  if (!fs.existsSync(apiMain)) fail(`${apiMain} is missing: build the API first`);
  // Data directories of earlier runs whose API was killed before it could clean up (> 1 h old).
  for (const name of fs
    .readdirSync(os.tmpdir())
    .filter((n) => n.startsWith('kavach-public-with-api-'))) {
    const dir = path.join(os.tmpdir(), name);
    if (Date.now() - fs.statSync(dir).mtimeMs > 3_600_000)
      fs.rmSync(dir, { recursive: true, force: true });
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kavach-public-with-api-'));
  fs.chmodSync(dataDir, 0o755);
  outboxDir = path.join(dataDir, 'outbox');
  apiEnv = {
    ...process.env,
    NODE_ENV: 'development',
    API_PORT: String(REAL_API_PORT),
    API_HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    EMBEDDED_PG_PORT: pgPort,
    SEED_DEMO: 'true',
    CAPTCHA_COST: '1',
    CAPTCHA_COUNTER_MAX: '3',
    RATE_LIMIT_FORMS_PER_MINUTE: '10000',
    // Staff sign in here only to publish what the site shows; the panel's suite tests two-factor.
    TWO_FACTOR_REQUIRED_ROLES: 'none',
    // Not the defaults: the privacy notices must state what is configured.
    RETENTION_CONTACTS_DAYS: '1095',
    RETENTION_APPLICATIONS_DAYS: '180',
    // The site's rows change only when a test says so, never by a job on the hour.
    SCHEDULED_JOBS: 'false',
    LOG_LEVEL: 'warn',
  };
  realApi = spawn(process.execPath, [apiMain], {
    cwd: root,
    env: apiEnv,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  realApi.on('exit', (code, signal) => {
    console.error(`[gateway] the API exited (${signal ?? code})`);
    realApi = null;
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline && realApi) {
    try {
      if ((await fetch(`${realApiUrl}/api/health`)).ok) {
        console.log(`[gateway] real API ready on ${realApiUrl}`);
        return;
      }
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  realApi?.kill('SIGTERM');
  fail('the API did not become ready within 120 s');
}

/**
 * The staff members the tests act as (helpers.ts STAFF), made with the API's user command on the
 * running API's database: one publishes site content, one posts job openings, as staff would.
 */
function createStaff() {
  for (const [username, role, password] of [
    ['e2e-publisher', 'kavach_admin', 'e2e publisher passphrase 2026'],
    ['e2e-hr', 'hr_manager', 'e2e hr manager passphrase 2026'],
  ]) {
    execFileSync(
      process.execPath,
      [
        path.join(root, 'api', 'dist', 'auth', 'cli', 'user-cli.js'),
        'create',
        '--username',
        username,
        '--role',
        role,
        '--password-stdin',
      ],
      { cwd: root, env: apiEnv, input: `${password}\n`, stdio: ['pipe', 'ignore', 'inherit'] },
    );
  }
}

function fail(why) {
  console.error(`[gateway] ${why}`);
  process.exit(1);
}

// ---------------------------------------------------------------- forwarding
function forward(req, body) {
  return new Promise((resolve) => {
    if (!realApi) return resolve(null);
    const upstream = http.request(
      `${realApiUrl}${req.url}`,
      { method: req.method, headers: { ...req.headers, host: `127.0.0.1:${REAL_API_PORT}` } },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 502,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        );
      },
    );
    upstream.on('error', () => resolve(null));
    upstream.end(body);
  });
}

function sendJson(res, status, payload) {
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
  });
  res.end(JSON.stringify(payload));
}

const server = http.createServer(async (req, res) => {
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  const body = Buffer.concat(chunks);
  const { pathname } = new URL(req.url ?? '/', 'http://gateway');

  if (pathname === '/__control' && req.method === 'POST') {
    Object.assign(overrides, JSON.parse(body.toString('utf8') || '{}'));
    return sendJson(res, 200, overrides);
  }
  if (pathname === '/__status') return sendJson(res, 200, { realApi: Boolean(realApi), overrides });
  if (pathname === '/__mails') {
    const files = outboxDir && fs.existsSync(outboxDir) ? fs.readdirSync(outboxDir) : [];
    return sendJson(
      res,
      200,
      files
        .filter((file) => file.endsWith('.eml'))
        .sort()
        .map((file) => ({ file, raw: fs.readFileSync(path.join(outboxDir, file), 'utf8') })),
    );
  }

  for (const list of ['jobs', 'sessions']) {
    if (req.method === 'GET' && pathname === `/api/${list}` && overrides[list] !== 'normal') {
      if (overrides[list] === 'fail')
        return sendJson(res, 503, {
          statusCode: 503,
          error: 'Service Unavailable',
          message: 'Test override: the list is down.',
        });
      return sendJson(
        res,
        200,
        list === 'jobs' ? { status: 'success', data: [] } : { success: true, sessions: [] },
      );
    }
  }

  if (req.method === 'GET' && pathname === '/api/captcha/config' && overrides.captcha !== 'altcha')
    return sendJson(res, 200, { provider: 'recaptcha', siteKey: RECAPTCHA_SITE_KEY });

  const upstream = await forward(req, body);
  if (!upstream)
    return sendJson(res, 502, {
      statusCode: 502,
      error: 'Bad Gateway',
      message: 'The API of the end-to-end tests is not running.',
    });
  const headers = { ...upstream.headers };
  delete headers['transfer-encoding'];
  delete headers.connection;
  res.writeHead(upstream.status, headers);
  res.end(upstream.body);
});

await startRealApi();
createStaff();
// As the API and the web server do (api/src/main.ts): an idle connection outlives the web
// server's pooled one, so a read never goes out on a socket this end has just closed (Node's
// 5 s default left the site's reads failing with "fetch failed" on a busy machine).
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;
server.listen(GATEWAY_PORT, '127.0.0.1', () =>
  console.log(`[gateway] listening on http://127.0.0.1:${GATEWAY_PORT}`),
);

function stop() {
  server.close();
  if (realApi) {
    realApi.once('exit', () => process.exit(0));
    realApi.kill('SIGTERM');
    setTimeout(() => process.exit(0), 15_000).unref();
  } else process.exit(0);
}
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
