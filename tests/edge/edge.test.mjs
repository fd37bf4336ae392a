// The production edge, executed: the topology of docker/compose.yaml without Docker (no
// container engine runs on the test machines). Real parts only: the local PostgreSQL, Redis,
// two API replicas in NODE_ENV=production behind one DNS name (dnsmasq stands in for Docker's
// DNS), the SSR web server, and Debian's nginx with the configuration the edge image renders
// at start (docker/edge/render.sh on docker/edge/nginx.conf.template; only the addresses,
// ports and roots differ). The same header assertions run against the one-URL web server of
// `npm start`.
import assert from 'node:assert/strict';
import { spawn, execFileSync } from 'node:child_process';
import { randomBytes, randomInt } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import yaml from 'js-yaml';
import pg from 'pg';
import { ensurePostgres, TEST_DATABASE_URL } from '../../scripts/ensure-postgres.mjs';
import { ensureRedis, REDIS_URL } from '../../scripts/ensure-redis.mjs';
import { ensureEdgeTools } from '../../scripts/ensure-edge.mjs';
import { CHROMIUM_ARGS, ensureChromium } from '../../scripts/ensure-chromium.mjs';
import {
  contentSecurityPolicies,
  headerArea,
  securityHeaders,
  writeNginxSnippets,
} from '../../web-server/security-headers.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const REPLICAS = ['127.0.0.11', '127.0.0.12'];
const BROKEN_REPLICA = '127.0.0.13';
// A proxy in front of the edge (a cloud load balancer) that the edge is configured to trust.
const FRONT_PROXY = '127.0.0.2';
const RATE_LIMIT = 3;
const ADMIN_PASSWORD = `edge-${randomBytes(9).toString('base64url')}`;

const dists = {
  public: path.join(ROOT, 'public-web/dist/client'),
  admin: path.join(ROOT, 'admin-shell/dist'),
  remotes: path.join(ROOT, 'admin-remotes'),
};

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'kavach-edge-'));
const children = [];
const env = {};

// ---------------------------------------------------------------- processes and helpers

function logOf(name) {
  return path.join(work, `${name}.log`);
}

function startProcess(name, cmd, args, options = {}) {
  const out = fs.openSync(logOf(name), 'a');
  // nginx reopens /dev/stdout by path: the log must belong to the user it runs as.
  if (options.uid !== undefined) fs.fchownSync(out, options.uid, options.gid);
  const child = spawn(cmd, args, { stdio: ['ignore', out, out], ...options });
  child.name = name;
  children.push(child);
  return child;
}

