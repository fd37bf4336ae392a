// The optional data services inside the cluster: PostgreSQL as a CloudNativePG Cluster (the
// operator must be installed first) and one Redis pod, which keeps nothing worth a backup
// (rate-limit counters). Applied before the migration Job.
import { ApiObject, App, Chart } from 'cdk8s';
import type { IDeployment } from 'kubernetes-models/apps/v1/Deployment';
import type { INetworkPolicy } from 'kubernetes-models/networking.k8s.io/v1/NetworkPolicy';
import type { IService } from 'kubernetes-models/v1/Service';
import { containerSecurity } from './container-security';
import type { Settings } from './settings';

const labelsOf = (component: string) => ({
  'app.kubernetes.io/name': 'kavach',
  'app.kubernetes.io/component': component,
});

export function selfHostedData(app: App, s: Settings): Chart {
  const data = s.selfHostedData;
  if (!data) throw new Error(`${s.name} has no self-hosted data`);
  const chart = new Chart(app, 'data', { namespace: s.namespace });
  const add = <T extends { apiVersion: string; kind: string; metadata?: { name?: string } }>(
    o: T,
  ) => new ApiObject(chart, `${o.kind}-${o.metadata?.name}`, o as never);

  // CloudNativePG makes the owner's password in the Secret kavach-db-app (key: password) and
  // the read-write Service kavach-db-rw; settings.ts points the API at both.
  add({
    apiVersion: 'postgresql.cnpg.io/v1',
    kind: 'Cluster',
    metadata: { name: 'kavach-db' },
    spec: {
      instances: data.instances,
      imageName: data.postgresImage,
      inheritedMetadata: { labels: labelsOf('postgres') },
      bootstrap: { initdb: { database: s.database.name, owner: s.database.user } },
      storage: { size: data.storage },
      resources: {
        requests: { cpu: '250m', memory: '512Mi' },
        limits: { cpu: '1', memory: '1Gi' },
      },
    },
  });

  const redisPorts = { name: 'redis', port: s.redis.port, targetPort: s.redis.port };
  add<IService>({
    apiVersion: 'v1',
    kind: 'Service',
    metadata: { name: 'redis', labels: labelsOf('redis') },
    spec: { selector: labelsOf('redis'), ports: [redisPorts] },
  });
  const ping = { exec: { command: ['redis-cli', 'ping'] }, timeoutSeconds: 3 };
  add<IDeployment>({
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
          automountServiceAccountToken: false,
          // The image's redis user.
          securityContext: {
            runAsNonRoot: true,
            runAsUser: 999,
            runAsGroup: 1000,
            seccompProfile: { type: 'RuntimeDefault' as const },
          },
          volumes: [{ name: 'data', emptyDir: { sizeLimit: '64Mi' } }],
          containers: [
            {
              name: 'redis',
              image: 'redis:7.4.6-alpine',
              // As docker/compose.yaml: nothing on disk, the oldest expiring key goes first.
              args: [
                '--save',
                '',
                '--appendonly',
                'no',
                '--maxmemory',
                '256mb',
                '--maxmemory-policy',
                'volatile-ttl',
              ],
              ports: [{ name: 'redis', containerPort: s.redis.port }],
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

  const pods = (component: string) => ({ podSelector: { matchLabels: labelsOf(component) } });
  const tcp = (port: number) => ({ protocol: 'TCP' as const, port });
  add<INetworkPolicy>({
    apiVersion: 'networking.k8s.io/v1',
    kind: 'NetworkPolicy',
    metadata: { name: 'redis' },
    spec: {
      podSelector: { matchLabels: labelsOf('redis') },
      policyTypes: ['Ingress', 'Egress'],
      ingress: [{ from: [pods('api')], ports: [tcp(s.redis.port)] }],
      egress: [],
    },
  });
  // The instances: clients on 5432, each other (replication), the operator on its status
  // port; the instance manager talks to the Kubernetes API.
  add<INetworkPolicy>({
    apiVersion: 'networking.k8s.io/v1',
    kind: 'NetworkPolicy',
    metadata: { name: 'postgres' },
    spec: {
      podSelector: { matchLabels: labelsOf('postgres') },
      policyTypes: ['Ingress', 'Egress'],
      ingress: [
        { from: [pods('api'), pods('migrate'), pods('postgres')], ports: [tcp(5432)] },
        {
          from: [
            {
              namespaceSelector: {
                matchLabels: { 'kubernetes.io/metadata.name': 'cnpg-system' },
              },
            },
          ],
          ports: [tcp(8000), tcp(5432)],
        },
      ],
      egress: [
        { to: [pods('postgres')], ports: [tcp(5432), tcp(8000)] },
        { to: [{ ipBlock: { cidr: '0.0.0.0/0' } }], ports: [tcp(443), tcp(6443)] },
      ],
    },
  });
  return chart;
}
