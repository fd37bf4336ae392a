// `npm test`: every check. `npm test -- <stage> [arguments for its runner]` runs one stage with
// the same setup (tools, databases, the build when the stage needs it), e.g.
//   npm test -- api src/contacts          the API tests under one path (vitest's filters)
//   npm test -- e2e:admin auth.spec.ts:356 one Playwright test of the staff panel
//   npm test -- unit --project admin-remotes
// `npm test -- --list` names the stages.
//
// Two stages run at a time, one per core: each has a weight (1 = about one core, 2 = the whole
// machine) and starts, in the order listed, once what it needs is done and its weight fits, so
// the run is two lanes that stay busy until the end. The output of a stage that runs beside
// another is held back and printed whole when it ends, so logs never interleave. Every runner writes its
// per-test times under test-results/reports; the run ends with the stages' table (when each
// started, how long it took), the run's
// length in yardsticks (a fixed piece of work timed in the same run: yardstick.mjs) and the ten
// slowest files (also written to test-results/reports/summary.md).
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { TEST_CHROMIUM_PACKAGES } from './ensure-chromium.mjs';
import { ensureDebianPackages } from './ensure-debian-packages.mjs';
import { EDGE_PACKAGES } from './ensure-edge.mjs';
import { ensurePostgres } from './ensure-postgres.mjs';
import { ensureRedis } from './ensure-redis.mjs';
import { REPORTS, fileTimes, table } from './test-reports.mjs';
import { yardstick } from './yardstick.mjs';

const root = join(fileURLToPath(import.meta.url), '..', '..');
const reports = join(root, REPORTS);
const report = (name) => join(reports, name);

/** `node --test` with its usual output and a per-test times file for the summary. */
const nodeTest = (suite, ...args) => [
  'node',
  [
    '--test',
    '--test-reporter=spec',
    '--test-reporter-destination=stdout',
    `--test-reporter=${join(root, 'scripts/node-test-times.mjs')}`,
    `--test-reporter-destination=${report(`${suite}.node.jsonl`)}`,
    ...args,
  ],
];

/**
 * A Playwright suite of tests/e2e/<name>/, with its per-test times, on one worker. A suite alone
 * keeps 1.0–1.3 cores busy (Chromium, its servers, the runner: it waits on its pages more than it
 * computes), so it runs beside whatever else is left, another suite included: one after another,
 * the three suites left the second core about 40 % idle for the last quarter of an hour.
 */
const playwright = (name, env = {}) => ({
  id: `e2e:${name}`,
  name: `end-to-end: ${name} (Playwright, Chromium)`,
  needs: ['build'],
  packages: TEST_CHROMIUM_PACKAGES,
  command: [
    'npx',
    ['playwright', 'test', '-c', `tests/e2e/${name}/playwright.config.ts`, '--reporter=list,json'],
  ],
  env: { ...env, PLAYWRIGHT_JSON_OUTPUT_NAME: report(`e2e-${name}.playwright.json`) },
});

/**
 * @typedef {{ id: string, name: string, command: [string, string[]] | (() => Promise<void>),
 *   needs?: string[], weight?: 1 | 2, env?: Record<string, string>,
 *   packages?: { name: string, file: string }[] }} Stage
 * @type {Stage[]}
 */
