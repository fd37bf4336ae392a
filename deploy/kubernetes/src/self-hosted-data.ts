// The data services inside the cluster, when the values ask for them: PostgreSQL as a
// CloudNativePG Cluster (the operator must be installed first), with its base backups and WAL
// in object storage, and one Redis pod, which keeps nothing worth a backup (rate-limit
// counters) and answers only with the password of its Secret. Applied before the migration Job.
import { App, Chart } from 'cdk8s';
import type { ICluster } from '@kubernetes-models/cloudnative-pg/postgresql.cnpg.io/v1/Cluster';
import type { IScheduledBackup } from '@kubernetes-models/cloudnative-pg/postgresql.cnpg.io/v1/ScheduledBackup';
import type { IDeployment } from 'kubernetes-models/apps/v1/Deployment';
import type { INetworkPolicy } from 'kubernetes-models/networking.k8s.io/v1/NetworkPolicy';
import type { IService } from 'kubernetes-models/v1/Service';
import { containerSecurity } from './container-security';
import {
  add,
  identityOf,
  labelsOf,
  namespacePeer,
  podSecurity,
  podsOf,
  serviceAccount,
  tcp,
} from './objects';
import type { DatabaseBackup, DatabaseCluster, Settings } from './settings';

/** The CloudNativePG Cluster: its Service is <name>-rw, its owner's Secret <name>-app. */
export const CLUSTER_NAME = 'kavach-db';
/** The object store's keys for the cluster's backups (ACCESS_KEY_ID, ACCESS_SECRET_KEY). */
const DATABASE_BACKUP_SECRET = 'kavach-db-backup';
/** Redis's password (key `password`); the API's REDIS_URL carries the same one. */
const REDIS_SECRET = 'kavach-redis';
const REDIS_PORT = 6379;

export function selfHostedData(app: App, s: Settings): Chart {
  const chart = new Chart(app, 'data', { namespace: s.namespace });
  if (s.database.inCluster) postgres(chart, s, s.database.inCluster);
  if (s.redis.inCluster) redis(chart, s.redis.inCluster.maxMemory);
  return chart;
}

/** Where the cluster's backups are, and with which keys. */
function objectStore(backup: DatabaseBackup, serverName: string) {
  const key = (k: string) => ({ name: DATABASE_BACKUP_SECRET, key: k });
  return {
    destinationPath: backup.destinationPath,
    ...(backup.endpointURL ? { endpointURL: backup.endpointURL } : {}),
    serverName,
    s3Credentials: {
      accessKeyId: key('ACCESS_KEY_ID'),
      secretAccessKey: key('ACCESS_SECRET_KEY'),
    },
  };
}

function postgres(chart: Chart, s: Settings, db: DatabaseCluster) {
  const { name: database, user: owner } = s.database;
  const { backup, recoverFrom } = db;
  // A restore starts from the base backup and WAL that another cluster wrote under its own
  // serverName; the new cluster writes its own under a new one (settings.ts insists).
  const origin = 'origin';
  add<ICluster>(chart, {
    apiVersion: 'postgresql.cnpg.io/v1',
    kind: 'Cluster',
    metadata: { name: CLUSTER_NAME },
    spec: {
      instances: db.instances,
      imageName: db.postgresImage,
      inheritedMetadata: { labels: labelsOf('postgres') },
      bootstrap:
        recoverFrom && backup
          ? {
              recovery: {
                source: origin,
                database,
                owner,
                ...(recoverFrom.targetTime
                  ? { recoveryTarget: { targetTime: recoverFrom.targetTime } }
                  : {}),
              },
            }
          : { initdb: { database, owner } },
      ...(recoverFrom && backup
        ? {
            externalClusters: [
              { name: origin, barmanObjectStore: objectStore(backup, recoverFrom.serverName) },
            ],
          }
        : {}),
      ...(backup
        ? {
            backup: {
              barmanObjectStore: {
                ...objectStore(backup, backup.serverName),
                wal: { compression: 'gzip' },
                data: { compression: 'gzip' },
              },
              retentionPolicy: backup.retentionPolicy,
            },
          }
        : {}),
      // With three or more instances a commit waits for one standby as well: a failover loses
      // no answered write. The instances spread over zones where there are several.
      ...(db.instances >= 3
        ? {
            postgresql: { synchronous: { method: 'any', number: 1 } },
            affinity: {
              enablePodAntiAffinity: true,
              topologyKey: 'topology.kubernetes.io/zone',
              podAntiAffinityType: 'preferred',
            },
          }
        : {}),
      storage: { size: db.storage },
      resources: {
        requests: { cpu: '250m', memory: '512Mi' },
        limits: { cpu: '1', memory: '1Gi' },
      },
    },
  });
  if (backup)
    add<IScheduledBackup>(chart, {
      apiVersion: 'postgresql.cnpg.io/v1',
      kind: 'ScheduledBackup',
      metadata: { name: CLUSTER_NAME },
      spec: {
        schedule: backup.schedule,
        cluster: { name: CLUSTER_NAME },
        method: 'barmanObjectStore',
        backupOwnerReference: 'self',
        // A first base backup as soon as it is applied: WAL alone restores nothing.
        immediate: true,
      },
    });

  // The instances: clients on 5432, each other (replication), the operator on its status
  // port; the instance manager talks to the Kubernetes API, the archiver to the bucket.
  add<INetworkPolicy>(chart, {
    apiVersion: 'networking.k8s.io/v1',
    kind: 'NetworkPolicy',
    metadata: { name: 'postgres' },
    spec: {
      podSelector: { matchLabels: labelsOf('postgres') },
      policyTypes: ['Ingress', 'Egress'],
      ingress: [
        {
          from: [podsOf('api'), podsOf('migrate'), podsOf('backup'), podsOf('postgres')],
          ports: [tcp(5432)],
        },
        { from: [namespacePeer('cnpg-system')], ports: [tcp(8000), tcp(5432)] },
      ],
      egress: [
        { to: [podsOf('postgres')], ports: [tcp(5432), tcp(8000)] },
        { to: [{ ipBlock: { cidr: '0.0.0.0/0' } }], ports: [tcp(443), tcp(6443)] },
      ],
    },
  });
}

