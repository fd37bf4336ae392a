// The base: every object of the system for one overlay's Settings, in charts applied in order:
// the namespace with its identities, configuration, Services, Ingress and NetworkPolicies; the
// data services when they run in the namespace; the migration Job; the workloads; the
// monitoring objects. Objects are typed with kubernetes-models' interfaces (the official
// OpenAPI schema, and the custom resources' own) and synthesized by cdk8s.
import { createHash } from 'node:crypto';
import { App, Chart } from 'cdk8s';
import type { IDeployment } from 'kubernetes-models/apps/v1/Deployment';
import type { IHorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2/HorizontalPodAutoscaler';
import type { ICronJob } from 'kubernetes-models/batch/v1/CronJob';
import type { IJob } from 'kubernetes-models/batch/v1/Job';
import type { IIngress } from 'kubernetes-models/networking.k8s.io/v1/Ingress';
import type { INetworkPolicy } from 'kubernetes-models/networking.k8s.io/v1/NetworkPolicy';
import type { INetworkPolicyEgressRule as EgressRule } from 'kubernetes-models/networking.k8s.io/v1/NetworkPolicyEgressRule';
import type { IPodDisruptionBudget } from 'kubernetes-models/policy/v1/PodDisruptionBudget';
import type { IConfigMap } from 'kubernetes-models/v1/ConfigMap';
import type { IContainer as Container } from 'kubernetes-models/v1/Container';
import type { IEnvVar as EnvVar } from 'kubernetes-models/v1/EnvVar';
import type { INamespace } from 'kubernetes-models/v1/Namespace';
import type { IPodSpec as PodSpec } from 'kubernetes-models/v1/PodSpec';
import type { IProbe as Probe } from 'kubernetes-models/v1/Probe';
import type { IService } from 'kubernetes-models/v1/Service';
import type { Resources, Settings } from './settings';
import { containerSecurity } from './container-security';
import { monitoringChart, METRICS_LABEL } from './monitoring';
import {
  add,
  identityOf,
  labelsOf,
  namespacePeer,
  podSecurity,
  podsOf,
  scratch,
  selectorOf,
  serviceAccount,
  tcp,
} from './objects';
import { CLUSTER_NAME, selfHostedData } from './self-hosted-data';

export const API_PORT = 3001;
export const WEB_PORT = 3000;
export const EDGE_PORT = 8080;
/** The API's metrics listener (METRICS_PORT), never its main port and never through the edge. */
export const METRICS_PORT = 9464;
/** nginx-prometheus-exporter's listener, beside the edge. */
export const EDGE_METRICS_PORT = 9113;
/** nginx's stub_status listener (EDGE_STATUS_LISTEN), read by that exporter in the same pod. */
const EDGE_STATUS_PORT = 8081;
/** The Secret the operator creates (docs/kubernetes.md); never synthesized. */
export const API_SECRET = 'kavach-api';
/** Keys of API_SECRET without which the pods do not start. */
export const REQUIRED_SECRET_KEYS = [
  'REDIS_URL',
  'JWT_SECRETS',
  'TOTP_ENCRYPTION_KEYS',
  'LINK_SIGNING_KEYS',
  'CAPTCHA_KEYS',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  // Without it the API writes each mail as a file under DATA_DIR, here a pod's scratch volume
  // that goes with the pod: mail must leave through a relay instead.
  'SMTP_URL',
];
/** Keys of API_SECRET that may be left out. */
const OPTIONAL_SECRET_KEYS = ['RECAPTCHA_SECRET', 'ADMIN_PASSWORD'];
/** The Secret holding the backups' passphrase, which the API pods never see. */
export const BACKUP_SECRET = 'kavach-backup';

/**
 * Seconds between a pod being marked for termination and SIGTERM: endpoints controllers,
 * kube-proxy and the edge's DNS (answers kept 5 s) stop sending it new requests meanwhile.
 */
export const PRE_STOP_SECONDS = 10;
/** What the API gets after SIGTERM to finish its requests in flight (compose: stop_grace_period). */
export const API_DRAIN_SECONDS = 30;
/** How long the migration Job may run, and so how long a new API pod waits for it. */
const MIGRATION_DEADLINE_SECONDS = 900;

const httpProbe = (path: string, port: number, extra: Partial<Probe>): Probe => ({
  httpGet: { path, port },
  timeoutSeconds: 3,
  ...extra,
});

const fromConfigMap = (name: string) => [{ configMapRef: { name, optional: false } }];

/** The SHA-256 of a ConfigMap's data: in the pod template, a changed value rolls the pods. */
const hashOf = (data: Record<string, string>) =>
  createHash('sha256').update(JSON.stringify(data)).digest('hex').slice(0, 16);

function resources(r: Resources) {
  return {
    requests: { cpu: r.cpuRequest, memory: r.memoryRequest },
    limits: { cpu: r.cpuLimit, memory: r.memoryLimit },
  };
}

/** Where the API finds PostgreSQL: outside, or CloudNativePG's read-write Service and Secret. */
function databaseOf(s: Settings) {
  const external = s.database.external;
  if (external)
    return { ...external, passwordSecret: { name: API_SECRET, key: 'DATABASE_PASSWORD' } };
  // The operator names its Service <cluster>-rw and the owner's Secret <cluster>-app.
  return {
    host: `${CLUSTER_NAME}-rw`,
    port: 5432,
    cidr: undefined,
    passwordSecret: { name: `${CLUSTER_NAME}-app`, key: 'password' },
  };
}

function apiConfig(s: Settings): Record<string, string> {
  const db = databaseOf(s);
  return {
    NODE_ENV: 'production',
    API_HOST: '0.0.0.0',
    API_PORT: String(API_PORT),
    METRICS_PORT: String(METRICS_PORT),
    DATABASE_HOST: db.host,
    DATABASE_PORT: String(db.port),
    DATABASE_NAME: s.database.name,
    DATABASE_USER: s.database.user,
    // The edge is the one hop in front of the API; it decides the client address.
    TRUST_PROXY: '1',
    PUBLIC_SITE_URL: s.publicSiteUrl,
    CAPTCHA_PROVIDER: 'altcha',
    TWO_FACTOR_REQUIRED_ROLES: 'admin,kavach_admin,hr_manager,jobs_admin',
    STAFF_IDLE_TIMEOUT_MINUTES: '30',
    LOG_LEVEL: 'info',
    LOG_FORMAT: 'json',
    // Scratch only: mail goes out through SMTP_URL (required), uploads to the bucket.
    DATA_DIR: '/data',
    // Uploads go to the bucket: replicas share no volume.
    S3_BUCKET: s.s3.bucket,
    S3_REGION: s.s3.region,
    S3_FORCE_PATH_STYLE: String(s.s3.forcePathStyle),
    ...(s.s3.endpoint ? { S3_ENDPOINT: s.s3.endpoint } : {}),
  };
}

function webConfig(s: Settings): Record<string, string> {
  return {
    NODE_ENV: 'production',
    PORT: String(WEB_PORT),
    HOST: '0.0.0.0',
    API_INTERNAL_URL: `http://api.${s.namespace}.svc.cluster.local:${API_PORT}`,
    CAPTCHA_PROVIDER: 'altcha',
  };
}

function edgeConfig(s: Settings): Record<string, string> {
  const cluster = `${s.namespace}.svc.cluster.local`;
  return {
    EDGE_LISTEN: String(EDGE_PORT),
    EDGE_STATUS_LISTEN: String(EDGE_STATUS_PORT),
    // The headless Service: DNS answers with every ready API pod, as Docker's DNS does.
    EDGE_API: `api-pods.${cluster}:${API_PORT}`,
    EDGE_WEB: `web.${cluster}:${WEB_PORT}`,
    EDGE_RESOLVER: 'kube-dns.kube-system.svc.cluster.local',
    EDGE_ROOT: '/srv',
    EDGE_CONF_DIR: '/etc/kavach-edge',
    EDGE_RUN_DIR: '/tmp/nginx',
    TRUSTED_PROXIES: s.trustedProxies,
  };
}

const secretKey = (name: string, key: string, optional = false) => ({
  secretKeyRef: { name, key, optional },
});

/** The API's environment besides its ConfigMap: the database password, the Secret's keys. */
function apiSecretEnv(s: Settings): EnvVar[] {
  const { passwordSecret } = databaseOf(s);
  return [
    { name: 'DATABASE_PASSWORD', valueFrom: secretKey(passwordSecret.name, passwordSecret.key) },
    ...REQUIRED_SECRET_KEYS.map((key) => ({
      name: key,
      valueFrom: secretKey(API_SECRET, key),
    })),
    ...OPTIONAL_SECRET_KEYS.map((key) => ({
      name: key,
      valueFrom: secretKey(API_SECRET, key, true),
    })),
  ];
}
const only = (env: EnvVar[], names: string[]) => env.filter((v) => names.includes(v.name));

/** A pod that spreads over nodes and zones when there are several. */
function spread(component: string): Partial<PodSpec> {
  return {
    topologySpreadConstraints: ['kubernetes.io/hostname', 'topology.kubernetes.io/zone'].map(
      (topologyKey) => ({
        maxSkew: 1,
        topologyKey,
        whenUnsatisfiable: 'ScheduleAnyway',
        labelSelector: selectorOf(component),
      }),
    ),
  };
}

/** The command of the migration Job: the API's own locked migration run, nothing else. */
export const MIGRATE_COMMAND = [
  'node',
  '-e',
  "require('reflect-metadata');" +
    "const {runMigrations}=require('./api/dist/platform/database/migrate.js');" +
    "const {parseDatabaseUrl}=require('./api/dist/platform/config/env.js');" +
    'runMigrations(parseDatabaseUrl(process.env)).then(' +
    "(done)=>console.log('migrations applied: '+(done.join(', ')||'none'))," +
    '(e)=>{console.error(e);process.exit(1);});',
];

/** The API pods' init container: returns once the database has this build's migrations. */
export const WAIT_FOR_MIGRATIONS_COMMAND = [
  'node',
  'api/dist/platform/database/wait-for-migrations-cli.js',
  '--timeout',
  String(MIGRATION_DEADLINE_SECONDS),
];

/** The nightly backup: the database and the uploads, encrypted, to the bucket. */
export const backupCommand = (out: string) => [
  'node',
  'api/dist/backup/backup-cli.js',
  '--out',
  out,
];

const COMPONENTS = ['api', 'web', 'edge', 'migrate', 'backup'];

function baseChart(app: App, s: Settings): Chart {
  const chart = new Chart(app, 'base', { namespace: s.namespace });
  add<INamespace>(chart, {
    apiVersion: 'v1',
    kind: 'Namespace',
    metadata: {
      name: s.namespace,
      labels: {
        // The API server refuses any pod that breaks the restricted standard.
        'pod-security.kubernetes.io/enforce': 'restricted',
        'pod-security.kubernetes.io/enforce-version': 'latest',
      },
    },
  });
  for (const component of COMPONENTS.filter((c) => c !== 'backup' || s.backup))
    serviceAccount(chart, component);
  for (const [name, data] of [
    ['kavach-api', apiConfig(s)],
    ['kavach-web', webConfig(s)],
    ['kavach-edge', edgeConfig(s)],
  ] as const)
    add<IConfigMap>(chart, { apiVersion: 'v1', kind: 'ConfigMap', metadata: { name }, data });

  const service = (name: string, component: string, port: number, extra = {}) =>
    add<IService>(chart, {
      apiVersion: 'v1',
      kind: 'Service',
      metadata: { name, labels: labelsOf(component) },
      spec: {
        selector: labelsOf(component),
        ports: [{ name: 'http', port, targetPort: port }],
        ...extra,
      },
    });
  // The web server's way to the API: one address, balanced per connection.
  service('api', 'api', API_PORT);
  // The edge's: every ready pod's address, balanced per request by nginx.
  service('api-pods', 'api', API_PORT, { clusterIP: 'None' });
  service('web', 'web', WEB_PORT);
  // Reached only through the Ingress: no address outside the cluster.
  service('edge', 'edge', 80, { ports: [{ name: 'http', port: 80, targetPort: EDGE_PORT }] });
  if (s.monitoring) {
    // What the ServiceMonitor selects: each pod's metrics port, apart from the traffic.
    const metrics = (component: string, port: number) =>
      add<IService>(chart, {
        apiVersion: 'v1',
        kind: 'Service',
        metadata: {
          name: `${component}-metrics`,
          labels: { ...labelsOf(component), ...METRICS_LABEL },
        },
        spec: {
          clusterIP: 'None',
          selector: labelsOf(component),
          ports: [{ name: 'metrics', port, targetPort: 'metrics' }],
        },
      });
    metrics('api', METRICS_PORT);
    metrics('edge', EDGE_METRICS_PORT);
  }
  ingress(chart, s);
  networkPolicies(chart, s);
  return chart;
}

/**
 * The way in: TLS ends at the cluster's Ingress controller, which passes the visitor's address
 * and scheme to the edge; the edge trusts it (TRUSTED_PROXIES) and so sends HSTS for https.
 */
function ingress(chart: Chart, s: Settings) {
  const host = new URL(s.publicSiteUrl).hostname;
  add<IIngress>(chart, {
    apiVersion: 'networking.k8s.io/v1',
    kind: 'Ingress',
    metadata: {
      name: 'kavach',
      annotations: {
        ...(s.ingress.clusterIssuer
          ? { 'cert-manager.io/cluster-issuer': s.ingress.clusterIssuer }
          : {}),
        ...s.ingress.annotations,
      },
    },
    spec: {
      ingressClassName: s.ingress.className,
      tls: [{ hosts: [host], secretName: s.ingress.tlsSecret }],
      rules: [
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
      ],
    },
  });
}

/** The egress rules to PostgreSQL and to Redis: pods in the namespace, or address ranges. */
function dataEgress(s: Settings): { database: EgressRule; redis: EgressRule } {
  const db = databaseOf(s);
  const redis = s.redis.external;
  return {
    database: db.cidr
      ? { to: [{ ipBlock: { cidr: db.cidr } }], ports: [tcp(db.port)] }
      : { to: [podsOf('postgres')], ports: [tcp(db.port)] },
    redis: redis
      ? { to: [{ ipBlock: { cidr: redis.cidr } }], ports: [tcp(redis.port)] }
      : { to: [podsOf('redis')], ports: [tcp(6379)] },
  };
}

function networkPolicies(chart: Chart, s: Settings) {
  const policy = (name: string, spec: INetworkPolicy['spec']) =>
    add<INetworkPolicy>(chart, {
      apiVersion: 'networking.k8s.io/v1',
      kind: 'NetworkPolicy',
      metadata: { name },
      spec,
    });
  const anywhere = (ports: number[]): EgressRule => ({
    to: [{ ipBlock: { cidr: '0.0.0.0/0' } }],
    ports: ports.map(tcp),
  });
  // The scraper, on the metrics port and nothing else.
  const scrape = (port: number) =>
    s.monitoring
      ? [
          {
            from: [namespacePeer(s.monitoring.scraperNamespace, s.monitoring.scraperPods)],
            ports: [tcp(port)],
          },
        ]
      : [];

  policy('default-deny', { podSelector: {}, policyTypes: ['Ingress', 'Egress'] });
  // Service names are looked up in the cluster's DNS, and nowhere else.
  policy('dns', {
    podSelector: {},
    policyTypes: ['Egress'],
    egress: [
      {
        to: [namespacePeer('kube-system', { 'k8s-app': 'kube-dns' })],
        ports: [
          { protocol: 'UDP' as const, port: 53 },
          { protocol: 'TCP' as const, port: 53 },
        ],
      },
    ],
  });
  policy('edge', {
    podSelector: selectorOf('edge'),
    policyTypes: ['Ingress', 'Egress'],
    ingress: [
      { from: [namespacePeer(s.ingress.controllerNamespace)], ports: [tcp(EDGE_PORT)] },
      ...scrape(EDGE_METRICS_PORT),
    ],
    egress: [
      { to: [podsOf('web')], ports: [tcp(WEB_PORT)] },
      { to: [podsOf('api')], ports: [tcp(API_PORT)] },
    ],
  });
  policy('web', {
    podSelector: selectorOf('web'),
    policyTypes: ['Ingress', 'Egress'],
    ingress: [{ from: [podsOf('edge')], ports: [tcp(WEB_PORT)] }],
    egress: [{ to: [podsOf('api')], ports: [tcp(API_PORT)] }],
  });
  const data = dataEgress(s);
  policy('api', {
    podSelector: selectorOf('api'),
    policyTypes: ['Ingress', 'Egress'],
    ingress: [
      { from: [podsOf('edge'), podsOf('web')], ports: [tcp(API_PORT)] },
      ...scrape(METRICS_PORT),
    ],
    // Object storage (S3) and reCAPTCHA's check over https; mail submission.
    egress: [data.database, data.redis, anywhere(s.internetPorts)],
  });
  policy('migrate', {
    podSelector: selectorOf('migrate'),
    policyTypes: ['Ingress', 'Egress'],
    egress: [data.database],
  });
  if (s.backup)
    policy('backup', {
      podSelector: selectorOf('backup'),
      policyTypes: ['Ingress', 'Egress'],
      // The database it reads, the bucket it reads and writes.
      egress: [data.database, anywhere([443])],
    });
}

function migrateChart(app: App, s: Settings): Chart {
  const chart = new Chart(app, 'migrate', { namespace: s.namespace });
  const tmp = scratch('tmp', '/tmp', '64Mi');
  add<IJob>(chart, {
    apiVersion: 'batch/v1',
    kind: 'Job',
    metadata: { name: `migrate-${s.release}`, labels: labelsOf('migrate') },
    spec: {
      backoffLimit: 3,
      activeDeadlineSeconds: MIGRATION_DEADLINE_SECONDS,
      ttlSecondsAfterFinished: 7 * 24 * 3600,
      template: {
        metadata: { labels: labelsOf('migrate') },
        spec: {
          restartPolicy: 'Never',
          ...identityOf('migrate'),
          securityContext: podSecurity(1000),
          volumes: [tmp.volume],
          containers: [
            {
              name: 'migrate',
              image: s.images.api,
              command: MIGRATE_COMMAND,
              envFrom: fromConfigMap('kavach-api'),
              // The API's configuration, and of its secrets only the database password.
              env: only(apiSecretEnv(s), ['DATABASE_PASSWORD']),
              resources: resources(s.api),
              securityContext: containerSecurity,
              volumeMounts: [tmp.mount],
            },
          ],
        },
      },
    },
  });
  return chart;
}

type Pod = Omit<PodSpec, 'containers'> & { containers: Container[] };

function deployment(
  chart: Chart,
  component: string,
  replicas: number | undefined,
  configHash: string,
  pod: Pod,
  extra: Partial<NonNullable<IDeployment['spec']>> = {},
) {
  add<IDeployment>(chart, {
    apiVersion: 'apps/v1',
    kind: 'Deployment',
    metadata: { name: component, labels: labelsOf(component) },
    spec: {
      ...(replicas === undefined ? {} : { replicas }),
      selector: selectorOf(component),
      // A new pod is ready before an old one goes: capacity never drops during a rollout.
      strategy: { type: 'RollingUpdate', rollingUpdate: { maxSurge: 1, maxUnavailable: 0 } },
      template: {
        metadata: { labels: labelsOf(component), annotations: { 'kavach/config': configHash } },
        spec: { ...identityOf(component), ...spread(component), ...pod },
      },
      ...extra,
    },
  });
  if ((replicas ?? 2) > 1)
    add<IPodDisruptionBudget>(chart, {
      apiVersion: 'policy/v1',
      kind: 'PodDisruptionBudget',
      metadata: { name: component },
      spec: { maxUnavailable: 1, selector: selectorOf(component) },
    });
}

const preStop = { preStop: { exec: { command: ['sleep', String(PRE_STOP_SECONDS)] } } };

function appChart(app: App, s: Settings): Chart {
  const chart = new Chart(app, 'app', { namespace: s.namespace });

  const apiTmp = scratch('tmp', '/tmp', '256Mi');
  const apiData = scratch('data', '/data', '1Gi');
  // No replicas field: the autoscaler owns the count (an apply would reset it otherwise).
  deployment(
    chart,
    'api',
    undefined,
    hashOf(apiConfig(s)),
    {
      terminationGracePeriodSeconds: PRE_STOP_SECONDS + API_DRAIN_SECONDS + 5,
      securityContext: podSecurity(1000),
      volumes: [apiTmp.volume, apiData.volume],
      // A new release's pods start once the migration Job has done its work; the old pods
      // keep serving meanwhile (maxUnavailable: 0), and a failed Job stops the rollout here.
      initContainers: [
        {
          name: 'wait-for-migrations',
          image: s.images.api,
          command: WAIT_FOR_MIGRATIONS_COMMAND,
          envFrom: fromConfigMap('kavach-api'),
          env: only(apiSecretEnv(s), ['DATABASE_PASSWORD']),
          resources: resources({
            cpuRequest: '50m',
            cpuLimit: '500m',
            memoryRequest: '128Mi',
            memoryLimit: '256Mi',
          }),
          securityContext: containerSecurity,
        },
      ],
      containers: [
        {
          name: 'api',
          image: s.images.api,
          ports: [
            { name: 'http', containerPort: API_PORT },
            { name: 'metrics', containerPort: METRICS_PORT },
          ],
          envFrom: fromConfigMap('kavach-api'),
          env: apiSecretEnv(s),
          resources: resources(s.api),
          securityContext: containerSecurity,
          volumeMounts: [apiTmp.mount, apiData.mount],
          // Boot may take a while: two minutes.
          startupProbe: httpProbe('/api/health', API_PORT, {
            periodSeconds: 2,
            failureThreshold: 60,
          }),
          // The database check inside gives up after 2 s, within the probe's 3 s.
          readinessProbe: httpProbe('/api/health/ready', API_PORT, {
            periodSeconds: 5,
            failureThreshold: 2,
          }),
          livenessProbe: httpProbe('/api/health', API_PORT, {
            periodSeconds: 10,
            failureThreshold: 3,
          }),
          lifecycle: preStop,
        },
      ],
    },
    // A rollout waiting for a long migration is not a stuck one.
    { progressDeadlineSeconds: MIGRATION_DEADLINE_SECONDS + 300 },
  );
  add<IHorizontalPodAutoscaler>(chart, {
    apiVersion: 'autoscaling/v2',
    kind: 'HorizontalPodAutoscaler',
    metadata: { name: 'api' },
    spec: {
      scaleTargetRef: { apiVersion: 'apps/v1', kind: 'Deployment', name: 'api' },
      minReplicas: s.api.minReplicas,
      maxReplicas: s.api.maxReplicas,
      metrics: [
        {
          type: 'Resource',
          resource: {
            name: 'cpu',
            target: { type: 'Utilization', averageUtilization: s.api.cpuTargetPercent },
          },
        },
      ],
    },
  });

  // The web server and the edge: one HTTP container each, probed on /robots.txt (served from
  // the built files, so it answers once the process does).
  const frontDeployment = (
    name: 'web' | 'edge',
    replicas: number,
    config: Record<string, string>,
    runAsUser: number,
    container: { image: string; port: number; configMap: string; resources: Resources },
    scratchDir: ReturnType<typeof scratch>,
    startupFailures: number,
    sidecars: Container[] = [],
  ) =>
    deployment(chart, name, replicas, hashOf(config), {
      terminationGracePeriodSeconds: PRE_STOP_SECONDS + API_DRAIN_SECONDS + 5,
      securityContext: podSecurity(runAsUser),
      volumes: [scratchDir.volume],
      containers: [
        {
          name,
          image: container.image,
          ports: [{ name: 'http', containerPort: container.port }],
          envFrom: fromConfigMap(container.configMap),
          resources: resources(container.resources),
          securityContext: containerSecurity,
          volumeMounts: [scratchDir.mount],
          startupProbe: httpProbe('/robots.txt', container.port, {
            periodSeconds: 2,
            failureThreshold: startupFailures,
          }),
          readinessProbe: httpProbe('/robots.txt', container.port, {
            periodSeconds: 5,
            failureThreshold: 2,
          }),
          livenessProbe: httpProbe('/robots.txt', container.port, {
            periodSeconds: 10,
            failureThreshold: 3,
          }),
          lifecycle: preStop,
        },
        ...sidecars,
      ],
    });
  frontDeployment(
    'web',
    s.web.replicas,
    webConfig(s),
    1000,
    { image: s.images.web, port: WEB_PORT, configMap: 'kavach-web', resources: s.web },
    scratch('tmp', '/tmp', '128Mi'),
    30,
  );
  // nginx writes its rendered configuration, pid and temporary files under EDGE_RUN_DIR only.
  frontDeployment(
    'edge',
    s.edge.replicas,
    edgeConfig(s),
    33,
    {
      image: s.images.edge,
      port: EDGE_PORT,
      configMap: 'kavach-edge',
      resources: s.edge,
    },
    scratch('run', '/tmp/nginx', '256Mi'),
    15,
    s.monitoring ? [edgeExporter()] : [],
  );
  if (s.backup) backupCronJob(chart, s, s.backup);
  return chart;
}

/** nginx's stub_status (its internal listener, same pod) as Prometheus metrics. */
function edgeExporter(): Container {
  const probe = httpProbe('/metrics', EDGE_METRICS_PORT, { periodSeconds: 10 });
  return {
    name: 'metrics',
    image: 'nginx/nginx-prometheus-exporter:1.5.3',
    args: [
      `--nginx.scrape-uri=http://127.0.0.1:${EDGE_STATUS_PORT}/nginx_status`,
      `--web.listen-address=:${EDGE_METRICS_PORT}`,
    ],
    ports: [{ name: 'metrics', containerPort: EDGE_METRICS_PORT }],
    resources: resources({
      cpuRequest: '10m',
      cpuLimit: '100m',
      memoryRequest: '16Mi',
      memoryLimit: '64Mi',
    }),
    securityContext: containerSecurity,
    startupProbe: { ...probe, periodSeconds: 2, failureThreshold: 15 },
    readinessProbe: probe,
    livenessProbe: { ...probe, failureThreshold: 3 },
  };
}

/**
 * The nightly backup of the database and the uploads, encrypted with the passphrase of its
 * own Secret: the API's configuration, and of its secrets those the backup reads.
 */
function backupCronJob(chart: Chart, s: Settings, backup: NonNullable<Settings['backup']>) {
  const tmp = scratch('tmp', '/tmp', backup.tmpSize);
  const data = scratch('data', '/data', '64Mi');
  add<ICronJob>(chart, {
    apiVersion: 'batch/v1',
    kind: 'CronJob',
    metadata: { name: 'backup', labels: labelsOf('backup') },
    spec: {
      schedule: backup.schedule,
      timeZone: 'Etc/UTC',
      // One at a time; a night missed by more than an hour (the cluster down) is skipped.
      concurrencyPolicy: 'Forbid',
      startingDeadlineSeconds: 3600,
      successfulJobsHistoryLimit: 3,
      failedJobsHistoryLimit: 3,
      jobTemplate: {
        metadata: { labels: labelsOf('backup') },
        spec: {
          backoffLimit: 2,
          activeDeadlineSeconds: 4 * 3600,
          template: {
            metadata: { labels: labelsOf('backup') },
            spec: {
              restartPolicy: 'Never',
              ...identityOf('backup'),
              securityContext: podSecurity(1000),
              volumes: [tmp.volume, data.volume],
              containers: [
                {
                  name: 'backup',
                  image: s.images.api,
                  command: backupCommand(backup.out),
                  envFrom: fromConfigMap('kavach-api'),
                  env: [
                    ...only(apiSecretEnv(s), [
                      'DATABASE_PASSWORD',
                      'JWT_SECRETS',
                      'TOTP_ENCRYPTION_KEYS',
                      'LINK_SIGNING_KEYS',
                      'CAPTCHA_KEYS',
                      'S3_ACCESS_KEY_ID',
                      'S3_SECRET_ACCESS_KEY',
                    ]),
                    {
                      name: 'BACKUP_PASSPHRASE',
                      valueFrom: secretKey(BACKUP_SECRET, 'BACKUP_PASSPHRASE'),
                    },
                  ],
                  resources: {
                    // The node must have room for the archive before it starts.
                    requests: { cpu: '100m', memory: '256Mi', 'ephemeral-storage': backup.tmpSize },
                    limits: { cpu: '1', memory: '1Gi' },
                  },
                  securityContext: containerSecurity,
                  volumeMounts: [tmp.mount, data.mount],
                },
              ],
            },
          },
        },
      },
    },
  });
}

/** Every chart of one overlay, in the order they are applied. */
export function build(s: Settings, outdir?: string): App {
  const app = new App({ outdir });
  const base = baseChart(app, s);
  const data = s.database.inCluster || s.redis.inCluster ? selfHostedData(app, s) : undefined;
  const migrate = migrateChart(app, s);
  const workloads = appChart(app, s);
  migrate.addDependency(base);
  if (data) migrate.addDependency(data);
  workloads.addDependency(migrate);
  if (s.monitoring) monitoringChart(app, s, s.monitoring).addDependency(workloads);
  return app;
}

/** An overlay with its images: `<registry>/kavach-{api,web,edge}:<tag>`. */
export function withRelease(s: Settings, registry: string, tag: string): Settings {
  if (!/^[a-z0-9][a-z0-9.-]{0,40}$/.test(tag))
    throw new Error(`image tag '${tag}': lower-case letters, digits, dots and dashes only`);
  return {
    ...s,
    release: tag.replaceAll('.', '-'),
    images: {
      api: `${registry}/kavach-api:${tag}`,
      web: `${registry}/kavach-web:${tag}`,
      edge: `${registry}/kavach-edge:${tag}`,
    },
  };
}
