// Checks the production stack description (no Docker engine runs on the test machines).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import yaml from 'js-yaml';

const root = new URL('../../docker/', import.meta.url);
const compose = yaml.load(readFileSync(new URL('compose.yaml', root), 'utf8'));
const composeMinio = yaml.load(readFileSync(new URL('compose.minio.yaml', root), 'utf8'));
const env = readFileSync(new URL('.env.example', root), 'utf8');
/** The API's keyrings, one per purpose (docs/operations.md, "Rotating keys"). */
const KEYRINGS = ['JWT_SECRETS', 'TOTP_ENCRYPTION_KEYS', 'LINK_SIGNING_KEYS', 'CAPTCHA_KEYS'];

test('compose has postgres, redis, api, web and nginx, each with a healthcheck', () => {
  const services = compose.services;
  for (const name of ['postgres', 'redis', 'api', 'web', 'nginx']) {
    assert.ok(services[name], `service ${name}`);
    assert.ok(services[name].healthcheck?.test, `${name} has a healthcheck`);
  }
  assert.match(services.postgres.image, /^postgres:16\./);
  assert.ok(
    services.postgres.volumes.some((v) => v.includes('/var/lib/postgresql/data')),
    'postgres data on a volume',
  );
  assert.equal(services.api.deploy.replicas, 2, 'two API replicas');
  assert.equal(services.minio, undefined, 'MinIO is optional: only in compose.minio.yaml');
  assert.ok(composeMinio.services.minio.healthcheck?.test, 'minio has a healthcheck');
  assert.equal(composeMinio.services.api.depends_on.minio.condition, 'service_healthy');
});

test('startup order waits for healthy dependencies', () => {
  const s = compose.services;
  assert.equal(s.api.depends_on.postgres.condition, 'service_healthy');
  assert.equal(s.api.depends_on.redis.condition, 'service_healthy');
  assert.equal(s.web.depends_on.api.condition, 'service_healthy');
  assert.equal(s.nginx.depends_on.api.condition, 'service_healthy');
  assert.equal(s.nginx.depends_on.web.condition, 'service_healthy');
});

test('secrets have no defaults and the API runs in production mode with Redis', () => {
  const apiEnv = compose.services.api.environment;
  assert.equal(apiEnv.NODE_ENV, 'production');
  assert.equal(apiEnv.JWT_SECRET, undefined, 'production reads the keyrings, not JWT_SECRET');
  for (const v of KEYRINGS)
    assert.match(apiEnv[v], new RegExp(`^\\$\\{${v}:\\?`), `${v} is required`);
  assert.match(
    compose.services.postgres.environment.POSTGRES_PASSWORD,
    /:\?/,
    'POSTGRES_PASSWORD is required',
  );
  assert.match(apiEnv.REDIS_URL, /^redis:\/\/redis:6379/);
  // The API reference stays off in production unless the operator asks for it.
  assert.equal(apiEnv.API_DOCS, '${API_DOCS:-}');
  assert.match(env, /^API_DOCS=\s/m);
  for (const v of ['POSTGRES_PASSWORD', ...KEYRINGS, 'S3_BUCKET', 'SMTP_URL'])
    assert.match(env, new RegExp(`^${v}=`, 'm'));
  for (const v of KEYRINGS)
    assert.doesNotMatch(env, new RegExp(`^${v}=\\S`, 'm'), `no ${v} key in the example`);
  assert.doesNotMatch(
    env,
    /^(JWT_SECRET|TOTP_ENCRYPTION_KEY|CAPTCHA_SECRET)=/m,
    'no retired variable',
  );
});

// tests/edge/ runs the edge as the image does; these tie the image to what that test runs.
test('the edge image runs the configuration and the packages the edge test runs', () => {
  const dockerfile = readFileSync(new URL('Dockerfile.web', root), 'utf8');
  const edge = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));
  const render = readFileSync(new URL('edge/render.sh', root), 'utf8');
  const tools = readFileSync(new URL('../scripts/ensure-edge.mjs', root), 'utf8');
  // The Debian packages of the test, nginx and both brotli modules among them.
  for (const [, pkg] of tools.matchAll(/name: '([^']+)'/g))
    if (pkg !== 'dnsmasq-base')
      assert.match(edge, new RegExp(`\\b${pkg}\\b`), `image installs ${pkg}`);
  assert.match(
    edge,
    /^FROM debian:bookworm-\d{8}-slim AS edge$/m,
    'Debian 12, as the test machines',
  );
  // Rendered by the same script at every start, with a value for each variable it requires.
  assert.match(edge, /render\.sh/);
  const required = /^for v in ([A-Z_ ]+); do$/m.exec(render)[1].split(' ');
  assert.ok(required.includes('EDGE_API'));
  for (const v of required) assert.match(edge, new RegExp(`\\b${v}=\\S`), `the image sets ${v}`);
  assert.match(edge, /^USER www-data$/m, 'nginx runs unprivileged');
  // The API believes exactly one hop: the edge, which sets the client address.
  assert.equal(compose.services.api.environment.TRUST_PROXY, '1');
  assert.ok('TRUSTED_PROXIES' in compose.services.nginx.environment);
  assert.deepEqual(
    compose.services.nginx.ports,
    ['${HTTP_PORT:-8080}:8080'],
    'only the edge is published',
  );
  for (const name of ['api', 'web', 'postgres', 'redis', 'nginx-exporter'])
    assert.equal(compose.services[name].ports, undefined);
  // The edge's status listener is scraped inside the network, never published.
  assert.match(
    compose.services['nginx-exporter'].command.join(' '),
    /--nginx\.scrape-uri=http:\/\/nginx:8081\/nginx_status/,
  );
});

