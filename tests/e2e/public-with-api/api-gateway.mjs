// The API the public-with-api end-to-end tests run against.
//
// It starts the REAL API (api/dist/main.js: embedded PostgreSQL in a fresh data directory,
// demo seeds of 3 jobs and 2 sessions, a cheap captcha) unless E2E_REAL_API=0, and forwards
// every request to it. Where the real API answers 404 for an endpoint the public pages use
// (an API module not built yet) or cannot be reached at all, it answers with a stub of the
// documented contract instead, and logs "[stub] ..." — the tests name those endpoints in TODOs.
//
// Test controls (never forwarded):
//   POST /__control {"jobs"|"sessions": "normal"|"empty"|"fail"}  override a list endpoint
//   GET  /__status                                                  which endpoints were stubbed
//
// Environment: GATEWAY_PORT (3461), REAL_API_PORT (3462), EMBEDDED_PG_PORT (54462).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../../..');
const GATEWAY_PORT = Number(process.env.GATEWAY_PORT ?? 3461);
const REAL_API_PORT = Number(process.env.REAL_API_PORT ?? 3462);
const realApiUrl = `http://127.0.0.1:${REAL_API_PORT}`;
const apiMain = path.join(root, 'api', 'dist', 'main.js');

const overrides = { jobs: 'normal', sessions: 'normal' };
const stubbed = new Set();
let realApi = null;

