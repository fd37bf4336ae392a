// `npm run bench:load`: 20,000 submissions spread over the four public forms
// (contacts, subscriptions, session registrations, job applications with and without a resume)
// at concurrency 100, against the production build on a fresh database.
//
// Afterwards it counts the rows of each table: lost = 2xx responses − new rows (must be 0),
// 5xx responses (must be 0), and latency p50/p99 over all requests.
//
// Expects a built API (`npm run build -w @kavach/api`). Env: TEST_DATABASE_URL (server to create
// the database on), TEST_REDIS_URL (default redis://127.0.0.1:6379), LOAD_TOTAL (default 20000),
// LOAD_CONCURRENCY (default 100), BENCH_KEEP_DB=1.
// The API runs with production's settings (printed with the figures): LOG_LEVEL=info read
// through a pipe, Redis for the rate-limit counters, the form limit as configured behind one
// trusted proxy with one visitor address per request, and the outbox delivering the mails
// (to .eml files, as without SMTP_URL) while the forms are submitted.
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { ensurePostgres } from '../../scripts/ensure-postgres.mjs';
import { ensureRedis } from '../../scripts/ensure-redis.mjs';
import {
  PRIVACY_NOTICE,
  ROOT,
  machine,
  productionKeys,
  report,
  solveCaptchas,
  startProcess,
  stopProcess,
  visitorAddress,
  waitReady,
} from './lib.mjs';

const TOTAL = Number(process.env.LOAD_TOTAL ?? 20_000);
const CONCURRENCY = Number(process.env.LOAD_CONCURRENCY ?? 100);
const API_PORT = Number(process.env.BENCH_API_PORT ?? 3913);
const BASE = `http://127.0.0.1:${API_PORT}`;
const MAIN = join(ROOT, 'api/dist/main.js');
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const SETTINGS =
  `NODE_ENV=production LOG_LEVEL=info (JSON lines to a pipe) REDIS_URL=${REDIS_URL} ` +
  'TRUST_PROXY=1 (one X-Forwarded-For address per request) RATE_LIMIT_FORMS_PER_MINUTE=10 (default) ' +
  'CAPTCHA_COST=1 CAPTCHA_COUNTER_MAX=12 DB_POOL_SIZE=20 (default), outbox delivering to .eml files';
const log = (...a) => console.log(`[${new Date().toISOString().slice(11, 19)}]`, ...a);

// The mix: which form each request goes to (repeats until TOTAL requests are made).
const KINDS = ['contact', 'subscription', 'registration', 'application'];
const TABLE = {
  contact: 'contacts',
  subscription: 'subscribers',
  registration: 'registrations',
  application: 'applications',
};

if (!existsSync(MAIN)) {
  console.error('Build the API first: npm run build -w @kavach/api');
  process.exit(1);
}

const serverUrl = await ensurePostgres();
const dbName = `kavach_bench_load_${process.pid}`;
const dbUrl = Object.assign(new URL(serverUrl), { pathname: `/${dbName}` }).toString();
const dataDir = mkdtempSync(join(tmpdir(), 'kavach-bench-load-'));
const admin = new pg.Client({ connectionString: serverUrl });
await admin.connect();
await admin.query(`CREATE DATABASE ${dbName}`);
const db = new pg.Client({ connectionString: dbUrl });
let api;

function multipart(fields, file) {
  const boundary = `----kavachload${Math.random().toString(16).slice(2)}`;
  const parts = Object.entries(fields).map(
    ([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`,
  );
  const chunks = parts.map((p) => Buffer.from(p));
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="resume"; filename="resume.pdf"\r\n` +
          'Content-Type: application/pdf\r\n\r\n',
      ),
      file,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), type: `multipart/form-data; boundary=${boundary}` };
}

function requestFor(i, kind, session, captcha) {
  const email = `load${i}@example.com`;
  const json = (path, body) => ({
    path,
    body: JSON.stringify(body),
    type: 'application/json',
  });
  switch (kind) {
    case 'contact':
      return json('/api/contacts', {
        name: 'Load Visitor',
        email,
        phone: '9876543210',
        message: 'Please call me about the HrC test.',
        privacyNotice: PRIVACY_NOTICE,
        captcha,
      });
    case 'subscription':
      return json('/api/subscriptions', { email, privacyNotice: PRIVACY_NOTICE });
    case 'registration':
      return json('/api/registrations', {
        name: 'Load Attendee',
        email,
        phone: '9876543210',
        message: 'Joining with a colleague.',
        date: session.date,
        time: session.time,
        mode: session.mode,
        sessionId: session.id,
        privacyNotice: PRIVACY_NOTICE,
        captcha,
      });
    default: {
      const { body, type } = multipart(
        {
          first_name: 'Load',
          last_name: `Applicant ${i}`,
          email,
          phone_number: '9876543210',
          job_position: 'Genetic Counsellor',
          experience: '2y',
          notice_period: 'immediate',
          salary_expectation: '12 LPA',
          reason_for_leaving_prev_job: 'Growth',
          cv_consent: 'true',
          privacy_notice: PRIVACY_NOTICE,
          captcha,
        },
        i % 8 === 3 ? PDF : null, // one application in two carries a resume
      );
      return { path: '/api/applications', body, type };
    }
  }
}

