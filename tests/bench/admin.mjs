// `npm run bench:admin`: the admin lists and the CSV export at a million rows.
//
// Seeds 1,000,000 contacts and 1,000,000 registrations with realistic text into a fresh database
// on the local PostgreSQL (INSERT … SELECT generate_series, indexes rebuilt after the load),
// starts the built API (api/dist/main.js) on it, logs in as an admin through the real login
// (captcha solved like the widget does), then measures p50/p95 over BENCH_REQUESTS (≥ 50)
// requests each for the first page, a 4-letter-word search, a date range and the last page of
// /api/admin/contacts and /api/admin/registrations, and a full CSV export of each table
// (time, rows/s, the API's RSS growth and peak from /proc/<pid>/status).
//
// Env: TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres), BENCH_ROWS
// (default 1000000), BENCH_REQUESTS (default 50), BENCH_KEEP_DB=1 keeps the database,
// BENCH_NO_BUILD=1 skips `npm run build -w @kavach/api`, BENCH_DB=<name> measures an already
// seeded database (one kept with BENCH_KEEP_DB=1) without seeding or dropping it.
import { hash } from '@node-rs/argon2';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { execFileSync } from 'node:child_process';
import { readFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { ensurePostgres } from '../../scripts/ensure-postgres.mjs';
import { ROOT, report, startProcess, stopProcess, waitReady } from './lib.mjs';

const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);
const REQUESTS = Math.max(50, Number(process.env.BENCH_REQUESTS ?? 50));
const API_PORT = Number(process.env.BENCH_API_PORT ?? 3911);
const BASE = `http://127.0.0.1:${API_PORT}`;
const JWT_SECRET = 'bench-admin-secret-that-is-long-enough-0123456789abcdef';
const PASSWORD = 'bench admin password 2024';
const SEARCH_WORD = 'scan'; // a 4-letter word that occurs in a few percent of the messages
const LIST_TARGET_MS = 100;
const EXPORT_TARGET_ROWS_S = 100_000;
const RSS_TARGET_MB = 100;

const log = (...a) => console.log(`[${new Date().toISOString().slice(11, 19)}]`, ...a);