function tail(name, lines = 30) {
  try {
    return fs.readFileSync(logOf(name), 'utf8').trim().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

async function stopProcess(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

function freePort(host) {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, host, () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

function portFree(host, port) {
  return new Promise((resolve) => {
    const s = net.createServer();
    s.once('error', () => resolve(false));
    s.listen(port, host, () => s.close(() => resolve(true)));
  });
}

/** A port free on every one of `hosts` (the replicas listen on one port, as in Docker). */
async function sharedPort(hosts) {
  for (;;) {
    const port = await freePort(hosts[0]);
    let ok = true;
    for (const h of hosts.slice(1)) ok &&= await portFree(h, port);
    if (ok) return port;
  }
}

async function waitFor(what, check, timeoutMs = 90_000, logs = []) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if (await check()) return;
    } catch {
      /* not yet */
    }
    if (Date.now() > deadline)
      throw new Error(
        `${what} did not become ready\n${logs.map((l) => `--- ${l}\n${tail(l)}`).join('\n')}`,
      );
    await new Promise((r) => setTimeout(r, 250));
  }
}

/**
 * One HTTP request with the raw header list (fetch joins repeated headers, which would hide a
 * header sent twice). `from` is the local address to connect from.
 */
function request(port, urlPath, { method = 'GET', headers = {}, body, from = '127.0.0.1' } = {}) {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port, path: urlPath, method, headers, localAddress: from, agent: false },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode,
            headers: res.headers,
            raw: res.rawHeaders,
            body: Buffer.concat(chunks),
            text: () => Buffer.concat(chunks).toString('utf8'),
            json: () => JSON.parse(Buffer.concat(chunks).toString('utf8')),
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

function countHeader(res, name) {
  let n = 0;
  for (let i = 0; i < res.raw.length; i += 2)
    if (res.raw[i].toLowerCase() === name.toLowerCase()) n++;
  return n;
}

/**
 * Every security header of the area exactly once with its value; HSTS only over https. With
 * area null (a request nginx refused before it knew the path), any area's policy will do.
 */
function assertHeaderSet(res, area, { https = false, label = '' } = {}) {
  for (const [name, value] of securityHeaders(area ?? 'page', { https })) {
    assert.equal(countHeader(res, name), 1, `${label}: ${name} is sent exactly once`);
    if (area === null && name === 'Content-Security-Policy')
      assert.ok(
        Object.values(contentSecurityPolicies()).includes(res.headers['content-security-policy']),
        label,
      );
    else assert.equal(res.headers[name.toLowerCase()], value, `${label}: ${name}`);
  }
  if (!https)
    assert.equal(countHeader(res, 'Strict-Transport-Security'), 0, `${label}: no HSTS over http`);
  const csp = res.headers['content-security-policy'];
  assert.match(csp, /frame-ancestors 'none'/, `${label}: frame protection`);
  assert.doesNotMatch(
    /script-src[^;]*/.exec(csp)[0],
    /unsafe-inline/,
    `${label}: no inline scripts`,
  );
}

/** A random address of the loopback network, so each run has its own rate-limit buckets. */
function randomLoopback() {
  return `127.${randomInt(100, 250)}.${randomInt(1, 250)}.${randomInt(1, 250)}`;
}

// ---------------------------------------------------------------- the topology

let edgePort;
let webPort;
let apiPort;
let dnsmasq;
let replicas = [];
let oneUrlApi;
let database;
const hostsFile = path.join(work, 'hosts');

function writeHosts(apiAddresses) {
  fs.writeFileSync(
    hostsFile,
    [...apiAddresses.map((a) => `${a} api.edge.test`), '127.0.0.1 web.edge.test', ''].join('\n'),
  );
  fs.chmodSync(hostsFile, 0o644);
}

/** The file of the first asset matching `pattern` under `dir` (a real hashed build output). */
function firstFile(dir, pattern) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true }))
    if (entry.isFile() && pattern.test(entry.name))
      return path.join(entry.parentPath ?? entry.path, entry.name);
  throw new Error(`no file matching ${pattern} under ${dir}`);
}