const stages = [
  { id: 'build', name: 'build', command: ['npm', ['run', 'build']], weight: 2 },
  // The longest stage first, so the static checks below run beside it on the other core.
  {
    id: 'api',
    name: 'api tests (vitest + supertest, real Postgres)',
    needs: ['build'],
    command: [
      'npx',
      [
        'vitest',
        'run',
        '--root',
        'api',
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${report('api.vitest.json')}`,
      ],
    ],
  },
  // Needs the build: the configuration reference is checked against the API's built schema.
  // Also knip (no unused file, export or dependency) and jscpd (no copy of 8 lines or more).
  { id: 'lint', name: 'lint', needs: ['build'], command: ['npm', ['run', 'lint']] },
  // The parts' layers (.dependency-cruiser.cjs: no part imports one above it, no import circle)
  // and the API's own (the platform imports no feature, no folder loop).
  { id: 'layers', name: 'layers (every part, then the API)', command: ['npm', ['run', 'layers']] },
  // Vite and vitest strip types without checking them: one check per workspace.
  { id: 'typecheck', name: 'type check (every workspace)', command: ['npm', ['run', 'typecheck']] },
  {
    id: 'openapi',
    name: 'openapi: current, and breaks no client of the released document',
    needs: ['build'],
    command: ['npm', ['run', 'openapi:check', '-w', '@kavach/api']],
  },
  // A change to the document that a front end does not follow fails its type check.
  {
    id: 'contract',
    name: 'front ends held to the API document',
    command: nodeTest('contract', 'tests/contract'),
  },
  // The client as integrators get it: `npm pack`, installed outside the repository, its example
  // run against the API with an integration token, and a TypeScript consumer checked.
  {
    id: 'client-package',
    name: 'client package: packed, installed elsewhere, run against the API',
    needs: ['build'],
    weight: 1,
    command: nodeTest('client-package', 'tests/client-package'),
  },
  {
    id: 'build-cache',
    name: "scripts: the build rebuilds only what changed; the tests' variables",
    needs: ['build'],
    command: nodeTest('build-cache', 'tests/scripts'),
  },
  { id: 'docker', name: 'docker/ stack description', command: nodeTest('docker', 'tests/docker') },
  {
    id: 'kubernetes',
    name: 'deploy/kubernetes manifests',
    // Its rendered nginx configuration is run by nginx; promtool tests the alert rules.
    packages: [...EDGE_PACKAGES, { name: 'prometheus', file: '/usr/bin/promtool' }],
    command: nodeTest('kubernetes', 'tests/kubernetes'),
  },
  // One vitest run, each workspace a project of the root vitest.config.ts.
  {
    id: 'unit',
    name: 'unit tests (vitest: public-web, web-server, admin-shell, admin-remotes)',
    // public-web's language test reads the built site.
    needs: ['build'],
    command: [
      'npx',
      [
        'vitest',
        'run',
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${report('unit.vitest.json')}`,
      ],
    ],
  },
  // One Playwright suite per front end, each with its own config (servers, widths). The staff
  // panel's, the run's longest stage, takes the first lane that comes free after the unit tests
  // have started: listed after the edge test, it had waited for the unit tests to end while the
  // edge test took the lane the API tests left (31 s later in the run of f546b22). The shortest
  // suite fills the end of the run.
  playwright('admin'),
  // The production topology: nginx rendered as the edge image renders it, two API replicas.
  {
    id: 'edge',
    name: 'edge: nginx in front of two API replicas and the SSR server',
    needs: ['build'],
    packages: [...EDGE_PACKAGES, ...TEST_CHROMIUM_PACKAGES],
    command: nodeTest('edge', '--test-concurrency=1', 'tests/edge'),
  },
  playwright('public-with-api'),
  playwright('public', { E2E_WORKERS: '1' }),
];

// ---- which stages: all, or the one named with its runner's own arguments ----
const [selected, ...runnerArgs] = process.argv.slice(2);
if (selected === '--list') {
  for (const s of stages) console.log(`${s.id.padEnd(22)} ${s.name}`);
  process.exit(0);
}
let plan = stages;
if (selected) {
  const stage = stages.find((s) => s.id === selected);
  if (!stage) {
    console.error(`No stage "${selected}". Stages: ${stages.map((s) => s.id).join(', ')}`);
    process.exit(2);
  }
  if (Array.isArray(stage.command))
    stage.command = [stage.command[0], [...stage.command[1], ...runnerArgs]];
  // The build is incremental: a stage that needs it gets it, at no cost when nothing changed.
  plan = [...stages.filter((s) => stage.needs?.includes(s.id)), stage];
}

