import { join } from 'node:path';
import { z } from 'zod';
import { isMailAddress, parseMailbox } from '../mail/mailbox';
import { csvList, HOST, int, keyring, mailList, URL_UNSAFE_DATABASE_NAME } from './env-types';
import { productionSecretProblems } from './secret-strength';

/** The repository root (this file lives in api/src/platform/config or api/dist/platform/config). */
export const REPO_ROOT = join(__dirname, '..', '..', '..', '..');

/**
 * The keyring of each purpose (docs/operations.md, "Rotating keys").
 * @public Also read by scripts/config-doc.mjs, from the build.
 */
export const KEYRING_VARIABLES = [
  'JWT_SECRETS',
  'TOTP_ENCRYPTION_KEYS',
  'LINK_SIGNING_KEYS',
  'CAPTCHA_KEYS',
] as const;

/**
 * Variables of earlier releases, read no more: what to write instead.
 * @public Also read by scripts/config-doc.mjs, from the build.
 */
export const RETIRED = {
  TOTP_ENCRYPTION_KEY: 'replaced by TOTP_ENCRYPTION_KEYS: write it as t0:<its value>',
  CAPTCHA_SECRET: 'replaced by CAPTCHA_KEYS (challenges last minutes: a new key will do)',
} as const;

/** What an unset keyring amounts to (app-config.ts, keyrings()). */
const GENERATED_KEYRING = 'generated in `DATA_DIR` (embedded only)';

/**
 * Every environment variable the API reads, validated at boot.
 * A bad value stops the process with a message naming the variable.
 * Each one's description (and, for an optional one, what it amounts to when unset) is the text
 * of docs/configuration.md: `npm run docs:config` writes it from here.
 */