before(async () => {
  for (const [name, dir] of Object.entries(dists))
    if (!fs.existsSync(dir))
      throw new Error(`${name} build missing at ${dir}: run npm run build first`);
  ensureEdgeTools();
  await ensurePostgres();
  await ensureRedis();

  // A fresh database per run.
  database = `kavach_edge_${process.pid}_${randomInt(1e6)}`;
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${database}`);
  await admin.end();
  const dbUrl = new URL(TEST_DATABASE_URL);
  dbUrl.pathname = `/${database}`;

  // Files: the image build precompresses and lays the bundles out under one root.
  process.env.BROTLI_QUALITY ??= '5';
  const { precompress } = await import('../../scripts/precompress.mjs');
  const remoteDists = fs
    .readdirSync(dists.remotes)
    .filter((t) => fs.existsSync(path.join(dists.remotes, t, 'dist/remoteEntry.js')));
  await precompress([
    dists.public,
    dists.admin,
    ...remoteDists.map((t) => path.join(dists.remotes, t, 'dist')),
  ]);
  const srv = path.join(work, 'srv');
  fs.mkdirSync(path.join(srv, 'admin-remotes'), { recursive: true });
  fs.symlinkSync(dists.public, path.join(srv, 'public'));
  fs.symlinkSync(dists.admin, path.join(srv, 'admin'));
  for (const t of remoteDists)
    fs.symlinkSync(path.join(dists.remotes, t, 'dist'), path.join(srv, 'admin-remotes', t));
  const confDir = path.join(work, 'conf');
  fs.mkdirSync(confDir);
  fs.copyFileSync(path.join(ROOT, 'docker/edge/proxy.conf'), path.join(confDir, 'proxy.conf'));
  writeNginxSnippets(confDir);

  // Two API replicas on one port, as containers of one service are.
  apiPort = await sharedPort(REPLICAS);
  Object.assign(env, {
    NODE_ENV: 'production',
    DATABASE_URL: dbUrl.href,
    REDIS_URL,
    JWT_SECRET: randomBytes(32).toString('hex'),
    ADMIN_USERNAME: 'admin',
    ADMIN_PASSWORD,
    TRUST_PROXY: readComposeTrustProxy(),
    RATE_LIMIT_FORMS_PER_MINUTE: String(RATE_LIMIT),
    CAPTCHA_COST: '1',
    CAPTCHA_COUNTER_MAX: '50',
    DATA_DIR: path.join(work, 'data'),
    OUTBOX_POLL_MS: '0',
    LOG_LEVEL: 'warn',
    API_PORT: String(apiPort),
  });
  const startReplica = (host, i) =>
    startProcess(`api-${i + 1}`, process.execPath, [path.join(ROOT, 'api/dist/main.js')], {
      cwd: ROOT,
      env: { ...process.env, ...env, API_HOST: host },
    });
  // The first replica migrates (under its advisory lock); the second finds nothing to do.
  replicas = REPLICAS.map(startReplica);
  // The API of `npm start`: behind the one-URL web server, with its default TRUST_PROXY.
  const oneUrlApiPort = await freePort('127.0.0.1');
  const { TRUST_PROXY: _compose, ...oneUrlEnv } = env;
  oneUrlApi = startProcess('api-one-url', process.execPath, [path.join(ROOT, 'api/dist/main.js')], {
    cwd: ROOT,
    env: { ...process.env, ...oneUrlEnv, API_HOST: '127.0.0.1', API_PORT: String(oneUrlApiPort) },
  });
  for (const [i, host] of REPLICAS.entries())
    await waitFor(
      `API replica ${i + 1}`,
      async () => (await fetch(`http://${host}:${apiPort}/api/health/ready`)).ok,
      90_000,
      [`api-${i + 1}`],
    );
  await waitFor(
    'API of the one-URL server',
    async () => (await fetch(`http://127.0.0.1:${oneUrlApiPort}/api/health/ready`)).ok,
    90_000,
    ['api-one-url'],
  );

  // The SSR web server (in compose: the `web` service), which is also the one-URL server.
  webPort = await freePort('127.0.0.1');
  startProcess('web', process.execPath, [path.join(ROOT, 'web-server/index.mjs')], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(webPort),
      HOST: '127.0.0.1',
      API_INTERNAL_URL: `http://127.0.0.1:${oneUrlApiPort}`,
      TRUSTED_PROXIES: FRONT_PROXY,
    },
  });
  await waitFor(
    'web server',
    async () => (await fetch(`http://127.0.0.1:${webPort}/robots.txt`)).ok,
    60_000,
    ['web'],
  );

  // DNS for the service names: at first only the first replica answers to `api`.
  const dnsPort = await freePort('127.0.0.1');
  writeHosts([REPLICAS[0]]);
  dnsmasq = startProcess('dnsmasq', '/usr/sbin/dnsmasq', [
    '--keep-in-foreground',
    '--conf-file=/dev/null',
    `--port=${dnsPort}`,
    '--listen-address=127.0.0.1',
    '--bind-interfaces',
    '--no-resolv',
    '--no-hosts',
    `--addn-hosts=${hostsFile}`,
    `--pid-file=${path.join(work, 'dnsmasq.pid')}`,
    '--log-facility=-',
    ...(process.getuid?.() === 0 ? ['--user=root'] : []),
  ]);

  // nginx, rendered as the image renders it, running unprivileged as in the image.
  edgePort = await freePort('127.0.0.1');
  const runDir = path.join(work, 'run');
  const conf = execFileSync('sh', [path.join(ROOT, 'docker/edge/render.sh')], {
    env: {
      ...process.env,
      EDGE_LISTEN: `127.0.0.1:${edgePort}`,
      EDGE_API: `api.edge.test:${apiPort}`,
      EDGE_WEB: `web.edge.test:${webPort}`,
      EDGE_RESOLVER: `127.0.0.1:${dnsPort}`,
      EDGE_ROOT: srv,
      EDGE_CONF_DIR: confDir,
      EDGE_RUN_DIR: runDir,
      TRUSTED_PROXIES: FRONT_PROXY,
    },
  })
    .toString()
    .trim();
  const unprivileged = process.getuid?.() === 0 ? { uid: 65534, gid: 65534 } : {};
  if (unprivileged.uid) {
    for (const p of [work, srv, confDir, path.join(srv, 'admin-remotes')]) fs.chmodSync(p, 0o755);
    execFileSync('chown', ['-R', '65534:65534', runDir]);
  }
  startProcess('nginx', '/usr/sbin/nginx', ['-c', conf], unprivileged);
  await waitFor(
    'nginx',
    async () => (await request(edgePort, '/robots.txt')).status === 200,
    20_000,
    ['nginx'],
  );
});

