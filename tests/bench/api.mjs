// `npm run bench:api`: public form throughput against the production build.
//
// Expects a built API (`npm run build -w @kavach/api`; this script builds nothing). Creates a
// fresh database on the local PostgreSQL, starts api/dist/main.js on it with production's
// settings: NODE_ENV=production, LOG_LEVEL=info with its JSON lines read through a pipe, Redis
// for the rate-limit counters, captcha verification on, the form rate limit as configured (10 a
// minute per address) and the API behind one trusted proxy (TRUST_PROXY=1), as behind the edge.
// Like the edge, each request carries its visitor's address in X-Forwarded-For: one address per
// request, so the load is spread over as many visitors and none of them meets the limit.
// It pre-solves captcha challenges in this process (each solution is single-use, as in
// production), then runs autocannon at concurrency 50 for 20 s against POST /api/contacts and
// POST /api/subscriptions (a unique email per request).
// Afterwards it counts the rows: accepted/s, p50/p99 latency and lost = 2xx − new rows.
// Two yardsticks run the same contact form, same run, same database: the reference server
// (node:http + pg, the least work the result needs) and the framework floor (NestJS on Express
// with the API's validation pipe and nothing else): the floor's cost over the reference is the
// framework's, the API's cost over the floor is what its security and observability add.
//
// Env: TEST_DATABASE_URL (server to create the database on), TEST_REDIS_URL (default
// redis://127.0.0.1:6379), BENCH_DURATION (s, default 20), BENCH_CONNECTIONS (default 50),
// BENCH_CAPTCHAS (solutions to prepare, default 200000), BENCH_CAPTCHA_COST /
// BENCH_CAPTCHA_COUNTER_MAX (default 1 / 12), BENCH_KEEP_DB=1, BENCH_LOG_LEVEL (default info,
// production's), BENCH_NODE_ARGS (node flags for the API, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof").
// Every server runs on the Node this script runs on (process.execPath): start it with another
// Node binary to measure on that one, e.g. production's (docker/Dockerfile.api).
// Besides throughput it prints where the CPU went, per request: the API process, every
// PostgreSQL process and this load generator, and the whole machine (from /proc).
import autocannon from 'autocannon';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { ensurePostgres } from '../../scripts/ensure-postgres.mjs';
import { ensureRedis } from '../../scripts/ensure-redis.mjs';
import {
  cpuSecondsOf,
  postgresCpu,
  postgresCpuSince,
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

const DURATION = Number(process.env.BENCH_DURATION ?? 20);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
// Enough single-use solutions for both yardsticks and the API at full speed.
const CAPTCHAS = Number(process.env.BENCH_CAPTCHAS ?? 200_000);
const CAPTCHA_COST = process.env.BENCH_CAPTCHA_COST ?? '1';
const CAPTCHA_COUNTER_MAX = process.env.BENCH_CAPTCHA_COUNTER_MAX ?? '12';
const LOG_LEVEL = process.env.BENCH_LOG_LEVEL ?? 'info';
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const API_PORT = Number(process.env.BENCH_API_PORT ?? 3912);
const BASE = `http://127.0.0.1:${API_PORT}`;
const YARDSTICK_PORT = API_PORT + 1;
const TARGET_RATIO = 0.6;
/** What the API may spend per contact over the framework floor, in the same run. */
const FLOOR_CPU_TARGET = 1.3;
/** What the API runs with, printed with the figures. */
const SETTINGS =
  `NODE_ENV=production LOG_LEVEL=${LOG_LEVEL} (JSON lines to a pipe) REDIS_URL=${REDIS_URL} ` +
  `TRUST_PROXY=1 (one X-Forwarded-For address per request) ` +
  `RATE_LIMIT_FORMS_PER_MINUTE=${process.env.RATE_LIMIT_FORMS_PER_MINUTE ?? '10 (default)'} ` +
  `CAPTCHA_COST=${CAPTCHA_COST} CAPTCHA_COUNTER_MAX=${CAPTCHA_COUNTER_MAX} ` +
  `OUTBOX_POLL_MS=0 (mail delivery off: both servers write the same outbox rows, neither sends them) ` +
  `DB_POOL_SIZE=${process.env.DB_POOL_SIZE ?? '20 (default)'}`;
const TARGET_P99_MS = 100;
const MAIN = join(ROOT, 'api/dist/main.js');

const log = (...a) => console.log(`[${new Date().toISOString().slice(11, 19)}]`, ...a);

function withDatabase(url, name) {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** CPU time (user + system, ms) a process has used so far. */
const cpuMs = (pid) => cpuSecondsOf(pid) * 1000;

/** Busy and total CPU time (ms, all cores) of the machine, from /proc/stat. */
function machineCpuMs() {
  const [, ...f] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
  const t = f.map(Number); // user nice system idle iowait irq softirq steal
  const all = t.slice(0, 8).reduce((a, b) => a + b, 0);
  return { busy: ((all - t[3] - t[4]) * 1000) / 100, all: (all * 1000) / 100 };
}

/** Where the CPU went during a phase: ms per request of the server, PostgreSQL and this process. */
function cpuMeter(server) {
  const api0 = cpuMs(server.pid);
  const pg0 = postgresCpu();
  const self0 = process.cpuUsage();
  const m0 = machineCpuMs();
  return (requests) => {
    const self = process.cpuUsage(self0);
    const m = machineCpuMs();
    const per = (ms) => ms / Math.max(1, requests);
    return {
      apiMs: cpuMs(server.pid) - api0,
      api: per(cpuMs(server.pid) - api0),
      postgres: per(postgresCpuSince(pg0) * 1000),
      loadGenerator: per((self.user + self.system) / 1000),
      machine: per(m.busy - m0.busy),
      machineBusy: (m.busy - m0.busy) / Math.max(1, m.all - m0.all),
    };
  };
}

async function countRows(db, table) {
  return Number((await db.query(`SELECT count(*)::bigint AS n FROM ${table}`)).rows[0].n);
}

function run(opts) {
  return new Promise((resolve, reject) => {
    const inst = autocannon(opts, (err, result) => (err ? reject(err) : resolve(result)));
    autocannon.track(inst, { renderProgressBar: false, renderResultsTable: false });
  });
}

/**
 * Leaves the database as the previous phase would not: its inserts vacuumed and analysed, the
 * dirty pages written. Otherwise autovacuum and a checkpoint, triggered by one phase's rows, run
 * during the next and count as that server's PostgreSQL time.
 */
async function settle(db) {
  await db.query('VACUUM (ANALYZE) contacts, subscribers, outbox_mails, captcha_solutions');
  await db.query('CHECKPOINT');
}

async function phase(db, { label, table, path, body, base = BASE, server = api }) {
  await settle(db);
  const before = await countRows(db, table);
  const cpu = cpuMeter(server);
  const result = await run({
    url: base,
    connections: CONNECTIONS,
    duration: DURATION,
    timeout: 10,
    requests: [
      {
        method: 'POST',
        path,
        headers: { 'content-type': 'application/json' },
        setupRequest: (req) => ({
          ...req,
          headers: { ...req.headers, 'x-forwarded-for': visitorAddress() },
          body: JSON.stringify(body()),
        }),
      },
    ],
  });
  const ok = result['2xx'];
  const spent = cpu(ok + result.non2xx);
  const after = await countRows(db, table);
  const r = {
    label,
    ok,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    perSecond: ok / DURATION,
    p50: result.latency.p50,
    p99: result.latency.p99,
    newRows: after - before,
    // autocannon stops at the deadline without waiting for in-flight requests: rows they
    // committed have no counted 2xx, so new rows may exceed 2xx by up to the connection count.
    lost: Math.max(0, ok - (after - before)),
    inFlightAtStop: Math.max(0, after - before - ok),
    cpu: spent,
    apiCpuShare: spent.apiMs / (DURATION * 1000),
    statusCodes: result.statusCodeStats,
  };
  log(
    `${label}: ${ok} accepted (${r.perSecond.toFixed(0)}/s), non-2xx ${r.non2xx}, errors ${r.errors}, ` +
      `timeouts ${r.timeouts}; latency p50 ${r.p50} ms, p99 ${r.p99} ms; new rows ${r.newRows}, lost ${r.lost} ` +
      `(in flight at stop ${r.inFlightAtStop}); status codes ${JSON.stringify(r.statusCodes)}`,
  );
  log(
    `${label}: CPU per request: API ${spent.api.toFixed(2)} ms (${(100 * r.apiCpuShare).toFixed(0)}% of one core), ` +
      `PostgreSQL ${spent.postgres.toFixed(2)} ms, load generator ${spent.loadGenerator.toFixed(2)} ms; ` +
      `whole machine ${spent.machine.toFixed(2)} ms, ${(100 * spent.machineBusy).toFixed(0)}% busy`,
  );
  return r;
}

// ---- main -------------------------------------------------------------------------------------

if (!existsSync(MAIN)) {
  console.error('Build the API first: npm run build -w @kavach/api');
  process.exit(1);
}
const serverUrl = await ensurePostgres();
const dbName = `kavach_bench_api_${process.pid}`;
const dbUrl = withDatabase(serverUrl, dbName);
const dataDir = mkdtempSync(join(tmpdir(), 'kavach-bench-api-'));
const admin = new pg.Client({ connectionString: serverUrl });
await admin.connect();
await admin.query(`CREATE DATABASE ${dbName}`);
let api;
/** The yardstick server being measured, if one runs. */
let yardstickServer = null;
const db = new pg.Client({ connectionString: dbUrl });
try {
  const env = {
    NODE_ENV: 'production',
    DATABASE_URL: dbUrl,
    ...productionKeys(),
    LOG_LEVEL,
    REDIS_URL,
    TRUST_PROXY: '1',
    API_PORT: String(API_PORT),
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    CAPTCHA_COST,
    CAPTCHA_COUNTER_MAX,
    CAPTCHA_TTL_SECONDS: '3600',
    // The API's outbox worker would otherwise deliver, inside the measured process, the mails of
    // both servers' contacts (the reference's too: same database), which the reference does not.
    OUTBOX_POLL_MS: '0',
  };
  await ensureRedis(REDIS_URL);
  // On a shared machine the figures depend on what else runs: say how busy it was.
  log(
    `machine: ${machine()}; load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  log(`settings: ${SETTINGS}; ${CONNECTIONS} connections × ${DURATION} s`);
  api = startProcess(MAIN, env);
  await waitReady(`${BASE}/api/health/ready`, api);
  log(`API pid ${api.pid} ready`);
  await db.connect();

  log(`solving ${CAPTCHAS.toLocaleString()} captcha challenges…`);
  const t0 = Date.now();
  const solutions = await solveCaptchas(BASE, CAPTCHAS);
  log(`solved in ${((Date.now() - t0) / 1000).toFixed(1)} s`);

  let used = 0;
  const contact = () => ({
    name: 'Bench Visitor',
    email: `visitor${used}@example.com`,
    phone: '9876543210',
    message: 'I would like to know more about the HrC test and the collection centres.',
    privacyNotice: PRIVACY_NOTICE,
    // Each solution is accepted once; past the pool the request is refused (and counted).
    captcha: solutions[used++] ?? solutions[0],
  });

  /** The contact form's phase on a yardstick server: started, measured, stopped. */
  async function yardstickContacts(script, label) {
    const base = `http://127.0.0.1:${YARDSTICK_PORT}`;
    yardstickServer = startProcess(join(ROOT, 'tests/bench', script), {
      ...env,
      YARDSTICK_PORT: String(YARDSTICK_PORT),
    });
    await waitReady(`${base}/health`, yardstickServer);
    const result = await phase(db, {
      label,
      table: 'contacts',
      path: '/api/contacts',
      body: contact,
      base,
      server: yardstickServer,
    });
    // A yardstick that refused what the API accepts measures nothing: no ratio is reported.
    if (result.non2xx > 0)
      throw new Error(
        `${label} answered ${JSON.stringify(result.statusCodes)}:\n${yardstickServer.output()}`,
      );
    await stopProcess(yardstickServer);
    yardstickServer = null;
    return result;
  }

  // The yardsticks, same run, same load, same database: the contact form on node:http + pg,
  // then on NestJS with the API's validation and nothing else.
  const yardstick = await yardstickContacts(
    'reference-server.mjs',
    'reference POST /api/contacts (node:http + pg)',
  );
  const framework = await yardstickContacts(
    'framework-floor-server.mjs',
    'framework floor POST /api/contacts (NestJS + validation pipe + pg)',
  );

  const contacts = await phase(db, {
    label: 'POST /api/contacts',
    table: 'contacts',
    path: '/api/contacts',
    body: contact,
  });
  if (used > solutions.length) log(`warning: captcha pool exhausted (${used} requests)`);

  let n = 0;
  const stamp = Date.now().toString(36);
  const subscriptions = await phase(db, {
    label: 'POST /api/subscriptions',
    table: 'subscribers',
    path: '/api/subscriptions',
    body: () => ({ email: `reader-${stamp}-${n++}@example.com`, privacyNotice: PRIVACY_NOTICE }),
  });

  log(
    `load average after the run: ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  const settings = `${SETTINGS}; ${CONNECTIONS} connections, ${DURATION} s`;
  const throughputRatio = contacts.perSecond / yardstick.perSecond;
  const cpuRatio = contacts.cpu.api / yardstick.cpu.api;
  const floorRatio = framework.perSecond / yardstick.perSecond;
  const floorCpuRatio = framework.cpu.api / yardstick.cpu.api;
  const apiOverFloor = contacts.cpu.api / framework.cpu.api;
  report([
    {
      figure:
        'POST /api/contacts throughput vs the reference server (node:http + pg, same statement and mails, same run)',
      target: `≥ ${TARGET_RATIO} ×`,
      measured: `${throughputRatio.toFixed(2)} × (${contacts.perSecond.toFixed(0)}/s vs ${yardstick.perSecond.toFixed(0)}/s)`,
      pass: throughputRatio >= TARGET_RATIO,
      kind: 'ratio',
    },
    {
      figure: 'server CPU per accepted contact vs the reference server',
      target: '',
      kind: 'ratio',
      measured: `${cpuRatio.toFixed(1)} × (${contacts.cpu.api.toFixed(2)} ms vs ${yardstick.cpu.api.toFixed(2)} ms)`,
    },
    {
      figure:
        'framework floor (NestJS on Express, the API’s validation pipe and DTO, same statement) vs the reference server',
      target: '',
      kind: 'ratio',
      measured:
        `${floorRatio.toFixed(2)} × the throughput (${framework.perSecond.toFixed(0)}/s), ` +
        `${floorCpuRatio.toFixed(1)} × the CPU per contact (${framework.cpu.api.toFixed(2)} ms)`,
    },
    {
      figure:
        'API CPU per contact vs the framework floor’s (what security headers, the access log, the request id, the rate limit and the guards add)',
      target: `≤ ${FLOOR_CPU_TARGET} ×`,
      kind: 'ratio',
      measured: `${apiOverFloor.toFixed(2)} × (${contacts.cpu.api.toFixed(2)} vs ${framework.cpu.api.toFixed(2)} ms, ${(contacts.cpu.api - framework.cpu.api).toFixed(2)} ms more)`,
      pass: apiOverFloor <= FLOOR_CPU_TARGET,
    },
    {
      figure: 'reference server lost (2xx − new rows)',
      target: '0',
      measured: String(yardstick.lost),
      pass: yardstick.lost === 0,
      kind: 'count',
    },
    {
      figure: 'framework floor lost (2xx − new rows)',
      target: '0',
      measured: String(framework.lost),
      pass: framework.lost === 0,
      kind: 'count',
    },
    {
      figure: `POST /api/contacts accepted/s (${settings})`,
      target: '',
      measured: `${contacts.perSecond.toFixed(0)}/s (${contacts.ok} accepted, ${contacts.non2xx} refused); reference ${yardstick.perSecond.toFixed(0)}/s`,
    },
    {
      figure: 'POST /api/contacts latency',
      target: `p99 ≤ ${TARGET_P99_MS} ms`,
      measured: `p50 ${contacts.p50} ms, p99 ${contacts.p99} ms`,
      pass: contacts.p99 <= TARGET_P99_MS,
    },
    {
      figure: 'CPU per accepted contact, whole machine (API, PostgreSQL, load generator)',
      target: '',
      measured:
        `${contacts.cpu.machine.toFixed(2)} ms (API ${contacts.cpu.api.toFixed(2)}, ` +
        `PostgreSQL ${contacts.cpu.postgres.toFixed(2)}, load generator ${contacts.cpu.loadGenerator.toFixed(2)})`,
    },
    {
      figure: 'POST /api/contacts lost (2xx − new rows)',
      target: '0',
      measured: String(contacts.lost),
      pass: contacts.lost === 0,
      kind: 'count',
    },
    {
      figure: 'POST /api/subscriptions accepted/s',
      target: '',
      measured: `${subscriptions.perSecond.toFixed(0)}/s; p50 ${subscriptions.p50} ms, p99 ${subscriptions.p99} ms`,
    },
    {
      figure: 'POST /api/subscriptions lost (2xx − new rows)',
      target: '0',
      measured: String(subscriptions.lost),
      pass: subscriptions.lost === 0,
      kind: 'count',
    },
  ]);
  process.exitCode = contacts.lost === 0 && subscriptions.lost === 0 ? 0 : 1;
} finally {
  await db.end().catch(() => {});
  await stopProcess(api);
  await stopProcess(yardstickServer);
  if (!process.env.BENCH_KEEP_DB)
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  else log(`kept database ${dbUrl}`);
  await admin.end();
  rmSync(dataDir, { recursive: true, force: true });
}