// ---------------------------------------------------------------- the real API
async function startRealApi() {
  if (process.env.E2E_REAL_API === '0' || !fs.existsSync(apiMain)) {
    console.log(
      '[gateway] real API not started (E2E_REAL_API=0 or api/dist/main.js missing): stubs only',
    );
    return;
  }
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
  realApi = spawn(process.execPath, [apiMain], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      API_PORT: String(REAL_API_PORT),
      API_HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: process.env.EMBEDDED_PG_PORT ?? '54462',
      SEED_DEMO: 'true',
      CAPTCHA_COST: '1',
      CAPTCHA_COUNTER_MAX: '3',
      RATE_LIMIT_FORMS_PER_MINUTE: '10000',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  realApi.on('exit', (code, signal) => {
    console.log(`[gateway] real API exited (${signal ?? code}); stubs only from now on`);
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
  console.log('[gateway] real API did not become ready: stubs only');
  realApi?.kill('SIGTERM');
}

// ---------------------------------------------------------------- stubs
const isoDaysAgo = (days) =>
  new Date(Date.now() + 5.5 * 3600_000 - days * 86_400_000).toISOString().slice(0, 10);

function stubJobs() {
  const job = (id, title, mode, daysAgo, description) => ({
    id,
    company: 'Kavach Genomics',
    title,
    type: 'Full-Time',
    mode,
    location: 'Mumbai, Maharashtra',
    posted_date: isoDaysAgo(daysAgo),
    description,
    requirements: 'Clear written English\nCare for accuracy',
    responsibilities: 'Plan and publish content\nReport monthly',
    salary_range: '₹3,00,000 – ₹4,20,000 per annum',
  });
  return [
    job(
      1,
      'Jr. Digital Marketing',
      'On-site',
      1,
      'Help people learn about early cancer detection. You will plan and publish social media content, support campaigns for our information sessions and newsletters, and track what works.',
    ),
    job(
      2,
      'Jr. Digital Marketing (SEO Expert)',
      'Hybrid',
      10,
      'Make our health information easy to find. You will own on-page and technical SEO for our website and blog, research what people search for and help writers publish clear articles.',
    ),
    job(
      3,
      'App Developer',
      'Hybrid',
      45,
      'Build the apps that connect customers with their tests. You will develop and maintain our mobile and web applications for booking support, reports and notifications.',
    ),
  ];
}

function stubSessions() {
  return [
    {
      id: 1,
      title: 'Understanding the HrC Test',
      image: '/images/news-1.svg',
      date: isoDaysAgo(-14),
      endDate: null,
      time: '11:00 AM – 12:30 PM IST',
      mode: 'online',
      status: 'active',
    },
    {
      id: 2,
      title: 'Life After Treatment: Survivorship Q&A',
      image: '/images/cover-survivor.svg',
      date: isoDaysAgo(-30),
      endDate: isoDaysAgo(-31),
      time: '5:00 PM – 6:30 PM IST',
      mode: 'hybrid',
      status: 'active',
    },
  ];
}

let altcha;
async function stubChallenge() {
  altcha ??= {
    lib: await import('altcha-lib'),
    pbkdf2: await import('altcha-lib/algorithms/pbkdf2'),
  };
  return altcha.lib.createChallenge({
    algorithm: 'PBKDF2/SHA-256',
    cost: 1,
    counter: 2,
    deriveKey: altcha.pbkdf2.deriveKey,
    hmacSignatureSecret: 'public-with-api-e2e-secret-0123456789abcdef',
    hmacKeySignatureSecret: 'public-with-api-e2e-key-secret-0123456789ab',
    expiresAt: Math.floor(Date.now() / 1000) + 600,
  });
}

/** A stub answer for (method, path), or null when there is none. */
async function stub(method, pathname, body) {
  const text = body.toString('utf8');
  if (method === 'GET' && pathname === '/api/jobs')
    return [200, { status: 'success', data: stubJobs() }];
  if (method === 'GET' && pathname === '/api/sessions')
    return [200, { success: true, sessions: stubSessions() }];
  if (method === 'GET' && pathname === '/api/captcha/config')
    return [200, { provider: 'altcha', siteKey: null }];
  if (method === 'GET' && pathname === '/api/captcha/challenge')
    return [200, await stubChallenge()];
  if (method === 'POST' && pathname === '/api/applications') {
    if (!/name="captcha"\r\n\r\n[^\r]/.test(text))
      return [
        400,
        {
          statusCode: 400,
          error: 'Bad Request',
          message: 'Please complete the reCAPTCHA.',
          details: { captcha: 'Please complete the reCAPTCHA.' },
        },
      ];
    return [201, { status: 'success', message: 'Application submitted successfully!' }];
  }
  if (method === 'POST' && pathname === '/api/careers/applications') {
    if (!/name="resume"/.test(text))
      return [
        400,
        {
          statusCode: 400,
          error: 'Bad Request',
          message: 'Resume is required.',
          details: { resume: 'Resume is required.' },
        },
      ];
    return [201, { success: true, message: 'Application submitted successfully!' }];
  }
  if (method === 'POST' && pathname === '/api/registrations') {
    let json = {};
    try {
      json = JSON.parse(text);
    } catch {
      /* empty */
    }
    if (!json.captcha)
      return [
        400,
        {
          statusCode: 400,
          error: 'Bad Request',
          message: 'Please complete the reCAPTCHA.',
          details: { captcha: 'Please complete the reCAPTCHA.' },
        },
      ];
    return [201, { status: 'success', message: "Thanks for registering! We'll be in touch soon." }];
  }
  return null;
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
  if (pathname === '/__status')
    return sendJson(res, 200, { realApi: Boolean(realApi), stubbed: [...stubbed], overrides });

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

  const upstream = await forward(req, body);
  if (upstream && upstream.status !== 404) {
    const headers = { ...upstream.headers };
    delete headers['transfer-encoding'];
    delete headers.connection;
    res.writeHead(upstream.status, headers);
    return res.end(upstream.body);
  }
  const answer = await stub(req.method ?? 'GET', pathname, body);
  if (answer) {
    const key = `${req.method} ${pathname}`;
    if (!stubbed.has(key))
      console.log(`[stub] ${key} (${upstream ? 'the real API answers 404' : 'no real API'})`);
    stubbed.add(key);
    return sendJson(res, answer[0], answer[1]);
  }
  if (upstream) {
    res.writeHead(upstream.status, upstream.headers);
    return res.end(upstream.body);
  }
  sendJson(res, 404, {
    statusCode: 404,
    error: 'Not Found',
    message: `No stub for ${req.method} ${pathname}`,
  });
});

await startRealApi();
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
