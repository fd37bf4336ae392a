// `npm run bench [-- api ssr …]`: the named benchmarks (all by default) in turn, then
// BENCHMARKS.md from tests/bench/results.json, which keeps each benchmark's last completed run.
//
// A benchmark that fails is run once more; if it fails again, its earlier completed figures stay
// (with their own date) and the reason is written beside them, so the table never shows a figure
// of a run that did not complete. The table lists ratios to a yardstick measured in the same run
// first, then figures that do not depend on the machine's speed (bytes, lost rows), then the
// absolute figures with the machine and its load.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { ROOT, machine } from './lib.mjs';

const ALL = ['api', 'load', 'admin', 'web', 'admin-ui', 'ssr'];
const RESULTS = join(ROOT, 'tests/bench/results.json');
const chosen = process.argv.slice(2);
const unknown = chosen.filter((b) => !ALL.includes(b));
if (unknown.length) {
  console.error(`Unknown benchmark(s): ${unknown.join(', ')}. Known: ${ALL.join(', ')}.`);
  process.exit(2);
}

const now = () => new Date().toISOString().slice(0, 16).replace('T', ' ') + ' UTC';
const load = () => loadavg()[0].toFixed(1);

/** Runs one benchmark, echoing its output; resolves with its figures or the reason it failed. */
function runOne(name) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [join(ROOT, 'tests/bench', `${name}.mjs`)], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => {
      out += d;
      process.stdout.write(d);
    });
    child.stderr.on('data', (d) => {
      err += d;
      process.stderr.write(d);
    });
    child.on('close', (code) => {
      // A run that printed its figures completed, even when one misses its target (its row
      // says so); only a run that printed none failed.
      const line = out.split('\n').find((l) => l.startsWith('BENCH_JSON '));
      if (line) return resolve({ rows: JSON.parse(line.slice('BENCH_JSON '.length)) });
      const last = (err || out)
        .split('\n')
        .map((l) => l.trim())
        .filter(Boolean);
      resolve({ failure: `exit ${code}: ${last.at(-1) ?? 'no output'}` });
    });
  });
}

const store = existsSync(RESULTS) ? JSON.parse(readFileSync(RESULTS, 'utf8')) : {};
let failed = false;
for (const name of chosen.length ? chosen : ALL) {
  let result;
  for (let attempt = 1; attempt <= 2; attempt++) {
    console.log(`\n=== ${name}${attempt > 1 ? ' (second attempt)' : ''} ===`);
    const startLoad = load();
    result = await runOne(name);
    if (result.rows) {
      store[name] = {
        at: now(),
        machine: machine(),
        load: `${startLoad} at start, ${load()} at end`,
        rows: result.rows,
      };
      break;
    }
    console.error(`${name} did not complete (${result.failure}).`);
  }
  if (!result.rows) {
    failed = true;
    store[name] = { ...(store[name] ?? { rows: [] }), failure: `${now()}: ${result.failure}` };
  }
}
writeFileSync(RESULTS, JSON.stringify(store, null, 2) + '\n');

const mark = (r) => (r.pass === false ? '✖ ' : r.pass ? '✔ ' : '');
const section = (title, intro, kind) => {
  const rows = ALL.flatMap((b) =>
    (store[b]?.rows ?? []).filter((r) => (r.kind ?? 'absolute') === kind).map((r) => [b, r]),
  );
  if (!rows.length) return '';
  return [
    `## ${title}`,
    '',
    intro,
    '',
    '| Benchmark | Figure | Target | Measured |',
    '|---|---|---|---|',
    ...rows.map(
      ([b, r]) => `| ${b} | ${r.figure} | ${r.target || '—'} | ${mark(r)}${r.measured} |`,
    ),
    '',
  ].join('\n');
};
const runs = ALL.filter((b) => store[b]).map((b) => {
  const s = store[b];
  const ran = s.at ? `${s.at} on ${s.machine}; load average ${s.load}` : 'never completed';
  return `| ${b} | ${ran} | ${s.failure ? `✖ last attempt did not complete (${s.failure})` : '—'} |`;
});
writeFileSync(
  join(ROOT, 'BENCHMARKS.md'),
  [
    '# Benchmarks',
    '',
    'Written by `npm run bench` (`npm run bench -- api ssr` re-runs some and keeps the others).',
    'This machine’s speed varies by 2–3× between days, so ratios to a yardstick measured in the',
    'same run come first; absolute figures follow with the machine and its load.',
    '',
    section(
      'Ratios to a yardstick of the same run',
      '`api`: the reference server is node:http + pg with the same statement, captcha check and mails (tests/bench/reference-server.mjs), under the same load just before the API; the framework floor is the same form on NestJS with the API’s validation pipe and nothing else (tests/bench/framework-floor-server.mjs). `ssr`: the same bytes served as a static file by the same server. `admin`: PostgreSQL’s own CSV of the same rows in the same order, read by a bare client just before the API’s export.',
      'ratio',
    ),
    section(
      'Figures that do not depend on the machine’s speed',
      'Bytes sent to the browser, rows lost, requests refused.',
      'count',
    ),
    section(
      'Absolute figures on this machine',
      'See the runs below for machine and load.',
      'absolute',
    ),
    '## Runs',
    '',
    '| Benchmark | Completed | Note |',
    '|---|---|---|',
    ...runs,
    '',
  ].join('\n'),
);
console.log(`\nWrote BENCHMARKS.md and ${RESULTS.slice(ROOT.length + 1)}.`);
if (failed) process.exitCode = 1;
