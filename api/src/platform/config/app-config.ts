import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { privateDirectory } from './private-directory';
import { parseMailbox } from '../mail/mailbox';
import type { Env } from './env';
import { formatKeyring, Keyring, parseKeyring } from './keyring';

/** The typed configuration every module receives (injected with the APP_CONFIG token). */
export interface AppConfig {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  /** Port of the Prometheus metrics on `host` (platform/metrics); 0: not served. */
  metricsPort: number;
  /** Whether /api/docs and /api/openapi.json are served (API_DOCS; off in production). */
  apiDocs: boolean;
  /** Whether this process runs the timed jobs (SCHEDULED_JOBS). */
  scheduledJobs: boolean;
  databaseUrl: string;
  embedded: boolean;
  dataDir: string;
  dbPoolSize: number;
  /** Statement timeouts: every query of a request, and the CSV/ZIP exports and the purge. */
  dbStatementTimeoutMs: { request: number; long: number };
  jwt: { issuer: string; audience: string; ttlSeconds: number };
  /**
   * One keyring per purpose (docs/operations.md, "Rotating keys"): the first key signs, every key verifies
   * what carries its id.
   */
  keys: {
    /** Staff tokens and sign-in challenges (HS256, `kid` header). */
    jwt: Keyring;
    /** Two-factor secrets at rest (AES-256-GCM, sealed as `kid.iv.tag.body`). */
    totp: Keyring;
    /** Newsletter unsubscribe and confirmation links; privacy case references. */
    links: Keyring;
    /** ALTCHA challenges; the replay ids of reCAPTCHA tokens. */
    captcha: Keyring;
  };
  admin: { username: string; password?: string; printCredentials: boolean };
  panels: { admin: string[]; 'jobs-admin': string[] };
  captcha: {
    provider: 'altcha' | 'recaptcha';
    cost: number;
    counterMax: number;
    ttlSeconds: number;
    recaptchaSecret?: string;
    recaptchaSiteKey?: string;
    /** Google's siteverify endpoint (another address only for a stand-in in tests). */
    recaptchaVerifyUrl: string;
  };
  redisUrl?: string;
  rateLimit: { formsPerMinute: number; integrationRequestsPerMinute: number };
  /** Staff sign-in: attempt limits, idle timeout and two-factor rules (api/src/auth). */
  login: {
    /** Failed attempts per (username, address) within `windowMinutes`. */
    maxFailures: number;
    windowMinutes: number;
    /** Failed attempts per address, whatever the username, within `windowMinutes`. */
    addressMaxFailures: number;
    /** Failed attempts per username from all addresses within 24 hours (the account ceiling). */
    accountMaxFailures: number;
    /** Wrong second-factor codes per user from all addresses within `windowMinutes`. */
    codeMaxFailures: number;
    idleTimeoutSeconds: number;
    /** How long a temporary password from an administrator works (for one sign-in). */
    temporaryPasswordHours: number;
    twoFactorRequiredRoles: string[];
  };
  trustProxy: string;
  logLevel: Env['LOG_LEVEL'];
  /** Log lines for people (a terminal) or for machines (JSON). */
  logFormat: 'pretty' | 'json';
  uploadDir: string;
  /** S3-compatible bucket for uploads; undefined = local `uploadDir`. */
  s3?: {
    bucket: string;
    endpoint?: string;
    region: string;
    accessKeyId?: string;
    secretAccessKey?: string;
    forcePathStyle: boolean;
  };
  publicSiteUrl: string;
  seedDemo: boolean;
  /** Notifications outbox: transport, addresses and worker timing. */
  mail: {
    /** SMTP via nodemailer when set; otherwise .eml files under `${dataDir}/outbox`. */
    smtpUrl?: string;
    from: { name: string; address: string };
    staff: { contacts: string[]; registrations: string[]; hr: string[] };
    /** The mailto: address of List-Unsubscribe (requests there are handled by staff). */
    unsubscribeAddress: string;
    maxAttempts: number;
    /** 0 disables the automatic poller (tests call OutboxWorker.processDue()). */
    pollMs: number;
    batchSize: number;
    /** Mails of one batch in flight at once. */
    sendConcurrency: number;
    leaseSeconds: number;
    retryBaseSeconds: number;
    /** Sent mails older than this are deleted; 0 keeps them. */
    retentionDays: number;
  };
  /** Webhook deliveries (api/src/webhooks): where they may go, how long they are tried. */
  webhooks: {
    /** Loopback, private and metadata addresses and plain http allowed (tests only). */
    allowPrivate: boolean;
    timeoutMs: number;
    retryHours: number;
  };
  newsletter: {
    /** Hours a confirmation link works; older unconfirmed sign-ups are purged. */
    confirmHours: number;
    /** Newsletter mails queued into the outbox per minute, spread over the sender's ticks. */
    sendPerMinute: number;
  };
  /** Days personal data is kept before the daily purge deletes it (api/src/retention). */
  retention: {
    contactsDays: number;
    /** Counted from the session's (last) day when the registration has one, else from receipt. */
    registrationsDays: number;
    /** Applications and their resume files. */
    applicationsDays: number;
    /** The audit log; never less than 365. */
    auditDays: number;
    /** Mails that could not be delivered (sent ones: mail.retentionDays). */
    failedMailsDays: number;
  };
}

