// The base: every object of the system for one overlay's Settings, in three charts applied in
// order: the namespace with its configuration, Services and NetworkPolicies; the migration Job;
// the workloads. Objects are typed with kubernetes-models' interfaces (the official OpenAPI
// schema) and synthesized by cdk8s.
import { createHash } from 'node:crypto';
import { ApiObject, App, Chart } from 'cdk8s';
import type { Construct } from 'constructs';
import type { IDeployment } from 'kubernetes-models/apps/v1/Deployment';
import type { IHorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2/HorizontalPodAutoscaler';
import type { IJob } from 'kubernetes-models/batch/v1/Job';
import type { INetworkPolicy } from 'kubernetes-models/networking.k8s.io/v1/NetworkPolicy';
import type { IIoK8sApiNetworkingV1NetworkPolicyPeer as Peer } from 'kubernetes-models/networking.k8s.io/v1/NetworkPolicyPeer';
import type { IPodDisruptionBudget } from 'kubernetes-models/policy/v1/PodDisruptionBudget';
import type { IConfigMap } from 'kubernetes-models/v1/ConfigMap';
import type { IIoK8sApiCoreV1Container as Container } from 'kubernetes-models/v1/Container';
import type { IIoK8sApiCoreV1EnvVar as EnvVar } from 'kubernetes-models/v1/EnvVar';
import type { INamespace } from 'kubernetes-models/v1/Namespace';
import type { IIoK8sApiCoreV1PodSpec as PodSpec } from 'kubernetes-models/v1/PodSpec';
import type { IIoK8sApiCoreV1Probe as Probe } from 'kubernetes-models/v1/Probe';
import type { IService } from 'kubernetes-models/v1/Service';
import type { Resources, Settings } from './settings';
import { containerSecurity } from './container-security';
import { selfHostedData } from './self-hosted-data';

export const API_PORT = 3001;
export const WEB_PORT = 3000;
export const EDGE_PORT = 8080;
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
];
/** Keys of API_SECRET that may be left out. */
export const OPTIONAL_SECRET_KEYS = ['SMTP_URL', 'RECAPTCHA_SECRET', 'ADMIN_PASSWORD'];

/**
 * Seconds between a pod being marked for termination and SIGTERM: endpoints controllers,
 * kube-proxy and the edge's DNS (answers kept 5 s) stop sending it new requests meanwhile.
 */
export const PRE_STOP_SECONDS = 10;
/** What the API gets after SIGTERM to finish its requests in flight (compose: stop_grace_period). */
export const API_DRAIN_SECONDS = 30;

type Typed = { apiVersion: string; kind: string; metadata?: { name?: string } };

/** Adds a typed object to a chart. */
function add<T extends Typed>(scope: Construct, object: T): ApiObject {
  const { apiVersion, kind, metadata, ...rest } = object;
  return new ApiObject(scope, `${kind}-${metadata?.name}`, {
    apiVersion,
    kind,
    metadata: metadata as Record<string, string>,
    ...rest,
  });
}

const labelsOf = (component: string) => ({
  'app.kubernetes.io/name': 'kavach',
  'app.kubernetes.io/component': component,
});
const selectorOf = (component: string) => ({ matchLabels: labelsOf(component) });

function resources(r: Resources) {
  return {
    requests: { cpu: r.cpuRequest, memory: r.memoryRequest },
    limits: { cpu: r.cpuLimit, memory: r.memoryLimit },
  };
}

/** The pod part: the images' own users (numeric, so the kubelet can check runAsNonRoot). */
function podSecurity(uid: number) {
  return {
    runAsNonRoot: true,
    runAsUser: uid,
    runAsGroup: uid,
    seccompProfile: { type: 'RuntimeDefault' as const },
  };
}

const httpProbe = (path: string, port: number, extra: Partial<Probe>): Probe => ({
  httpGet: { path, port },
  timeoutSeconds: 3,
  ...extra,
});

const fromConfigMap = (name: string) => [{ configMapRef: { name, optional: false } }];

