// @ts-check
// The production overlay, executed without a cluster: each container's command with the
// environment its manifests give it (ConfigMaps and Secret keys; service names, ports and the
// database mapped to this machine), started in the order a deployment starts them — the
// migration Job, two API pods, the web server, the edge rendered by docker/edge/render.sh as
// its image does — and every declared probe asked as the kubelet asks it: same path, the
// container port mapped to the local one, same timeout, a 2xx or 3xx answer counting as a
// success. One API pod reaches PostgreSQL through a relay that the test cuts and restores:
// its readiness must fail (and its liveness hold) while the database is unreachable.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { randomInt } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { after, before, test } from 'node:test';
import pg from 'pg';
import { ensureEdgeTools } from '../../scripts/ensure-edge.mjs';
import { ensurePostgres, TEST_DATABASE_URL } from '../../scripts/ensure-postgres.mjs';
import { ensureRedis, REDIS_URL } from '../../scripts/ensure-redis.mjs';
import { writeNginxSnippets } from '../../web-server/security-headers.mjs';
import {
  children,
  freePort,
  sharedPort,
  startProcess,
  stopProcess,
  waitFor,
  work,
} from '../edge/processes.mjs';
import { ROOT, base, environmentOf, find, render, secretValues } from './render.mjs';

const { settings, objects } = render('production');
const API_PODS = ['127.0.0.21', '127.0.0.22'];
const containerOf = (/** @type {string} */ name) =>
  find(objects, 'Deployment', name).spec.template.spec.containers[0];
const job = find(objects, 'Job', `migrate-1-2-3`).spec.template.spec.containers[0];

const database = `kavach_k8s_${process.pid}_${randomInt(1e6)}`;
const dbUser = new URL(TEST_DATABASE_URL).username || 'postgres';
/** The Secret the operator would create, with this machine's Redis. */
const secret = secretValues({ REDIS_URL });
const secretValue = (/** @type {string} */ _name, /** @type {string} */ key) => secret[key];

/** Local ports of the containers' ports: [host, port] per pod. */
const ports = { api: 0, web: 0, edge: 0, dns: 0, relay: 0 };
const relay = { server: /** @type {net.Server | undefined} */ (undefined), sockets: new Set() };

/**
 * A container's environment from the manifests, with the values that name this machine
 * replaced: each replaced variable must be one the manifests set.
 * @param {any} container @param {Record<string, string>} local
 */
function envOf(container, local) {
  const env = environmentOf(objects, container, secretValue);
  for (const k of Object.keys(local)) assert.ok(k in env, `the manifests set ${k}`);
  return { PATH: process.env.PATH ?? '/usr/bin:/bin', ...env, ...local };
}

function apiEnv(/** @type {number} */ i) {
  return envOf(containerOf('api'), {
    API_HOST: API_PODS[i],
    API_PORT: String(ports.api),
    DATABASE_HOST: '127.0.0.1',
    // The second pod reaches the database through the relay the test cuts.
    DATABASE_PORT: String(i === 1 ? ports.relay : 5432),
    DATABASE_NAME: database,
    DATABASE_USER: dbUser,
    DATA_DIR: path.join(work, `api-${i + 1}-data`),
  });
}

/** The relay to PostgreSQL: open, or cut (listener closed, every connection dropped). */
function openRelay() {
  return new Promise((resolve) => {
    relay.server = net.createServer((client) => {
      const upstream = net.connect(5432, '127.0.0.1');
      for (const s of [client, upstream]) {
        relay.sockets.add(s);
        s.on('close', () => relay.sockets.delete(s));
        s.on('error', () => {});
      }
      client.pipe(upstream).pipe(client);
    });
    relay.server.listen(ports.relay, '127.0.0.1', () => resolve(undefined));
  });
}
function cutRelay() {
  return new Promise((resolve) => {
    relay.server?.close(() => resolve(undefined));
    for (const s of relay.sockets) /** @type {net.Socket} */ (s).destroy();
  });
}

/**
 * One probe as the kubelet sends it: GET path on the container's port, given up after
 * timeoutSeconds; 200–399 is a success.
 * @param {any} probe @param {string} host @param {Record<number, number>} portMap
 */
async function ask(probe, host, portMap) {
  const { path: urlPath, port } = probe.httpGet;
  assert.ok(portMap[port], `port ${port} is a container port`);
  try {
    const res = await fetch(`http://${host}:${portMap[port]}${urlPath}`, {
      signal: AbortSignal.timeout(probe.timeoutSeconds * 1000),
    });
    await res.arrayBuffer();
    return res.status >= 200 && res.status < 400;
  } catch {
    return false;
  }
}

