import { join } from 'node:path';
import { z } from 'zod';
import { isMailAddress, parseMailbox } from '../mail/mailbox';
import { csvList, HOST, int, keyring, mailList, URL_UNSAFE_DATABASE_NAME } from './env-types';
import { productionSecretProblems } from './secret-strength';

/** The repository root (this file lives in api/src/platform/config or api/dist/platform/config). */
export const REPO_ROOT = join(__dirname, '..', '..', '..', '..');

/** The keyring of each purpose (README, "Rotating keys"). */
export const KEYRING_VARIABLES = [
  'JWT_SECRETS',
  'TOTP_ENCRYPTION_KEYS',
  'LINK_SIGNING_KEYS',
  'CAPTCHA_KEYS',
] as const;

/** Variables of earlier releases, read no more: what to write instead. */
const RETIRED = {
  TOTP_ENCRYPTION_KEY: 'replaced by TOTP_ENCRYPTION_KEYS: write it as t0:<its value>',
  CAPTCHA_SECRET: 'replaced by CAPTCHA_KEYS (challenges last minutes: a new key will do)',
} as const;

/**
 * Every environment variable the API reads, validated at boot.
 * A bad value stops the process with a message naming the variable.
 */
export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  API_PORT: int(3001, 1, 65535),
  API_HOST: z.string().default('127.0.0.1'),
  // The API reference (Swagger UI at /api/docs, the document at /api/openapi.json): served
  // outside production; in production only with true (it maps every route for a prober).
  API_DOCS: z.enum(['true', 'false']).optional(),
  DATABASE_URL: z.string().url().optional(),
  // The same address as separate values, used when DATABASE_URL is unset: nothing to
  // percent-encode by hand, so any password works.
  DATABASE_HOST: z.string().regex(HOST, 'must be a host name or an IP address').optional(),
  DATABASE_PORT: int(5432, 1, 65535),
  DATABASE_USER: z.string().optional(),
  DATABASE_PASSWORD: z.string().optional(),
  DATABASE_NAME: z
    .string()
    .refine((v) => !URL_UNSAFE_DATABASE_NAME.test(v), {
      message: 'must not be . or .. nor contain any of # $ & + , / : ; = ? @',
    })
    .optional(),
  DATA_DIR: z.string().default(join(REPO_ROOT, '.data')),
  EMBEDDED_PG_PORT: int(54329, 1, 65535),
  DB_POOL_SIZE: int(20, 1, 500),
  // No statement holds a connection longer: a request's (5 s), and the long work's (exports, purge).
  DB_STATEMENT_TIMEOUT_MS: int(5000, 100, 3_600_000),
  DB_LONG_STATEMENT_TIMEOUT_MS: int(600_000, 1000, 86_400_000),
  // Outside production only: the one secret every unset keyring below falls back to.
  JWT_SECRET: z.string().min(32, 'must be at least 32 bytes').optional(),
  // Keyrings, `id:secret,id:secret`, the first signs (README, "Rotating keys").
  JWT_SECRETS: keyring,
  TOTP_ENCRYPTION_KEYS: keyring,
  LINK_SIGNING_KEYS: keyring,
  CAPTCHA_KEYS: keyring,
  // Retired, like CAPTCHA_SECRET: parseEnv says what replaced them (RETIRED).
  TOTP_ENCRYPTION_KEY: z.string().optional(),
  JWT_ISSUER: z.string().default('kavach-api'),
  JWT_AUDIENCE: z.string().default('kavach-admin'),
  JWT_TTL_SECONDS: int(86400, 60, 7 * 86400),
  // Held to the usernames' rule (platform/fields/rules.ts) by AdminBootstrap when it makes the
  // account.
  ADMIN_USERNAME: z.string().min(3).max(64).default('admin'),
  ADMIN_PASSWORD: z.string().min(12, 'must be at least 12 characters').optional(),
  // false: the demo admin's password is only written to <DATA_DIR>/admin-credentials.txt (`npm
  // start` shows it in its own summary).
  ADMIN_CREDENTIALS_PRINT: z.enum(['true', 'false']).default('true'),
  PANEL_ADMIN_USERS: csvList,
  PANEL_JOBS_ADMIN_USERS: csvList,
  CAPTCHA_PROVIDER: z.enum(['altcha', 'recaptcha']).default('altcha'),
  CAPTCHA_SECRET: z.string().optional(),
  CAPTCHA_COST: int(1000, 1, 1_000_000),
  CAPTCHA_COUNTER_MAX: int(3000, 3, 100_000_000),
  CAPTCHA_TTL_SECONDS: int(600, 30, 86400),
  RECAPTCHA_SECRET: z.string().optional(),
  RECAPTCHA_SITE_KEY: z.string().optional(),
  RECAPTCHA_VERIFY_URL: z.string().url().default('https://www.google.com/recaptcha/api/siteverify'),
  REDIS_URL: z.string().url().optional(),
  RATE_LIMIT_FORMS_PER_MINUTE: int(10, 1, 1_000_000),
  LOGIN_MAX_FAILURES: int(5, 1, 1000),
  LOGIN_WINDOW_MINUTES: int(15, 1, 1440),
  LOGIN_ADDRESS_MAX_FAILURES: int(20, 1, 100_000),
  LOGIN_ACCOUNT_MAX_FAILURES: int(50, 1, 1_000_000),
  LOGIN_CODE_MAX_FAILURES: int(10, 1, 1000),
  STAFF_IDLE_TIMEOUT_MINUTES: int(30, 1, 1440),
  // How long a temporary password (set by an administrator) works for its one sign-in.
  TEMP_PASSWORD_HOURS: int(24, 1, 720),
  // Roles whose users must sign in with a second factor (comma-separated; `none` = nobody). By
  // default every role that reads personal data; Content Editors only write the site.
  TWO_FACTOR_REQUIRED_ROLES: z
    .string()
    .default('admin,kavach_admin,hr_manager,jobs_admin')
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim().toLowerCase())
        .filter((s) => s && s !== 'none'),
    ),
  TRUST_PROXY: z.string().default('loopback'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // auto: one readable line per entry when stdout is a terminal (outside production), else JSON.
  LOG_FORMAT: z.enum(['auto', 'pretty', 'json']).default('auto'),
  UPLOAD_DIR: z.string().optional(),
  // S3-compatible object storage for uploads (MinIO, AWS S3, …). Unset = UPLOAD_DIR.
  S3_BUCKET: z.string().min(3).max(63).optional(),
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('true'),
  PUBLIC_SITE_URL: z.string().url().default('http://localhost:3000'),
  SEED_DEMO: z.enum(['true', 'false']).optional(),
  // Notifications outbox (api/src/notifications/README.md).
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/\S+$/i, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z
    .string()
    .default('Kavach Genomics <info@kavach.example>')
    .refine((v) => parseMailbox(v) !== null, {
      message: 'must be an address or "Name <address>"',
    }),
  MAIL_STAFF_CONTACTS: mailList('info@kavach.example'),
  MAIL_STAFF_REGISTRATIONS: mailList('info@kavach.example'),
  MAIL_HR: mailList('careers@kavach.example'),
  // The mailto: of the newsletters' List-Unsubscribe header (default: MAIL_FROM's address).
  MAIL_UNSUBSCRIBE_ADDRESS: z
    .string()
    .refine(isMailAddress, { message: 'must be a plain address' })
    .optional(),
  // Double opt-in: how long a newsletter confirmation link works; unconfirmed sign-ups older
  // than this are deleted by the daily purge.
  NEWSLETTER_CONFIRM_HOURS: int(48, 1, 720),
  // How many newsletter mails are queued into the outbox per minute (api/src/newsletters).
  NEWSLETTER_SEND_PER_MINUTE: int(600, 1, 100_000),
  MAIL_MAX_ATTEMPTS: int(8, 1, 100),
  OUTBOX_POLL_MS: int(2000, 0, 3_600_000),
  OUTBOX_BATCH_SIZE: int(10, 1, 500),
  // Mails of a batch sent at once, each on its own SMTP connection.
  OUTBOX_SEND_CONCURRENCY: int(4, 1, 50),
  OUTBOX_LEASE_SECONDS: int(300, 10, 86_400),
  OUTBOX_RETRY_BASE_SECONDS: int(30, 1, 86_400),
  OUTBOX_RETENTION_DAYS: int(30, 0, 3650),
  // Personal-data retention (api/src/retention): rows older than this many days are
  // deleted by the daily purge. At least 1: 0 never means "delete everything at once".
  RETENTION_CONTACTS_DAYS: int(730, 1, 36_500),
  RETENTION_REGISTRATIONS_DAYS: int(365, 1, 36_500),
  RETENTION_APPLICATIONS_DAYS: int(365, 1, 36_500),
  RETENTION_AUDIT_DAYS: z.coerce
    .number()
    .int()
    .min(365, 'must be at least 365: audit logs must be kept at least a year')
    .max(36_500)
    .default(730),
  RETENTION_FAILED_MAILS_DAYS: int(90, 1, 36_500),
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
    if (env.JWT_SECRET)
      problems.push(
        `  JWT_SECRET: not read in production: each purpose has its own keyring (${KEYRING_VARIABLES.join(', ')}); to keep what it signed valid, add it to them as their last key (README, "Rotating keys")`,
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