/** The SHA-256 of a ConfigMap's data: in the pod template, a changed value rolls the pods. */
const hashOf = (data: Record<string, string>) =>
  createHash('sha256').update(JSON.stringify(data)).digest('hex').slice(0, 16);

export function apiConfig(s: Settings): Record<string, string> {
  return {
    NODE_ENV: 'production',
    API_HOST: '0.0.0.0',
    API_PORT: String(API_PORT),
    DATABASE_HOST: s.database.host,
    DATABASE_PORT: String(s.database.port),
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
    // Mails written as files when SMTP_URL is unset, on the pod's scratch volume.
    DATA_DIR: '/data',
    // Uploads go to the bucket: replicas share no volume.
    S3_BUCKET: s.s3.bucket,
    S3_REGION: s.s3.region,
    S3_FORCE_PATH_STYLE: String(s.s3.forcePathStyle),
    ...(s.s3.endpoint ? { S3_ENDPOINT: s.s3.endpoint } : {}),
  };
}

export function webConfig(s: Settings): Record<string, string> {
  return {
    NODE_ENV: 'production',
    PORT: String(WEB_PORT),
    HOST: '0.0.0.0',
    API_INTERNAL_URL: `http://api.${s.namespace}.svc.cluster.local:${API_PORT}`,
    CAPTCHA_PROVIDER: 'altcha',
  };
}