function redis(chart: Chart, maxMemory: string) {
  serviceAccount(chart, 'redis');
  add<IService>(chart, {
    apiVersion: 'v1',
    kind: 'Service',
    metadata: { name: 'redis', labels: labelsOf('redis') },
    spec: {
      selector: labelsOf('redis'),
      ports: [{ name: 'redis', port: REDIS_PORT, targetPort: REDIS_PORT }],
    },
  });
  // redis-cli authenticates with REDISCLI_AUTH, so the probes need no password in their
  // command; it exits 0 on a refusal too, so the answer is what counts.
  const ping = {
    exec: { command: ['sh', '-c', 'redis-cli ping | grep -qx PONG'] },
    timeoutSeconds: 3,
  };
  const password = { secretKeyRef: { name: REDIS_SECRET, key: 'password', optional: false } };
  add<IDeployment>(chart, {
    apiVersion: 'apps/v1',
    kind: 'Deployment',
    metadata: { name: 'redis', labels: labelsOf('redis') },
    spec: {
      replicas: 1,
      // One pod and no disk: the new one replaces the old, counters start again.
      strategy: { type: 'Recreate' },
      selector: { matchLabels: labelsOf('redis') },
      template: {
        metadata: { labels: labelsOf('redis') },
        spec: {
          ...identityOf('redis'),
          // The image's redis user.
          securityContext: podSecurity(999, 1000),
          volumes: [{ name: 'data', emptyDir: { sizeLimit: '64Mi' } }],
          containers: [
            {
              name: 'redis',
              image: 'redis:7.4.6-alpine',
              env: [
                { name: 'REDIS_PASSWORD', valueFrom: password },
                { name: 'REDISCLI_AUTH', valueFrom: password },
              ],
              // As docker/compose.yaml: nothing on disk, the oldest expiring key goes first.
              // The kubelet puts the password in place of $(REDIS_PASSWORD).
              args: [
                '--requirepass',
                '$(REDIS_PASSWORD)',
                '--save',
                '',
                '--appendonly',
                'no',
                '--maxmemory',
                maxMemory,
                '--maxmemory-policy',
                'volatile-ttl',
              ],
              ports: [{ name: 'redis', containerPort: REDIS_PORT }],
              resources: {
                requests: { cpu: '50m', memory: '64Mi' },
                limits: { cpu: '500m', memory: '320Mi' },
              },
              securityContext: containerSecurity,
              volumeMounts: [{ name: 'data', mountPath: '/data' }],
              startupProbe: { ...ping, periodSeconds: 2, failureThreshold: 15 },
              readinessProbe: { ...ping, periodSeconds: 5 },
              livenessProbe: { ...ping, periodSeconds: 10 },
            },
          ],
        },
      },
    },
  });
  add<INetworkPolicy>(chart, {
    apiVersion: 'networking.k8s.io/v1',
    kind: 'NetworkPolicy',
    metadata: { name: 'redis' },
    spec: {
      podSelector: { matchLabels: labelsOf('redis') },
      policyTypes: ['Ingress', 'Egress'],
      ingress: [{ from: [podsOf('api')], ports: [tcp(REDIS_PORT)] }],
      egress: [],
    },
  });
}