// ---- set-up: everything the run needs, before the first test ----
const started = Date.now();
const env = {
  ...process.env,
  CI: process.env.CI ?? '1',
  // Runners print through a pipe here; in a terminal they keep their colours.
  ...(process.stdout.isTTY && !process.env.NO_COLOR ? { FORCE_COLOR: '1' } : {}),
  // The build stage just built public-web/dist: the end-to-end suites serve it as it is.
  E2E_FRESH_BUILD: '1',
  PUBLIC_WITH_API_SKIP_BUILD: '1',
  PUBLIC_WITH_API_DIST: 'public-web/dist',
};
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
/**
 * When each stage started (seconds into the run), how long it took, how it ended.
 * @type {{ name: string, from: number, seconds: number, result: string }[]}
 */
const timings = [];
/** The yardstick (yardstick.mjs) before the first stage and after the last, in seconds. */
const yardsticks = [];
{
  const t0 = Date.now();
  console.log('▶ set-up: Debian packages, PostgreSQL, Redis');
  // One install for every package the run needs: a missing one fails in the first minute.
  ensureDebianPackages([...new Set(plan.flatMap((s) => s.packages ?? []))]);
  await ensurePostgres();
  await ensureRedis();
  yardsticks.push(yardstick());
  const seconds = (Date.now() - t0) / 1000;
  timings.push({ name: 'set-up', from: 0, seconds, result: 'passed' });
  console.log(`✔ set-up (${seconds.toFixed(1)} s)`);
}

// ---- the stages, on both cores ----
const CORES = 2;
/** @type {Map<string, { stage: Stage, child?: import('node:child_process').ChildProcess, out: string[], live: boolean, t0: number, stopping?: boolean }>} */
const running = new Map();
const done = new Set();
const waiting = [...plan];
/** @type {Stage | undefined} */
let failed;

/** The oldest running stage prints as it goes; the others are held back until their turn. */
function promoteLive() {
  if ([...running.values()].some((r) => r.live)) return;
  const next = [...running.values()].sort((a, b) => a.t0 - b.t0)[0];
  if (!next) return;
  next.live = true;
  process.stdout.write(`\n──── ${next.stage.name} ────\n${next.out.join('')}`);
  next.out = [];
}

function finish(id, result) {
  const r = running.get(id);
  running.delete(id);
  if (!r.live) {
    console.log(`\n──── ${r.stage.name} ────`);
    process.stdout.write(r.out.join(''));
  }
  const seconds = (Date.now() - r.t0) / 1000;
  timings.push({ name: r.stage.name, from: (r.t0 - started) / 1000, seconds, result });
  if (result === 'passed') {
    done.add(id);
    console.log(`✔ ${r.stage.name} (${seconds.toFixed(1)} s)`);
  } else console.error(`✖ ${r.stage.name} ${result} (${seconds.toFixed(1)} s)`);
  promoteLive();
}

