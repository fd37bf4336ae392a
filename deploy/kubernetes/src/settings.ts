// What differs between overlays. Each overlay is a values file, values/<overlay>.yaml, which an
// operator edits; it is read and checked here at synth time by the zod schema below — a
// misspelt key, a wrong type or an impossible combination stops `npm run k8s:synth` with the
// file and the key, every problem at once — and the base chart (app.ts) turns the result into
// manifests. Everything else is the same in every overlay.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { z } from 'zod';

/** The keys of `shape` and no others: a misspelt key is an error, not a silent default. */
function settingsOf<Shape extends z.ZodRawShape>(shape: Shape) {
  const known = Object.keys(shape).join(', ');
  return z.strictObject(shape, {
    error: (issue) =>
      issue.code === 'unrecognized_keys' ? `not a setting here (${known})` : undefined,
  });
}
/** A text that must match `pattern`; the message quotes what was written. */
const text = (pattern: RegExp, rule: string) =>
  z.string().regex(pattern, { error: (issue) => `'${String(issue.input)}' ${rule}` });
function integer(min: number, max: number) {
  const rule = `must be a whole number from ${min} to ${max}`;
  // A missing one is left to explain() below: 'required'.
  return z
    .int({ error: (issue) => (issue.input === undefined ? undefined : rule) })
    .min(min, rule)
    .max(max, rule);
}
/** May be left out, or left empty (`key:` with nothing after it). */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => v ?? undefined, schema.optional());
const labels = z.record(z.string(), z.string());

const NAME = /^[a-z0-9]([-a-z0-9]*[a-z0-9])?$/;
const cpu = text(/^\d+(\.\d+)?m?$/, 'is not a CPU quantity (250m, 1)');
const memory = text(/^\d+(Ki|Mi|Gi|Ti)$/, 'is not a size (512Mi, 10Gi)');
const resources = { cpuRequest: cpu, cpuLimit: cpu, memoryRequest: memory, memoryLimit: memory };
const name = text(NAME, 'is not a Kubernetes name (lower-case letters, digits, dashes)');
const cidr = text(
  /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})\/(\d{1,2})$/,
  'is not an address range (10.0.0.0/8)',
);
const cron = text(/^\S+(\s+\S+){4}$/, 'is not a cron schedule of five fields (30 1 * * *)');
const s3Url = text(
  /^s3:\/\/[a-z0-9][a-z0-9.-]+[a-z0-9](\/[\w./-]*)?$/,
  'is not s3://bucket/prefix',
);
const url = text(/^https?:\/\/\S+$/, 'is not a URL');

/** PostgreSQL outside the cluster: its address, and its range for the egress policies. */
const externalDatabase = settingsOf({
  host: text(/^[a-z0-9.-]+$/, 'is not a host name or address'),
  port: integer(1, 65535),
  cidr,
});

/** CloudNativePG's base backups and WAL archive in an S3 bucket (barmanObjectStore). */
const databaseBackup = settingsOf({
  /** `s3://bucket/prefix`: the cluster's files go under `<prefix>/<serverName>/`. */
  destinationPath: s3Url,
  /** Only for S3-compatible storage other than AWS. */
  endpointURL: optional(url),
  /** The folder of this cluster under destinationPath; a restored cluster needs a new one. */
  serverName: name,
  /** How long base backups and WAL are kept: `30d`, `8w`, `6m`. */
  retentionPolicy: text(/^[1-9]\d*[dwm]$/, 'is not a period (30d, 8w, 6m)'),
  /** The ScheduledBackup's schedule: six fields, seconds first (`0 0 1 * * *`). */
  schedule: text(
    /^\S+(\s+\S+){5}$/,
    'is not a schedule of six fields, seconds first (0 0 1 * * *)',
  ),
});

/** PostgreSQL as a CloudNativePG Cluster in the namespace (the operator installed first). */
const databaseCluster = settingsOf({
  instances: integer(1, 9),
  storage: memory,
  postgresImage: text(/^[\w./-]+:[\w.-]+$/, 'is not an image with a tag'),
  backup: optional(databaseBackup),
  /** Bootstrap from the object store instead of an empty database (docs/kubernetes.md). */
  recoverFrom: optional(
    settingsOf({
      serverName: name,
      targetTime: optional(
        text(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/, 'is not a time (2026-12-01T02:00:00Z)'),
      ),
    }),
  ),
});

