// The data of `npm run bench:admin`: a million contacts and registrations with realistic
// text, generated inside PostgreSQL (INSERT … SELECT generate_series).
import { hash } from '@node-rs/argon2';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { ensurePostgres } from '../../scripts/ensure-postgres.mjs';
import { productionKeys, ROOT, startProcess, stopProcess, waitReady } from './lib.mjs';

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

async function bulkLoad(client, table, insertSql, { rows, log }) {
  const { rows: idx } = await client.query(
    `SELECT indexname, indexdef FROM pg_indexes
     WHERE schemaname = 'public' AND tablename = $1 AND indexname NOT LIKE '%_pkey'`,
    [table],
  );
  for (const i of idx) await client.query(`DROP INDEX ${i.indexname}`);
  let t0 = performance.now();
  await client.query(insertSql);
  log(
    `  ${table}: ${rows.toLocaleString()} rows in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );
  t0 = performance.now();
  for (const i of idx) await client.query(i.indexdef);
  await client.query(`VACUUM ANALYZE ${table}`);
  log(
    `  ${table}: ${idx.length} indexes rebuilt + analyzed in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );
}

/**
 * Loads `rows` contacts and `rows` registrations with realistic text into the database at
 * `url` (indexes dropped for the load and rebuilt after), and an admin user with `password`.
 */
export async function seed(url, { rows, password, log }) {
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
       FROM generate_series(1, ${rows}) g`,
      { rows, log },
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
       FROM generate_series(1, ${rows}) g`,
      { rows, log },
    );
    const pw = await hash(password, { memoryCost: 19456, timeCost: 2, parallelism: 1 });
    await client.query(
      `INSERT INTO users (username, password_hash, role) VALUES ('bench-admin', $1, 'admin')`,
      [pw],
    );
  } finally {
    await client.end();
  }
}

const PASSWORD = 'bench admin password 2024';

/**
 * The built API (api/dist/main.js) on a fresh database holding `rows` seeded contacts and
 * registrations, or on the already seeded database `reuse` (one kept with BENCH_KEEP_DB=1).
 * Resolves with its base URL, its process, a token of the seeded admin (through the real login,
 * captcha solved as the widget does) and `close()`, which stops it and drops the database
 * unless `keep` or `reuse`.
 */
export async function seededApi({ rows, port, reuse, keep, log }) {
  const serverUrl = await ensurePostgres();
  const dbName = reuse ?? `kavach_bench_admin_${process.pid}_${port}`;
  const u = new URL(serverUrl);
  u.pathname = `/${dbName}`;
  const dbUrl = u.toString();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'kavach-bench-admin-'));
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  if (!reuse) await admin.query(`CREATE DATABASE ${dbName}`);
  const env = {
    NODE_ENV: 'production',
    DATABASE_URL: dbUrl,
    ...productionKeys(),
    LOG_LEVEL: 'warn',
    API_PORT: String(port),
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    CAPTCHA_COST: '1',
    TWO_FACTOR_REQUIRED_ROLES: 'none',
  };
  let api;
  const close = async () => {
    await stopProcess(api);
    if (!keep && !reuse) await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    else if (!reuse) log(`kept database ${dbUrl}`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    if (!reuse) {
      // First start: runs the migrations (tables and indexes), then stops for the bulk load.
      log(`migrating ${dbName}…`);
      api = startProcess(join(ROOT, 'api/dist/main.js'), env);
      await waitReady(`${base}/api/health/ready`, api);
      await stopProcess(api);
      log(`seeding ${rows.toLocaleString()} contacts and registrations…`);
      await seed(dbUrl, { rows, password: PASSWORD, log });
    }
    api = startProcess(join(ROOT, 'api/dist/main.js'), env);
    await waitReady(`${base}/api/health/ready`, api);
    const token = await login(base);
    return { base, api, token, close, dbUrl };
  } catch (e) {
    await close();
    throw e;
  }
}

async function login(base) {
  const challenge = await (await fetch(`${base}/api/captcha/challenge`)).json();
  const solution = await solveChallenge({ challenge, deriveKey });
  const captcha = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'bench-admin', password: PASSWORD, captcha }),
  });
  const body = await res.json();
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${JSON.stringify(body)}`);
  return body.token;
}