export const envSchema = z.object({
  NODE_ENV: z
    .enum(['development', 'production', 'test'])
    .default('development')
    .describe(
      '`development`, `production` or `test`; `production` requires `DATABASE_URL` or `DATABASE_HOST` and the four keyrings below, and refuses `JWT_SECRET`, weak keys, a signing key shared by two purposes and a weak `ADMIN_PASSWORD`',
    ),
  API_PORT: int(3001, 1, 65535).describe('port of the API process'),
  API_HOST: z.string().default('127.0.0.1').describe('interface of the API process'),
  METRICS_PORT: int(9464, 0, 65535).describe(
    'port of the API process\'s Prometheus metrics (`GET /metrics`) on `API_HOST`: a listener of its own, which the edge does not proxy; `0` = not served; a port already taken leaves the API running without metrics, with a warning (docs/operations.md, "Metrics and tracing")',
  ),
  // A process whose clock a test drives must not have a job change rows beside it on the hour.
  SCHEDULED_JOBS: z
    .enum(['true', 'false'])
    .optional()
    .describe(
      'the timed jobs (ended sessions expired hourly, expired tokens purged hourly, the nightly retention and content-trash purges): run by every API process unless `false` (each is safe beside the same job in another replica: a lock, or deletes that may run twice)',
    ),
  // Off in production unless asked for: the document maps every route for a prober.
  API_DOCS: z
    .enum(['true', 'false'])
    .optional()
    .describe(
      'the API reference (`/api/docs`, `/api/openapi.json`): served outside production; in production only when `true`; `false` turns it off anywhere',
    ),
  DATABASE_URL: z
    .string()
    .url()
    .optional()
    .describe(
      'PostgreSQL URL (wins over `DATABASE_HOST`); neither set = embedded PostgreSQL under `DATA_DIR`',
    ),
  DATABASE_HOST: z
    .string()
    .regex(HOST, 'must be a host name or an IP address')
    .optional()
    .describe(
      'PostgreSQL host name or IP address, used when `DATABASE_URL` is unset: the connection is built from it and the four below, each encoded, so no value needs URL-escaping; any of those four set without it (and without `DATABASE_URL`) stops the API',
    ),
  DATABASE_PORT: int(5432, 1, 65535).describe('PostgreSQL port (with `DATABASE_HOST`)'),
  DATABASE_USER: z
    .string()
    .optional()
    .describe('database user (with `DATABASE_HOST`); any characters'),
  DATABASE_PASSWORD: z
    .string()
    .optional()
    .describe('its password (with `DATABASE_HOST`); any characters, `/ # @ :` included'),
  DATABASE_NAME: z
    .string()
    .refine((v) => !URL_UNSAFE_DATABASE_NAME.test(v), {
      message: 'must not be . or .. nor contain any of # $ & + , / : ; = ? @',
    })
    .optional()
    .meta({
      description:
        'database (with `DATABASE_HOST`); not `.` or `..` and none of `# $ & + , / : ; = ? @` (node-postgres cannot receive those through a URL)',
      whenUnset: 'the user name',
    }),
  DATA_DIR: z
    .string()
    .default(join(REPO_ROOT, '.data'))
    .describe(
      'embedded database (with its random passwords in `database-credentials.json`, 0600), generated secrets, admin credentials, local uploads, mails written as files (`outbox/`)',
    ),
  EMBEDDED_PG_PORT: int(54329, 1, 65535).describe(
    'port of the embedded PostgreSQL (loopback only)',
  ),
  DB_POOL_SIZE: int(20, 1, 500).describe('connections per API process'),
  DB_STATEMENT_TIMEOUT_MS: int(5000, 100, 3_600_000).describe(
    "longest a request's SQL statement may run or wait for a lock; past it the request answers 503 with `Retry-After` and the connection is free again",
  ),
  DB_LONG_STATEMENT_TIMEOUT_MS: int(600_000, 1000, 86_400_000).describe(
    'the same for the CSV exports, the privacy ZIP and the retention purge (never less than `DB_STATEMENT_TIMEOUT_MS`)',
  ),
  JWT_SECRET: z
    .string()
    .min(32, 'must be at least 32 bytes')
    .optional()
    .describe(
      'outside production only: one secret (≥ 32 bytes) every unset keyring below derives its key from, as releases before the keyrings did (the tests use it); refused in production',
    ),
  JWT_SECRETS: keyring.meta({
    description:
      'keyring of the staff sign-in tokens and sign-in challenges (HS256, the key id in the `kid` header): `id:secret[,id:secret…]`, the first key signs, the others still verify (docs/operations.md, "Rotating keys"); ids are a letter then up to 15 letters, digits, `_` or `-`, each once; each secret ≥ 32 bytes and, in production, not easy to guess (e.g. `openssl rand -base64 48`); a secret cannot hold a comma',
    whenUnset: GENERATED_KEYRING,
  }),
  TOTP_ENCRYPTION_KEYS: keyring.meta({
    description:
      'keyring of the two-factor secrets at rest (AES-256-GCM, stored as `kid.iv.tag.body`); at start every secret of an older key is re-sealed with the first',
    whenUnset: GENERATED_KEYRING,
  }),
  LINK_SIGNING_KEYS: keyring.meta({
    description:
      "keyring of the newsletter's unsubscribe and confirmation links (`<kid>.…`) and of privacy case references",
    whenUnset: GENERATED_KEYRING,
  }),
  CAPTCHA_KEYS: keyring.meta({
    description:
      'keyring of the ALTCHA challenges (the key id in the signed `data.kid`) and of the reCAPTCHA replay ids',
    whenUnset: GENERATED_KEYRING,
  }),
  TOTP_ENCRYPTION_KEY: z
    .string()
    .optional()
    .describe(`retired, ${RETIRED.TOTP_ENCRYPTION_KEY}; set, it stops the API saying so`),
  JWT_ISSUER: z
    .string()
    .default('kavach-api')
    .describe('issuer (`iss`) of the staff tokens, checked on every token'),
  JWT_AUDIENCE: z
    .string()
    .default('kavach-admin')
    .describe('audience (`aud`) of the staff tokens, checked on every token'),
  JWT_TTL_SECONDS: int(86400, 60, 7 * 86400).describe(
    'lifetime of a staff token in seconds (the default is 24 h)',
  ),
  // AdminBootstrap holds it to the usernames' rule (platform/fields/rules.ts) when it makes the
  // account.
  ADMIN_USERNAME: z
    .string()
    .min(3)
    .max(64)
    .default('admin')
    .describe(
      "username of the first admin, created at the first start: on the embedded database always (the demo admin), on a configured one only when `ADMIN_PASSWORD` is set; held to the usernames' rule",
    ),
  ADMIN_PASSWORD: z.string().min(12, 'must be at least 12 characters').optional().meta({
    description:
      'its first password (at least 12 characters), which the admin replaces at first sign-in; on a configured database the admin is created only when this is set; production refuses one that fails the password rule',
    whenUnset: 'random (embedded)',
  }),
  ADMIN_CREDENTIALS_PRINT: z
    .enum(['true', 'false'])
    .default('true')
    .describe(
      "`false`: the API writes the demo admin's credentials to `DATA_DIR/admin-credentials.txt` without printing them (`npm start` shows them in its box)",
    ),
  PANEL_ADMIN_USERS: csvList.describe(
    'comma-separated usernames allowed on `/admin` (empty = any permitted user)',
  ),
  PANEL_JOBS_ADMIN_USERS: csvList.describe(
    'the same for `/jobs-admin`, the panel of the HR roles; once it is set, a user of an HR role left off it can sign in to neither panel (their work is jobs and applications on both)',
  ),
  CAPTCHA_PROVIDER: z
    .enum(['altcha', 'recaptcha'])
    .default('altcha')
    .describe(
      '`altcha` (self-hosted proof of work) or `recaptcha`; the web server reads it too, for its Content-Security-Policy (give both the same when they run apart)',
    ),
  CAPTCHA_SECRET: z
    .string()
    .optional()
    .describe(`retired, ${RETIRED.CAPTCHA_SECRET}; set, it stops the API saying so`),
  CAPTCHA_COST: int(1000, 1, 1_000_000).describe('PBKDF2 iterations per ALTCHA attempt'),
  CAPTCHA_COUNTER_MAX: int(3000, 3, 100_000_000).describe(
    "upper bound of the ALTCHA counter: each challenge's is drawn from a third of this up to this, and the browser derives a key for every counter up to it (work ≈ cost × counter)",
  ),
  CAPTCHA_TTL_SECONDS: int(600, 30, 86400).describe('how long a challenge stays valid, in seconds'),
  RECAPTCHA_SECRET: z
    .string()
    .optional()
    .describe(
      'the reCAPTCHA secret key; required with `CAPTCHA_PROVIDER=recaptcha` (the API does not start without it)',
    ),
  RECAPTCHA_SITE_KEY: z
    .string()
    .optional()
    .describe(
      "the reCAPTCHA site key the pages' widget is drawn with (`GET /api/captcha/config`); needed with `CAPTCHA_PROVIDER=recaptcha`, though not checked at start",
    ),
  RECAPTCHA_VERIFY_URL: z
    .string()
    .url()
    .default('https://www.google.com/recaptcha/api/siteverify')
    .describe('where reCAPTCHA tokens are checked (tests point it at a stand-in)'),
  REDIS_URL: z
    .string()
    .url()
    .optional()
    .describe(
      "Redis for the rate-limit counters and the login lockout, shared by every API replica; unset, the sign-in counts are kept in PostgreSQL (shared as well) and the public forms' per process",
    ),
  RATE_LIMIT_FORMS_PER_MINUTE: int(10, 1, 1_000_000).describe(
    'public form submissions per address (an IPv6 /64 is one) per form per minute',
  ),
  INTEGRATION_REQUESTS_PER_MINUTE: int(600, 1, 1_000_000).describe(
    'requests per integration token per minute (each token counts on its own)',
  ),
  LOGIN_MAX_FAILURES: int(5, 1, 1000).describe(
    'sign-in password attempts per (username, address) per window',
  ),
  LOGIN_WINDOW_MINUTES: int(15, 1, 1440).describe('the window of the sign-in limits, in minutes'),
  LOGIN_ADDRESS_MAX_FAILURES: int(20, 1, 100_000).describe(
    'sign-in password attempts per address (an IPv6 /64 is one) per window, whatever the username; right passwords do not count',
  ),
  LOGIN_ACCOUNT_MAX_FAILURES: int(50, 1, 1_000_000).describe(
    'failed passwords per username from all addresses in 24 h before each address gets one attempt per window at it (decision 006 in docs/decisions)',
  ),
  LOGIN_CODE_MAX_FAILURES: int(10, 1, 1000).describe(
    'wrong two-factor or recovery codes per user from all addresses and challenges per `LOGIN_WINDOW_MINUTES`; past it no code is checked (429) until the window ends. Each challenge also dies after 5 wrong codes',
  ),
  STAFF_IDLE_TIMEOUT_MINUTES: int(30, 1, 1440).describe(
    "a staff session with no request of the person's for this long ends (the panel's polls do not count; the token lifetime, `JWT_TTL_SECONDS`, stays the upper bound)",
  ),
  TEMP_PASSWORD_HOURS: int(24, 1, 720).describe(
    'how long a temporary password from the Users tab (create or reset) works; it also stops after its one sign-in',
  ),
  TWO_FACTOR_REQUIRED_ROLES: z
    .string()
    .default('admin,kavach_admin,hr_manager,jobs_admin')
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim().toLowerCase())
        .filter((s) => s && s !== 'none'),
    )
    .describe(
      'roles that must sign in with an authenticator code (comma-separated; `none` = nobody): by default every role that reads personal data (content editors only write the site)',
    ),
  TRUST_PROXY: z
    .string()
    .default('loopback')
    .describe(
      "the API's Express `trust proxy`: which hops' `X-Forwarded-For` to believe. The web server or the edge in front sets that header to the one client address it decided, so the API trusts exactly that hop: loopback with `npm start`, `1` in compose and on Kubernetes",
    ),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
    .default('info')
    .describe('pino level (`silent` … `trace`)'),
  LOG_FORMAT: z
    .enum(['auto', 'pretty', 'json'])
    .default('auto')
    .describe(
      '`pretty` (one line per entry), `json`, or `auto`: pretty when stdout is a terminal outside production',
    ),
  // Tracing (platform/tracing): read by OpenTelemetry's SDK itself, before this validation runs;
  // declared here for their documentation and so that a wrong value stops the API.
  OTEL_TRACES_EXPORTER: z
    .string()
    .regex(
      /^\s*(otlp|zipkin|console|none)(\s*,\s*(otlp|zipkin|console|none))*\s*$/,
      'must be otlp, zipkin, console or none (several: comma-separated)',
    )
    .optional()
    .meta({
      description:
        'OpenTelemetry tracing: `otlp` (or `zipkin`, `console`) turns it on, as does an OTLP endpoint below; `none` keeps it off; every other `OTEL_*` variable of the specification applies (`OTEL_TRACES_SAMPLER`, `OTEL_RESOURCE_ATTRIBUTES`, `OTEL_EXPORTER_OTLP_HEADERS`, …)',
      whenUnset: 'off: the SDK is not even loaded',
    }),
  OTEL_EXPORTER_OTLP_ENDPOINT: z
    .string()
    .url()
    .optional()
    .describe(
      'where spans go (e.g. `http://otel-collector:4318` for OTLP over HTTP); set, it turns tracing on with `otlp`',
    ),
  OTEL_EXPORTER_OTLP_PROTOCOL: z
    .enum(['http/protobuf', 'http/json', 'grpc'])
    .optional()
    .meta({ description: 'how spans are sent', whenUnset: '`http/protobuf`' }),
  OTEL_SERVICE_NAME: z
    .string()
    .optional()
    .meta({ description: 'the service the spans name', whenUnset: '`kavach-api`' }),
  OTEL_SDK_DISABLED: z
    .enum(['true', 'false'])
    .optional()
    .describe('`true` keeps tracing off, whatever else is set'),
  UPLOAD_DIR: z.string().optional().meta({
    description: 'local file storage (outside any served folder)',
    whenUnset: '`DATA_DIR/uploads`',
  }),
  S3_BUCKET: z
    .string()
    .min(3)
    .max(63)
    .optional()
    .describe(
      'store uploads in this S3-compatible bucket instead of `UPLOAD_DIR` (bucket stays private)',
    ),
  S3_ENDPOINT: z
    .string()
    .url()
    .optional()
    .meta({ description: 'endpoint of MinIO or another S3-compatible service', whenUnset: 'AWS' }),
  S3_REGION: z.string().default('us-east-1').describe('bucket region'),
  S3_ACCESS_KEY_ID: z
    .string()
    .optional()
    .meta({ description: "the bucket's access key id", whenUnset: "the SDK's default chain" }),
  S3_SECRET_ACCESS_KEY: z
    .string()
    .optional()
    .meta({ description: 'its secret access key', whenUnset: "the SDK's default chain" }),
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false'])
    .default('true')
    .describe('path-style URLs (MinIO)'),
  PUBLIC_SITE_URL: z
    .string()
    .url()
    .default('http://localhost:3000')
    .describe(
      "canonical base URL of the links the API writes (mails, feeds); the public site's build reads it too (see the web server)",
    ),
  SEED_DEMO: z.enum(['true', 'false']).optional().meta({
    description: 'seed the demo job openings and sessions once',
    whenUnset: '`true` on the embedded database',
  }),
  // Webhooks (api/src/webhooks).
  WEBHOOK_ALLOW_PRIVATE: z
    .enum(['true', 'false'])
    .default('false')
    .describe(
      '`true` lets a webhook reach loopback, private, link-local and metadata addresses and plain http: only for tests on one machine; refused in production',
    ),
  WEBHOOK_TIMEOUT_MS: int(10_000, 1000, 60_000).describe(
    'how long one webhook delivery may take, connection and answer together',
  ),
  WEBHOOK_RETRY_HOURS: int(72, 1, 720).describe(
    'how long a webhook delivery is retried (with backoff) before it is given up; an endpoint none of whose deliveries succeeded for this long is switched off and the System Admins mailed',
  ),
  // Notifications outbox (api/src/notifications/README.md).
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/\S+$/i, 'must be an smtp:// or smtps:// URL')
    .optional()
    .describe(
      '`smtp://` or `smtps://` server for mail; unset = each mail written as `.eml` under `DATA_DIR/outbox/`',
    ),
  MAIL_FROM: z
    .string()
    .default('Kavach Genomics <info@kavach.example>')
    .refine((v) => parseMailbox(v) !== null, {
      message: 'must be an address or "Name <address>"',
    })
    .describe('sender of every mail'),
  MAIL_STAFF_CONTACTS: mailList('info@kavach.example').describe(
    'staff addresses told of new contact messages (comma-separated)',
  ),
  MAIL_STAFF_REGISTRATIONS: mailList('info@kavach.example').describe(
    'staff addresses told of new session registrations (comma-separated)',
  ),
  MAIL_HR: mailList('careers@kavach.example').describe(
    'HR addresses told of new job applications (comma-separated)',
  ),
  MAIL_UNSUBSCRIBE_ADDRESS: z
    .string()
    .refine(isMailAddress, { message: 'must be a plain address' })
    .optional()
    .meta({
      description:
        "the `mailto:` of the newsletters' `List-Unsubscribe` header; requests arriving there are handled by staff (decision 073 in docs/decisions)",
      whenUnset: "`MAIL_FROM`'s address",
    }),
  NEWSLETTER_CONFIRM_HOURS: int(48, 1, 720).describe(
    'how long a newsletter confirmation link works (double opt-in); unconfirmed sign-ups are deleted once their last link has run out',
  ),
  NEWSLETTER_SEND_PER_MINUTE: int(600, 1, 100_000).describe(
    'newsletter mails queued into the outbox per minute while a newsletter is being sent, spread over a tick every 5 s; `OUTBOX_POLL_MS=0` stops the sender too',
  ),
  MAIL_MAX_ATTEMPTS: int(8, 1, 100).describe(
    'sends before a mail is marked failed (exponential backoff between)',
  ),
  OUTBOX_POLL_MS: int(2000, 0, 3_600_000).describe(
    'how often the mail worker looks for due mails (0 = off)',
  ),
  OUTBOX_BATCH_SIZE: int(10, 1, 500).describe('mails per batch'),
  OUTBOX_SEND_CONCURRENCY: int(4, 1, 50).describe(
    'mails of a batch sent at once, each on its own SMTP connection (one at a time delivered about 7 mails a second to a local relay)',
  ),
  OUTBOX_LEASE_SECONDS: int(300, 10, 86_400).describe(
    'how long a claimed mail stays with one worker',
  ),
  OUTBOX_RETRY_BASE_SECONDS: int(30, 1, 86_400).describe(
    'first retry delay (doubles each time, at most 1 h)',
  ),
  OUTBOX_RETENTION_DAYS: int(30, 0, 3650).describe(
    'sent mails (they hold personal data) are deleted after this many days; 0 keeps them',
  ),
  // Personal-data retention (api/src/retention), applied by the daily purge. At least 1 day: 0
  // never means "delete everything at once".
  RETENTION_CONTACTS_DAYS: int(730, 1, 36_500).describe(
    'contact messages are deleted this many days after they arrive',
  ),
  RETENTION_REGISTRATIONS_DAYS: int(365, 1, 36_500).describe(
    "session registrations are deleted this many days after the session's last day (IST), or after they arrive when they have no session",
  ),
  RETENTION_APPLICATIONS_DAYS: int(365, 1, 36_500).describe(
    'job applications and their resume files are deleted this many days after they arrive',
  ),
  RETENTION_AUDIT_DAYS: z.coerce
    .number()
    .int()
    .min(365, 'must be at least 365: audit logs must be kept at least a year')
    .max(36_500)
    .default(730)
    .describe(
      'audit log entries are deleted this many days after they are written; audit logs are kept at least a year',
    ),
  RETENTION_FAILED_MAILS_DAYS: int(90, 1, 36_500).describe(
    'mails marked failed are deleted this many days after they were queued',
  ),
  // Backups (api/src/backup): read by `npm run backup` and `npm run restore` only.
  BACKUP_PASSPHRASE: z
    .string()
    .min(16, 'must be at least 16 characters')
    .optional()
    .describe(
      'the passphrase `npm run backup` encrypts its archives with (age, scrypt) and `npm run restore` opens them with; at least 16 characters (e.g. `openssl rand -base64 24`); without it neither command runs. Keep it apart from the backups: an archive cannot be opened without it',
    ),
});

