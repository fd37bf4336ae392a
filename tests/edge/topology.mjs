// The production topology of docker/compose.yaml without Docker (no container engine runs on
// the test machines): the local PostgreSQL and Redis, two API replicas in NODE_ENV=production on
// one port behind one DNS name (dnsmasq stands in for Docker's DNS), the SSR web server, and
// Debian's nginx with the configuration the edge image renders at start (docker/edge/render.sh
// on docker/edge/nginx.conf.template; only the addresses, ports and roots differ). Started once
// in `before` for every test of the edge suite, stopped in `after`.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { randomBytes, randomInt } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { after, before } from 'node:test';
import { fileURLToPath } from 'node:url';
import yaml from 'js-yaml';
import pg from 'pg';
import { ensurePostgres, TEST_DATABASE_URL } from '../../scripts/ensure-postgres.mjs';
import { ensureRedis, REDIS_URL } from '../../scripts/ensure-redis.mjs';
import { ensureEdgeTools } from '../../scripts/ensure-edge.mjs';
import { request } from './http.mjs';
import { builtRemotes, dists, renderEdge } from './nginx.mjs';
import {
  children,
  freePort,
  sharedPort,
  startProcess,
  stopProcess,
  waitFor,
  work,
} from './processes.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const REPLICAS = ['127.0.0.11', '127.0.0.12'];
export const BROKEN_REPLICA = '127.0.0.13';
// A replica started only to be killed mid-request.
export const DOOMED_REPLICA = '127.0.0.14';
// A proxy in front of the edge (a cloud load balancer) that the edge is configured to trust.
export const FRONT_PROXY = '127.0.0.2';
export const RATE_LIMIT = 3;
export const ADMIN_PASSWORD = `edge-${randomBytes(9).toString('base64url')}`;

export { dists };

const env = {};

/** The API's LINK_SIGNING_KEYS of this run (the newsletter's link tokens are signed with them). */
export const apiLinkKeys = () => env.LINK_SIGNING_KEYS;

// ---------------------------------------------------------------- the topology

export let edgePort;
export let webPort;
export let apiPort;
/** The API replicas' metrics port (METRICS_PORT) and nginx's status listener. */
export let metricsPort;
export let statusPort;
export let dnsmasq;
export let replicas = [];
export let oneUrlApi;
export let web;
let database;
const hostsFile = path.join(work, 'hosts');

/** Runs `fn` with a client of this run's database. */
export async function withDb(fn) {
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${database}`;
  const db = new pg.Client({ connectionString: url.href });
  await db.connect();
  try {
    return await fn(db);
  } finally {
    await db.end();
  }
}

export function writeHosts(apiAddresses) {
  fs.writeFileSync(
    hostsFile,
    [...apiAddresses.map((a) => `${a} api.edge.test`), '127.0.0.1 web.edge.test', ''].join('\n'),
  );
  fs.chmodSync(hostsFile, 0o644);
}

/** The file of the first asset matching `pattern` under `dir` (a real hashed build output). */
export function firstFile(dir, pattern) {
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
  await precompress([
    dists.public,
    dists.admin,
    ...builtRemotes().map((t) => path.join(dists.remotes, t, 'dist')),
  ]);

  // Two API replicas on one port, as containers of one service are.
  apiPort = await sharedPort([...REPLICAS, BROKEN_REPLICA, DOOMED_REPLICA]);
  do metricsPort = await sharedPort([...REPLICAS, BROKEN_REPLICA, DOOMED_REPLICA]);
  while (metricsPort === apiPort);
  Object.assign(env, {
    NODE_ENV: 'production',
    DATABASE_URL: dbUrl.href,
    REDIS_URL,
    // Production wants one keyring per purpose (docs/operations.md, "Rotating keys").
    JWT_SECRETS: `j1:${randomBytes(32).toString('hex')}`,
    TOTP_ENCRYPTION_KEYS: `t1:${randomBytes(32).toString('hex')}`,
    LINK_SIGNING_KEYS: `l1:${randomBytes(32).toString('hex')}`,
    CAPTCHA_KEYS: `c1:${randomBytes(32).toString('hex')}`,
    TRUST_PROXY: readComposeTrustProxy(),
    RATE_LIMIT_FORMS_PER_MINUTE: String(RATE_LIMIT),
    CAPTCHA_COST: '1',
    CAPTCHA_COUNTER_MAX: '50',
    DATA_DIR: path.join(work, 'data'),
    OUTBOX_POLL_MS: '0',
    // The browser check signs in with a password alone; two-factor sign-in has its own tests.
    TWO_FACTOR_REQUIRED_ROLES: 'none',
    // As in production: access lines too (tests/edge/logs.mjs reads what they hold).
    LOG_LEVEL: 'info',
    API_PORT: String(apiPort),
    METRICS_PORT: String(metricsPort),
  });
  // The System Admin, created as an operator does with the user CLI (which migrates): one made
  // from ADMIN_PASSWORD would first have to choose their own password.
  execFileSync(
    process.execPath,
    [
      path.join(ROOT, 'api/dist/auth/cli/user-cli.js'),
      'create',
      '--username',
      'admin',
      '--role',
      'admin',
      '--password-stdin',
    ],
    {
      cwd: ROOT,
      env: { ...process.env, ...env },
      input: `${ADMIN_PASSWORD}\n`,
      stdio: ['pipe', 'ignore', 'inherit'],
    },
  );
  // The first replica migrates (under its advisory lock); the second finds nothing to do.
  replicas = REPLICAS.map((host, i) => startReplica(host, `api-${i + 1}`));
  // The API of `npm start`: behind the one-URL web server, with its default TRUST_PROXY.
  const oneUrlApiPort = await freePort('127.0.0.1');
  const { TRUST_PROXY: _compose, ...oneUrlEnv } = env;
  oneUrlApi = startProcess('api-one-url', process.execPath, [path.join(ROOT, 'api/dist/main.js')], {
    cwd: ROOT,
    env: {
      ...process.env,
      ...oneUrlEnv,
      API_HOST: '127.0.0.1',
      API_PORT: String(oneUrlApiPort),
      METRICS_PORT: '0',
    },
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
  web = startProcess('web', process.execPath, [path.join(ROOT, 'web-server/index.mjs')], {
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
  do statusPort = await freePort('127.0.0.1');
  while (statusPort === edgePort);
  const { conf, unprivileged } = renderEdge(work, {
    EDGE_LISTEN: `127.0.0.1:${edgePort}`,
    EDGE_STATUS_LISTEN: `127.0.0.1:${statusPort}`,
    EDGE_API: `api.edge.test:${apiPort}`,
    EDGE_WEB: `web.edge.test:${webPort}`,
    EDGE_RESOLVER: `127.0.0.1:${dnsPort}`,
    TRUSTED_PROXIES: FRONT_PROXY,
  });
  startProcess('nginx', '/usr/sbin/nginx', ['-c', conf], unprivileged);
  await waitFor(
    'nginx',
    async () => (await request(edgePort, '/robots.txt')).status === 200,
    20_000,
    ['nginx'],
  );
});

/** One more API replica on `host` (the shared port), as the compose service scales. */
export function startReplica(host, name) {
  return startProcess(name, process.execPath, [path.join(ROOT, 'api/dist/main.js')], {
    cwd: ROOT,
    env: { ...process.env, ...env, API_HOST: host },
  });
}

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
