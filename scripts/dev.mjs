// `npm run dev`: the whole system on one URL, rebuilt on save.
//   API         tsc --watch compiles api/src; node --watch restarts the API on each compiled
//               change (embedded PostgreSQL unless DATABASE_URL is set)
//   public site the web server renders the sources through Vite (hot reload)
//   staff panel the bundles a saved file belongs to are rebuilt (a remote in ~0.5 s, the shell
//               in ~10 s); the open panel then reloads (/__dev/reload, an event stream)
import { spawn } from 'node:child_process';
import { existsSync, watch } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import express from 'express';
import { remoteFolders } from '../admin-remotes/shared/federation.mjs';
import { createServer } from '../web-server/index.mjs';
import { seconds, waitReady } from './run-tools.mjs';

const root = join(fileURLToPath(import.meta.url), '..', '..');
const PORT = Number(process.env.PORT ?? 3000);
const API_PORT = process.env.API_PORT ?? '3001';
const apiUrl = `http://127.0.0.1:${API_PORT}`;
const children = [];
const started = Date.now();

function stopAll(code = 0) {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 3000).unref();
  Promise.all(children.map((c) => c.exitCode ?? new Promise((r) => c.once('exit', r)))).then(() =>
    process.exit(code),
  );
}
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

/** The API compiler in watch mode; resolves after its first compilation. */
function watchApiSources() {
  return new Promise((resolve) => {
    const tsc = spawn(
      join(root, 'node_modules/.bin/tsc'),
      ['-p', 'tsconfig.build.json', '--watch', '--preserveWatchOutput'],
      { cwd: join(root, 'api'), stdio: ['ignore', 'pipe', 'inherit'] },
    );
    children.push(tsc);
    let first = true;
    tsc.stdout.setEncoding('utf8');
    tsc.stdout.on('data', (text) => {
      for (const line of text.split('\n')) {
        // Only errors and the result of each compilation, not the watcher's chatter.
        if (/error TS/.test(line)) console.log(`[api] ${line.trim()}`);
        const done = /Found (\d+) errors?/.exec(line);
        if (!done) continue;
        if (first) {
          first = false;
          resolve();
        } else console.log(`[api] compiled (${done[1]} errors); the API restarts`);
      }
    });
  });
}

/**
 * Builds panel bundles one after the other (the federation plugin's temporary files are shared:
 * two builds at once break each other): 'shell' and remote folder names.
 * @param {string[]} bundles
 */
function buildPanel(bundles) {
  const env = { ...process.env, VITE_LIVE_RELOAD: '1' };
  const run = (program, args, cwd) =>
    new Promise((resolve) => {
      // Errors only: Vite's progress lines would bury the API's log.
      const child = spawn(program, args, {
        cwd: join(root, cwd),
        env,
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      children.push(child);
      child.on('exit', (code) => resolve(code === 0));
    });
  const remotes = bundles.filter((b) => b !== 'shell');
  return (async () => {
    let ok = true;
    if (bundles.includes('shell'))
      ok =
        (await run(
          join(root, 'node_modules/.bin/vite'),
          ['build', '--logLevel', 'error'],
          'admin-shell',
        )) && ok;
    if (remotes.length)
      ok =
        (await run(process.execPath, ['build-all.mjs', '--quiet', ...remotes], 'admin-remotes')) &&
        ok;
    return ok;
  })();
}

/** Which bundles a changed file belongs to (a shared file: all of them). */
function bundlesOf(file) {
  const [top, sub] = file.split('/');
  if (top === 'admin-shell') return ['shell'];
  if (sub === 'shared') return ['shell', ...remoteFolders()];
  return remoteFolders().includes(sub) ? [sub] : [];
}

/** Rebuilds the bundles whose sources change, in batches; `onRebuilt` after each batch. */
function watchPanel(onRebuilt) {
  let changed = new Set();
  let timer;
  let building = false;
  const flush = async () => {
    if (building || !changed.size) return;
    building = true;
    const bundles = [...changed];
    changed = new Set();
    const ok = await buildPanel(bundles);
    console.log(`[panel] ${ok ? 'rebuilt' : 'build failed:'} ${bundles.join(', ')}`);
    if (ok) onRebuilt();
    building = false;
    void flush();
  };
  for (const dir of ['admin-shell', 'admin-remotes']) {
    watch(join(root, dir), { recursive: true }, (_event, name) => {
      if (!name || /(^|\/)(node_modules|dist|test)(\/|$)|\.test\.tsx?$/.test(name)) return;
      for (const bundle of bundlesOf(`${dir}/${name}`)) changed.add(bundle);
      clearTimeout(timer);
      timer = setTimeout(flush, 200);
    });
  }
}

console.log('Starting the development system (Ctrl+C stops it)…');
let step = Date.now();
await watchApiSources();
console.log(`  ✔ API compiled in ${seconds(Date.now() - step)} (watching api/src)`);

step = Date.now();
const api = spawn(
  process.execPath,
  ['--watch-path', join(root, 'api/dist'), join(root, 'api/dist/main.js')],
  {
    cwd: root,
    env: { ...process.env, API_PORT, API_HOST: '127.0.0.1' },
    stdio: ['ignore', 'inherit', 'inherit'],
  },
);
children.push(api);

// Pages that listen for panel rebuilds.
const listeners = new Set();
let reloadTimer;
const reloadPanel = () => {
  // Several bundles rebuild after one save of a shared file: one reload after the last.
  clearTimeout(reloadTimer);
  reloadTimer = setTimeout(() => {
    for (const res of listeners) res.write('event: reload\ndata: {}\n\n');
  }, 300);
};
if (!(await buildPanel(['shell', ...remoteFolders()]))) stopAll(1);
watchPanel(reloadPanel);
console.log(`  ✔ staff panel built in ${seconds(Date.now() - step)} (watching its sources)`);

const app = express();
app.get('/__dev/reload', (req, res) => {
  res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-store' });
  res.write(': connected\n\n');
  listeners.add(res);
  req.on('close', () => listeners.delete(res));
});
app.use(await createServer({ dev: true, apiUrl }));

await waitReady(`${apiUrl}/api/health/ready`);
app.listen(PORT, '127.0.0.1', () => {
  const url = `http://localhost:${PORT}`;
  const credentials = join(process.env.DATA_DIR ?? join(root, '.data'), 'admin-credentials.txt');
  console.log(`
  Development system at ${url}  (ready in ${seconds(Date.now() - started)})
    public site   ${url}/            reloads as you save public-web/
    staff panel   ${url}/admin       reloads after admin-shell/ or admin-remotes/ rebuild
    API           ${url}/api/docs    restarts after api/src compiles
  ${existsSync(credentials) ? `Demo admin: ${credentials}` : ''}`);
});
