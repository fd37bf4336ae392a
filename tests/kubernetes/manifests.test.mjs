// @ts-check
// deploy/kubernetes without a cluster: every overlay synthesizes, every object is valid for
// the Kubernetes API (kubernetes-models: the official OpenAPI schema), and the rules of the
// deployment hold for every workload — security context, probes, resources, disruption
// budgets, configuration without secrets, network policies, known and sufficient variables.
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import yaml from 'js-yaml';
import {
  ROOT,
  base,
  environmentOf,
  find,
  overlays,
  render,
  secretValues,
  workloads,
} from './render.mjs';

const OVERLAYS = Object.keys(overlays);
const SECRETISH = /PASSWORD|SECRET|_KEYS?$|_KEY_ID$|TOKEN|REDIS_URL|SMTP_URL|DATABASE_URL/;

test('the overlays are trial, production and the trial with self-hosted data', () => {
  assert.deepEqual(OVERLAYS.sort(), ['production', 'trial', 'trial-self-hosted-data']);
});

test('synthesizing an overlay writes one file per chart, in the order they are applied', async () => {
  const { mkdtempSync, rmSync } = await import('node:fs');
  const os = await import('node:os');
  const out = mkdtempSync(path.join(os.tmpdir(), 'kavach-k8s-'));
  try {
    const s = base.withRelease(overlays['trial-self-hosted-data'], 'r', '1.0.0');
    base.build(s, out).synth();
    const files = readdirSync(out).sort();
    assert.deepEqual(files, [
      '0000-base.k8s.yaml',
      '0001-data.k8s.yaml',
      '0002-migrate.k8s.yaml',
      '0003-app.k8s.yaml',
    ]);
    const docs = yaml.loadAll(readFileSync(path.join(out, files[2]), 'utf8'));
    assert.deepEqual(
      docs.map((/** @type {any} */ d) => d.kind),
      ['Job'],
    );
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
});

/** kubernetes-models' class for an object: its module is named after the API group. */
async function modelOf(/** @type {{ apiVersion: string, kind: string }} */ o) {
  const mod = await import(`kubernetes-models/${o.apiVersion}`).catch(() => undefined);
  return mod?.[o.kind];
}

for (const name of OVERLAYS) {
  describe(`overlay ${name}`, () => {
    const { settings, charts, objects } = render(name);

    test('every object validates against the Kubernetes API schema', async () => {
      let checked = 0;
      for (const o of objects) {
        const Model = await modelOf(o);
        if (o.apiVersion === 'postgresql.cnpg.io/v1') {
          // A custom resource: kubernetes-models has no CloudNativePG schema. Its metadata is
          // the standard ObjectMeta (checked through a ConfigMap); the spec is checked below.
          const { ConfigMap } = await import('kubernetes-models/v1');
          new ConfigMap({ apiVersion: 'v1', kind: 'ConfigMap', metadata: o.metadata }).validate();
          continue;
        }
        assert.ok(Model, `kubernetes-models knows ${o.apiVersion} ${o.kind}`);
        assert.doesNotThrow(() => new Model(o).validate(), `${o.kind} ${o.metadata.name} is valid`);
        checked++;
      }
      const custom = objects.filter((o) => o.apiVersion === 'postgresql.cnpg.io/v1').length;
      assert.equal(checked + custom, objects.length, `${checked} objects validated`);
    });

    test('names are unique per kind and everything is in the namespace', () => {
      const seen = new Set();
      for (const o of objects) {
        const key = `${o.kind}/${o.metadata.name}`;
        assert.ok(!seen.has(key), `${key} once`);
        seen.add(key);
        if (o.kind !== 'Namespace') assert.equal(o.metadata.namespace, settings.namespace, key);
      }
      const ns = find(objects, 'Namespace', settings.namespace);
      assert.equal(ns.metadata.labels['pod-security.kubernetes.io/enforce'], 'restricted');
    });

    test('every container: non-root, read-only root, no capabilities, RuntimeDefault seccomp, resources', () => {
      for (const [o, pod] of workloads(objects)) {
        const where = `${o.kind} ${o.metadata.name}`;
        assert.equal(pod.securityContext?.runAsNonRoot, true, `${where}: runAsNonRoot`);
        assert.ok(pod.securityContext?.runAsUser > 0, `${where}: a numeric non-root user`);
        assert.equal(pod.securityContext?.seccompProfile?.type, 'RuntimeDefault', where);
        assert.equal(pod.automountServiceAccountToken, false, `${where}: no API token`);
        for (const c of [...(pod.initContainers ?? []), ...pod.containers]) {
          const sc = c.securityContext ?? {};
          const at = `${where}/${c.name}`;
          assert.equal(sc.runAsNonRoot, true, `${at}: runAsNonRoot`);
          assert.equal(sc.readOnlyRootFilesystem, true, `${at}: read-only root`);
          assert.equal(sc.allowPrivilegeEscalation, false, `${at}: no privilege escalation`);
          assert.deepEqual(sc.capabilities?.drop, ['ALL'], `${at}: drops every capability`);
          assert.equal(sc.capabilities?.add, undefined, `${at}: adds none`);
          assert.equal(sc.seccompProfile?.type, 'RuntimeDefault', `${at}: seccomp`);
          assert.equal(sc.privileged, undefined, `${at}: not privileged`);
          for (const r of ['cpu', 'memory']) {
            assert.ok(c.resources?.requests?.[r], `${at}: requests ${r}`);
            assert.ok(c.resources?.limits?.[r], `${at}: limits ${r}`);
          }
          // Writable places are volumes: scratch space, never the image.
          for (const m of c.volumeMounts ?? []) {
            const v = pod.volumes.find((/** @type {any} */ v) => v.name === m.name);
            assert.ok(v?.emptyDir, `${at}: ${m.mountPath} is an emptyDir`);
            assert.ok(v.emptyDir.sizeLimit, `${at}: ${m.mountPath} has a size limit`);
          }
        }
        assert.equal(pod.hostNetwork, undefined, where);
        assert.equal(pod.hostPID, undefined, where);
      }
    });

    test('every Deployment has startup, readiness and liveness probes and pauses before it stops', () => {
      for (const [o, pod] of workloads(objects).filter(([o]) => o.kind === 'Deployment')) {
        for (const c of pod.containers) {
          const at = `${o.metadata.name}/${c.name}`;
          for (const p of ['startupProbe', 'readinessProbe', 'livenessProbe'])
            assert.ok(c[p], `${at}: ${p}`);
          if (o.metadata.name === 'redis') continue;
          assert.ok(c.lifecycle?.preStop, `${at}: preStop`);
        }
      }
    });

    test('the API: ≥ 2 replicas by its autoscaler on CPU, its probes, a grace period longer than its drain', () => {
      const api = find(objects, 'Deployment', 'api');
      const hpa = find(objects, 'HorizontalPodAutoscaler', 'api');
      assert.deepEqual(hpa.spec.scaleTargetRef, {
        apiVersion: 'apps/v1',
        kind: 'Deployment',
        name: 'api',
      });
      assert.ok(hpa.spec.minReplicas >= 2, 'at least two API pods');
      assert.ok(hpa.spec.maxReplicas > hpa.spec.minReplicas);
      assert.equal(hpa.spec.metrics[0].resource.name, 'cpu');
      assert.equal(api.spec.replicas, undefined, 'the autoscaler owns the count');
      const pod = api.spec.template.spec;
      const c = pod.containers[0];
      assert.equal(c.readinessProbe.httpGet.path, '/api/health/ready');
      assert.equal(c.livenessProbe.httpGet.path, '/api/health');
      assert.equal(c.startupProbe.httpGet.path, '/api/health');
      for (const p of ['startupProbe', 'readinessProbe', 'livenessProbe'])
        assert.equal(c[p].httpGet.port, base.API_PORT);
      // The readiness check's database ping gives up after 2 s: the probe waits longer.
      assert.ok(c.readinessProbe.timeoutSeconds >= 3);
      assert.deepEqual(c.lifecycle.preStop.exec.command, ['sleep', String(base.PRE_STOP_SECONDS)]);
      assert.ok(
        pod.terminationGracePeriodSeconds > base.PRE_STOP_SECONDS + base.API_DRAIN_SECONDS,
        'the pause and the drain fit in the grace period',
      );
      assert.deepEqual(api.spec.strategy.rollingUpdate, { maxSurge: 1, maxUnavailable: 0 });
    });

    test('a PodDisruptionBudget for every Deployment of more than one replica', () => {
      for (const d of objects.filter((o) => o.kind === 'Deployment')) {
        const hpa = objects.find(
          (o) =>
            o.kind === 'HorizontalPodAutoscaler' && o.spec.scaleTargetRef.name === d.metadata.name,
        );
        const replicas = hpa ? hpa.spec.minReplicas : (d.spec.replicas ?? 1);
        const pdb = objects.find(
          (o) =>
            o.kind === 'PodDisruptionBudget' &&
            JSON.stringify(o.spec.selector) === JSON.stringify(d.spec.selector),
        );
        if (replicas > 1) {
          assert.ok(pdb, `${d.metadata.name} (${replicas} replicas) has a PDB`);
          const allowed = pdb.spec.maxUnavailable ?? replicas - pdb.spec.minAvailable;
          assert.ok(
            allowed >= 1 && allowed < replicas,
            `${d.metadata.name}: PDB lets 1 go, keeps 1`,
          );
        }
      }
    });

    test('the edge: the LoadBalancer Service, TRUSTED_PROXIES for it, the image’s own rendering', () => {
      const svc = find(objects, 'Service', 'edge');
      assert.equal(svc.spec.type, 'LoadBalancer');
      assert.equal(svc.spec.ports[0].targetPort, base.EDGE_PORT);
      for (const [name, type] of [
        ['api', undefined],
        ['web', undefined],
      ])
        assert.equal(find(objects, 'Service', name).spec.type, type, `${name} is internal`);
      const edgeEnv = find(objects, 'ConfigMap', 'kavach-edge').data;
      assert.ok(edgeEnv.TRUSTED_PROXIES, 'TRUSTED_PROXIES is set');
      for (const p of edgeEnv.TRUSTED_PROXIES.split(','))
        assert.match(p, /^(10\.|172\.(1[6-9]|2\d|3[01])\.|192\.168\.)/, `${p}: a private range`);
      const edge = find(objects, 'Deployment', 'edge').spec.template.spec.containers[0];
      assert.equal(edge.command, undefined, 'the image renders docker/edge at start');
      assert.equal(edge.args, undefined);
      assert.match(edge.image, /kavach-edge:/);
      const mounts = edge.volumeMounts.map((/** @type {any} */ m) => m.mountPath);
      assert.ok(mounts.includes(edgeEnv.EDGE_RUN_DIR), 'nginx writes its run folder on a volume');
      // The headless Service gives nginx every ready API pod, as Docker's DNS does.
      const [apiHost] = edgeEnv.EDGE_API.split(':');
      assert.equal(find(objects, 'Service', apiHost.split('.')[0]).spec.clusterIP, 'None');
    });

    test('configuration in ConfigMaps holds no secret, and no Secret is synthesized', () => {
      assert.equal(objects.filter((o) => o.kind === 'Secret').length, 0, 'no Secret object');
      for (const cm of objects.filter((o) => o.kind === 'ConfigMap'))
        for (const [k, v] of Object.entries(cm.data ?? {})) {
          assert.doesNotMatch(k, SECRETISH, `${cm.metadata.name}: ${k} belongs in a Secret`);
          assert.doesNotMatch(String(v), /^[a-z]\w*:[A-Za-z0-9+/=_-]{16,}/, `${k}: a key value`);
          assert.doesNotMatch(String(v), /:\/\/[^/\s]*:[^@/\s]+@/, `${k}: a URL with a password`);
        }
      for (const [o, pod] of workloads(objects))
        for (const c of pod.containers)
          for (const v of c.env ?? []) {
            assert.equal(v.value, undefined, `${o.metadata.name}: ${v.name} inline`);
            if (SECRETISH.test(v.name))
              assert.ok(v.valueFrom?.secretKeyRef, `${o.metadata.name}: ${v.name} from a Secret`);
          }
    });

    test('every variable set is one the API, the web server or the edge knows', async () => {
      const known = await knownVariables();
      const secret = () => 'x';
      for (const [o, pod] of workloads(objects)) {
        for (const c of pod.containers) {
          const env = environmentOf(objects, c, secret);
          const component = o.metadata.labels['app.kubernetes.io/component'];
          const allowed =
            component === 'web' ? known.web : component === 'edge' ? known.edge : known.api;
          if (component === 'redis') continue;
          for (const k of Object.keys(env))
            assert.ok(allowed.has(k), `${o.metadata.name}: ${k} is not read by the ${component}`);
        }
      }
    });

    test('every variable production requires is set: the API parses its environment', async () => {
      const { parseEnv } = await import(path.join(ROOT, 'api/dist/platform/config/env.js'));
      const api = find(objects, 'Deployment', 'api').spec.template.spec.containers[0];
      // Required secrets get values of their shape; optional ones are left out.
      const value = (/** @type {string} */ _n, /** @type {string} */ key, optional = false) =>
        optional ? undefined : secretValues({ REDIS_URL: 'redis://redis:6379' })[key];
      const env = environmentOf(objects, api, value);
      const parsed = parseEnv(env);
      assert.equal(parsed.NODE_ENV, 'production');
      assert.ok(parsed.DATABASE_URL, 'a database');
      // What compose gives the API is set here too, apart from values that stay at their
      // defaults when unset.
      const compose = /** @type {any} */ (
        yaml.load(readFileSync(path.join(ROOT, 'docker/compose.yaml'), 'utf8'))
      );
      const declared = environmentOf(objects, api, () => 'set');
      const notSet = Object.keys(compose.services.api.environment).filter((k) => !(k in declared));
      assert.deepEqual(notSet.sort(), [
        'API_DOCS',
        'PANEL_ADMIN_USERS',
        'PANEL_JOBS_ADMIN_USERS',
        'RECAPTCHA_SITE_KEY',
        'S3_ENDPOINT',
      ]);
      // The required secrets cannot be left out: the pod would not start.
      for (const k of base.REQUIRED_SECRET_KEYS) {
        const ref = api.env.find((/** @type {any} */ v) => v.name === k)?.valueFrom?.secretKeyRef;
        assert.equal(ref?.optional, false, `${k} required`);
      }
      assert.equal(env.TRUST_PROXY, compose.services.api.environment.TRUST_PROXY);
    });

    test('network policies: default deny, and only the paths the system needs', () => {
      const policies = objects.filter((o) => o.kind === 'NetworkPolicy');
      const deny = policies.find(
        (p) => Object.keys(p.spec.podSelector).length === 0 && !p.spec.ingress && !p.spec.egress,
      );
      assert.ok(deny, 'a default-deny policy');
      assert.deepEqual(deny.spec.policyTypes.sort(), ['Egress', 'Ingress']);
      const components = [
        ...new Set(
          workloads(objects).map(([o]) => o.metadata.labels['app.kubernetes.io/component']),
        ),
        ...(settings.selfHostedData ? ['postgres'] : []),
      ];
      const expected = new Set([
        'edge→web:3000',
        'edge→api:3001',
        'web→api:3001',
        ...(settings.selfHostedData
          ? [
              'api→postgres:5432',
              'migrate→postgres:5432',
              'api→redis:6379',
              'postgres→postgres:5432',
            ]
          : []),
      ]);
      const ports = [3000, 3001, 5432, 6379, 8080, 8000];
      const allowed = [];
      for (const from of components)
        for (const to of components)
          for (const port of ports)
            if (reaches(policies, from, to, port)) allowed.push(`${from}→${to}:${port}`);
      assert.deepEqual(allowed.sort(), [...expected].sort());
      // Outside the namespace: the edge takes visitors; the API and the Job reach the data.
      const outside = (/** @type {string} */ c) =>
        policies
          .filter((p) => selects(p.spec.podSelector, c))
          .flatMap((p) => p.spec.egress ?? [])
          .filter((r) => r.to?.some((/** @type {any} */ t) => t.ipBlock))
          .flatMap((r) => r.ports.map((/** @type {any} */ p) => p.port))
          .sort((a, b) => a - b);
      assert.deepEqual(outside('edge'), []);
      assert.deepEqual(outside('web'), []);
      if (!settings.selfHostedData) {
        assert.deepEqual(
          outside('api'),
          [443, 5432, 587, 6379].sort((a, b) => a - b),
        );
        assert.deepEqual(outside('migrate'), [5432]);
      } else {
        assert.deepEqual(outside('api'), [443, 587]);
        assert.deepEqual(outside('migrate'), []);
      }
      const edgeIngress = policies
        .filter((p) => selects(p.spec.podSelector, 'edge'))
        .flatMap((p) => p.spec.ingress ?? []);
      assert.deepEqual(edgeIngress, [{ ports: [{ protocol: 'TCP', port: base.EDGE_PORT }] }]);
    });

    test('the migration Job runs the API’s locked migration before the workloads', () => {
      const order = charts.map((c) => c.name);
      assert.ok(order.indexOf('migrate') < order.indexOf('app'), order.join(' → '));
      const job = find(objects, 'Job', `migrate-${TAG_RELEASE}`);
      const c = job.spec.template.spec.containers[0];
      assert.deepEqual(c.command, base.MIGRATE_COMMAND);
      assert.match(c.command.join(' '), /platform\/database\/migrate\.js/);
      assert.equal(
        c.image,
        find(objects, 'Deployment', 'api').spec.template.spec.containers[0].image,
      );
      assert.equal(job.spec.template.spec.restartPolicy, 'Never');
      assert.deepEqual(
        c.env.map((/** @type {any} */ v) => v.name),
        ['DATABASE_PASSWORD'],
        'of the secrets, the Job gets the database password only',
      );
    });

    if (settings.selfHostedData)
      test('self-hosted data: a CloudNativePG Cluster the API points at, and Redis', () => {
        const cluster = find(objects, 'Cluster', 'kavach-db');
        assert.equal(cluster.apiVersion, 'postgresql.cnpg.io/v1');
        assert.ok(Number.isInteger(cluster.spec.instances) && cluster.spec.instances >= 1);
        assert.equal(cluster.spec.bootstrap.initdb.database, settings.database.name);
        assert.equal(cluster.spec.bootstrap.initdb.owner, settings.database.user);
        assert.match(cluster.spec.storage.size, /^\d+Gi$/);
        assert.match(cluster.spec.imageName, /postgresql:16\.\d+$/);
        // The operator names its Service <cluster>-rw and its owner Secret <cluster>-app.
        const config = find(objects, 'ConfigMap', 'kavach-api').data;
        assert.equal(config.DATABASE_HOST, `${cluster.metadata.name}-rw`);
        assert.deepEqual(settings.database.passwordSecret, {
          name: `${cluster.metadata.name}-app`,
          key: 'password',
        });
        assert.equal(
          cluster.spec.inheritedMetadata.labels['app.kubernetes.io/component'],
          'postgres',
        );
        find(objects, 'Service', 'redis');
        find(objects, 'Deployment', 'redis');
      });
    else
      test('PostgreSQL, Redis and S3 are external', () => {
        for (const kind of ['Cluster', 'StatefulSet'])
          assert.equal(objects.filter((o) => o.kind === kind).length, 0, kind);
        const config = find(objects, 'ConfigMap', 'kavach-api').data;
        assert.ok(config.DATABASE_HOST && config.S3_BUCKET);
      });
  });
}

const TAG_RELEASE = '1-2-3';

/** Does `selector` (a podSelector) pick the pods of `component`? */
function selects(/** @type {any} */ selector, /** @type {string} */ component) {
  const labels = { 'app.kubernetes.io/name': 'kavach', 'app.kubernetes.io/component': component };
  return Object.entries(selector?.matchLabels ?? {}).every(
    ([k, v]) => labels[/** @type {keyof typeof labels} */ (k)] === v,
  );
}

/** A rule's peers and ports let `component` on `port` through. */
function ruleAllows(/** @type {any} */ rule, /** @type {any[]} */ peers, component, port) {
  const portOk = !rule.ports || rule.ports.some((/** @type {any} */ p) => p.port === port);
  const peerOk =
    !peers ||
    peers.some((p) => p.podSelector && !p.namespaceSelector && selects(p.podSelector, component));
  return portOk && peerOk;
}

/** NetworkPolicy semantics within the namespace: both the egress and the ingress side allow. */
function reaches(/** @type {any[]} */ policies, from, to, port) {
  const side = (/** @type {'Egress'|'Ingress'} */ type, pod, other) => {
    const mine = policies.filter(
      (p) => p.spec.policyTypes.includes(type) && selects(p.spec.podSelector, pod),
    );
    if (!mine.length) return true;
    const rules = mine.flatMap((p) => (type === 'Egress' ? p.spec.egress : p.spec.ingress) ?? []);
    return rules.some((r) => ruleAllows(r, type === 'Egress' ? r.to : r.from, other, port));
  };
  return side('Egress', from, to) && side('Ingress', to, from);
}

/** Variables each program reads: the API's schema, the web server's reads, render.sh's. */
async function knownVariables() {
  const { envSchema } = await import(path.join(ROOT, 'api/dist/platform/config/env.js'));
  const web = new Set(['NODE_ENV']);
  for (const f of readdirSync(path.join(ROOT, 'web-server')).filter((f) => f.endsWith('.mjs')))
    for (const [, v] of readFileSync(path.join(ROOT, 'web-server', f), 'utf8').matchAll(
      /process\.env\.([A-Z_][A-Z0-9_]*)/g,
    ))
      web.add(v);
  const render = readFileSync(path.join(ROOT, 'docker/edge/render.sh'), 'utf8');
  const edge = new Set([...render.matchAll(/^#\s+([A-Z_]+)\s{2,}/gm)].map((m) => m[1]));
  return { api: new Set(Object.keys(envSchema.shape)), web, edge };
}