function withDatabase(url, name) {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

// ---- realistic text, generated inside PostgreSQL ------------------------------------------------

const FIRST = [
  'Aarav',
  'Vivaan',
  'Aditya',
  'Vihaan',
  'Arjun',
  'Sai',
  'Reyansh',
  'Krishna',
  'Ishaan',
  'Rohan',
  'Ananya',
  'Diya',
  'Saanvi',
  'Aadhya',
  'Kavya',
  'Priya',
  'Meera',
  'Lakshmi',
  'Neha',
  'Pooja',
  'Rahul',
  'Amit',
  'Suresh',
  'Ramesh',
  'Vikram',
  'Sunita',
  'Anita',
  'Geeta',
  'Farhan',
  'Zoya',
  'Imran',
  'Sana',
  'Joseph',
  'Maria',
  'Thomas',
  'Anjali',
  'Deepak',
  'Kiran',
  'Harpreet',
  'Gurpreet',
];
const LAST = [
  'Sharma',
  'Verma',
  'Patel',
  'Shah',
  'Iyer',
  'Nair',
  'Reddy',
  'Rao',
  'Gupta',
  'Singh',
  'Kumar',
  'Das',
  'Banerjee',
  'Chatterjee',
  'Mukherjee',
  'Joshi',
  'Kulkarni',
  'Deshpande',
  'Menon',
  'Pillai',
  'Khan',
  'Ansari',
  'Fernandes',
  'DSouza',
  'Mehta',
  'Desai',
  'Bose',
  'Ghosh',
  'Malhotra',
  'Kapoor',
];
const DOMAINS = [
  'gmail.com',
  'yahoo.co.in',
  'outlook.com',
  'rediffmail.com',
  'hotmail.com',
  'example.in',
];
const OPENERS = [
  'Hello, I would like to know more about the HrC test for my mother.',
  'Please share the price of the B3 blood test and the home collection options.',
  'My father was treated for colon cancer last year and we want to monitor him.',
  'Is the test covered by insurance? Please call me back in the evening.',
  'We are a corporate team of 200 employees interested in a screening camp.',
  'Can I book an appointment for next week at the Andheri centre?',
  'I attended your information session and have a few follow-up questions.',
  'How long does it take to receive the report after the sample is collected?',
  'Our hospital would like to discuss a partnership for survivor follow-up.',
  'Kindly send the brochure for the cancer survivor package by email.',
];
const MIDDLES = [
  'Do I need to fast before the blood draw?',
  'My doctor suggested a PET scan, how does your test compare?',
  'What is the difference between HrC and AoB?',
  'Is 16 ml of blood enough for all the markers?',
  'We live in Pune; do you collect samples there?',
  'Please also tell me about the diabetes programme.',
  'Will the results be explained by a doctor?',
  'I have a family history of breast cancer.',
  'Is there a discount for senior citizens?',
  'Can the report be shared with my oncologist directly?',
  'Should I repeat the test after the CT scan results?',
  'What documents should I bring on the day?',
];
const CLOSERS = [
  'Thank you.',
  'Regards.',
  'Looking forward to your reply.',
  'Please contact me on WhatsApp.',
  'Thanks in advance for your help.',
  'Warm regards and best wishes.',
];
const ORGS = [
  'Tata Consultancy',
  'Infosys',
  'Lilavati Hospital',
  'Reliance',
  'HDFC Bank',
  'Wipro',
  'Self',
  'Kokilaben Hospital',
];
const SESSIONS = [
  'Information Session',
  'Understanding the HrC Test',
  'Cancer Survivor Care Talk',
  'Diabetes and Genomics',
];

const sqlArray = (items) => `ARRAY[${items.map((s) => `'${s.replace(/'/g, "''")}'`).join(',')}]`;
const pick = (items, expr) => `(${sqlArray(items)})[1 + ((${expr}) % ${items.length})]`;
// Different multipliers decorrelate the choices; hashtext() spreads them further.
const h = (salt) => `abs(hashtext(g::text || '${salt}'))`;
const NAME = `${pick(FIRST, h('f'))} || ' ' || ${pick(LAST, h('l'))}`;
const EMAIL = `lower(${pick(FIRST, h('f'))}) || '.' || lower(${pick(LAST, h('l'))}) || g || '@' || ${pick(DOMAINS, h('d'))}`;
const PHONE = `CASE WHEN g % 7 = 0 THEN NULL ELSE (9000000000 + ${h('p')} % 999999999)::text END`;
const MESSAGE = `${pick(OPENERS, h('o'))} || ' ' || ${pick(MIDDLES, h('m'))} || ' ' || ${pick(CLOSERS, h('c'))}`;
// One row every ~94 s: 1M rows span about three years, newest now.
const CREATED = `now() - (g * interval '94 seconds') - (${h('t')} % 60) * interval '1 second'`;

async function bulkLoad(client, table, insertSql) {
  const { rows: idx } = await client.query(
    `SELECT indexname, indexdef FROM pg_indexes
     WHERE schemaname = 'public' AND tablename = $1 AND indexname NOT LIKE '%_pkey'`,
    [table],
  );
  for (const i of idx) await client.query(`DROP INDEX ${i.indexname}`);
  let t0 = performance.now();
  await client.query(insertSql);
  log(
    `  ${table}: ${ROWS.toLocaleString()} rows in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );
  t0 = performance.now();
  for (const i of idx) await client.query(i.indexdef);
  await client.query(`VACUUM ANALYZE ${table}`);
  log(
    `  ${table}: ${idx.length} indexes rebuilt + analyzed in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );
}

async function seed(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`SET maintenance_work_mem = '512MB'`);
    await client.query(`SET max_parallel_maintenance_workers = 2`);
    await bulkLoad(
      client,
      'contacts',
      `INSERT INTO contacts (name, email, phone, message, source, created_at)
       SELECT ${NAME}, ${EMAIL}, ${PHONE}, ${MESSAGE}, 'website', ${CREATED}
       FROM generate_series(1, ${ROWS}) g`,
    );
    await bulkLoad(
      client,
      'registrations',
      `INSERT INTO registrations (name, email, phone, organization, message, session_name, session_date, session_time, session_mode, source, created_at)
       SELECT ${NAME}, ${EMAIL}, ${PHONE},
              CASE WHEN g % 3 = 0 THEN ${pick(ORGS, h('g'))} END,
              ${MESSAGE}, ${pick(SESSIONS, h('s'))},
              (now() - (g * interval '94 seconds'))::date + 7, '11:00 AM – 12:30 PM IST',
              ${pick(['online', 'offline', 'hybrid'], h('x'))}, 'session_registration', ${CREATED}
       FROM generate_series(1, ${ROWS}) g`,
    );
    const pw = await hash(PASSWORD, { memoryCost: 19456, timeCost: 2, parallelism: 1 });
    await client.query(
      `INSERT INTO users (username, password_hash, role, tokens_valid_after)
       VALUES ('bench-admin', $1, 'admin', now() - interval '1 minute')`,
      [pw],
    );
  } finally {
    await client.end();
  }
}

