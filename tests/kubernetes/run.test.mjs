// @ts-check
// The production overlay, executed without a cluster: each container's command with the
// environment its manifests give it (ConfigMaps and Secret keys; service names, ports and the
// database mapped to this machine), started in the order a deployment starts them — the API
// pods' init container waiting for the migration Job, the Job, two API pods, the web server,
// the edge rendered by docker/edge/render.sh as its image does, Redis with its password — and
// every declared probe asked as the kubelet asks it: same path or command, the container port
// mapped to the local one, same timeout, a 2xx or 3xx answer (exit code 0) counting as a
// success. One API pod reaches PostgreSQL through a relay that the test cuts and restores:
// its readiness must fail (and its liveness hold) while the database is unreachable.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { randomBytes, randomInt } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import path from 'node:path';
import { after, before, test } from 'node:test';
import yaml from 'js-yaml';
import pg from 'pg';
import { ensureEdgeTools } from '../../scripts/ensure-edge.mjs';
import { ensurePostgres, TEST_DATABASE_URL } from '../../scripts/ensure-postgres.mjs';
import { ensureRedis, REDIS_URL } from '../../scripts/ensure-redis.mjs';
import { HSTS, writeNginxSnippets } from '../../web-server/security-headers.mjs';
import {
  children,
  freePort,
  sharedPort,
  startProcess,
  stopProcess,
  tail,
  waitFor,
  work,
} from '../edge/processes.mjs';
import { ROOT, base, environmentOf, find, render, secretValues } from './render.mjs';

const { settings, objects } = render('production');
const API_PODS = ['127.0.0.21', '127.0.0.22'];
const containerOf = (/** @type {string} */ name) =>
  find(objects, 'Deployment', name).spec.template.spec.containers[0];
const job = find(objects, 'Job', `migrate-1-2-3`).spec.template.spec.containers[0];
const [waitForMigrations] = find(objects, 'Deployment', 'api').spec.template.spec.initContainers;

const database = `kavach_k8s_${process.pid}_${randomInt(1e6)}`;
const dbUser = new URL(TEST_DATABASE_URL).username || 'postgres';
/**
 * The Secrets the operator would create (the API's with this machine's Redis) and those
 * CloudNativePG makes; this machine's PostgreSQL trusts local connections.
 * @type {Record<string, Record<string, string>>}
 */
const secrets = {
  'kavach-api': secretValues({ REDIS_URL }),
  'kavach-db-app': { password: randomBytes(12).toString('hex') },
  'kavach-redis': { password: randomBytes(24).toString('hex') },
};
const secretValue = (/** @type {string} */ name, /** @type {string} */ key) => secrets[name]?.[key];

/** Local ports of the containers' ports: [host, port] per pod. */
const ports = { api: 0, metrics: 0, web: 0, edge: 0, status: 0, dns: 0, relay: 0, redis: 0 };
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
    METRICS_PORT: String(ports.metrics),
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
  ports.metrics = await sharedPort(API_PODS);
  ports.redis = await freePort('127.0.0.1');
  ports.web = await freePort('127.0.0.1');
  ports.edge = await freePort('127.0.0.1');
  ports.status = await freePort('127.0.0.1');
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

/** The database variables of a container, pointed at this run's database. */
const localDatabase = () => ({
  DATABASE_HOST: '127.0.0.1',
  DATABASE_PORT: '5432',
  DATABASE_NAME: database,
  DATABASE_USER: dbUser,
});

