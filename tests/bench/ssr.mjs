// SSR throughput: requests/s for a prerendered page and a request-time rendered page, each as a
// ratio to serving the same bytes as a static file from the same server. Needs `npm run build`.
import autocannon from 'autocannon';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT, report, startProcess, stopProcess, waitReady } from './lib.mjs';

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const API_PORT = 3901;
const WEB_PORT = 3900;
const dataDir = mkdtempSync(join(tmpdir(), 'kavach-bench-ssr-'));

function run(url) {
  return new Promise((resolve, reject) =>
    autocannon({ url, connections: 20, duration: DURATION }, (err, r) =>
      err ? reject(err) : resolve(r),
    ),
  );
}

const api = startProcess(join(ROOT, 'api/dist/main.js'), {
  DATA_DIR: dataDir,
  API_PORT: String(API_PORT),
  EMBEDDED_PG_PORT: '55901',
  LOG_LEVEL: 'warn',
  SEED_DEMO: 'true',
});
let web;
const staticDir = join(ROOT, 'public-web/dist/client/__bench');
try {
  await waitReady(`http://127.0.0.1:${API_PORT}/api/health/ready`, api);
  web = startProcess(join(ROOT, 'web-server/index.mjs'), {
    PORT: String(WEB_PORT),
    API_INTERNAL_URL: `http://127.0.0.1:${API_PORT}`,
  });
  await waitReady(`http://127.0.0.1:${WEB_PORT}/`, web);
  const base = `http://127.0.0.1:${WEB_PORT}`;
  const pages = [
    ['prerendered page (/)', '/'],
    ['request-time page (/our-sessions)', '/our-sessions'],
  ];
  mkdirSync(staticDir, { recursive: true });
  const figures = [];
  for (const [label, path] of pages) {
    const html = await (await fetch(base + path)).text();
    const name = path === '/' ? 'home.html' : path.replace(/\W+/g, '_') + '.html';
    writeFileSync(join(staticDir, name), html);
    const page = await run(base + path);
    const file = await run(`${base}/__bench/${name}`);
    const ratio = page.requests.average / file.requests.average;
    figures.push({
      figure: `SSR ${label} req/s`,
      target: '',
      measured: `${Math.round(page.requests.average)} req/s (p99 ${page.latency.p99} ms)`,
    });
    figures.push({
      figure: `SSR ${label} vs same bytes as a static file`,
      target: '',
      measured: `${ratio.toFixed(2)} × (${Math.round(file.requests.average)} req/s static)`,
    });
  }
  report(figures);
} finally {
  rmSync(staticDir, { recursive: true, force: true });
  await stopProcess(web);
  await stopProcess(api);
  rmSync(dataDir, { recursive: true, force: true });
}