/** The API's TRUST_PROXY as docker/compose.yaml sets it: the edge is the one hop. */
function readComposeTrustProxy() {
  const compose = yaml.load(fs.readFileSync(path.join(ROOT, 'docker/compose.yaml'), 'utf8'));
  const value = compose.services.api.environment.TRUST_PROXY;
  assert.ok(value, 'compose sets TRUST_PROXY for the API');
  return value;
}

after(async () => {
  await Promise.all(children.map(stopProcess));
  if (database) {
    const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await admin.end();
  }
  // KEEP_EDGE_WORK=1 keeps the logs and the rendered configuration for a look.
  if (process.env.KEEP_EDGE_WORK) console.log(`edge test files kept in ${work}`);
  else fs.rmSync(work, { recursive: true, force: true });
});

// ---------------------------------------------------------------- what every response carries

/** One URL per class of response, with the Cache-Control it must carry (null: the app's own). */
function responseClasses() {
  const rel = (file, dir) => '/' + path.relative(dir, file).split(path.sep).join('/');
  const adminAsset = firstFile(path.join(dists.admin, 'assets'), /\.js$/);
  const remoteAsset = firstFile(path.join(dists.remotes, 'jobs/dist/assets'), /\.js$/);
  const publicAsset = firstFile(path.join(dists.public, 'assets/entries'), /\.js$/);
  const immutable = /^public, max-age=31536000, immutable$/;
  const revalidate = /^(no-cache|no-store|private, no-store)/;
  const short = /^public, max-age=\d{1,4}$/;
  return [
    { label: 'prerendered page', url: '/', status: 200, cache: revalidate },
    { label: 'prerendered page (nested)', url: '/about-us', status: 200, cache: revalidate },
    { label: 'server-rendered page', url: '/our-sessions', status: 200, cache: revalidate },
    { label: '404 page', url: '/no-such-page', status: 404, cache: null },
    { label: '/admin', url: '/admin', status: 200, cache: revalidate },
    { label: '/admin client route', url: '/admin/contacts', status: 200, cache: revalidate },
    { label: '/jobs-admin', url: '/jobs-admin', status: 200, cache: revalidate },
    {
      label: 'admin asset',
      url: '/admin' + rel(adminAsset, dists.admin),
      status: 200,
      cache: immutable,
    },
    {
      label: 'remoteEntry.js',
      url: '/admin-remotes/jobs/remoteEntry.js',
      status: 200,
      cache: revalidate,
    },
    {
      label: 'remote asset',
      url: '/admin-remotes/jobs' + rel(remoteAsset, path.join(dists.remotes, 'jobs/dist')),
      status: 200,
      cache: immutable,
    },
    { label: 'public asset', url: rel(publicAsset, dists.public), status: 200, cache: immutable },
    { label: 'page context', url: '/index.pageContext.json', status: 200, cache: revalidate },
    { label: 'robots.txt', url: '/robots.txt', status: 200, cache: short },
    { label: 'sitemap.xml', url: '/sitemap.xml', status: 200, cache: short },
    { label: 'favicon', url: '/favicon.svg', status: 200, cache: short },
    { label: '/api/health', url: '/api/health', status: 200, cache: null },
    { label: 'API error', url: '/api/no-such-endpoint', status: 404, cache: null, json: true },
    {
      label: 'trailing-slash redirect',
      url: '/about-us/?from=mail',
      status: 301,
      cache: null,
      location: '/about-us?from=mail',
    },
    {
      label: 'nutrigenomics redirect',
      url: '/products/nutrigenomics',
      status: [301, 302, 307, 308],
      cache: null,
    },
  ];
}

