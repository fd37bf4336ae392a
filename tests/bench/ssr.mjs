// SSR throughput: requests/s for a prerendered page and a request-time rendered page, each as a
// ratio to serving the same bytes as a static file from the same server. Needs `npm run build`.
// The web server runs as the compose file runs it (NODE_ENV=production, its default page cache,
// compression); the API behind it logs at production's level. The settings print with the figures.
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
  LOG_LEVEL: 'info',
  SEED_DEMO: 'true',
});
const SETTINGS =
  'web server NODE_ENV=production, PAGE_CACHE_MS default, compression on; API LOG_LEVEL=info ' +
  `(embedded database, demo content); 20 connections × ${DURATION} s`;
let web;
const staticDir = join(ROOT, 'public-web/dist/client/__bench');
try {
  await waitReady(`http://127.0.0.1:${API_PORT}/api/health/ready`, api);
  web = startProcess(join(ROOT, 'web-server/index.mjs'), {
    NODE_ENV: 'production',
    PORT: String(WEB_PORT),
    API_INTERNAL_URL: `http://127.0.0.1:${API_PORT}`,
  });
  await waitReady(`http://127.0.0.1:${WEB_PORT}/`, web);
  const base = `http://127.0.0.1:${WEB_PORT}`;
  // A published blog post at its slug URL, as a visitor reaches it from the sitemap or a feed.
  const blog = await (await fetch(`http://127.0.0.1:${API_PORT}/api/content/blog`)).json();
  const post = blog.data.at(-1).slug;
  // [label, path, target ratio to the static file, target p99 (ms)]
  const pages = [
    ['prerendered page (/)', '/', null, null],
    ['request-time page (/our-sessions)', '/our-sessions', 0.5, 50],
    // Published content: at prerendered speed though it is read from the API (the kind's list and a post).
    ['content list from the API (/blog)', '/blog', 0.9, 50],
    [`content post from the API (/blog/${post})`, `/blog/${post}`, 0.9, 50],
  ];
  mkdirSync(staticDir, { recursive: true });
  const figures = [];
  for (const [label, path, targetRatio, targetP99] of pages) {
    const html = await (await fetch(base + path)).text();
    const name = path === '/' ? 'home.html' : path.replace(/\W+/g, '_') + '.html';
    writeFileSync(join(staticDir, name), html);
    const page = await run(base + path);
    const file = await run(`${base}/__bench/${name}`);
    const ratio = page.requests.average / file.requests.average;
    figures.push({
      figure: `SSR ${label} vs same bytes as a static file (${SETTINGS})`,
      target: targetRatio ? `≥ ${targetRatio} ×` : '',
      measured: `${ratio.toFixed(2)} × (${Math.round(page.requests.average)} vs ${Math.round(file.requests.average)} req/s)`,
      pass: targetRatio ? ratio >= targetRatio : undefined,
      kind: 'ratio',
    });
    figures.push({
      figure: `SSR ${label} latency (20 connections)`,
      target: targetP99 ? `p99 ≤ ${targetP99} ms` : '',
      measured: `p50 ${page.latency.p50} ms, p99 ${page.latency.p99} ms (static file p99 ${file.latency.p99} ms)`,
      pass: targetP99 ? page.latency.p99 <= targetP99 : undefined,
    });
  }
  report(figures);
} finally {
  rmSync(staticDir, { recursive: true, force: true });
  await stopProcess(web);
  await stopProcess(api);
  rmSync(dataDir, { recursive: true, force: true });
}