try {
  log(
    `machine: ${machine()}; load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  log(`settings: ${SETTINGS}; ${TOTAL} submissions at concurrency ${CONCURRENCY}`);
  await ensureRedis(REDIS_URL);
  api = startProcess(MAIN, {
    NODE_ENV: 'production',
    DATABASE_URL: dbUrl,
    ...productionKeys(),
    LOG_LEVEL: 'info',
    REDIS_URL,
    TRUST_PROXY: '1',
    API_PORT: String(API_PORT),
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    CAPTCHA_COST: '1',
    CAPTCHA_COUNTER_MAX: '12',
    CAPTCHA_TTL_SECONDS: '3600',
  });
  await waitReady(`${BASE}/api/health/ready`, api);
  await db.connect();
  const session = (
    await db.query(
      `INSERT INTO sessions (title, image, date, time, mode, status)
       VALUES ('Load test session', '/images/cover-hrc.svg', (now() + interval '30 days')::date,
               '11:00 AM – 12:30 PM IST', 'online', 'active')
       RETURNING id, to_char(date, 'YYYY-MM-DD') AS date, time, mode`,
    )
  ).rows[0];

  const needCaptcha = Math.ceil((TOTAL * 3) / 4) + KINDS.length;
  log(`solving ${needCaptcha} captcha challenges…`);
  const captchas = await solveCaptchas(BASE, needCaptcha);

  const before = {};
  for (const k of KINDS) {
    before[k] = Number((await db.query(`SELECT count(*) AS n FROM ${TABLE[k]}`)).rows[0].n);
  }
  const ok = Object.fromEntries(KINDS.map((k) => [k, 0]));
  const statuses = {};
  const latencies = [];
  let next = 0;
  let usedCaptcha = 0;
  log(`${TOTAL} submissions at concurrency ${CONCURRENCY}…`);
  const t0 = performance.now();
  const worker = async () => {
    while (next < TOTAL) {
      const i = next++;
      const kind = KINDS[i % KINDS.length];
      const captcha = kind === 'subscription' ? undefined : captchas[usedCaptcha++];
      const r = requestFor(i, kind, session, captcha);
      const start = performance.now();
      let status;
      try {
        const res = await fetch(`${BASE}${r.path}`, {
          method: 'POST',
          headers: { 'content-type': r.type, 'x-forwarded-for': visitorAddress() },
          body: r.body,
          signal: AbortSignal.timeout(30_000),
        });
        status = res.status;
        await res.arrayBuffer();
      } catch (e) {
        status = `error ${e.cause?.code ?? e.name}`;
      }
      latencies.push(performance.now() - start);
      statuses[status] = (statuses[status] ?? 0) + 1;
      if (typeof status === 'number' && status >= 200 && status < 300) ok[kind] += 1;
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const seconds = (performance.now() - t0) / 1000;

  const lost = {};
  for (const k of KINDS) {
    const after = Number((await db.query(`SELECT count(*) AS n FROM ${TABLE[k]}`)).rows[0].n);
    lost[k] = ok[k] - (after - before[k]);
  }
  const withResume = Number(
    (await db.query(`SELECT count(*) AS n FROM applications WHERE resume_key IS NOT NULL`)).rows[0]
      .n,
  );
  const resumeDir = join(dataDir, 'uploads', 'resumes');
  const resumeFiles = existsSync(resumeDir) ? readdirSync(resumeDir).length : 0;
  latencies.sort((a, b) => a - b);
  const pct = (p) => latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))];
  const total2xx = Object.values(ok).reduce((a, b) => a + b, 0);
  const total5xx = Object.entries(statuses)
    .filter(([s]) => Number(s) >= 500)
    .reduce((a, [, n]) => a + n, 0);
  const errors = Object.entries(statuses)
    .filter(([s]) => s.startsWith('error'))
    .reduce((a, [, n]) => a + n, 0);
  const lostTotal = Object.values(lost).reduce((a, b) => a + b, 0);
  log(
    `done in ${seconds.toFixed(1)} s: statuses ${JSON.stringify(statuses)}; 2xx per form ${JSON.stringify(ok)}; ` +
      `lost per form ${JSON.stringify(lost)}; resumes stored ${withResume} (files ${resumeFiles})`,
  );
  log(
    `load average after the run: ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  report([
    {
      figure: `${TOTAL.toLocaleString('en')} mixed submissions at concurrency ${CONCURRENCY} (${SETTINGS}): accepted`,
      target: `${TOTAL.toLocaleString('en')}`,
      measured: `${total2xx} in ${seconds.toFixed(1)} s (${(total2xx / seconds).toFixed(0)}/s)`,
      pass: total2xx === TOTAL,
      kind: 'count',
    },
    {
      figure: 'mixed submissions: lost (2xx − new rows)',
      target: '0',
      measured: String(lostTotal),
      pass: lostTotal === 0,
      kind: 'count',
    },
    {
      figure: 'mixed submissions: 5xx and connection errors',
      target: '0',
      measured: `${total5xx} 5xx, ${errors} errors`,
      pass: total5xx === 0 && errors === 0,
      kind: 'count',
    },
    {
      figure: 'mixed submissions: resumes (rows with a resume = files stored)',
      target: 'equal',
      measured: `${withResume} rows, ${resumeFiles} files`,
      pass: withResume === resumeFiles,
      kind: 'count',
    },
    {
      figure: 'mixed submissions: latency',
      target: '',
      measured: `p50 ${pct(0.5).toFixed(0)} ms, p99 ${pct(0.99).toFixed(0)} ms`,
    },
  ]);
  process.exitCode =
    lostTotal === 0 && total5xx === 0 && errors === 0 && withResume === resumeFiles ? 0 : 1;
} finally {
  await db.end().catch(() => {});
  await stopProcess(api);
  if (!process.env.BENCH_KEEP_DB)
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  await admin.end();
  rmSync(dataDir, { recursive: true, force: true });
}
