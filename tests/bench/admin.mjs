// `npm run bench:admin`: the admin lists and the CSV export at a million rows (ten million
// with BENCH_ROWS=10000000, the scale the lists' target is set for).
//
// Seeds BENCH_ROWS contacts and as many registrations with realistic text into a fresh database
// on the local PostgreSQL (INSERT … SELECT generate_series, indexes rebuilt after the load),
// starts the built API (api/dist/main.js) on it, logs in as an admin through the real login
// (captcha solved like the widget does), then measures p50/p95 over BENCH_REQUESTS (≥ 50)
// requests each for the first page, a 4-letter-word search, a date range and the last page of
// /api/admin/contacts and /api/admin/registrations, and a full CSV export of each table (time,
// rows/s, the API's CPU, RSS growth and peak from /proc/<pid>), beside its yardstick of the same
// run: PostgreSQL's own CSV of the same rows to a bare client.
//
// Env: TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres), BENCH_ROWS
// (default 1000000), BENCH_REQUESTS (default 50), BENCH_KEEP_DB=1 keeps the database,
// BENCH_NO_BUILD=1 skips `npm run build -w @kavach/api`, BENCH_DB=<name> measures an already
// seeded database (one kept with BENCH_KEEP_DB=1, with BENCH_ROWS set as it was seeded) without
// seeding or dropping it.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { seededApi } from './admin-seed.mjs';
import { cpuSecondsOf, postgresCpu, postgresCpuSince, ROOT, report } from './lib.mjs';

const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);
const REQUESTS = Math.max(50, Number(process.env.BENCH_REQUESTS ?? 50));
const API_PORT = Number(process.env.BENCH_API_PORT ?? 3911);
const SEARCH_WORD = 'scan'; // a 4-letter word that occurs in a few percent of the messages
const LIST_TARGET_MS = 20;
const EXPORT_TARGET_ROWS_S = 500_000;
const RSS_TARGET_MB = 50;

const log = (...a) => console.log(`[${new Date().toISOString().slice(11, 19)}]`, ...a);

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

/** Seconds of a `process.cpuUsage()` difference. */
const cpuTotal = ({ user, system }) => (user + system) / 1e6;

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
  const cpu0 = cpuSecondsOf(pid);
  const dbCpu0 = postgresCpu();
  const clientCpu0 = process.cpuUsage();
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
    apiCpuSeconds: cpuSecondsOf(pid) - cpu0,
    databaseCpuSeconds: postgresCpuSince(dbCpu0),
    clientCpuSeconds: cpuTotal(process.cpuUsage(clientCpu0)),
    mb: bytes / 2 ** 20,
    rssBeforeMb: before.rss / 1024,
    rssPeakMb: peak / 1024,
    growthMb: (peak - before.rss) / 1024,
    hwmMb: rssKb(pid).hwm / 1024,
    declared: Number(res.headers.get('x-record-count') ?? NaN),
  };
}

/**
 * The yardstick of an export, in the same run: PostgreSQL's own CSV of the same rows in the same
 * order (`COPY … TO STDOUT (FORMAT csv)`, every column as stored), read by a bare client. No
 * exporter of these rows can beat it by much; the API's file also formats times and labels,
 * guards formulas and quotes every field.
 */
async function timeDatabaseCopy(dbUrl, table) {
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  try {
    const t0 = performance.now();
    const stream = client.query(
      copyTo(
        `COPY (SELECT * FROM ${table} ORDER BY created_at DESC, id DESC) TO STDOUT (FORMAT csv)`,
      ),
    );
    let bytes = 0;
    for await (const chunk of stream) bytes += chunk.length;
    return { seconds: (performance.now() - t0) / 1000, mb: bytes / 2 ** 20 };
  } finally {
    await client.end();
  }
}

// ---- main -------------------------------------------------------------------------------------

if (!process.env.BENCH_NO_BUILD) {
  log('building the API (npm run build -w @kavach/api)…');
  execFileSync('npm', ['run', 'build', '-w', '@kavach/api'], { cwd: ROOT, stdio: 'ignore' });
}
const seeded = await seededApi({
  rows: ROWS,
  port: API_PORT,
  reuse: process.env.BENCH_DB,
  keep: Boolean(process.env.BENCH_KEEP_DB),
  log,
});
const { api, token, base: BASE } = seeded;
try {
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
    const floor = await timeDatabaseCopy(seeded.dbUrl, area);
    const e = await timeExport(token, `/api/admin/${area}/export`, api.pid);
    const floorRows = ROWS / floor.seconds;
    log(
      `  ${area} export: ${e.rows.toLocaleString()} rows, ${e.mb.toFixed(0)} MB in ${e.seconds.toFixed(1)} s = ${Math.round(e.rowsPerSecond).toLocaleString()} rows/s, CPU: the API ${e.apiCpuSeconds.toFixed(1)} s, the database ${e.databaseCpuSeconds.toFixed(1)} s, this client ${e.clientCpuSeconds.toFixed(1)} s; RSS ${e.rssBeforeMb.toFixed(0)} → peak ${e.rssPeakMb.toFixed(0)} MB (+${e.growthMb.toFixed(0)} MB, VmHWM ${e.hwmMb.toFixed(0)} MB)`,
    );
    log(
      `  ${area} database's own COPY (FORMAT csv): ${floor.mb.toFixed(0)} MB in ${floor.seconds.toFixed(1)} s = ${Math.round(floorRows).toLocaleString()} rows/s`,
    );
    figures.push({
      figure: `admin ${area} CSV export vs PostgreSQL's own COPY (FORMAT csv) of the same rows and order to a bare client, same run`,
      measured: `${(e.rowsPerSecond / floorRows).toFixed(2)} × (${Math.round(e.rowsPerSecond).toLocaleString()} vs ${Math.round(floorRows).toLocaleString()} rows/s)`,
      kind: 'ratio',
    });
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
  await seeded.close();
}