/** The probes of a container, in the kubelet's order: startup until it passes, then the others. */
async function probesPass(/** @type {any} */ c, /** @type {string} */ host, portMap) {
  const { startupProbe: s } = c;
  await waitFor(
    `${c.name} startup probe`,
    () => ask(s, host, portMap),
    s.periodSeconds * s.failureThreshold * 1000,
    children.map((p) => /** @type {any} */ (p).name),
  );
  assert.equal(await ask(c.readinessProbe, host, portMap), true, `${c.name} ${host} ready`);
  assert.equal(await ask(c.livenessProbe, host, portMap), true, `${c.name} ${host} live`);
}

before(async () => {
  ensureEdgeTools();
  await ensurePostgres();
  await ensureRedis();
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${database}`);
  await admin.end();
  ports.api = await sharedPort(API_PODS);
  ports.web = await freePort('127.0.0.1');
  ports.edge = await freePort('127.0.0.1');
  ports.dns = await freePort('127.0.0.1');
  ports.relay = await freePort('127.0.0.1');
  await openRelay();
});

after(async () => {
  await Promise.all(children.map(stopProcess));
  await cutRelay();
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  await admin.end();
  if (process.env.KEEP_EDGE_WORK) console.log(`kubernetes run files kept in ${work}`);
  else fs.rmSync(work, { recursive: true, force: true });
});

test('the migration Job migrates; run again, as each API pod does at start, it finds nothing', () => {
  const env = envOf(job, {
    DATABASE_HOST: '127.0.0.1',
    DATABASE_PORT: '5432',
    DATABASE_NAME: database,
    DATABASE_USER: dbUser,
  });
  const first = spawnSync(job.command[0], job.command.slice(1), {
    cwd: ROOT,
    env,
    encoding: 'utf8',
  });
  assert.equal(first.status, 0, first.stderr);
  assert.match(first.stdout, /^migrations applied: \w+\d{13}, /);
  const again = spawnSync(job.command[0], job.command.slice(1), {
    cwd: ROOT,
    env,
    encoding: 'utf8',
  });
  assert.equal(again.status, 0, again.stderr);
  assert.equal(again.stdout.trim(), 'migrations applied: none');
});

test('two API pods, the web server and the edge answer every declared probe', async () => {
  const api = containerOf('api');
  for (const i of [0, 1])
    startProcess(`api-${i + 1}`, process.execPath, ['api/dist/main.js'], {
      cwd: ROOT,
      env: apiEnv(i),
    });
  for (const host of API_PODS) await probesPass(api, host, { [base.API_PORT]: ports.api });

  const web = containerOf('web');
  startProcess('web', process.execPath, ['web-server/index.mjs'], {
    cwd: ROOT,
    env: envOf(web, {
      HOST: '127.0.0.1',
      PORT: String(ports.web),
      API_INTERNAL_URL: `http://${API_PODS[0]}:${ports.api}`,
    }),
  });
  await probesPass(web, '127.0.0.1', { [base.WEB_PORT]: ports.web });

  // The edge: its image's files laid out under EDGE_ROOT and EDGE_CONF_DIR, the Service names
  // it is given answered by a DNS server of the test (the headless Service: both API pods).
  const edge = containerOf('edge');
  const config = environmentOf(objects, edge, secretValue);
  const srv = path.join(work, 'srv');
  const conf = path.join(work, 'conf');
  fs.mkdirSync(path.join(srv, 'admin-remotes'), { recursive: true });
  fs.mkdirSync(conf);
  fs.symlinkSync(path.join(ROOT, 'public-web/dist/client'), path.join(srv, 'public'));
  fs.symlinkSync(path.join(ROOT, 'admin-shell/dist'), path.join(srv, 'admin'));
  fs.copyFileSync(path.join(ROOT, 'docker/edge/proxy.conf'), path.join(conf, 'proxy.conf'));
  writeNginxSnippets(conf);
  const [apiName] = config.EDGE_API.split(':');
  const [webName] = config.EDGE_WEB.split(':');
  const hosts = path.join(work, 'hosts');
  fs.writeFileSync(
    hosts,
    [...API_PODS.map((a) => `${a} ${apiName}`), `127.0.0.1 ${webName}`, ''].join('\n'),
  );
  fs.chmodSync(hosts, 0o644);
  startProcess('dnsmasq', '/usr/sbin/dnsmasq', [
    '--keep-in-foreground',
    '--conf-file=/dev/null',
    `--port=${ports.dns}`,
    '--listen-address=127.0.0.1',
    '--bind-interfaces',
    '--no-resolv',
    '--no-hosts',
    `--addn-hosts=${hosts}`,
    '--log-facility=-',
    ...(process.getuid?.() === 0 ? ['--user=root'] : []),
  ]);
  const runDir = path.join(work, 'run');
  const rendered = spawnSync('sh', [path.join(ROOT, 'docker/edge/render.sh')], {
    encoding: 'utf8',
    env: envOf(edge, {
      EDGE_LISTEN: `127.0.0.1:${ports.edge}`,
      EDGE_API: `${apiName}:${ports.api}`,
      EDGE_WEB: `${webName}:${ports.web}`,
      EDGE_RESOLVER: `127.0.0.1:${ports.dns}`,
      EDGE_ROOT: srv,
      EDGE_CONF_DIR: conf,
      EDGE_RUN_DIR: runDir,
    }),
  });
  assert.equal(rendered.status, 0, rendered.stderr);
  const nginxConf = fs.readFileSync(rendered.stdout.trim(), 'utf8');
  for (const p of config.TRUSTED_PROXIES.split(','))
    assert.match(nginxConf, new RegExp(`set_real_ip_from ${p.replaceAll('.', '\\.')};`));
  // As the image: www-data there, nobody here; both unprivileged.
  const unprivileged = process.getuid?.() === 0 ? { uid: 65534, gid: 65534 } : {};
  if (unprivileged.uid) {
    for (const p of [work, srv, conf, path.join(srv, 'admin-remotes')]) fs.chmodSync(p, 0o755);
    spawnSync('chown', ['-R', '65534:65534', runDir]);
  }
  startProcess('nginx', '/usr/sbin/nginx', ['-c', rendered.stdout.trim()], unprivileged);
  await probesPass(edge, '127.0.0.1', { [base.EDGE_PORT]: ports.edge });

  // Through the edge to the API pods and the web server.
  const viaEdge = await fetch(`http://127.0.0.1:${ports.edge}/api/health/ready`);
  assert.equal(viaEdge.status, 200);
  const page = await fetch(`http://127.0.0.1:${ports.edge}/our-sessions`);
  assert.equal(page.status, 200);
});