function checkClass(res, c, origin) {
  const label = `${origin} ${c.label} (${c.url})`;
  if (Array.isArray(c.status))
    assert.ok(c.status.includes(res.status), `${label}: status ${res.status}`);
  else assert.equal(res.status, c.status, `${label}: status`);
  assertHeaderSet(res, headerArea(c.url), { label });
  if (c.cache) assert.match(res.headers['cache-control'] ?? '', c.cache, `${label}: Cache-Control`);
  if (c.json) assert.equal(res.json().statusCode, c.status, `${label}: the API's error shape`);
  if (c.location) assert.equal(res.headers.location, c.location, `${label}: Location`);
  const location = res.headers.location;
  if (location && !/^https:\/\/(?!127\.|localhost)/.test(location))
    assert.match(location, /^\/(?!\/)/, `${label}: a redirect inside the site is relative`);
  assert.equal(countHeader(res, 'Location'), location ? 1 : 0);
}

describe('every class of response carries the one header set, exactly once', () => {
  test('through the nginx edge', async () => {
    for (const c of responseClasses()) checkClass(await request(edgePort, c.url), c, 'edge');
  });

  test('through the one-URL web server', async () => {
    for (const c of responseClasses()) checkClass(await request(webPort, c.url), c, 'web server');
  });

  test('HSTS when the visitor used https, as told by the trusted proxy in front only', async () => {
    for (const port of [edgePort, webPort]) {
      const viaProxy = await request(port, '/', {
        from: FRONT_PROXY,
        headers: { 'X-Forwarded-Proto': 'https' },
      });
      assertHeaderSet(viaProxy, 'page', { https: true, label: `${port} via https proxy` });
      const api = await request(port, '/api/health', {
        from: FRONT_PROXY,
        headers: { 'X-Forwarded-Proto': 'https' },
      });
      assertHeaderSet(api, 'api', { https: true, label: `${port} API via https proxy` });
      const forged = await request(port, '/', {
        from: randomLoopback(),
        headers: { 'X-Forwarded-Proto': 'https' },
      });
      assertHeaderSet(forged, 'page', { https: false, label: `${port} forged proto` });
    }
  });

  test('a missing admin or remote file is a 404, not the app page', async () => {
    for (const port of [edgePort, webPort]) {
      for (const url of [
        '/admin/missing.js',
        '/admin/assets/missing-abcdefgh.js',
        '/admin-remotes/jobs/missing.js',
        '/admin-remotes/jobs/assets/missing-abcdefgh.js',
      ]) {
        const res = await request(port, url);
        assert.equal(res.status, 404, `${port} ${url}`);
        assert.doesNotMatch(res.text(), /<div id="root">/, `${port} ${url} is not the shell`);
        assertHeaderSet(res, 'admin', { label: `${port} ${url}` });
      }
    }
  });

  test('a path that cannot be decoded gets a plain error, no stack trace or machine path', async () => {
    for (const port of [edgePort, webPort]) {
      const res = await request(port, '/admin-remotes/%ZZ/a');
      assert.ok(res.status >= 400 && res.status < 500, `${port}: ${res.status}`);
      assert.doesNotMatch(res.text(), /\bat \w|node_modules|\/work\/|\/home\/|\/srv\//);
    }
  });
});

// ---------------------------------------------------------------- client address

describe('only the edge decides the client address', () => {
  // A bad newsletter post counts against the form's per-address limit: after RATE_LIMIT of
  // them the next is 429. Which bucket a request lands in shows whose address the API used.
  const post = (port, from, xff) =>
    request(port, '/api/subscriptions', {
      method: 'POST',
      from,
      headers: { 'Content-Type': 'application/json', ...(xff ? { 'X-Forwarded-For': xff } : {}) },
      body: '{}',
    });

  for (const [name, port] of [
    ['nginx edge', () => edgePort],
    ['one-URL web server', () => webPort],
  ]) {
    test(`${name}: a forged X-Forwarded-For does not give a fresh allowance`, async () => {
      const client = randomLoopback();
      for (let i = 0; i < RATE_LIMIT; i++)
        assert.equal((await post(port(), client, `198.51.100.${i + 1}`)).status, 400);
      assert.equal(
        (await post(port(), client, '198.51.100.200')).status,
        429,
        'another forged address: same bucket',
      );
      assert.equal((await post(port(), client)).status, 429, 'no header: same bucket');
    });

    test(`${name}: behind the trusted proxy, its client's address is used`, async () => {
      // Addresses of the benchmarking range, random so that no run meets another's bucket.
      const visitor = `198.18.${randomInt(256)}.${randomInt(1, 255)}`;
      const other = `198.19.${randomInt(256)}.${randomInt(1, 255)}`;
      for (let i = 0; i < RATE_LIMIT; i++)
        assert.equal((await post(port(), FRONT_PROXY, visitor)).status, 400);
      assert.equal((await post(port(), FRONT_PROXY, visitor)).status, 429);
      // Another visitor behind the same proxy has an allowance of their own.
      assert.equal((await post(port(), FRONT_PROXY, `${visitor}, ${other}`)).status, 400);
    });
  }
});

// ---------------------------------------------------------------- errors the forms understand

describe('errors in the API shape', () => {
  test('requests nginx refuses itself get JSON in the API shape, with their status', async () => {
    const cases = [
      { label: 'a path that climbs out', path: '/api/..%2f..%2fadmin', status: 400 },
      { label: 'a URI too long', path: `/api/health?${'a'.repeat(20_000)}`, status: 414 },
      { label: 'a method nginx refuses', path: '/api/health', method: 'TRACE', status: 405 },
      {
        label: 'headers too large',
        path: '/api/health',
        headers: { 'X-Big': 'a'.repeat(20_000) },
        status: 400,
      },
      {
        label: 'an unknown transfer coding',
        path: '/api/contacts',
        method: 'POST',
        headers: { 'Transfer-Encoding': 'gzip' },
        status: 400,
      },
    ];
    for (const c of cases) {
      const res = await request(edgePort, c.path, { method: c.method, headers: c.headers });
      assert.equal(res.status, c.status, c.label);
      assert.match(res.headers['content-type'], /application\/json/, c.label);
      const body = res.json();
      assert.equal(body.statusCode, c.status, c.label);
      assert.ok(body.error && body.message, c.label);
      assertHeaderSet(res, null, { label: c.label });
    }
  });

  test('a too-large upload gets JSON 413 with the message the forms show', async () => {
    const res = await request(edgePort, '/api/applications', {
      method: 'POST',
      headers: {
        'Content-Type': 'multipart/form-data; boundary=x',
        'Content-Length': String(7 * 1024 * 1024),
      },
      body: Buffer.alloc(7 * 1024 * 1024, 120),
    }).catch((e) => ({ error: e }));
    assert.ok(!res.error, `the edge answers instead of resetting: ${res.error}`);
    assert.equal(res.status, 413);
    assert.match(res.headers['content-type'], /application\/json/);
    assert.deepEqual(res.json(), {
      statusCode: 413,
      error: 'Payload Too Large',
      message: 'The upload is too large. Files must be 5 MB or smaller.',
    });
    assertHeaderSet(res, 'api', { label: '413' });
  });
});

// ---------------------------------------------------------------- compression

describe('compression', () => {
  test('hashed JS goes out precompressed: brotli, and gzip also through a proxy (Via)', async () => {
    const file = firstFile(path.join(dists.public, 'assets/entries'), /\.js$/);
    const url = '/' + path.relative(dists.public, file).split(path.sep).join('/');
    const br = await request(edgePort, url, { headers: { 'Accept-Encoding': 'br, gzip' } });
    assert.equal(br.headers['content-encoding'], 'br');
    assert.deepEqual(br.body, fs.readFileSync(`${file}.br`), 'the .br file written at build time');
    const gz = await request(edgePort, url, {
      headers: { 'Accept-Encoding': 'gzip', Via: '1.1 lb' },
    });
    assert.equal(gz.headers['content-encoding'], 'gzip');
    assert.deepEqual(gz.body, fs.readFileSync(`${file}.gz`));
    assert.match(gz.headers.vary ?? '', /Accept-Encoding/);
    // Responses of the SSR server are compressed by the edge too.
    const page = await request(edgePort, '/our-sessions', {
      headers: { 'Accept-Encoding': 'gzip', Via: '1.1 lb' },
    });
    assert.equal(page.headers['content-encoding'], 'gzip');
  });
});

// ---------------------------------------------------------------- the staff panel in a browser

describe('in Chromium through the edge', () => {
  test('the public site and the staff panel work under the CSP', { timeout: 120_000 }, async () => {
    const { chromium } = await import('playwright-core');
    const browser = await chromium.launch({
      executablePath: ensureChromium(),
      args: CHROMIUM_ARGS,
    });
    const violations = [];
    try {
      const page = await browser.newPage();
      page.on('console', (m) => {
        if (/Content Security Policy|Refused to/i.test(m.text())) violations.push(m.text());
      });
      const base = `http://127.0.0.1:${edgePort}`;
      // The captcha runs its proof of work in workers: the public form's and the login's.
      const solveCaptcha = async () => {
        const widget = page.locator('altcha-widget');
        await widget.locator('input[type=checkbox]').click({ force: true });
        await page.waitForFunction(
          () => document.querySelector('altcha-widget')?.getState?.() === 'verified',
          null,
          { timeout: 30_000 },
        );
      };
      await page.goto(`${base}/contact-us`);
      await page.locator('form input').first().focus(); // the widget arms on first focus
      await solveCaptcha();
      await page.goto(`${base}/admin`);
      await page.getByLabel('Username').fill('admin');
      await page.getByLabel('Password').fill(ADMIN_PASSWORD);
      await solveCaptcha();
      await page.getByRole('button', { name: 'Login' }).click();
      await page.getByRole('button', { name: 'Logout' }).waitFor({ timeout: 30_000 });
      await page.getByRole('tab', { name: 'Contact Us Details' }).click();
      await page.getByTestId('contacts-tab').waitFor({ timeout: 30_000 });
      assert.deepEqual(violations, [], 'no CSP violations');
    } finally {
      await browser.close();
    }
  });
});

// ---------------------------------------------------------------- replicas come and go

describe('API replicas behind one name', () => {
  const upstreamsSince = (offset) =>
    [
      ...fs
        .readFileSync(logOf('nginx'), 'utf8')
        .slice(offset)
        .matchAll(/"GET \/api\/health HTTP[^"]*" 200 .* up=([\d.:]+)/g),
    ].map((m) => m[1].replace(/:\d+$/, ''));

  /**
   * Waits until every nginx worker's cached answer for the API's name has expired. The
   * resolver keeps an answer `valid=5s`, counted in whole seconds of nginx's clock: an answer
   * taken just before the hosts file changed is used for up to 6 s after it.
   */
  const answersExpired = () => new Promise((r) => setTimeout(r, 7_000));

  test(
    'a replica added to the name is used without restarting the edge',
    { timeout: 60_000 },
    async () => {
      writeHosts(REPLICAS);
      dnsmasq.kill('SIGHUP'); // dnsmasq reads its hosts file again, as Docker's DNS follows `--scale`
      await answersExpired();
      const offset = fs.statSync(logOf('nginx')).size;
      for (let i = 0; i < 20; i++)
        assert.equal((await request(edgePort, '/api/health')).status, 200);
      await new Promise((r) => setTimeout(r, 200)); // the access log line follows the response
      assert.deepEqual(new Set(upstreamsSince(offset)), new Set(REPLICAS), 'both replicas answer');
    },
  );

  const explain = (res) => `${res.status} ${res.text()}\n--- nginx\n${tail('nginx', 12)}`;
  const badContact = () =>
    request(edgePort, '/api/contacts', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
      from: randomLoopback(),
    });

  test('a replica that stops: requests go to the other', { timeout: 60_000 }, async () => {
    await stopProcess(replicas[0]);
    for (let i = 0; i < 6; i++) {
      const get = await request(edgePort, '/api/health');
      assert.equal(get.status, 200, `GET on the remaining replica: ${explain(get)}`);
      // A POST that could not be sent to the stopped replica goes to the other one.
      const post = await badContact();
      assert.equal(post.status, 400, `POST on the remaining replica: ${explain(post)}`);
    }
  });

  test(
    'a replica that fails after taking a request: a GET is retried, a POST is never sent twice',
    { timeout: 60_000 },
    async () => {
      // A "replica" that reads each request and drops the connection without answering.
      const taken = [];
      const broken = net.createServer((socket) => {
        let head = '';
        socket.on('data', (chunk) => {
          head += chunk;
          if (head.includes('\r\n\r\n')) {
            taken.push(head.split(' ')[0]);
            socket.destroy();
          }
        });
      });
      await new Promise((r) => broken.listen(apiPort, BROKEN_REPLICA, r));
      try {
        writeHosts([REPLICAS[1], BROKEN_REPLICA]);
        dnsmasq.kill('SIGHUP');
        await answersExpired();
        // nginx puts the two addresses in a random order for each request: 20 tries make a
        // run where no POST meets the failing replica a one-in-a-million event.
        const posts = [];
        for (let i = 0; i < 20; i++) {
          assert.equal((await request(edgePort, '/api/health')).status, 200, 'GET retried');
          posts.push((await badContact()).status);
        }
        const postsTaken = taken.filter((m) => m === 'POST').length;
        assert.ok(postsTaken > 0, 'some POSTs reached the failing replica');
        // Each of those was answered 503 ("try again"), never resent to the healthy replica.
        assert.equal(posts.filter((st) => st === 503).length, postsTaken);
        assert.equal(posts.filter((st) => st === 400).length, posts.length - postsTaken);
      } finally {
        await new Promise((r) => broken.close(r));
      }
    },
  );

  test('no replica left: JSON 503 that the forms show as "try again"', async () => {
    await stopProcess(replicas[1]);
    const res = await request(edgePort, '/api/contacts', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    });
    assert.equal(res.status, 503);
    assert.deepEqual(res.json(), {
      statusCode: 503,
      error: 'Service Unavailable',
      message: 'The service is temporarily unavailable. Please try again in a moment.',
    });
    assertHeaderSet(res, 'api', { label: '503' });
    assert.equal(res.headers['retry-after'], '5');
    // The one-URL server says the same when its API is down.
    await stopProcess(oneUrlApi);
    const web = await request(webPort, '/api/contacts', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    });
    assert.equal(web.status, 503);
    assert.equal(web.headers['retry-after'], '5');
    assert.equal(
      web.json().message,
      'The service is temporarily unavailable. Please try again in a moment.',
    );
  });
});