export function edgeConfig(s: Settings): Record<string, string> {
  const cluster = `${s.namespace}.svc.cluster.local`;
  return {
    EDGE_LISTEN: String(EDGE_PORT),
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

/** The API's environment besides its ConfigMap: the database password, the Secret's keys. */
function apiSecretEnv(s: Settings): EnvVar[] {
  return [
    {
      name: 'DATABASE_PASSWORD',
      valueFrom: { secretKeyRef: { ...s.database.passwordSecret, optional: false } },
    },
    ...REQUIRED_SECRET_KEYS.map((key) => ({
      name: key,
      valueFrom: { secretKeyRef: { name: API_SECRET, key, optional: false } },
    })),
    ...OPTIONAL_SECRET_KEYS.map((key) => ({
      name: key,
      valueFrom: { secretKeyRef: { name: API_SECRET, key, optional: true } },
    })),
  ];
}

const scratch = (name: string, mountPath: string, sizeLimit: string) => ({
  volume: { name, emptyDir: { sizeLimit } },
  mount: { name, mountPath },
});

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
  service('edge', 'edge', 80, {
    type: 'LoadBalancer',
    // An L4 balancer then keeps the visitor's address and no node forwards to another.
    externalTrafficPolicy: 'Local',
    ports: [{ name: 'http', port: 80, targetPort: EDGE_PORT }],
  });

  networkPolicies(chart, s);
  return chart;
}

function networkPolicies(chart: Chart, s: Settings) {
  const policy = (name: string, spec: INetworkPolicy['spec']) =>
    add<INetworkPolicy>(chart, {
      apiVersion: 'networking.k8s.io/v1',
      kind: 'NetworkPolicy',
      metadata: { name },
      spec,
    });
  const pods = (component: string): Peer => ({ podSelector: selectorOf(component) });
  const tcp = (port: number) => ({ protocol: 'TCP' as const, port });

  policy('default-deny', { podSelector: {}, policyTypes: ['Ingress', 'Egress'] });
  // Service names are looked up in the cluster's DNS, and nowhere else.
  policy('dns', {
    podSelector: {},
    policyTypes: ['Egress'],
    egress: [
      {
        to: [
          {
            namespaceSelector: { matchLabels: { 'kubernetes.io/metadata.name': 'kube-system' } },
            podSelector: { matchLabels: { 'k8s-app': 'kube-dns' } },
          },
        ],
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
    ingress: [{ ports: [tcp(EDGE_PORT)] }],
    egress: [
      { to: [pods('web')], ports: [tcp(WEB_PORT)] },
      { to: [pods('api')], ports: [tcp(API_PORT)] },
    ],
  });
  policy('web', {
    podSelector: selectorOf('web'),
    policyTypes: ['Ingress', 'Egress'],
    ingress: [{ from: [pods('edge')], ports: [tcp(WEB_PORT)] }],
    egress: [{ to: [pods('api')], ports: [tcp(API_PORT)] }],
  });
  const data = s.selfHostedData
    ? [
        { to: [pods('postgres')], ports: [tcp(s.database.port)] },
        { to: [pods('redis')], ports: [tcp(s.redis.port)] },
      ]
    : [
        { to: [{ ipBlock: { cidr: s.database.cidr } }], ports: [tcp(s.database.port)] },
        { to: [{ ipBlock: { cidr: s.redis.cidr } }], ports: [tcp(s.redis.port)] },
      ];
  policy('api', {
    podSelector: selectorOf('api'),
    policyTypes: ['Ingress', 'Egress'],
    ingress: [{ from: [pods('edge'), pods('web')], ports: [tcp(API_PORT)] }],
    egress: [
      ...data,
      // Object storage (S3) and reCAPTCHA's check over https; mail submission.
      { to: [{ ipBlock: { cidr: '0.0.0.0/0' } }], ports: s.internetPorts.map(tcp) },
    ],
  });
  policy('migrate', {
    podSelector: selectorOf('migrate'),
    policyTypes: ['Ingress', 'Egress'],
    egress: [data[0]],
  });
}

function migrateChart(app: App, s: Settings): Chart {
  const chart = new Chart(app, 'migrate', { namespace: s.namespace });
  // The API's configuration, and of its secrets only the database password.
  const env = apiSecretEnv(s).filter((v) => v.name === 'DATABASE_PASSWORD');
  const tmp = scratch('tmp', '/tmp', '64Mi');
  add<IJob>(chart, {
    apiVersion: 'batch/v1',
    kind: 'Job',
    metadata: { name: `migrate-${s.release}`, labels: labelsOf('migrate') },
    spec: {
      backoffLimit: 3,
      activeDeadlineSeconds: 900,
      ttlSecondsAfterFinished: 7 * 24 * 3600,
      template: {
        metadata: { labels: labelsOf('migrate') },
        spec: {
          restartPolicy: 'Never',
          automountServiceAccountToken: false,
          securityContext: podSecurity(1000),
          volumes: [tmp.volume],
          containers: [
            {
              name: 'migrate',
              image: s.images.api,
              command: MIGRATE_COMMAND,
              envFrom: fromConfigMap('kavach-api'),
              env,
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

function deployment(
  chart: Chart,
  component: string,
  replicas: number | undefined,
  configHash: string,
  pod: Omit<PodSpec, 'containers'> & { containers: Container[] },
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
        spec: { automountServiceAccountToken: false, ...spread(component), ...pod },
      },
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
  deployment(chart, 'api', undefined, hashOf(apiConfig(s)), {
    terminationGracePeriodSeconds: PRE_STOP_SECONDS + API_DRAIN_SECONDS + 5,
    securityContext: podSecurity(1000),
    volumes: [apiTmp.volume, apiData.volume],
    containers: [
      {
        name: 'api',
        image: s.images.api,
        ports: [{ name: 'http', containerPort: API_PORT }],
        envFrom: fromConfigMap('kavach-api'),
        env: apiSecretEnv(s),
        resources: resources(s.api),
        securityContext: containerSecurity,
        volumeMounts: [apiTmp.mount, apiData.mount],
        // Boot (and migrations, if the Job has not run) may take a while: two minutes.
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
  });
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
  );
  return chart;
}

/** Every chart of one overlay, in the order they are applied. */
export function build(s: Settings, outdir?: string): App {
  const app = new App({ outdir });
  const base = baseChart(app, s);
  const data = s.selfHostedData ? selfHostedData(app, s) : undefined;
  const migrate = migrateChart(app, s);
  const workloads = appChart(app, s);
  migrate.addDependency(base);
  if (data) migrate.addDependency(data);
  workloads.addDependency(migrate);
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