export type Env = z.infer<typeof envSchema>;

const databaseKeys = {
  DATABASE_URL: true,
  DATABASE_HOST: true,
  DATABASE_PORT: true,
  DATABASE_USER: true,
  DATABASE_PASSWORD: true,
  DATABASE_NAME: true,
} as const;
type DatabaseEnv = Pick<Env, keyof typeof databaseKeys>;

/** Validates `source` against `schema`; the error names each bad variable. */
function validate<T extends z.ZodType>(
  schema: T,
  source: Record<string, string | undefined>,
): z.infer<T> {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== ''));
  const result = schema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return result.data;
}

/**
 * The database to use: DATABASE_URL, or a URL built from DATABASE_HOST and the other parts,
 * each percent-encoded, so that node-postgres parses back exactly the values given (every
 * consumer, the pool, migrations and the CLIs, keeps taking one URL). Undefined when neither
 * is set: the embedded database.
 */
function databaseUrl(env: DatabaseEnv): string | undefined {
  if (env.DATABASE_URL) return env.DATABASE_URL;
  if (!env.DATABASE_HOST) {
    const stray = (['DATABASE_USER', 'DATABASE_PASSWORD', 'DATABASE_NAME'] as const).filter(
      (k) => env[k] !== undefined,
    );
    if (stray.length) {
      throw new Error(
        `Invalid configuration:\n  DATABASE_HOST: required when ${stray.join(', ')} ${stray.length > 1 ? 'are' : 'is'} set`,
      );
    }
    return undefined;
  }
  const host =
    env.DATABASE_HOST.includes(':') && !env.DATABASE_HOST.startsWith('[')
      ? `[${env.DATABASE_HOST}]`
      : env.DATABASE_HOST;
  const user = encodeURIComponent(env.DATABASE_USER ?? '');
  const password =
    env.DATABASE_PASSWORD === undefined ? '' : `:${encodeURIComponent(env.DATABASE_PASSWORD)}`;
  const auth = user || password ? `${user}${password}@` : '';
  const name = encodeURIComponent(env.DATABASE_NAME ?? '');
  return `postgres://${auth}${host}:${env.DATABASE_PORT}/${name}`;
}