const valuesSchema = settingsOf({
  namespace: name,
  /** The visitor-facing address (links in mails, redirects); its host is the Ingress's. */
  publicSiteUrl: text(/^https:\/\/[a-z0-9.-]+$/, 'must be https://<host> (the Ingress serves TLS)'),
  ingress: settingsOf({
    /** The IngressClass of the cluster's controller (`nginx`, `traefik` …). */
    className: name,
    /** The Secret holding the certificate: cert-manager's output, or one the operator made. */
    tlsSecret: name,
    /** A cert-manager ClusterIssuer: the certificate is then requested and renewed for you. */
    clusterIssuer: optional(name),
    /** The controller's namespace: the only one whose pods may reach the edge. */
    controllerNamespace: name,
    /** Controller-specific settings (body size, timeouts), as they are. */
    annotations: optional(labels),
  }),
  /**
   * Addresses the Ingress controller connects to the edge from (its pods' network): the edge
   * believes their X-Forwarded-For and X-Forwarded-Proto (docker/edge/render.sh), and sends
   * HSTS for what came over https.
   */
  trustedProxies: text(
    /^[\d./]+(,[\d./]+)*$/,
    'must be addresses or ranges separated by commas, without spaces',
  ),
  api: settingsOf({
    minReplicas: integer(2, 100),
    maxReplicas: integer(2, 100),
    cpuTargetPercent: integer(10, 100),
    ...resources,
  }),
  web: settingsOf({ replicas: integer(1, 100), ...resources }),
  edge: settingsOf({ replicas: integer(1, 100), ...resources }),
  database: settingsOf({
    name,
    user: name,
    external: optional(externalDatabase),
    inCluster: optional(databaseCluster),
  }),
  /** Redis outside the cluster (REDIS_URL in the Secret), or one pod in the namespace. */
  redis: settingsOf({
    external: optional(settingsOf({ port: integer(1, 65535), cidr })),
    inCluster: optional(settingsOf({ maxMemory: text(/^\d+mb$/, 'is not a size (256mb)') })),
  }),
  s3: settingsOf({
    endpoint: optional(url),
    bucket: text(/^[a-z0-9][a-z0-9.-]+[a-z0-9]$/, 'is not a bucket name'),
    region: text(/^[a-z0-9-]+$/, 'is not a region'),
    forcePathStyle: z.boolean(),
  }),
  /**
   * The nightly backup CronJob (api/dist/backup/backup-cli.js) to `out` (`s3://bucket/prefix`);
   * the archive is put together in `/tmp` first, which must hold the database and the uploads.
   */
  backup: optional(settingsOf({ schedule: cron, out: s3Url, tmpSize: memory })),
  /** Prometheus Operator: a ServiceMonitor, the alert rules, the scraper let in. */
  monitoring: optional(
    settingsOf({
      /** Labels the Prometheus instance selects its ServiceMonitors and rules by. */
      labels,
      scraperNamespace: name,
      scraperPods: labels,
    }),
  ),
  /** Ports the API may reach anywhere: object storage and reCAPTCHA (443), mail submission. */
  internetPorts: z.array(integer(1, 65535)).min(1, 'must be a list of one or more'),
})
  // What the shape cannot say: one of two, bounds in order, ranges that are private. Runs only
  // on a file whose shape is right.
  .superRefine((v, ctx) => {
    const problem = (at: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: at.split('.'), message });
    for (const part of ['database', 'redis'] as const) {
      const set = [v[part].external, v[part].inCluster].filter((x) => x !== undefined).length;
      if (set !== 1) problem(part, `set either external or inCluster, not ${set}`);
    }
    if (v.api.minReplicas > v.api.maxReplicas) problem('api', 'minReplicas is above maxReplicas');
    for (const range of v.trustedProxies.split(',')) {
      const [a, b] = range.split('.').map(Number);
      const isPrivate = a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168);
      if (!isPrivate)
        problem(
          'trustedProxies',
          `${range} is not a private range: anyone there could pick their address`,
        );
    }
    const cluster = v.database.inCluster;
    if (cluster?.recoverFrom) {
      if (!cluster.backup)
        problem(
          'database.inCluster.recoverFrom',
          'needs database.inCluster.backup (where to read)',
        );
      else if (cluster.backup.serverName === cluster.recoverFrom.serverName)
        problem(
          'database.inCluster.backup.serverName',
          'give the restored cluster a new one; the old backups stay as they are',
        );
    }
  });