function start(stage) {
  // Alone, it prints as it goes; beside another, it waits for its turn (promoteLive).
  const r = { stage, out: [], live: running.size === 0, t0: Date.now() };
  running.set(stage.id, r);
  const write = (chunk) => (r.live ? process.stdout.write(chunk) : r.out.push(String(chunk)));
  if (r.live) console.log(`\n▶ ${stage.name}`);
  else {
    const beside = [...running.keys()].filter((k) => k !== stage.id).join(', ');
    console.log(`▶ ${stage.name} (beside ${beside}: its output follows when it ends)`);
  }
  return new Promise((resolve) => {
    if (typeof stage.command === 'function') {
      stage.command().then(
        () => resolve('passed'),
        (e) => (write(`${e.message}\n`), resolve('failed')),
      );
      return;
    }
    const [program, args] = stage.command;
    // A process group of its own, so a failure elsewhere stops it with all its servers.
    const child = spawn(program, args, {
      cwd: root,
      env: { ...env, ...stage.env },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    r.child = child;
    child.stdout.on('data', write);
    child.stderr.on('data', write);
    child.on('error', (e) => (write(`${e.message}\n`), resolve('failed')));
    child.on('close', (code, signal) =>
      resolve(code === 0 ? 'passed' : `failed (${signal ?? `exit ${code}`})`),
    );
  }).then((result) => {
    finish(stage.id, result);
    if (result !== 'passed') failed ??= stage;
  });
}

/** A signal to a stage's process group (nothing if it is gone). */
function signal(child, name) {
  try {
    if (child.exitCode === null && child.signalCode === null) process.kill(-child.pid, name);
  } catch {
    /* already gone */
  }
}

/**
 * Stops the running stages as Ctrl-C would: SIGINT lets each runner take down what it started
 * in process groups of its own (Playwright's web servers, which a signal to the stage's group
 * does not reach; on SIGTERM they outlived the run, holding their ports), then SIGKILL after
 * STOP_GRACE_MS for whatever did not stop.
 */
const STOP_GRACE_MS = 15_000;
const stopAll = () => {
  for (const r of running.values()) {
    // Once: a second Ctrl-C makes Playwright quit at once, without its clean-up.
    if (!r.child || r.stopping) continue;
    r.stopping = true;
    signal(r.child, 'SIGINT');
    setTimeout(() => signal(r.child, 'SIGKILL'), STOP_GRACE_MS).unref();
  }
};
process.on('SIGINT', () => (stopAll(), process.exit(130)));
process.on('SIGTERM', () => (stopAll(), process.exit(143)));

const weightOf = (s) => s.weight ?? 1;
const load = () => [...running.values()].reduce((n, r) => n + weightOf(r.stage), 0);
/** @type {Map<string, Promise<void>>} */
const inFlight = new Map();
for (;;) {
  // In order: a stage starts when what it needs is done and its weight fits.
  while (!failed && waiting.length) {
    const next = waiting[0];
    const ready = (next.needs ?? []).every((n) => done.has(n) || !plan.some((s) => s.id === n));
    if (!ready || load() + weightOf(next) > CORES) break;
    waiting.shift();
    const id = next.id;
    inFlight.set(
      id,
      start(next).finally(() => inFlight.delete(id)),
    );
  }
  // The first failure ends the run: the stages beside it are stopped.
  if (failed) stopAll();
  if (!inFlight.size) break;
  await Promise.race(inFlight.values());
}
if (!failed && waiting.length) {
  console.error(`✖ never started: ${waiting.map((s) => s.id).join(', ')}`);
  process.exit(1);
}

// ---- where the time went ----
const total = (Date.now() - started) / 1000;
yardsticks.push(yardstick());
const unit = (yardsticks[0] + yardsticks[1]) / 2;
const files = fileTimes(root).sort((a, b) => b.ms - a.ms);
const summary = [
  `Stages (${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${total.toFixed(0)} s in all; stages beside each other overlap):`,
  '',
  `Yardstick (scripts/yardstick.mjs, a fixed piece of JavaScript on one core): ${yardsticks.map((y) => `${y.toFixed(3)} s`).join(' before the stages, ')} after them; the run took ${(total / unit).toFixed(0)} yardsticks.`,
  '',
  table(
    ['stage', 'from (s)', 'seconds', 'result'],
    timings.map((t) => [t.name, t.from.toFixed(0), t.seconds.toFixed(1), t.result]),
  ),
  '',
  'Ten slowest files:',
  '',
  table(
    ['suite', 'file', 'seconds', 'tests'],
    files.slice(0, 10).map((f) => [f.suite, f.file, (f.ms / 1000).toFixed(1), String(f.tests)]),
  ),
].join('\n');
writeFileSync(join(reports, 'summary.md'), `${summary}\n`);
console.log(`\n${summary}\n`);
if (failed) {
  console.error(`✖ ${failed.name} failed.`);
  process.exit(1);
}
console.log(`All checks passed in ${total.toFixed(0)} s.`);