/** Only the database variables of `source`: the database URL, as parseEnv gives it. */
export function parseDatabaseUrl(source: Record<string, string | undefined>): string | undefined {
  return databaseUrl(validate(envSchema.pick(databaseKeys), source));
}

/**
 * Parses `source` (normally process.env); throws an Error whose message names each bad variable.
 * DATABASE_URL of the result is the database to use, given or built from DATABASE_HOST & co.
 */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const env = validate(envSchema, source);
  if (env.METRICS_PORT === env.API_PORT) {
    throw new Error(
      `Invalid configuration:\n  METRICS_PORT: must differ from API_PORT (${env.API_PORT}): the metrics never share the API's port`,
    );
  }
  if (env.CAPTCHA_PROVIDER === 'recaptcha' && !env.RECAPTCHA_SECRET) {
    throw new Error(
      'Invalid configuration:\n  RECAPTCHA_SECRET: required when CAPTCHA_PROVIDER=recaptcha',
    );
  }
  const retired = (Object.keys(RETIRED) as (keyof typeof RETIRED)[]).filter(
    (k) => env[k] !== undefined,
  );
  if (retired.length)
    throw new Error(
      `Invalid configuration:\n${retired.map((k) => `  ${k}: ${RETIRED[k]}`).join('\n')}`,
    );
  env.DATABASE_URL = databaseUrl(env);
  if (env.NODE_ENV === 'production') {
    const missing = [
      !env.DATABASE_URL && 'DATABASE_URL or DATABASE_HOST',
      ...KEYRING_VARIABLES.filter((k) => !env[k]),
    ].filter(Boolean);
    const problems = missing.map((m) => `  ${m}: required when NODE_ENV=production`);
    if (env.WEBHOOK_ALLOW_PRIVATE === 'true')
      problems.push(
        '  WEBHOOK_ALLOW_PRIVATE: refused in production: it would let a webhook reach the inside of the network',
      );
    if (env.JWT_SECRET)
      problems.push(
        `  JWT_SECRET: not read in production: each purpose has its own keyring (${KEYRING_VARIABLES.join(', ')}); to keep what it signed valid, add it to them as their last key (docs/operations.md, "Rotating keys")`,
      );
    if (!problems.length) {
      const rings = Object.fromEntries(KEYRING_VARIABLES.map((k) => [k, env[k]!]));
      const admin = env.ADMIN_PASSWORD
        ? { username: env.ADMIN_USERNAME, password: env.ADMIN_PASSWORD }
        : undefined;
      problems.push(...productionSecretProblems({ rings, admin }).map((p) => `  ${p}`));
    }
    if (problems.length) throw new Error(`Invalid configuration:\n${problems.join('\n')}`);
  }
  return env;
}
