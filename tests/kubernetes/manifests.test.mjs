// @ts-check
// deploy/kubernetes without a cluster: every overlay synthesizes from its values file, a values
// file with a mistake is refused with the key named, every object is valid for the Kubernetes
// API and for its custom resource's schema, and the rules of the deployment hold for every
// workload — identity, security context, probes, resources, disruption budgets, configuration
// without secrets, the Ingress and TLS, network policies, known and sufficient variables, the
// data services, backups and monitoring.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, test } from 'node:test';
import yaml from 'js-yaml';
import {
  ROOT,
  base,
  compiled,
  environmentOf,
  find,
  overlays,
  render,
  secretValues,
  settingsModule,
  workloads,
} from './render.mjs';

const OVERLAYS = Object.keys(overlays);
const SECRETISH =
  /PASSWORD|PASSPHRASE|SECRET|_KEYS?$|_KEY_ID$|TOKEN|REDIS_URL|SMTP_URL|DATABASE_URL|_AUTH$/;
const VALUES = path.join(ROOT, 'deploy/kubernetes/values');
/** The Kubernetes version docs/kubernetes.md names: kubernetes-models 5's schemas. */
const KUBERNETES = '1.36';

test('the overlays are the values files: trial, production and the trial with self-hosted data', () => {
  assert.deepEqual(OVERLAYS, ['production', 'trial', 'trial-self-hosted-data']);
});

