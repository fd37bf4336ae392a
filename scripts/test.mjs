// `npm test`: every check, in the order that fails fastest. Each step prints its time.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { ensurePostgres } from './ensure-postgres.mjs';
import { ensureChromium } from './ensure-chromium.mjs';
import { ensureEdgeTools } from './ensure-edge.mjs';
import { ensureRedis } from './ensure-redis.mjs';

const steps = [
  ['lint', 'npm', ['run', 'lint']],
  // The API's layers: the platform imports no feature, no folder loop, no import circle.
  ['api layers', 'npm', ['run', 'layers', '-w', '@kavach/api']],
  ['build', 'npm', ['run', 'build']],
  ['build: only what changed is rebuilt', 'node', ['--test', 'tests/scripts']],
  // Vite and vitest strip types without checking them; the API is checked by its own tests.
  ['type check (public site, staff panel, web server, browser tests)', 'npm', ['run', 'typecheck']],
  ['openapi is current', 'npm', ['run', 'openapi:check', '-w', '@kavach/api']],
  // A change to the document that a front end does not follow fails its type check.
  ['front ends held to the API document', 'node', ['--test', 'tests/contract']],
  ['docker/ stack description', 'node', ['--test', 'tests/docker']],
  ['deploy/kubernetes manifests', 'node', ['--test', 'tests/kubernetes']],
  ['postgres', async () => ensurePostgres()],
  ['redis', async () => ensureRedis()],
  ['api tests (jest + supertest, real Postgres)', 'npm', ['test', '-w', '@kavach/api']],
  ['public-web unit tests', 'npm', ['test', '-w', '@kavach/public-web', '--if-present']],
  ['web-server unit tests', 'npm', ['test', '-w', '@kavach/web-server']],
  ['admin-shell unit tests', 'npm', ['test', '-w', '@kavach/admin-shell', '--if-present']],
  ['admin-remotes unit tests', 'npm', ['test', '-w', '@kavach/admin-remotes', '--if-present']],
  ['chromium', async () => ensureChromium()],
  ['nginx, brotli modules, dnsmasq', async () => ensureEdgeTools()],
  // The production topology: nginx rendered as the edge image renders it, two API replicas.
  [
    'edge: nginx in front of two API replicas and the SSR server',
    'node',
    ['--test', '--test-concurrency=1', 'tests/edge'],
  ],
  // One Playwright suite per front end, each with its own config (servers, widths).
  ...readdirSync('tests/e2e', { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(`tests/e2e/${d.name}/playwright.config.ts`))
    .map((d) => [
      `end-to-end: ${d.name} (Playwright, Chromium)`,
      'npx',
      ['playwright', 'test', '-c', `tests/e2e/${d.name}/playwright.config.ts`],
    ]),
];

const started = Date.now();
for (const [name, cmd, args, when] of steps) {
  if (when && !when()) {
    console.log(`\n▶ ${name}: skipped (not present)`);
    continue;
  }
  const t0 = Date.now();
  console.log(`\n▶ ${name}`);
  if (typeof cmd === 'function') {
    try {
      await cmd();
    } catch (e) {
      console.error(`✖ ${name}: ${e.message}`);
      process.exit(1);
    }
  } else {
    const r = spawnSync(cmd, args, {
      stdio: 'inherit',
      env: {
        ...process.env,
        CI: process.env.CI ?? '1',
        // The build step above just built public-web/dist: the end-to-end suites serve it
        // instead of building the site again.
        E2E_FRESH_BUILD: '1',
        PUBLIC_WITH_API_SKIP_BUILD: '1',
        PUBLIC_WITH_API_DIST: 'public-web/dist',
      },
    });
    if (r.status !== 0) {
      console.error(`✖ ${name} failed (exit ${r.status})`);
      process.exit(r.status ?? 1);
    }
  }
  console.log(`✔ ${name} (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
}
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
