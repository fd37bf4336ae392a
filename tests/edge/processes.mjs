// Child processes of the edge test: started with their output in a log file each, stopped
// with SIGTERM (SIGKILL after 10 s), and the ports and waits they need.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './ports.mjs';

export { freePort };

/** The run's folder: logs, the rendered configuration, the database's files. */
export const work = fs.mkdtempSync(path.join(os.tmpdir(), 'kavach-edge-'));
export const children = [];

export function logOf(name) {
  return path.join(work, `${name}.log`);
}

export function startProcess(name, cmd, args, options = {}) {
  const out = fs.openSync(logOf(name), 'a');
  // nginx reopens /dev/stdout by path: the log must belong to the user it runs as.
  if (options.uid !== undefined) fs.fchownSync(out, options.uid, options.gid);
  const child = spawn(cmd, args, { stdio: ['ignore', out, out], ...options });
  child.name = name;
  children.push(child);
  return child;
}

export function tail(name, lines = 30) {
  try {
    return fs.readFileSync(logOf(name), 'utf8').trim().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

export async function stopProcess(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

function portFree(host, port) {
  return new Promise((resolve) => {
    const s = net.createServer();
    s.once('error', () => resolve(false));
    s.listen(port, host, () => s.close(() => resolve(true)));
  });
}

/** A port free on every one of `hosts` (the replicas listen on one port, as in Docker). */
export async function sharedPort(hosts) {
  for (;;) {
    const port = await freePort(hosts[0]);
    let ok = true;
    for (const h of hosts.slice(1)) ok &&= await portFree(h, port);
    if (ok) return port;
  }
}

export async function waitFor(what, check, timeoutMs = 90_000, logs = []) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if (await check()) return;
    } catch {
      /* not yet */
    }
    if (Date.now() > deadline)
      throw new Error(
        `${what} did not become ready\n${logs.map((l) => `--- ${l}\n${tail(l)}`).join('\n')}`,
      );
    await new Promise((r) => setTimeout(r, 250));
  }
}
