// Shared helpers of the benchmarks: start processes, wait for readiness, report figures.
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import os from 'node:os';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';

/** The API's keyrings in production (docs/operations.md, "Rotating keys"): one random key per purpose. */
export function productionKeys() {
  const key = (id) => `${id}:${randomBytes(32).toString('base64url')}`;
  return {
    JWT_SECRETS: key('j1'),
    TOTP_ENCRYPTION_KEYS: key('t1'),
    LINK_SIGNING_KEYS: key('l1'),
    CAPTCHA_KEYS: key('c1'),
  };
}

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * The privacy notice version the public forms send with each submission (one the API accepts:
 * PRIVACY_NOTICE_VERSIONS in api/src/privacy-notice/privacy-notice.ts). Without it every
 * form answers 400, so the benchmarks would measure refusals.
 */
export const PRIVACY_NOTICE = '2026-11-23';

export function machine() {
  return `${os.cpus().length} × ${os.cpus()[0]?.model?.trim() ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
}

export function startProcess(file, env, { cwd = ROOT, quiet = true } = {}) {
  // BENCH_NODE_ARGS (e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof") profiles the measured process.
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const proc = spawn(process.execPath, [...nodeArgs, file], {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // The process's output is read as production's log collector reads it, through a pipe; the
  // last 64 KB are kept for a failure's message (an info-level API writes a line per request).
  let out = '';
  const keep = (d) => (out = (out + d).slice(-65_536));
  proc.stdout.on('data', (d) => {
    keep(d);
    if (!quiet) process.stdout.write(d);
  });
  proc.stderr.on('data', keep);
  proc.output = () => out;
  return proc;
}

export async function waitReady(url, proc, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (proc && proc.exitCode !== null) throw new Error(`process exited:\n${proc.output?.()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} not ready in time`);
}

export function stopProcess(proc) {
  return new Promise((resolve) => {
    if (!proc || proc.exitCode !== null) return resolve();
    proc.once('exit', () => resolve());
    proc.kill('SIGTERM');
    setTimeout(() => proc.kill('SIGKILL'), 15_000).unref();
  });
}

/**
 * Every benchmark ends by printing one line `BENCH_JSON [...]` with its figures
 * ({figure, target, measured, pass}); `npm run bench` collects them into BENCHMARKS.md.
 */
export function report(figures) {
  console.log(
    '\n' +
      figures
        .map(
          (f) =>
            `${f.pass === false ? '✖' : f.pass ? '✔' : '·'} ${f.figure}: ${f.measured}${f.target ? `  (target ${f.target})` : ''}`,
        )
        .join('\n'),
  );
  console.log('BENCH_JSON ' + JSON.stringify(figures));
}

/**
 * Fetches and solves `n` captcha challenges of the API at `base`, as the widget does,
 * `parallel` at a time; returns the base64 payloads (each accepted once, as in production).
 */
export async function solveCaptchas(base, n, parallel = 16) {
  const out = [];
  let next = 0;
  const worker = async () => {
    while (next < n) {
      next += 1;
      const challenge = await (await fetch(`${base}/api/captcha/challenge`)).json();
      const solution = await solveChallenge({ challenge, deriveKey });
      if (!solution) throw new Error('captcha not solved');
      out.push(Buffer.from(JSON.stringify({ challenge, solution })).toString('base64'));
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  return out;
}

/**
 * A new visitor's address for each request (10.0.0.0/8 holds 16.7 million), sent as the edge
 * sends it in X-Forwarded-For: the load is spread over as many visitors, and none of them meets
 * the per-address form limit.
 */
let visitors = 0;
export function visitorAddress() {
  const n = ++visitors;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

/** CPU seconds a process has used so far (user + system), from /proc (NaN once it has ended). */
export function cpuSecondsOf(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100; // utime, stime in ticks (USER_HZ 100)
  } catch {
    return NaN;
  }
}

/** CPU seconds of each PostgreSQL process (server and backends) on this machine, by pid. */
export function postgresCpu() {
  const byPid = new Map();
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres')
        byPid.set(pid, cpuSecondsOf(pid));
    } catch {
      // the process ended meanwhile
    }
  }
  return byPid;
}

/**
 * PostgreSQL's CPU seconds since `before` (a `postgresCpu()`), over its processes alive now: a
 * backend that ended meanwhile takes its time with it, rather than subtracting it.
 */
export function postgresCpuSince(before) {
  let total = 0;
  for (const [pid, seconds] of postgresCpu())
    if (!Number.isNaN(seconds)) total += seconds - (before.get(pid) ?? 0);
  return total;
}
