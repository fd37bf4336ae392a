import { join } from 'node:path';
import { z } from 'zod';
import { isMailAddress, parseMailbox } from '../notifications/mail-safety';

/** The repository root (this file lives in api/src/config or api/dist/config). */
export const REPO_ROOT = join(__dirname, '..', '..', '..');

/** Comma-separated list → trimmed, lower-cased, non-empty entries. */
const csvList = z
  .string()
  .optional()
  .transform((v) =>
    (v ?? '')
      .split(',')
      .map((s) => s.trim().toLowerCase())
      .filter(Boolean),
  );

/** Comma-separated mail addresses, each checked; `def` when unset. */
const mailList = (def: string) =>
  z
    .string()
    .default(def)
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .refine((list) => list.length > 0 && list.every(isMailAddress), {
      message: 'must be one or more plain addresses separated by commas',
    });

const int = (def: number, min = 0, max = Number.MAX_SAFE_INTEGER) =>
  z.coerce.number().int().min(min).max(max).default(def);

/**
 * Every environment variable the API reads, validated at boot.
 * A bad value stops the process with a message naming the variable.
 */
export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  API_PORT: int(3001, 1, 65535),
  API_HOST: z.string().default('127.0.0.1'),
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().default(join(REPO_ROOT, '.data')),
  EMBEDDED_PG_PORT: int(54329, 1, 65535),
  DB_POOL_SIZE: int(20, 1, 500),
  JWT_SECRET: z.string().min(32, 'must be at least 32 bytes').optional(),
  JWT_ISSUER: z.string().default('kavach-api'),
  JWT_AUDIENCE: z.string().default('kavach-admin'),
  JWT_TTL_SECONDS: int(86400, 60, 7 * 86400),
  ADMIN_USERNAME: z.string().min(3).max(64).default('admin'),
  ADMIN_PASSWORD: z.string().min(12, 'must be at least 12 characters').optional(),
  PANEL_ADMIN_USERS: csvList,
  PANEL_JOBS_ADMIN_USERS: csvList,
  CAPTCHA_PROVIDER: z.enum(['altcha', 'recaptcha']).default('altcha'),
  CAPTCHA_SECRET: z.string().min(32, 'must be at least 32 bytes').optional(),
  CAPTCHA_COST: int(1000, 1, 1_000_000),
  CAPTCHA_COUNTER_MAX: int(3000, 3, 100_000_000),
  CAPTCHA_TTL_SECONDS: int(600, 30, 86400),
  RECAPTCHA_SECRET: z.string().optional(),
  RECAPTCHA_SITE_KEY: z.string().optional(),
  REDIS_URL: z.string().url().optional(),
  RATE_LIMIT_FORMS_PER_MINUTE: int(10, 1, 1_000_000),
  LOGIN_MAX_FAILURES: int(5, 1, 1000),
  LOGIN_WINDOW_MINUTES: int(15, 1, 1440),
  TRUST_PROXY: z.string().default('loopback'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
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
  MAIL_MAX_ATTEMPTS: int(8, 1, 100),
  OUTBOX_POLL_MS: int(2000, 0, 3_600_000),
  OUTBOX_BATCH_SIZE: int(10, 1, 500),
  OUTBOX_LEASE_SECONDS: int(300, 10, 86_400),
  OUTBOX_RETRY_BASE_SECONDS: int(30, 1, 86_400),
  OUTBOX_RETENTION_DAYS: int(30, 0, 3650),
});

export type Env = z.infer<typeof envSchema>;

/** Parses `source` (normally process.env); throws an Error whose message names each bad variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== ''));
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = result.data;
  if (env.CAPTCHA_PROVIDER === 'recaptcha' && !env.RECAPTCHA_SECRET) {
    throw new Error(
      'Invalid configuration:\n  RECAPTCHA_SECRET: required when CAPTCHA_PROVIDER=recaptcha',
    );
  }
  if (env.NODE_ENV === 'production') {
    const missing = [!env.DATABASE_URL && 'DATABASE_URL', !env.JWT_SECRET && 'JWT_SECRET'].filter(
      Boolean,
    );
    if (missing.length) {
      throw new Error(
        `Invalid configuration:\n${missing.map((m) => `  ${m}: required when NODE_ENV=production`).join('\n')}`,
      );
    }
  }
  return env;
}