// ---- HTTP helpers -----------------------------------------------------------------------------

async function login() {
  const challenge = await (await fetch(`${BASE}/api/captcha/challenge`)).json();
  const solution = await solveChallenge({ challenge, deriveKey });
  const captcha = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  const res = await fetch(`${BASE}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'bench-admin', password: PASSWORD, captcha }),
  });
  const body = await res.json();
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${JSON.stringify(body)}`);
  return body.token;
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function timeList(token, path) {
  const headers = { authorization: `Bearer ${token}` };
  // The first request is "cold": totals of 50,000+ rows are then reused for 10 s (listing.ts).
  let t0 = performance.now();
  let body = await (await fetch(BASE + path, { headers })).json();
  const cold = performance.now() - t0;
  for (let i = 0; i < 2; i++) body = await (await fetch(BASE + path, { headers })).json(); // warm-up
  const times = [];
  for (let i = 0; i < REQUESTS; i++) {
    t0 = performance.now();
    const res = await fetch(BASE + path, { headers });
    body = await res.json();
    times.push(performance.now() - t0);
    if (res.status !== 200) throw new Error(`${path} → ${res.status} ${JSON.stringify(body)}`);
  }
  times.sort((a, b) => a - b);
  return { cold, p50: percentile(times, 50), p95: percentile(times, 95), body };
}

function rssKb(pid) {
  const s = readFileSync(`/proc/${pid}/status`, 'utf8');
  const get = (k) => Number(new RegExp(`${k}:\\s+(\\d+)`).exec(s)?.[1] ?? 0);
  return { rss: get('VmRSS'), hwm: get('VmHWM') };
}

async function timeExport(token, path, pid) {
  const before = rssKb(pid);
  let peak = before.rss;
  const sampler = setInterval(() => {
    try {
      peak = Math.max(peak, rssKb(pid).rss);
    } catch {
      /* process gone */
    }
  }, 25);
  const t0 = performance.now();
  const res = await fetch(BASE + path, { headers: { authorization: `Bearer ${token}` } });
  if (res.status !== 200) throw new Error(`${path} → ${res.status} ${await res.text()}`);
  let bytes = 0;
  let lines = 0;
  for await (const chunk of res.body) {
    bytes += chunk.length;
    for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) lines++;
  }
  const seconds = (performance.now() - t0) / 1000;
  clearInterval(sampler);
  peak = Math.max(peak, rssKb(pid).rss);
  const rows = lines - 1; // header line
  return {
    rows,
    seconds,
    rowsPerSecond: rows / seconds,
    mb: bytes / 2 ** 20,
    rssBeforeMb: before.rss / 1024,
    rssPeakMb: peak / 1024,
    growthMb: (peak - before.rss) / 1024,
    hwmMb: rssKb(pid).hwm / 1024,
    declared: Number(res.headers.get('x-record-count') ?? NaN),
  };
}

// ---- main -------------------------------------------------------------------------------------

