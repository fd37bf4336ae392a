import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';

export const MAIN = join(__dirname, '..', '..', 'dist', 'main.js');

export interface ApiProcess {
  proc: ChildProcess;
  port: number;
  url: string;
  output(): string;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** Starts the built API (node api/dist/main.js) and waits until it is ready. */
export async function startApi(port: number, env: Record<string, string>): Promise<ApiProcess> {
  const proc = spawn(process.execPath, [MAIN], {
    env: { ...process.env, API_PORT: String(port), LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  proc.stdout!.on('data', (d) => (out += d));
  proc.stderr!.on('data', (d) => (out += d));
  // Ended by itself, or killed by a signal (then exitCode stays null).
  const ended = () => proc.exitCode !== null || proc.signalCode !== null;
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (ended()) throw new Error(`API exited:\n${out}`);
    try {
      if ((await fetch(`${url}/api/health/ready`)).ok) break;
    } catch {
      /* not yet */
    }
    if (Date.now() > deadline) throw new Error(`API not ready:\n${out}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    proc,
    port,
    url,
    output: () => out,
    stop: (signal = 'SIGTERM') =>
      new Promise((resolve) => {
        if (ended()) return resolve(proc.exitCode);
        proc.once('exit', (code) => resolve(code));
        proc.kill(signal);
      }),
  };
}

/**
 * A minimal round-robin reverse proxy (what nginx does in production): each request goes to
 * the next upstream, with X-Forwarded-For set to the given client address.
 */
export async function startProxy(
  upstreams: () => string[],
  clientIp: string,
): Promise<{ url: string; close(): Promise<void> }> {
  let next = 0;
  const server = http.createServer((req, res) => {
    const list = upstreams();
    const target = new URL(list[next++ % list.length]);
    const upstream = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, 'x-forwarded-for': clientIp, connection: 'close' },
      },
      (ur) => {
        res.writeHead(ur.statusCode ?? 502, ur.headers);
        ur.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          statusCode: 502,
          error: 'Bad Gateway',
          message: 'Please try again in a moment.',
        }),
      );
    });
    req.pipe(upstream);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((r) => server.close(() => r())),
  };
}