test('the API pods wait for the migration Job: their init container returns once the Job has run', async () => {
  const env = envOf(job, localDatabase());
  const initEnv = envOf(waitForMigrations, localDatabase());
  const [cmd, ...args] = waitForMigrations.command;
  // Given a second, it gives up on the empty database and says what is missing.
  const short = args.map((a, i) => (args[i - 1] === '--timeout' ? '1' : a));
  const impatient = spawnSync(cmd, short, { cwd: ROOT, env: initEnv, encoding: 'utf8' });
  assert.equal(impatient.status, 1, impatient.stderr);
  assert.match(
    impatient.stderr,
    /^Gave up after 1 s\. (\d+) of the \1 migrations of this build are not applied yet: \w+/,
  );
  // As the kubelet starts it: it waits while the migrations are missing …
  const init = startProcess('wait-for-migrations', cmd, args, { cwd: ROOT, env: initEnv });
  await waitFor(
    'the init container to report missing migrations',
    () => /are not applied yet: .*; waiting\./.test(tail('wait-for-migrations')),
    30_000,
    ['wait-for-migrations'],
  );
  assert.equal(init.exitCode, null, 'still waiting: the API container has not started');
  // … the Job migrates …
  const first = spawnSync(job.command[0], job.command.slice(1), {
    cwd: ROOT,
    env,
    encoding: 'utf8',
  });
  assert.equal(first.status, 0, first.stderr);
  assert.match(first.stdout, /^migrations applied: \w+\d{13}, /);
  // … and the init container returns, so the pod's API container starts.
  await waitFor('the init container to return', () => init.exitCode !== null, 15_000, [
    'wait-for-migrations',
  ]);
  assert.equal(init.exitCode, 0, tail('wait-for-migrations'));
  assert.match(tail('wait-for-migrations'), /^All \d+ migrations of this build are applied\.$/m);
  // Run again, as each API pod does at start, the migration finds nothing to do.
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
      // The pod's status listener (8081, read by the exporter beside it) on a port free here.
      EDGE_STATUS_LISTEN: `127.0.0.1:${ports.status}`,
      EDGE_API: `${apiName}:${ports.api}`,
      EDGE_WEB: `${webName}:${ports.web}`,
      EDGE_RESOLVER: `127.0.0.1:${ports.dns}`,
      EDGE_ROOT: srv,
      EDGE_CONF_DIR: conf,
      EDGE_RUN_DIR: runDir,
      // This machine stands for the Ingress controller as well (see the HSTS check below).
      TRUSTED_PROXIES: `${config.TRUSTED_PROXIES},127.0.0.1`,
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

  // The Ingress controller ends TLS and says so in X-Forwarded-Proto: from a trusted proxy,
  // the edge answers with HSTS; a request that came over http gets none.
  const viaIngress = (/** @type {string} */ proto) =>
    fetch(`http://127.0.0.1:${ports.edge}/robots.txt`, {
      headers: { 'X-Forwarded-Proto': proto, 'X-Forwarded-For': '203.0.113.7' },
    });
  assert.equal((await viaIngress('https')).headers.get('strict-transport-security'), HSTS);
  assert.equal((await viaIngress('http')).headers.get('strict-transport-security'), null);
});

