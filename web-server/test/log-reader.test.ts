/**
 * The web server as `npm start` and the containers run it (index.mjs, the built site), with its
 * output read through a pipe: when the reader goes away (a supervisor or a test runner that
 * died), the server closes instead of living on unobserved.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, it } from 'vitest';

const BUILD = fileURLToPath(new URL('../../public-web/dist/server/entry.mjs', import.meta.url));
const SERVER = fileURLToPath(new URL('../index.mjs', import.meta.url));

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

let server: ChildProcess | undefined;
afterAll(() => {
  server?.kill('SIGKILL');
});

it(
  'closes when the reader of its output has gone, at its next line',
  { timeout: 20_000 },
  async () => {
    if (!fs.existsSync(BUILD))
      throw new Error(`No build at ${BUILD}: run "npm run build -w @kavach/public-web" first.`);
    const port = await freePort();
    const spawned = spawn(process.execPath, [SERVER], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        API_INTERNAL_URL: 'http://127.0.0.1:9',
        LOG_FORMAT: 'json',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server = spawned;
    const exited = new Promise<number | null>((resolve) => spawned.once('exit', resolve));
    await new Promise<void>((resolve, reject) => {
      spawned.once('exit', (code) => reject(new Error(`the web server exited (${code})`)));
      spawned.stdout.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('web server on')) resolve();
      });
    });
    // The reader goes: both pipes are closed on this side.
    spawned.stdout.destroy();
    spawned.stderr.destroy();
    // Still serving until it next writes: this page's access line is that write.
    const page = await fetch(`http://127.0.0.1:${port}/`);
    expect(page.status).toBe(200);
    const outcome = await Promise.race([
      exited.then((code) => `exited with ${code}`),
      new Promise((resolve) => setTimeout(() => resolve('still running after 5 s'), 5000)),
    ]);
    expect(outcome).toBe('exited with 0');
  },
);
