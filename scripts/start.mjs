// `npm start`: builds what changed (scripts/build.mjs), then runs the API (embedded PostgreSQL
// unless DATABASE_URL is set) and the web server that serves the public site, /admin,
// /jobs-admin and proxies /api — one URL. Prints a line per step and a summary box.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildChanged } from './build.mjs';
import { seconds, waitReady } from './run-tools.mjs';

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

const started = Date.now();

console.log('Building what changed…');
try {
  await buildChanged();
} catch {
  process.exit(1);
}

// The demo admin is created on the embedded database's first start; its credentials file
// appearing during this start is what makes it the first.
const embedded = !process.env.DATABASE_URL && !process.env.DATABASE_HOST;
const credentialsFile = join(process.env.DATA_DIR ?? join(root, '.data'), 'admin-credentials.txt');
const firstStart = embedded && !existsSync(credentialsFile);

let step = Date.now();
console.log(embedded ? 'Starting the API (embedded PostgreSQL)…' : 'Starting the API…');
run('API', join(root, 'api/dist/main.js'), {
  API_PORT,
  API_HOST: '127.0.0.1',
  ADMIN_CREDENTIALS_PRINT: 'false',
});
await waitReady(`${apiUrl}/api/health/ready`);
console.log(`  ✔ API ready in ${seconds(Date.now() - step)}`);
step = Date.now();
run('Web server', join(root, 'web-server/index.mjs'), { PORT, API_INTERNAL_URL: apiUrl });
await waitReady(`http://127.0.0.1:${PORT}/api/health`);
console.log(`  ✔ web server ready in ${seconds(Date.now() - step)}`);

/** A path as typed from here: relative inside the current folder, else absolute. */
function shortPath(file) {
  const rel = relative(process.cwd(), file);
  return rel && !rel.startsWith('..') ? rel : file;
}

const url = `http://localhost:${PORT}`;
const lines = [
  `Kavach Genomics is running at ${url}  (ready in ${seconds(Date.now() - started)})`,
  `  public site   ${url}/`,
  `  staff panel   ${url}/admin   (HR: ${url}/jobs-admin)`,
  `  API docs      ${url}/api/docs`,
];
if (firstStart && existsSync(credentialsFile)) {
  const creds = Object.fromEntries(
    [...readFileSync(credentialsFile, 'utf8').matchAll(/^(\w+): (.*)$/gm)].map((m) => [m[1], m[2]]),
  );
  const twoFactorRoles = (
    process.env.TWO_FACTOR_REQUIRED_ROLES ?? 'admin,kavach_admin,hr_manager,jobs_admin'
  )
    .split(',')
    .map((r) => r.trim().toLowerCase());
  lines.push(
    '',
    'Demo admin (created now; shown this once):',
    `  username      ${creds.username}`,
    `  password      ${creds.password}`,
    `  saved in      ${shortPath(credentialsFile)}`,
  );
  lines.push(
    twoFactorRoles.includes('admin')
      ? '  At the first login you choose your own password and set up two-factor sign-in.'
      : '  At the first login you choose your own password.',
  );
}
lines.push('Stop with Ctrl+C.');
const width = Math.max(...lines.map((l) => l.length));
console.log(
  [
    '',
    `┌${'─'.repeat(width + 2)}┐`,
    ...lines.map((l) => `│ ${l.padEnd(width)} │`),
    `└${'─'.repeat(width + 2)}┘`,
    '',
  ].join('\n'),
);