test('synthesizing an overlay writes one file per chart, in the order they are applied', () => {
  const out = mkdtempSync(path.join(os.tmpdir(), 'kavach-k8s-'));
  try {
    for (const [name, expected] of [
      ['trial', ['base', 'migrate', 'app']],
      ['trial-self-hosted-data', ['base', 'data', 'migrate', 'app']],
      ['production', ['base', 'data', 'migrate', 'app', 'monitoring']],
    ]) {
      const dir = path.join(out, String(name));
      base.build(base.withRelease(overlays[String(name)], 'r', '1.0.0'), dir).synth();
      const files = readdirSync(dir).sort();
      assert.deepEqual(
        files,
        [...expected].map((c, i) => `000${i}-${c}.k8s.yaml`),
        String(name),
      );
      const migrate = files.find((f) => f.includes('migrate')) ?? '';
      const docs = yaml.loadAll(readFileSync(path.join(dir, migrate), 'utf8'));
      assert.deepEqual(
        docs.map((/** @type {any} */ d) => d.kind),
        ['Job'],
      );
    }
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
});

describe('a values file with a mistake is refused, naming the file and the key', () => {
  const production = () =>
    /** @type {any} */ (yaml.load(readFileSync(path.join(VALUES, 'production.yaml'), 'utf8')));
  /** @param {any} values */
  const problemsOf = (values) =>
    assert.throws(
      () => settingsModule.parseValues(yaml.dump(values), 'values/production.yaml'),
      (/** @type {Error} */ e) => e.message.startsWith('values/production.yaml:\n'),
    );
  /** @param {any} values @param {RegExp[]} expected */
  const refused = (values, expected) => {
    try {
      settingsModule.parseValues(yaml.dump(values), 'values/production.yaml');
    } catch (e) {
      for (const r of expected) assert.match(/** @type {Error} */ (e).message, r);
      return;
    }
    assert.fail('accepted');
  };

  test('the files as they are pass', () => {
    for (const f of readdirSync(VALUES))
      settingsModule.parseValues(readFileSync(path.join(VALUES, f), 'utf8'), f);
  });
  test('a misspelt key, a wrong type, a missing value', () => {
    const v = production();
    v.api.minReplica = 3;
    delete v.api.minReplicas;
    v.web.replicas = 'two';
    v.edge.memoryLimit = '256MB';
    problemsOf(v);
    refused(v, [
      /^ {2}api\.minReplica: not a setting here \(minReplicas, /m,
      /^ {2}api\.minReplicas: required$/m,
      /^ {2}web\.replicas: must be a whole number from 1 to 100$/m,
      /^ {2}edge\.memoryLimit: '256MB' is not a size/m,
    ]);
  });
  test('both kinds of database, a public trusted range, a restore onto its own backups', () => {
    const v = production();
    v.database.external = { host: 'db.internal', port: 5432, cidr: '10.0.0.0/8' };
    refused(v, [/^ {2}database: set either external or inCluster, not 2$/m]);
    const w = production();
    w.trustedProxies = '10.0.0.0/16,0.0.0.0/0';
    refused(w, [/trustedProxies: 0\.0\.0\.0\/0 is not a private range/]);
    const x = production();
    x.database.inCluster.recoverFrom = { serverName: 'kavach-db' };
    refused(x, [/backup\.serverName: give the restored cluster a new one/]);
  });
  test('not YAML at all', () => {
    assert.throws(() => settingsModule.parseValues('api: [1, 2', 'values/x.yaml'), {
      message: /^values\/x\.yaml: not valid YAML/,
    });
  });
  test('k8s:synth with an unknown overlay says which exist, and writes nothing', () => {
    const r = spawnSync(
      process.execPath,
      [path.join(compiled, 'main.js'), '--registry', 'r', '--tag', '1.0.0', 'staging'],
      { encoding: 'utf8' },
    );
    assert.notEqual(r.status, 0);
    assert.match(
      r.stderr,
      /unknown overlay 'staging' \(production, trial, trial-self-hosted-data\)/,
    );
    assert.equal(existsSync(path.join(compiled, '..', 'dist', 'staging')), false);
  });
});

/**
 * The schema of an object: kubernetes-models for the built-in kinds (modules named after the
 * API group), the custom resources' own packages for CloudNativePG and the Prometheus Operator.
 */
async function modelOf(/** @type {{ apiVersion: string, kind: string }} */ o) {
  const custom = {
    'postgresql.cnpg.io/v1': () =>
      import('@kubernetes-models/cloudnative-pg/postgresql.cnpg.io/v1'),
    'monitoring.coreos.com/v1': () =>
      import('@kubernetes-models/prometheus-operator/monitoring.coreos.com/v1'),
  }[o.apiVersion];
  const mod = await (custom ?? (() => import(`kubernetes-models/${o.apiVersion}`)))().catch(
    () => undefined,
  );
  return /** @type {any} */ (mod)?.[o.kind];
}

for (const name of OVERLAYS) {
  describe(`overlay ${name}`, () => {
    const { settings, charts, objects } = render(name);

    test(`every object validates against its schema (Kubernetes ${KUBERNETES}, the custom resources' own)`, async () => {
      for (const o of objects) {
        const Model = await modelOf(o);
        assert.ok(Model, `a schema for ${o.apiVersion} ${o.kind}`);
        assert.doesNotThrow(() => new Model(o).validate(), `${o.kind} ${o.metadata.name} is valid`);
      }
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

    test('every pod has a ServiceAccount of its own and no API token', () => {
      const accounts = objects.filter((o) => o.kind === 'ServiceAccount');
      for (const a of accounts)
        assert.equal(a.automountServiceAccountToken, false, `${a.metadata.name}: no token`);
      const used = new Set();
      for (const [o, pod] of workloads(objects)) {
        const where = `${o.kind} ${o.metadata.name}`;
        assert.equal(pod.automountServiceAccountToken, false, `${where}: no token mounted`);
        assert.ok(pod.serviceAccountName, `${where}: a ServiceAccount`);
        find(objects, 'ServiceAccount', pod.serviceAccountName);
        assert.ok(!used.has(pod.serviceAccountName), `${where}: shares no ServiceAccount`);
        used.add(pod.serviceAccountName);
      }
      assert.equal(used.size, accounts.length, 'no ServiceAccount left unused');
    });

    test('every container: non-root, read-only root, no escalation, no capabilities, seccomp, resources', () => {
      for (const [o, pod] of workloads(objects)) {
        const where = `${o.kind} ${o.metadata.name}`;
        assert.equal(pod.securityContext?.runAsNonRoot, true, `${where}: runAsNonRoot`);
        assert.ok(pod.securityContext?.runAsUser > 0, `${where}: a numeric non-root user`);
        assert.equal(pod.securityContext?.seccompProfile?.type, 'RuntimeDefault', where);
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

    test('every long-running container has startup, readiness and liveness probes; those serving traffic pause before they stop', () => {
      for (const [o, pod] of workloads(objects).filter(([o]) => o.kind === 'Deployment')) {
        for (const c of pod.containers) {
          const at = `${o.metadata.name}/${c.name}`;
          for (const p of ['startupProbe', 'readinessProbe', 'livenessProbe'])
            assert.ok(c[p], `${at}: ${p}`);
          if (c.ports?.some((/** @type {any} */ p) => p.name === 'http'))
            assert.ok(c.lifecycle?.preStop, `${at}: preStop`);
        }
      }
    });

    test('a command of the API image names a file the API builds', () => {
      const api = find(objects, 'Deployment', 'api').spec.template.spec.containers[0].image;
      for (const [o, pod] of workloads(objects))
        for (const c of [...(pod.initContainers ?? []), ...pod.containers]) {
          const file = c.image === api ? c.command?.[1] : undefined;
          if (!file?.startsWith('api/dist/')) continue;
          const source = file.replace(/^api\/dist\//, 'api/src/').replace(/\.js$/, '.ts');
          assert.ok(existsSync(path.join(ROOT, source)), `${o.metadata.name}: ${source}`);
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
      assert.deepEqual(
        c.ports.map((/** @type {any} */ p) => [p.name, p.containerPort]),
        [
          ['http', base.API_PORT],
          ['metrics', base.METRICS_PORT],
        ],
      );
      assert.equal(
        find(objects, 'ConfigMap', 'kavach-api').data.METRICS_PORT,
        String(base.METRICS_PORT),
      );
    });

    test('the API pods wait for the migration Job: an init container checks the database, as long as the Job may run', () => {
      const pod = find(objects, 'Deployment', 'api').spec.template.spec;
      const job = find(objects, 'Job', `migrate-${TAG_RELEASE}`);
      assert.equal(pod.initContainers.length, 1);
      const [init] = pod.initContainers;
      assert.deepEqual(init.command, base.WAIT_FOR_MIGRATIONS_COMMAND);
      assert.equal(init.image, pod.containers[0].image, 'the same build: the same migrations');
      const timeout = Number(init.command[init.command.indexOf('--timeout') + 1]);
      assert.ok(timeout >= job.spec.activeDeadlineSeconds, `waits ${timeout} s`);
      assert.deepEqual(
        init.env.map((/** @type {any} */ v) => v.name),
        ['DATABASE_PASSWORD'],
        'of the secrets, the database password only',
      );
      assert.deepEqual(init.envFrom, pod.containers[0].envFrom);
      const deadline = find(objects, 'Deployment', 'api').spec.progressDeadlineSeconds;
      assert.ok(deadline > timeout, 'a rollout waiting for the Job is not reported stuck');
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

    test('the way in: an Ingress with TLS for the site’s host, in front of an internal edge Service', () => {
      const ingresses = objects.filter((o) => o.kind === 'Ingress');
      assert.equal(ingresses.length, 1);
      const [ing] = ingresses;
      const host = new URL(settings.publicSiteUrl).hostname;
      assert.equal(ing.spec.ingressClassName, settings.ingress.className);
      assert.deepEqual(ing.spec.tls, [{ hosts: [host], secretName: settings.ingress.tlsSecret }]);
      assert.deepEqual(ing.spec.rules, [
        {
          host,
          http: {
            paths: [
              {
                path: '/',
                pathType: 'Prefix',
                backend: { service: { name: 'edge', port: { name: 'http' } } },
              },
            ],
          },
        },
      ]);
      assert.equal(
        ing.metadata.annotations?.['cert-manager.io/cluster-issuer'],
        settings.ingress.clusterIssuer,
      );
      const edge = find(objects, 'Service', 'edge');
      assert.equal(edge.spec.ports[0].name, 'http');
      assert.equal(edge.spec.ports[0].targetPort, base.EDGE_PORT);
      for (const svc of objects.filter((o) => o.kind === 'Service'))
        assert.equal(svc.spec.type, undefined, `${svc.metadata.name}: only inside the cluster`);
    });

    if (settings.ingress.clusterIssuer)
      test('cert-manager gets what it needs from the Ingress: the Certificate it makes validates', async () => {
        // What cert-manager's ingress-shim makes of the annotation and the tls section.
        const ing = find(objects, 'Ingress', 'kavach');
        const { Certificate } = await import('@kubernetes-models/cert-manager/cert-manager.io/v1');
        const [tls] = ing.spec.tls;
        new Certificate({
          metadata: { name: tls.secretName, namespace: settings.namespace },
          spec: {
            secretName: tls.secretName,
            dnsNames: tls.hosts,
            issuerRef: {
              name: ing.metadata.annotations['cert-manager.io/cluster-issuer'],
              kind: 'ClusterIssuer',
              group: 'cert-manager.io',
            },
          },
        }).validate();
      });

    test('the edge: TRUSTED_PROXIES private, the image’s own rendering, the headless API Service', () => {
      for (const name of ['api', 'web'])
        assert.equal(find(objects, 'Service', name).spec.type, undefined, `${name} is internal`);
      const edgeEnv = find(objects, 'ConfigMap', 'kavach-edge').data;
      assert.equal(edgeEnv.TRUSTED_PROXIES, settings.trustedProxies);
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
        for (const c of [...(pod.initContainers ?? []), ...pod.containers])
          for (const v of c.env ?? []) {
            assert.equal(v.value, undefined, `${o.metadata.name}: ${v.name} inline`);
            if (SECRETISH.test(v.name))
              assert.ok(v.valueFrom?.secretKeyRef, `${o.metadata.name}: ${v.name} from a Secret`);
          }
    });

    test('mail never waits on a pod’s scratch volume: SMTP_URL is required', () => {
      // Without SMTP_URL the API writes each mail under DATA_DIR/outbox, here an emptyDir.
      const api = find(objects, 'Deployment', 'api').spec.template.spec;
      const ref = api.containers[0].env.find((/** @type {any} */ v) => v.name === 'SMTP_URL');
      assert.equal(ref?.valueFrom?.secretKeyRef?.optional, false);
      const dataDir = find(objects, 'ConfigMap', 'kavach-api').data.DATA_DIR;
      const mount = api.containers[0].volumeMounts.find(
        (/** @type {any} */ m) => m.mountPath === dataDir,
      );
      assert.ok(api.volumes.find((/** @type {any} */ v) => v.name === mount.name).emptyDir);
    });

    test('every variable set is one the API, the web server or the edge knows', async () => {
      const known = await knownVariables();
      const secret = () => 'x';
      for (const [o, pod] of workloads(objects)) {
        const component = o.metadata.labels['app.kubernetes.io/component'];
        if (component === 'redis') continue;
        for (const c of [...(pod.initContainers ?? []), ...pod.containers]) {
          if (c.name === 'metrics') continue;
          const env = environmentOf(objects, c, secret);
          const allowed =
            component === 'web' ? known.web : component === 'edge' ? known.edge : known.api;
          for (const k of Object.keys(env))
            assert.ok(allowed.has(k), `${o.metadata.name}: ${k} is not read by the ${component}`);
        }
      }
    });

    test('every variable production requires is set: the API parses its environment', async () => {
      const { parseEnv } = await import(path.join(ROOT, 'api/dist/platform/config/env.js'));
      const api = find(objects, 'Deployment', 'api').spec.template.spec.containers[0];
      // Required secrets get values of their shape; optional ones are left out.
      const values = secretValues({ REDIS_URL: 'redis://:x@redis:6379', password: 'x' });
      const value = (/** @type {string} */ _n, /** @type {string} */ key, optional = false) =>
        optional ? undefined : values[key];
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
      const postgres = Boolean(settings.database.inCluster);
      const redis = Boolean(settings.redis.inCluster);
      const components = [
        ...new Set(
          workloads(objects).map(([o]) => o.metadata.labels['app.kubernetes.io/component']),
        ),
        ...(postgres ? ['postgres'] : []),
      ];
      const expected = new Set([
        'edge→web:3000',
        'edge→api:3001',
        'web→api:3001',
        ...(postgres
          ? [
              'api→postgres:5432',
              'migrate→postgres:5432',
              'backup→postgres:5432',
              'postgres→postgres:5432',
            ]
          : []),
        ...(redis ? ['api→redis:6379'] : []),
      ]);
      const ports = [3000, 3001, 5432, 6379, 8080, 8000, 9113, 9464];
      const allowed = [];
      for (const from of components)
        for (const to of components)
          for (const port of ports)
            if (reaches(policies, from, to, port)) allowed.push(`${from}→${to}:${port}`);
      assert.deepEqual(allowed.sort(), [...expected].sort());
      // Outside the namespace, out: the API and the Jobs reach the data and the internet ports.
      const outside = (/** @type {string} */ c) =>
        policies
          .filter((p) => selects(p.spec.podSelector, c))
          .flatMap((p) => p.spec.egress ?? [])
          .filter((r) => r.to?.some((/** @type {any} */ t) => t.ipBlock))
          .flatMap((r) => r.ports.map((/** @type {any} */ p) => p.port))
          .sort((a, b) => a - b);
      const ext = [
        ...(postgres ? [] : [settings.database.external.port]),
        ...(redis ? [] : [settings.redis.external.port]),
      ];
      assert.deepEqual(outside('edge'), []);
      assert.deepEqual(outside('web'), []);
      assert.deepEqual(
        outside('api'),
        [443, 587, ...ext].sort((a, b) => a - b),
      );
      assert.deepEqual(outside('migrate'), postgres ? [] : [settings.database.external.port]);
      assert.deepEqual(
        outside('backup'),
        postgres ? [443] : [443, settings.database.external.port],
      );
      // Outside the namespace, in: the Ingress controller to the edge, the scraper to the
      // metrics ports, and nothing else.
      const fromOutside = policies.flatMap((p) =>
        (p.spec.ingress ?? []).flatMap((/** @type {any} */ r) =>
          (r.from ?? [])
            .filter((/** @type {any} */ f) => f.namespaceSelector)
            .map(
              (/** @type {any} */ f) =>
                `${f.namespaceSelector.matchLabels['kubernetes.io/metadata.name']}→` +
                `${p.spec.podSelector.matchLabels['app.kubernetes.io/component']}:` +
                r.ports.map((/** @type {any} */ x) => x.port).join(','),
            ),
        ),
      );
      const scraper = settings.monitoring?.scraperNamespace;
      assert.deepEqual(
        fromOutside.sort(),
        [
          `${settings.ingress.controllerNamespace}→edge:${base.EDGE_PORT}`,
          ...(scraper
            ? [`${scraper}→api:${base.METRICS_PORT}`, `${scraper}→edge:${base.EDGE_METRICS_PORT}`]
            : []),
          ...(postgres ? ['cnpg-system→postgres:8000,5432'] : []),
        ].sort(),
      );
      // Every ingress rule names where from: none is open to all.
      for (const p of policies)
        for (const r of p.spec.ingress ?? [])
          assert.ok(r.from?.length, `${p.metadata.name}: an ingress rule open to anyone`);
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

    test('the nightly backup: a CronJob of the API image to the bucket, its passphrase from its own Secret', () => {
      const cron = find(objects, 'CronJob', 'backup');
      assert.equal(cron.spec.schedule, settings.backup.schedule);
      assert.equal(cron.spec.concurrencyPolicy, 'Forbid');
      const pod = cron.spec.jobTemplate.spec.template.spec;
      const [c] = pod.containers;
      assert.deepEqual(c.command, [
        'node',
        'api/dist/backup/backup-cli.js',
        '--out',
        settings.backup.out,
      ]);
      assert.match(settings.backup.out, /^s3:\/\//);
      assert.equal(
        c.image,
        find(objects, 'Deployment', 'api').spec.template.spec.containers[0].image,
      );
      const passphrase = c.env.find((/** @type {any} */ v) => v.name === 'BACKUP_PASSPHRASE');
      assert.deepEqual(passphrase.valueFrom.secretKeyRef, {
        name: base.BACKUP_SECRET,
        key: 'BACKUP_PASSPHRASE',
        optional: false,
      });
      // The API pods never see it.
      const api = find(objects, 'Deployment', 'api').spec.template.spec.containers[0];
      assert.ok(!api.env.some((/** @type {any} */ v) => v.name === 'BACKUP_PASSPHRASE'));
      assert.equal(pod.restartPolicy, 'Never');
      // The archive is put together in /tmp before its upload: room for it, asked of the node.
      const tmp = c.volumeMounts.find((/** @type {any} */ m) => m.mountPath === '/tmp');
      const volume = pod.volumes.find((/** @type {any} */ v) => v.name === tmp.name);
      assert.equal(volume.emptyDir.sizeLimit, settings.backup.tmpSize);
      assert.equal(c.resources.requests['ephemeral-storage'], settings.backup.tmpSize);
    });

    if (settings.database.inCluster)
      test('PostgreSQL in the namespace: a CloudNativePG Cluster the API points at', () => {
        const cluster = find(objects, 'Cluster', 'kavach-db');
        const db = settings.database.inCluster;
        assert.equal(cluster.spec.instances, db.instances);
        assert.equal(cluster.spec.bootstrap.initdb.database, settings.database.name);
        assert.equal(cluster.spec.bootstrap.initdb.owner, settings.database.user);
        assert.equal(cluster.spec.storage.size, db.storage);
        assert.match(cluster.spec.imageName, /postgresql:16\.\d+$/);
        // The operator names its Service <cluster>-rw and its owner Secret <cluster>-app.
        const config = find(objects, 'ConfigMap', 'kavach-api').data;
        assert.equal(config.DATABASE_HOST, `${cluster.metadata.name}-rw`);
        const api = find(objects, 'Deployment', 'api').spec.template.spec.containers[0];
        const password = api.env.find((/** @type {any} */ v) => v.name === 'DATABASE_PASSWORD');
        assert.deepEqual(password.valueFrom.secretKeyRef, {
          name: `${cluster.metadata.name}-app`,
          key: 'password',
          optional: false,
        });
        assert.equal(
          cluster.spec.inheritedMetadata.labels['app.kubernetes.io/component'],
          'postgres',
        );
        const scheduled = objects.filter((o) => o.kind === 'ScheduledBackup');
        if (!db.backup) {
          assert.equal(cluster.spec.backup, undefined);
          assert.equal(scheduled.length, 0);
          return;
        }
        const store = cluster.spec.backup.barmanObjectStore;
        assert.equal(store.destinationPath, db.backup.destinationPath);
        assert.equal(store.serverName, db.backup.serverName);
        assert.deepEqual(store.s3Credentials.accessKeyId, {
          name: 'kavach-db-backup',
          key: 'ACCESS_KEY_ID',
        });
        assert.equal(cluster.spec.backup.retentionPolicy, db.backup.retentionPolicy);
        assert.equal(scheduled.length, 1);
        assert.deepEqual(scheduled[0].spec.cluster, { name: 'kavach-db' });
        assert.equal(scheduled[0].spec.method, 'barmanObjectStore');
        assert.equal(scheduled[0].spec.schedule, db.backup.schedule);
      });

    if (settings.redis.inCluster)
      test('Redis in the namespace answers only with the password of its Secret', () => {
        const redis = find(objects, 'Deployment', 'redis').spec.template.spec.containers[0];
        const at = redis.args.indexOf('--requirepass');
        assert.equal(redis.args[at + 1], '$(REDIS_PASSWORD)', 'the kubelet puts the password in');
        for (const name of ['REDIS_PASSWORD', 'REDISCLI_AUTH'])
          assert.deepEqual(
            redis.env.find((/** @type {any} */ v) => v.name === name).valueFrom.secretKeyRef,
            { name: 'kavach-redis', key: 'password', optional: false },
          );
        assert.match(redis.readinessProbe.exec.command.join(' '), /redis-cli ping/);
      });

    if (settings.monitoring)
      test('monitoring: the ServiceMonitor finds the metrics ports, the PrometheusRule is alerts.yml', () => {
        const monitor = find(objects, 'ServiceMonitor', 'kavach');
        assert.deepEqual(monitor.metadata.labels, settings.monitoring.labels);
        const [endpoint] = monitor.spec.endpoints;
        const services = objects.filter(
          (o) =>
            o.kind === 'Service' &&
            Object.entries(monitor.spec.selector.matchLabels).every(
              ([k, v]) => o.metadata.labels?.[k] === v,
            ),
        );
        assert.deepEqual(services.map((s) => s.metadata.name).sort(), [
          'api-metrics',
          'edge-metrics',
        ]);
        for (const svc of services) {
          const port = svc.spec.ports.find((/** @type {any} */ p) => p.name === endpoint.port);
          assert.ok(port, `${svc.metadata.name} has the port ${endpoint.port}`);
          // The Service's targetPort names a container port of the pods it selects.
          const component = svc.spec.selector['app.kubernetes.io/component'];
          const pod = find(objects, 'Deployment', component).spec.template.spec;
          const target = pod.containers
            .flatMap((/** @type {any} */ c) => c.ports ?? [])
            .find((/** @type {any} */ p) => p.name === port.targetPort);
          assert.equal(target?.containerPort, port.port, `${component}: ${port.targetPort}`);
        }
        const exporter = find(objects, 'Deployment', 'edge').spec.template.spec.containers.find(
          (/** @type {any} */ c) => c.name === 'metrics',
        );
        assert.ok(
          exporter.args.includes('--nginx.scrape-uri=http://127.0.0.1:8081/nginx_status'),
          'the exporter reads the edge’s internal stub_status',
        );
        const rule = find(objects, 'PrometheusRule', 'kavach');
        assert.deepEqual(rule.metadata.labels, settings.monitoring.labels);
        assert.deepEqual(
          rule.spec,
          yaml.load(readFileSync(path.join(ROOT, 'deploy/monitoring/alerts.yml'), 'utf8')),
        );
      });
    else
      test('without monitoring: no metrics Service, exporter or scraper rule', () => {
        assert.ok(!objects.some((o) => ['ServiceMonitor', 'PrometheusRule'].includes(o.kind)));
        assert.ok(!objects.some((o) => o.metadata.name.endsWith('-metrics')));
        assert.equal(find(objects, 'Deployment', 'edge').spec.template.spec.containers.length, 1);
      });

    if (!settings.database.inCluster)
      test('PostgreSQL and Redis outside: no Cluster, no StatefulSet', () => {
        for (const kind of ['Cluster', 'StatefulSet'])
          assert.equal(objects.filter((o) => o.kind === kind).length, 0, kind);
        const config = find(objects, 'ConfigMap', 'kavach-api').data;
        assert.equal(config.DATABASE_HOST, settings.database.external.host);
        assert.ok(config.S3_BUCKET);
      });
  });
}

test('a restore: the Cluster starts from the object store and backs up under a new name', async () => {
  const production = overlays.production;
  const db = production.database.inCluster;
  const restored = {
    ...production,
    database: {
      ...production.database,
      inCluster: {
        ...db,
        backup: { ...db.backup, serverName: 'kavach-db-r1' },
        recoverFrom: { serverName: 'kavach-db', targetTime: '2026-12-01T02:00:00Z' },
      },
    },
  };
  // The same checks as a values file gets.
  settingsModule.parseValues(yaml.dump(restoredValues(restored)), 'restore.yaml');
  const app = base.build(base.withRelease(restored, 'r', '1.0.0'));
  const cluster = app.charts
    .flatMap((/** @type {any} */ c) => c.toJson())
    .find((/** @type {any} */ o) => o.kind === 'Cluster');
  const { Cluster } = await import('@kubernetes-models/cloudnative-pg/postgresql.cnpg.io/v1');
  new Cluster(cluster).validate();
  assert.equal(cluster.spec.bootstrap.initdb, undefined, 'no empty database');
  const { recovery } = cluster.spec.bootstrap;
  assert.deepEqual(recovery.recoveryTarget, { targetTime: '2026-12-01T02:00:00Z' });
  const source = cluster.spec.externalClusters.find(
    (/** @type {any} */ c) => c.name === recovery.source,
  );
  assert.equal(source.barmanObjectStore.serverName, 'kavach-db', 'reads the old backups');
  assert.equal(source.barmanObjectStore.destinationPath, db.backup.destinationPath);
  assert.equal(cluster.spec.backup.barmanObjectStore.serverName, 'kavach-db-r1', 'writes new ones');
  assert.equal(recovery.database, production.database.name);
  assert.equal(recovery.owner, production.database.user);
});

/** Settings back to a values file's shape. @param {any} s */
function restoredValues(s) {
  const { name: _n, images: _i, release: _r, ...values } = s;
  return values;
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