test('an API pod whose database is unreachable turns unready, stays live, and recovers', async () => {
  const { readinessProbe: ready, livenessProbe: live } = containerOf('api');
  const portMap = { [base.API_PORT]: ports.api };
  const [healthy, cut] = API_PODS;
  await cutRelay();
  // The kubelet marks a pod unready after failureThreshold failures in a row, one per period.
  let failures = 0;
  const deadline = Date.now() + (ready.failureThreshold + 2) * ready.periodSeconds * 1000;
  while (failures < ready.failureThreshold) {
    assert.ok(Date.now() < deadline, 'readiness failed in time');
    failures = (await ask(ready, cut, portMap)) ? 0 : failures + 1;
    assert.equal(await ask(live, cut, portMap), true, 'liveness holds: no restart for it');
    assert.equal(await ask(ready, healthy, portMap), true, 'the other pod stays ready');
    if (failures < ready.failureThreshold)
      await new Promise((r) => setTimeout(r, ready.periodSeconds * 1000));
  }
  await openRelay();
  await waitFor(
    'readiness after the database came back',
    () => ask(ready, cut, portMap),
    3 * ready.periodSeconds * 1000,
    ['api-2'],
  );
});

test('an API pod stopped with SIGTERM drains and exits within its grace period', async () => {
  const pod = children.find((c) => /** @type {any} */ (c).name === 'api-1');
  assert.ok(pod);
  const grace = find(objects, 'Deployment', 'api').spec.template.spec.terminationGracePeriodSeconds;
  const t0 = Date.now();
  const exited = new Promise((r) => pod.once('exit', (code) => r(code)));
  pod.kill('SIGTERM');
  assert.equal(await exited, 0);
  const seconds = (Date.now() - t0) / 1000;
  assert.ok(seconds < grace - base.PRE_STOP_SECONDS, `exited in ${seconds.toFixed(1)} s`);
  assert.equal(settings.name, 'production');
});