// The public site's address is written into the prerendered pages and the sitemap at build
// time: both images built from the build stage are built with the address the stack serves.
test('the front ends are built with the site address the stack runs with', () => {
  const dockerfile = readFileSync(new URL('Dockerfile.web', root), 'utf8');
  assert.match(dockerfile, /^ARG PUBLIC_SITE_URL=/m);
  assert.match(
    dockerfile,
    /PUBLIC_SITE_URL=\$PUBLIC_SITE_URL npm run build -w @kavach\/public-web/,
  );
  for (const name of ['web', 'nginx'])
    assert.equal(
      compose.services[name].build.args?.PUBLIC_SITE_URL,
      compose.services.web.environment.PUBLIC_SITE_URL,
      `${name} is built with the address the web server is given`,
    );
});

test('images run as a non-root user', () => {
  for (const f of ['Dockerfile.api', 'Dockerfile.web']) {
    const text = readFileSync(new URL(f, root), 'utf8');
    assert.match(text, /^USER node$/m, `${f} drops root`);
    assert.match(text, /AS build/);
  }
});

// Dockerfile → stages: { name, from, lines } (continuation lines joined).
function stages(file) {
  const text = readFileSync(new URL(file, root), 'utf8').replace(/\\\n\s*/g, ' ');
  const out = [];
  for (const line of text.split('\n')) {
    const from = line.match(/^FROM\s+(\S+)(?:\s+AS\s+(\S+))?/i);
    if (from) out.push({ name: from[2], from: from[1], lines: [] });
    else if (out.length && line.trim() && !line.startsWith('#')) out.at(-1).lines.push(line.trim());
  }
  return out;
}
const imagesOf = (file) =>
  Object.values(file.services)
    .map((s) => s.image)
    .filter(Boolean);

test('images are pinned to exact versions, never latest', () => {
  // postgres:16.10-alpine, redis:7.4.6-alpine, nginx/nginx-prometheus-exporter:1.5.3,
  // minio/minio:RELEASE.2025-09-07T16-13-09Z: an exact release, not a moving major/minor tag
  // (16-alpine, 7-alpine, 1.5) or latest.
  const exact =
    /^[\w./-]+:(?:\d+\.\d+(?:\.\d+)?-[a-z][\w.]*|\d+\.\d+\.\d+|RELEASE\.\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ)$/;
  const images = [...imagesOf(compose), ...imagesOf(composeMinio)];
  assert.equal(images.length, 4, 'postgres, redis, nginx-prometheus-exporter, minio');
  for (const image of images) assert.match(image, exact);
  assert.match(compose.services.redis.image, /^redis:\d+\.\d+\.\d+-alpine$/);
  for (const f of ['Dockerfile.api', 'Dockerfile.web']) {
    const names = new Set();
    for (const { name, from } of stages(f)) {
      if (!names.has(from))
        assert.doesNotMatch(from, /:latest$|^[^:@]+$/, `${f}: ${from} has an explicit tag`);
      names.add(name);
    }
  }
});

test('Node images are Node 24 LTS at an exact version', () => {
  const node = [
    ...stages('Dockerfile.api').map((s) => ['Dockerfile.api', s]),
    ...stages('Dockerfile.web').map((s) => ['Dockerfile.web', s]),
  ].filter(([, s]) => s.from.startsWith('node:'));
  const names = node.map(([f, s]) => `${f} ${s.name}`);
  for (const stage of [
    'Dockerfile.api build',
    'Dockerfile.api deps',
    'Dockerfile.api runtime',
    'Dockerfile.web build',
    'Dockerfile.web web',
  ])
    assert.ok(names.includes(stage), `${stage} runs on Node`);
  for (const [f, s] of node)
    assert.match(s.from, /^node:24\.\d+\.\d+-bookworm-slim$/, `${f} ${s.name}`);
});