export type Values = z.infer<typeof valuesSchema>;
export type Resources = z.infer<z.ZodObject<typeof resources>>;
export type ExternalDatabase = z.infer<typeof externalDatabase>;
export type DatabaseBackup = z.infer<typeof databaseBackup>;
export type DatabaseCluster = z.infer<typeof databaseCluster>;

export interface Settings extends Values {
  /** The overlay's name: its values file and the folder its manifests are written to. */
  name: string;
  /** Images built from docker/Dockerfile.api and docker/Dockerfile.web (targets web and edge). */
  images: { api: string; web: string; edge: string };
  /** Names the migration Job after the release, so each release gets a Job of its own. */
  release: string;
}

/** What a wrong type says, wherever it is; the rules above say the rest. */
const explain: z.core.$ZodErrorMap = (issue) => {
  if (issue.code !== 'invalid_type') return undefined;
  if (issue.input === undefined) return 'required';
  switch (issue.expected) {
    case 'string':
      return ['number', 'boolean'].includes(typeof issue.input)
        ? `must be a text: write '${String(issue.input)}'`
        : 'must be a text';
    case 'boolean':
      return 'must be true or false';
    case 'array':
      return 'must be a list of one or more';
    case 'record':
      return 'must be a map of names to texts';
    case 'object':
      return 'must be a map';
    default:
      return undefined;
  }
};

/** `database.inCluster.instances`, `internetPorts[1]`; the whole document is "the file". */
const keyPath = (path: PropertyKey[]) =>
  path
    .map((k, i) => (typeof k === 'number' ? `[${k}]` : i ? `.${String(k)}` : String(k)))
    .join('') || 'the file';

/** A file under deploy/, found above this file's build folder (dist/, or a test's). */
export function deployFile(...parts: string[]): string {
  for (let dir = __dirname; dir !== path.dirname(dir); dir = path.dirname(dir))
    if (existsSync(path.join(dir, 'kubernetes', 'values'))) return path.join(dir, ...parts);
  throw new Error('deploy/kubernetes/values is missing');
}
const valuesDir = () => deployFile('kubernetes', 'values');

/** Checks the text of a values file; throws one message naming the file and every problem. */
export function parseValues(yamlText: string, file: string): Values {
  let parsed: unknown;
  try {
    parsed = parse(yamlText);
  } catch (e) {
    throw new Error(`${file}: not valid YAML: ${(e as Error).message}`);
  }
  const result = valuesSchema.safeParse(parsed, { error: explain });
  if (result.success) return result.data;
  // An unknown key is reported where the key is, one line each.
  const problems = result.error.issues.flatMap((issue) =>
    issue.code === 'unrecognized_keys'
      ? issue.keys.map((k) => `${keyPath([...issue.path, k])}: ${issue.message}`)
      : [`${keyPath(issue.path)}: ${issue.message}`],
  );
  throw new Error(`${file}:\n  ${problems.join('\n  ')}`);
}

/** The overlays: one per values file. */
export function overlayNames(): string[] {
  return readdirSync(valuesDir())
    .filter((f) => f.endsWith('.yaml'))
    .map((f) => f.slice(0, -'.yaml'.length))
    .sort();
}

/** One overlay's settings, from its values file; images and release come with withRelease. */
export function loadOverlay(overlay: string): Settings {
  const names = overlayNames();
  if (!names.includes(overlay))
    throw new Error(`unknown overlay '${overlay}' (${names.join(', ')})`);
  const file = path.join(valuesDir(), `${overlay}.yaml`);
  const values = parseValues(readFileSync(file, 'utf8'), path.relative(process.cwd(), file));
  return { ...values, name: overlay, images: { api: '', web: '', edge: '' }, release: '' };
}
