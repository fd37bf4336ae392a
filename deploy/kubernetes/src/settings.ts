// What differs between overlays. Each overlay is a Settings value; the base chart (app.ts)
// turns one into manifests. Everything else is the same in every overlay.

export interface Resources {
  cpuRequest: string;
  cpuLimit: string;
  memoryRequest: string;
  memoryLimit: string;
}

export interface Settings {
  /** The overlay's name: the folder its manifests are written to. */
  name: string;
  namespace: string;
  /** Images built from docker/Dockerfile.api and docker/Dockerfile.web (targets web and edge). */
  images: { api: string; web: string; edge: string };
  /** Names the migration Job after the release, so each release gets a Job of its own. */
  release: string;
  api: { minReplicas: number; maxReplicas: number; cpuTargetPercent: number } & Resources;
  web: { replicas: number } & Resources;
  edge: { replicas: number } & Resources;
  /** The visitor-facing address (links in mails, redirects). */
  publicSiteUrl: string;
  /**
   * Addresses the load balancer in front of the edge connects from: the edge believes their
   * X-Forwarded-For and X-Forwarded-Proto (docker/edge/render.sh).
   */
  trustedProxies: string;
  database: {
    host: string;
    port: number;
    name: string;
    user: string;
    /** The Secret key holding the password: the API's Secret, or the operator-made one. */
    passwordSecret: { name: string; key: string };
    /** Where the database lives, for the API's egress rule (external service). */
    cidr: string;
  };
  redis: { port: number; cidr: string };
  s3: { endpoint?: string; bucket: string; region: string; forcePathStyle: boolean };
  /** Ports the API may reach anywhere: object storage and reCAPTCHA (443), mail submission. */
  internetPorts: number[];
  /** CloudNativePG Cluster and a Redis Deployment in the namespace instead of external ones. */
  selfHostedData?: { instances: number; storage: string; postgresImage: string };
}

const API_SECRET = 'kavach-api';

/** A single node (k3s, a small VM): fewer replicas and smaller requests. */
export const trial: Settings = {
  name: 'trial',
  namespace: 'kavach',
  images: { api: '', web: '', edge: '' },
  release: '',
  api: {
    minReplicas: 2,
    maxReplicas: 3,
    cpuTargetPercent: 70,
    cpuRequest: '100m',
    cpuLimit: '1',
    memoryRequest: '256Mi',
    memoryLimit: '512Mi',
  },
  web: {
    replicas: 1,
    cpuRequest: '50m',
    cpuLimit: '500m',
    memoryRequest: '128Mi',
    memoryLimit: '256Mi',
  },
  edge: {
    replicas: 1,
    cpuRequest: '25m',
    cpuLimit: '250m',
    memoryRequest: '32Mi',
    memoryLimit: '128Mi',
  },
  publicSiteUrl: 'http://localhost:8080',
  // k3s's ServiceLB forwards from the pod network (its default cluster CIDR).
  trustedProxies: '10.42.0.0/16',
  database: {
    host: 'postgres.internal',
    port: 5432,
    name: 'kavach',
    user: 'kavach',
    passwordSecret: { name: API_SECRET, key: 'DATABASE_PASSWORD' },
    cidr: '10.0.0.0/8',
  },
  redis: { port: 6379, cidr: '10.0.0.0/8' },
  s3: { bucket: 'kavach-uploads', region: 'us-east-1', forcePathStyle: true },
  internetPorts: [443, 587],
};

/** A managed cluster over several zones. */
export const production: Settings = {
  ...trial,
  name: 'production',
  api: {
    minReplicas: 3,
    maxReplicas: 10,
    cpuTargetPercent: 70,
    cpuRequest: '250m',
    cpuLimit: '1',
    memoryRequest: '384Mi',
    memoryLimit: '768Mi',
  },
  web: {
    replicas: 2,
    cpuRequest: '100m',
    cpuLimit: '1',
    memoryRequest: '192Mi',
    memoryLimit: '384Mi',
  },
  edge: {
    replicas: 2,
    cpuRequest: '100m',
    cpuLimit: '500m',
    memoryRequest: '64Mi',
    memoryLimit: '256Mi',
  },
  publicSiteUrl: 'https://www.kavach.example',
  // The load balancer's subnets (replace with yours: docs/operations.md, "Client address").
  trustedProxies: '10.0.0.0/16',
  s3: { bucket: 'kavach-uploads', region: 'ap-south-1', forcePathStyle: false },
};

/** The trial with PostgreSQL (CloudNativePG) and Redis in the cluster. */
export const trialSelfHostedData: Settings = {
  ...trial,
  name: 'trial-self-hosted-data',
  database: {
    // CloudNativePG's read-write Service and the Secret it makes for the owner.
    host: 'kavach-db-rw',
    port: 5432,
    name: 'kavach',
    user: 'kavach',
    passwordSecret: { name: 'kavach-db-app', key: 'password' },
    cidr: '',
  },
  redis: { port: 6379, cidr: '' },
  selfHostedData: {
    instances: 1,
    storage: '10Gi',
    postgresImage: 'ghcr.io/cloudnative-pg/postgresql:16.10',
  },
};

export const overlays: Record<string, Settings> = {
  trial,
  production,
  'trial-self-hosted-data': trialSelfHostedData,
};
