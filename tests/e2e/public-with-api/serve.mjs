// Serves the build of build.mjs with the site's own Express server (web-server/index.mjs),
// building first unless PUBLIC_WITH_API_SKIP_BUILD=1 (and a build exists).
// Environment: PORT (default 3460), API_INTERNAL_URL (default http://127.0.0.1:3461), PUBLIC_WITH_API_DIST.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { AXE_SCRIPT_PATH, sendAxeScript } from '../axe.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const distDir = path.resolve(process.env.PUBLIC_WITH_API_DIST ?? path.join(here, 'dist'));
const built = fs.existsSync(path.join(distDir, 'server', 'entry.mjs'));
if (process.env.PUBLIC_WITH_API_SKIP_BUILD !== '1' || !built) {
  execFileSync(process.execPath, [path.join(here, 'build.mjs'), distDir], {
    stdio: 'inherit',
  });
}
const { createServer } = await import('../../../web-server/index.mjs');
const app = await createServer({
  clientDir: path.join(distDir, 'client'),
  serverEntry: path.join(distDir, 'server', 'entry.mjs'),
  apiUrl: process.env.API_INTERNAL_URL ?? 'http://127.0.0.1:3461',
  // The API stand-in switches between answers from one test to the next, faster than the
  // production page cache's second (tests/edge/page-cache.mjs covers the cache).
  pageCacheMs: 0,
});
const port = Number(process.env.PORT ?? 3460);
// Beside the site, axe's script for the accessibility checks (tests/e2e/axe.mjs).
const server = http
  .createServer((req, res) => (req.url === AXE_SCRIPT_PATH ? sendAxeScript(res) : app(req, res)))
  .listen(port, '127.0.0.1', () => console.log(`public-with-api web on http://127.0.0.1:${port}`));
for (const signal of ['SIGTERM', 'SIGINT'])
  process.once(signal, () => server.close(() => process.exit(0)));
