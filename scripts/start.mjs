// `npm start` (after the build): the API (embedded PostgreSQL unless DATABASE_URL is set) and
// the web server that serves the public site, /admin, /jobs-admin and proxies /api — one URL.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const PORT = process.env.PORT ?? '3000';
const API_PORT = process.env.API_PORT ?? '3001';
const apiUrl = `http://127.0.0.1:${API_PORT}`;
const children = [];

function run(name, file, env) {
  const child = spawn(process.execPath, [file], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: 'inherit',
  });
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`${name} exited (${signal ?? code}); stopping.`);
      stop(code ?? 1);
    }
  });
  children.push(child);
  return child;
}

async function waitReady(url, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} did not become ready`);
}

let stopping = false;
function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  // Web server first (stops taking requests), then the API (finishes in-flight work, stops Postgres).
  const [api, web] = children;
  const done = () => process.exit(code);
  if (web && web.exitCode === null) {
    web.once('exit', () =>
      api && api.exitCode === null ? (api.once('exit', done), api.kill('SIGTERM')) : done(),
    );
    web.kill('SIGTERM');
  } else if (api && api.exitCode === null) {
    api.once('exit', done);
    api.kill('SIGTERM');
  } else done();
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

run('API', join(root, 'api/dist/main.js'), { API_PORT, API_HOST: '127.0.0.1' });
await waitReady(`${apiUrl}/api/health/ready`);
run('Web server', join(root, 'web-server/index.mjs'), { PORT, API_INTERNAL_URL: apiUrl });
await waitReady(`http://127.0.0.1:${PORT}/api/health`);
console.log(`\n  Kavach Genomics is running at http://localhost:${PORT}`);
console.log(`    public site  http://localhost:${PORT}/`);
console.log(`    staff panel  http://localhost:${PORT}/admin   (HR: /jobs-admin)`);
console.log(`    API docs     http://localhost:${PORT}/api/docs\n`);