test('the API image holds the API and its production dependencies only, read-only to its user', () => {
  const byName = Object.fromEntries(stages('Dockerfile.api').map((s) => [s.name, s]));
  const { deps, runtime } = byName;
  // Only the root manifest, the lockfile and the API's package.json: no other workspace.
  assert.deepEqual(
    deps.lines.filter((l) => l.startsWith('COPY')),
    ['COPY package.json package-lock.json ./', 'COPY api/package.json api/package.json'],
  );
  const install = deps.lines.find((l) => l.startsWith('RUN npm ci'));
  assert.match(install, /--omit=dev/);
  assert.match(install, /-w @kavach\/api --include-workspace-root=false/);
  const copies = runtime.lines.filter((l) => l.startsWith('COPY'));
  assert.deepEqual(copies, [
    'COPY --from=deps /app ./',
    'COPY --from=build /app/api/dist api/dist',
  ]);
  assert.ok(!runtime.lines.some((l) => /npm (ci|install|prune)/.test(l)), 'no install in runtime');
  assert.equal(runtime.lines.filter((l) => /^USER /.test(l)).at(-1), 'USER node');
  assert.match(
    runtime.lines.find((l) => l.startsWith('ENV')),
    /DATA_DIR=\/data\b/,
  );
});

test('no secret has a default; the MinIO credentials are required', () => {
  // ${VAR:-x} / ${VAR-x} with a non-empty x for anything that looks like a credential.
  const defaulted = /\$\{(\w*(?:PASSWORD|SECRET|_KEY|ROOT_USER)\w*):?-([^}]+)\}/g;
  for (const [name, file] of [
    ['compose.yaml', 'compose.yaml'],
    ['compose.minio.yaml', 'compose.minio.yaml'],
  ]) {
    const text = readFileSync(new URL(file, root), 'utf8');
    assert.deepEqual(
      [...text.matchAll(defaulted)].map((m) => m[0]),
      [],
      `${name}: no defaults`,
    );
  }
  const minio = composeMinio.services.minio.environment;
  assert.match(minio.MINIO_ROOT_USER, /^\$\{S3_ACCESS_KEY_ID:\?/);
  assert.match(minio.MINIO_ROOT_PASSWORD, /^\$\{S3_SECRET_ACCESS_KEY:\?/);
  for (const v of ['POSTGRES_PASSWORD', ...KEYRINGS, 'S3_SECRET_ACCESS_KEY', 'ADMIN_PASSWORD'])
    assert.match(env, new RegExp(`^${v}=(\\s|$)`, 'm'), `${v} is empty in .env.example`);
});

test('the API gets the database as separate variables, not a URL with the password inside', () => {
  const apiEnv = compose.services.api.environment;
  const pg = compose.services.postgres.environment;
  assert.equal(apiEnv.DATABASE_URL, undefined);
  assert.equal(apiEnv.DATABASE_HOST, 'postgres');
  assert.equal(String(apiEnv.DATABASE_PORT), '5432');
  assert.equal(apiEnv.DATABASE_USER, pg.POSTGRES_USER);
  assert.equal(apiEnv.DATABASE_PASSWORD, pg.POSTGRES_PASSWORD);
  assert.match(apiEnv.DATABASE_PASSWORD, /^\$\{POSTGRES_PASSWORD:\?/);
  assert.equal(apiEnv.DATABASE_NAME, pg.POSTGRES_DB);
});

test('no Swarm-only update settings that plain compose would ignore', () => {
  assert.equal(compose.services.api.deploy.update_config, undefined);
});

test('.dockerignore keeps generated files and secrets out, and what the Dockerfiles copy in', () => {
  const patterns = readFileSync(new URL('../.dockerignore', root), 'utf8')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'));
  // Docker's matching for the forms used here: `**/` any folders, `*` within one name; a
  // pattern that matches a folder excludes everything under it.
  const toRegExp = (p) =>
    new RegExp(
      `^${p
        .replace(/^\//, '')
        .replace(/[.+^${}()|[\]\\]/g, '\\$&')
        .replace(/\*\*\//g, '%%')
        .replace(/\*/g, '[^/]*')
        .replace(/%%/g, '(?:.*/)?')}(?:/.*)?$`,
    );
  const excluded = (path) => patterns.some((p) => toRegExp(p).test(path));
  for (const path of [
    'node_modules/x/index.js',
    'api/node_modules/typescript/package.json',
    'api/dist/main.js',
    'admin-remotes/jobs/dist/remoteEntry.js',
    'public-web/dist/client/index.html',
    '.data/pg/PG_VERSION',
    '.git/HEAD',
    'docker/.env',
    'coverage/lcov.info',
    'test-results/x.json',
    'playwright-report/index.html',
  ])
    assert.ok(excluded(path), `${path} stays out of the build context`);
  const copied = ['Dockerfile.api', 'Dockerfile.web'].flatMap((f) =>
    stages(f)
      .flatMap((s) => s.lines)
      .filter((l) => l.startsWith('COPY ') && !l.includes('--from='))
      .flatMap((l) => l.split(/\s+/).slice(1, -1)),
  );
  assert.ok(copied.length > 10, 'found the COPY sources');
  for (const src of copied)
    assert.ok(
      !excluded(src.replace(/\/$/, '')),
      `${src} (copied by a Dockerfile) is in the context`,
    );
});