test('each API pod serves every series the alert rules use on its metrics port, and only there', async () => {
  const api = containerOf('api');
  const metrics = api.ports.find((/** @type {any} */ p) => p.name === 'metrics');
  const portMap = { [metrics.containerPort]: ports.metrics, [base.API_PORT]: ports.api };
  const rules = fs.readFileSync(path.join(ROOT, 'deploy/monitoring/alerts.yml'), 'utf8');
  const used = new Set(
    [...JSON.stringify(yaml.load(rules)).matchAll(/\bkavach_[a-z_]+/g)].map((m) =>
      m[0].replace(/_(bucket|count|sum)$/, ''),
    ),
  );
  assert.ok(used.size >= 6, [...used].join(', '));
  for (const host of API_PODS) {
    const res = await fetch(`http://${host}:${portMap[metrics.containerPort]}/metrics`);
    assert.equal(res.status, 200);
    const exposed = new Set([...(await res.text()).matchAll(/^# TYPE (\w+) /gm)].map((m) => m[1]));
    for (const name of used) assert.ok(exposed.has(name), `${host} exposes ${name}`);
  }
  // Not on the API's own port, and not through the edge.
  const onApi = await fetch(`http://${API_PODS[0]}:${ports.api}/metrics`);
  assert.doesNotMatch(await onApi.text(), /# TYPE kavach_/);
  for (const p of ['/metrics', '/api/metrics']) {
    const viaEdge = await fetch(`http://127.0.0.1:${ports.edge}${p}`);
    assert.doesNotMatch(await viaEdge.text(), /# TYPE kavach_/, p);
  }
});

test('Redis answers only with the password of its Secret, which the probes and REDIS_URL carry', async () => {
  const redis = containerOf('redis');
  const env = envOf(redis, {});
  // The kubelet's expansion of $(VAR) in args, from the container's environment.
  const args = redis.args.map((/** @type {string} */ a) =>
    a.replace(/\$\((\w+)\)/g, (_, v) => env[v] ?? `$(${v})`),
  );
  assert.ok(args.includes(secrets['kavach-redis'].password), 'the password is in place');
  startProcess('redis', 'redis-server', [
    ...args,
    '--port',
    String(ports.redis),
    '--bind',
    '127.0.0.1',
    '--dir',
    work,
  ]);
  // The probe as the kubelet runs it, in the container's environment (REDISCLI_AUTH) and
  // with the container's port mapped to the local one …
  const [probe, ...probeArgs] = redis.readinessProbe.exec.command.map((/** @type {string} */ a) =>
    a.replace('redis-cli ', `redis-cli -p ${ports.redis} `),
  );
  const ask = (/** @type {Record<string, string>} */ e) =>
    spawnSync(probe, probeArgs, { env: e, encoding: 'utf8' }).status;
  await waitFor('redis', () => ask(env) === 0, 10_000, ['redis']);
  // … and without the password: refused, and the probe says so.
  assert.notEqual(ask({ PATH: env.PATH }), 0);
  // The API's REDIS_URL as docs/kubernetes.md has the operator write it, read by the API's
  // own client.
  const Redis = createRequire(path.join(ROOT, 'api/package.json'))('ioredis');
  const password = secrets['kavach-redis'].password;
  for (const [url, answer] of [
    [`redis://:${password}@127.0.0.1:${ports.redis}`, 'PONG'],
    [`redis://127.0.0.1:${ports.redis}`, /NOAUTH/],
  ]) {
    const client = new Redis(url, {
      lazyConnect: true,
      enableReadyCheck: false,
      maxRetriesPerRequest: 0,
    });
    client.on('error', () => {});
    try {
      const got = await client.ping().catch((/** @type {Error} */ e) => e.message);
      if (typeof answer === 'string') assert.equal(got, answer);
      else assert.match(got, answer);
    } finally {
      client.disconnect();
    }
  }
});
test('an API pod whose database is unreachable turns unready, stays live, and recovers', async () => {
  const { readinessProbe: ready, livenessProbe: live } = containerOf('api');
  const portMap = { [base.API_PORT]: ports.api };
  const [healthy, cut] = API_PODS;
  await cutRelay();
  // The kubelet marks a pod unready after failureThreshold failures in a row, one per period.
  // Asked more often here (the answer does not depend on when it is asked), a success between
  // two failures still resets the count.
  let failures = 0;
  const deadline = Date.now() + (ready.failureThreshold + 2) * ready.periodSeconds * 1000;
  while (failures < ready.failureThreshold) {
    assert.ok(Date.now() < deadline, 'readiness failed in time');
    failures = (await ask(ready, cut, portMap)) ? 0 : failures + 1;
    assert.equal(await ask(live, cut, portMap), true, 'liveness holds: no restart for it');
    assert.equal(await ask(ready, healthy, portMap), true, 'the other pod stays ready');
    if (failures < ready.failureThreshold) await new Promise((r) => setTimeout(r, 250));
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