const serverUrl = await ensurePostgres();
const reuse = process.env.BENCH_DB;
const dbName = reuse ?? `kavach_bench_admin_${process.pid}`;
const dbUrl = withDatabase(serverUrl, dbName);
const dataDir = mkdtempSync(join(tmpdir(), 'kavach-bench-admin-'));
let api;
const admin = new pg.Client({ connectionString: serverUrl });
await admin.connect();
if (!reuse) await admin.query(`CREATE DATABASE ${dbName}`);
try {
  if (!process.env.BENCH_NO_BUILD) {
    log('building the API (npm run build -w @kavach/api)…');
    execFileSync('npm', ['run', 'build', '-w', '@kavach/api'], { cwd: ROOT, stdio: 'ignore' });
  }
  const env = {
    NODE_ENV: 'production',
    DATABASE_URL: dbUrl,
    JWT_SECRET,
    LOG_LEVEL: 'warn',
    API_PORT: String(API_PORT),
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    CAPTCHA_COST: '1',
  };
  if (!reuse) {
    // First start: runs the migrations (tables and indexes), then stops for the bulk load.
    log(`migrating ${dbName}…`);
    api = startProcess(join(ROOT, 'api/dist/main.js'), env);
    await waitReady(`${BASE}/api/health/ready`, api);
    await stopProcess(api);
    log(`seeding ${ROWS.toLocaleString()} contacts and registrations…`);
    await seed(dbUrl);
  }

  api = startProcess(join(ROOT, 'api/dist/main.js'), env);
  await waitReady(`${BASE}/api/health/ready`, api);
  const token = await login();
  log(`API pid ${api.pid} ready, logged in; ${REQUESTS} requests per figure`);

  // A one-month range in the middle of the seeded span (one row every ~94 s, newest now).
  const day = (n) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);
  const middle = Math.round((ROWS * 94) / 86_400 / 2);
  const [from, to] = [day(middle + 15), day(middle - 15)];
  const figures = [];
  for (const area of ['contacts', 'registrations']) {
    const first = await timeList(token, `/api/admin/${area}?page=1`);
    const pages = first.body.pages;
    const queries = [
      ['first page', `/api/admin/${area}?page=1`],
      [`search "${SEARCH_WORD}"`, `/api/admin/${area}?search=${SEARCH_WORD}`],
      [`date range ${from}..${to}`, `/api/admin/${area}?from=${from}&to=${to}`],
      [`last page (${pages})`, `/api/admin/${area}?page=${pages}`],
    ];
    for (const [label, path] of queries) {
      const r = await timeList(token, path);
      const rows = r.body.data?.length;
      log(
        `  ${area} ${label}: p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms, first ${r.cold.toFixed(0)} ms (total ${r.body.total}${r.body.estimated ? ' estimated' : ''}, ${rows} rows)`,
      );
      figures.push({
        figure: `admin ${area} ${label}, ${ROWS.toLocaleString()} rows`,
        target: `p95 ≤ ${LIST_TARGET_MS} ms`,
        measured: `p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms (n=${REQUESTS}; first request ${r.cold.toFixed(0)} ms; total ${r.body.total}${r.body.estimated ? ', estimated' : ''})`,
        pass: r.p95 <= LIST_TARGET_MS && rows > 0,
      });
    }
  }
  for (const area of ['contacts', 'registrations']) {
    const e = await timeExport(token, `/api/admin/${area}/export`, api.pid);
    log(
      `  ${area} export: ${e.rows.toLocaleString()} rows, ${e.mb.toFixed(0)} MB in ${e.seconds.toFixed(1)} s = ${Math.round(e.rowsPerSecond).toLocaleString()} rows/s; RSS ${e.rssBeforeMb.toFixed(0)} → peak ${e.rssPeakMb.toFixed(0)} MB (+${e.growthMb.toFixed(0)} MB, VmHWM ${e.hwmMb.toFixed(0)} MB)`,
    );
    figures.push({
      figure: `admin ${area} CSV export, ${ROWS.toLocaleString()} rows`,
      target: `≥ ${EXPORT_TARGET_ROWS_S.toLocaleString()} rows/s, RSS growth ≤ ${RSS_TARGET_MB} MB`,
      measured: `${e.seconds.toFixed(1)} s, ${Math.round(e.rowsPerSecond).toLocaleString()} rows/s, RSS ${e.rssBeforeMb.toFixed(0)} → ${e.rssPeakMb.toFixed(0)} MB (+${e.growthMb.toFixed(0)} MB)`,
      pass:
        e.rows === ROWS && e.rowsPerSecond >= EXPORT_TARGET_ROWS_S && e.growthMb <= RSS_TARGET_MB,
    });
  }
  report(figures);
  process.exitCode = figures.every((f) => f.pass) ? 0 : 1;
} finally {
  await stopProcess(api);
  if (!process.env.BENCH_KEEP_DB && !reuse)
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  else if (!reuse) log(`kept database ${dbUrl}`);
  await admin.end();
  rmSync(dataDir, { recursive: true, force: true });
}