export const APP_CONFIG = Symbol('APP_CONFIG');

/** Reads a secret kept under the data directory, creating it once (embedded mode only). */
function persistentSecret(dataDir: string, name: string): string {
  const file = join(dataDir, name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  privateDirectory(dataDir);
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret + '\n', { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}

/**
 * A keyring kept under the data directory, in the form of the variables (embedded mode only),
 * created once with one key `local`. `formerSecret`: the single secret of a data directory made
 * before the keyrings, kept as the last key so what it sealed or signed still opens.
 */
function persistentKeyring(dataDir: string, name: string, formerSecret?: string): Keyring {
  const file = join(dataDir, name);
  if (!existsSync(file)) {
    const keys = [{ id: 'local', secret: randomBytes(48).toString('base64url') }];
    if (formerSecret) keys.push({ id: 'former', secret: formerSecret });
    privateDirectory(dataDir);
    writeFileSync(file, formatKeyring(new Keyring(keys)) + '\n', { mode: 0o600 });
    chmodSync(file, 0o600);
  }
  return parseKeyring(readFileSync(file, 'utf8'));
}

/**
 * The keyrings: as given; else, outside production, the one JWT_SECRET for every purpose (each
 * derives its own key from it, as before the keyrings); else, embedded, files under DATA_DIR.
 */
function keyrings(env: Env, embedded: boolean, dataDir: string): AppConfig['keys'] {
  const given = {
    jwt: env.JWT_SECRETS,
    totp: env.TOTP_ENCRYPTION_KEYS,
    links: env.LINK_SIGNING_KEYS,
    captcha: env.CAPTCHA_KEYS,
  };
  if (Object.values(given).every(Boolean)) return given as AppConfig['keys'];
  if (env.JWT_SECRET) {
    const single = new Keyring([{ id: 'main', secret: env.JWT_SECRET }]);
    return {
      jwt: given.jwt ?? single,
      totp: given.totp ?? single,
      links: given.links ?? single,
      captcha: given.captcha ?? single,
    };
  }
  if (!embedded) {
    throw new Error(
      'Invalid configuration:\n  JWT_SECRETS, TOTP_ENCRYPTION_KEYS, LINK_SIGNING_KEYS, CAPTCHA_KEYS: required when DATABASE_URL or DATABASE_HOST is set (or, outside production, JWT_SECRET for all four)',
    );
  }
  // A data directory of an earlier release has jwt-secret alone: two-factor secrets and links
  // made then were keyed from it.
  const former = existsSync(join(dataDir, 'jwt-secret')) && !existsSync(join(dataDir, 'totp-keys'));
  const jwtSecret = persistentSecret(dataDir, 'jwt-secret');
  const formerSecret = former ? jwtSecret : undefined;
  return {
    jwt: given.jwt ?? new Keyring([{ id: 'local', secret: jwtSecret }]),
    totp: given.totp ?? persistentKeyring(dataDir, 'totp-keys', formerSecret),
    links: given.links ?? persistentKeyring(dataDir, 'link-keys', formerSecret),
    captcha: given.captcha ?? persistentKeyring(dataDir, 'captcha-keys'),
  };
}

/**
 * Turns validated env into the app's configuration. `databaseUrl` is given by the
 * caller when the embedded Postgres was started.
 */
export function buildConfig(env: Env, databaseUrl?: string): AppConfig {
  const dataDir = resolve(env.DATA_DIR);
  const embedded = !env.DATABASE_URL;
  const url = env.DATABASE_URL ?? databaseUrl;
  if (!url)
    throw new Error(
      'Invalid configuration:\n  DATABASE_URL: no database URL, no DATABASE_HOST and no embedded database',
    );
  const keys = keyrings(env, embedded, dataDir);
  return {
    env: env.NODE_ENV,
    port: env.API_PORT,
    host: env.API_HOST,
    metricsPort: env.METRICS_PORT,
    apiDocs: env.API_DOCS ? env.API_DOCS === 'true' : env.NODE_ENV !== 'production',
    scheduledJobs: env.SCHEDULED_JOBS !== 'false',
    databaseUrl: url,
    embedded,
    dataDir,
    dbPoolSize: env.DB_POOL_SIZE,
    dbStatementTimeoutMs: {
      request: env.DB_STATEMENT_TIMEOUT_MS,
      long: Math.max(env.DB_LONG_STATEMENT_TIMEOUT_MS, env.DB_STATEMENT_TIMEOUT_MS),
    },
    jwt: {
      issuer: env.JWT_ISSUER,
      audience: env.JWT_AUDIENCE,
      ttlSeconds: env.JWT_TTL_SECONDS,
    },
    keys,
    admin: {
      username: env.ADMIN_USERNAME,
      password: env.ADMIN_PASSWORD,
      printCredentials: env.ADMIN_CREDENTIALS_PRINT === 'true',
    },
    panels: { admin: env.PANEL_ADMIN_USERS, 'jobs-admin': env.PANEL_JOBS_ADMIN_USERS },
    captcha: {
      provider: env.CAPTCHA_PROVIDER,
      cost: env.CAPTCHA_COST,
      counterMax: env.CAPTCHA_COUNTER_MAX,
      ttlSeconds: env.CAPTCHA_TTL_SECONDS,
      recaptchaSecret: env.RECAPTCHA_SECRET,
      recaptchaSiteKey: env.RECAPTCHA_SITE_KEY,
      recaptchaVerifyUrl: env.RECAPTCHA_VERIFY_URL,
    },
    redisUrl: env.REDIS_URL,
    rateLimit: {
      formsPerMinute: env.RATE_LIMIT_FORMS_PER_MINUTE,
      integrationRequestsPerMinute: env.INTEGRATION_REQUESTS_PER_MINUTE,
    },
    login: {
      maxFailures: env.LOGIN_MAX_FAILURES,
      windowMinutes: env.LOGIN_WINDOW_MINUTES,
      addressMaxFailures: env.LOGIN_ADDRESS_MAX_FAILURES,
      accountMaxFailures: env.LOGIN_ACCOUNT_MAX_FAILURES,
      codeMaxFailures: env.LOGIN_CODE_MAX_FAILURES,
      idleTimeoutSeconds: env.STAFF_IDLE_TIMEOUT_MINUTES * 60,
      temporaryPasswordHours: env.TEMP_PASSWORD_HOURS,
      twoFactorRequiredRoles: env.TWO_FACTOR_REQUIRED_ROLES,
    },
    trustProxy: env.TRUST_PROXY,
    logLevel: env.LOG_LEVEL,
    logFormat:
      env.LOG_FORMAT === 'auto'
        ? process.stdout.isTTY && env.NODE_ENV !== 'production'
          ? 'pretty'
          : 'json'
        : env.LOG_FORMAT,
    uploadDir: resolve(env.UPLOAD_DIR ?? join(dataDir, 'uploads')),
    s3: env.S3_BUCKET
      ? {
          bucket: env.S3_BUCKET,
          endpoint: env.S3_ENDPOINT,
          region: env.S3_REGION,
          accessKeyId: env.S3_ACCESS_KEY_ID,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY,
          forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true',
        }
      : undefined,
    publicSiteUrl: env.PUBLIC_SITE_URL,
    seedDemo: env.SEED_DEMO ? env.SEED_DEMO === 'true' : embedded,
    mail: {
      smtpUrl: env.SMTP_URL,
      from: parseMailbox(env.MAIL_FROM)!,
      staff: {
        contacts: env.MAIL_STAFF_CONTACTS,
        registrations: env.MAIL_STAFF_REGISTRATIONS,
        hr: env.MAIL_HR,
      },
      unsubscribeAddress: env.MAIL_UNSUBSCRIBE_ADDRESS ?? parseMailbox(env.MAIL_FROM)!.address,
      maxAttempts: env.MAIL_MAX_ATTEMPTS,
      pollMs: env.OUTBOX_POLL_MS,
      batchSize: env.OUTBOX_BATCH_SIZE,
      sendConcurrency: env.OUTBOX_SEND_CONCURRENCY,
      leaseSeconds: env.OUTBOX_LEASE_SECONDS,
      retryBaseSeconds: env.OUTBOX_RETRY_BASE_SECONDS,
      retentionDays: env.OUTBOX_RETENTION_DAYS,
    },
    webhooks: {
      allowPrivate: env.WEBHOOK_ALLOW_PRIVATE === 'true',
      timeoutMs: env.WEBHOOK_TIMEOUT_MS,
      retryHours: env.WEBHOOK_RETRY_HOURS,
    },
    newsletter: {
      confirmHours: env.NEWSLETTER_CONFIRM_HOURS,
      sendPerMinute: env.NEWSLETTER_SEND_PER_MINUTE,
    },
    retention: {
      contactsDays: env.RETENTION_CONTACTS_DAYS,
      registrationsDays: env.RETENTION_REGISTRATIONS_DAYS,
      applicationsDays: env.RETENTION_APPLICATIONS_DAYS,
      auditDays: env.RETENTION_AUDIT_DAYS,
      failedMailsDays: env.RETENTION_FAILED_MAILS_DAYS,
    },
  };
}
