import type { NestExpressApplication } from '@nestjs/platform-express';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { createNestApp } from '../../src/app.factory';
import { runMigrations } from '../../src/platform/database/migrate';
import { buildConfig, type AppConfig } from '../../src/platform/config/app-config';
import { parseEnv } from '../../src/platform/config/env';

export const TEST_DATABASE_URL =
  process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-0123456789';

export interface TestApp {
  app: NestExpressApplication;
  http: ReturnType<NestExpressApplication['getHttpServer']>;
  db: DataSource;
  config: AppConfig;
  databaseUrl: string;
  dataDir: string;
  close(): Promise<void>;
}

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

async function onServer<T>(work: (admin: Client) => Promise<T>): Promise<T> {
  const admin = new Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

/**
 * The migrated database of this test run (named by global-setup.mjs), made by the first file
 * that needs it: each test app starts from a copy, which takes a fraction of a second where
 * running every migration takes seconds. Built under another name and renamed when complete,
 * under an advisory lock, so no file ever copies a half-migrated template.
 */
async function migratedTemplate(template: string): Promise<void> {
  await onServer(async (admin) => {
    await admin.query('SELECT pg_advisory_lock(hashtext($1))', [template]);
    try {
      const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [template]);
      if (found.rowCount) return;
      const building = `${template}_building`;
      await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
      await admin.query(`CREATE DATABASE ${building}`);
      await runMigrations(withDatabase(TEST_DATABASE_URL, building));
      await admin.query(`ALTER DATABASE ${building} RENAME TO ${template}`);
    } finally {
      await admin.query('SELECT pg_advisory_unlock(hashtext($1))', [template]);
    }
  });
}

/**
 * Creates a fresh database, returns its URL and a function that drops it: empty, or with
 * `migrated` a copy of this run's migrated template (outside a test run, migrated in place).
 */
export async function createTestDatabase({ migrated = false } = {}): Promise<{
  url: string;
  drop(): Promise<void>;
}> {
  const name = `kavach_t_${process.pid}_${randomBytes(4).toString('hex')}`;
  const template = migrated ? process.env.KAVACH_TEST_TEMPLATE : undefined;
  if (template) await migratedTemplate(template);
  await onServer((admin) =>
    admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`),
  );
  const url = withDatabase(TEST_DATABASE_URL, name);
  if (migrated && !template) await runMigrations(url);
  return {
    url,
    drop: async () => {
      await onServer((admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

/** Test configuration: low captcha cost, silent logs, a temp data dir. `env` overrides variables. */
export function testConfig(
  databaseUrl: string,
  dataDir: string,
  env: Record<string, string> = {},
): AppConfig {
  return buildConfig(
    parseEnv({
      NODE_ENV: 'test',
      DATABASE_URL: databaseUrl,
      JWT_SECRET: TEST_JWT_SECRET,
      CAPTCHA_COST: '1',
      CAPTCHA_COUNTER_MAX: '12',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      // Suites about other features sign in with a password alone; two-factor has its own.
      TWO_FACTOR_REQUIRED_ROLES: 'none',
      // Many apps run in one process: none opens the metrics' port (the metrics test does).
      METRICS_PORT: '0',
      // No job on the hour changes a test's rows behind it; the jobs' tests call them.
      SCHEDULED_JOBS: 'false',
      ...env,
    }),
  );
}

/** The whole API on its own fresh, migrated database, for one test file. */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const database = await createTestDatabase({ migrated: true });
  const dataDir = mkdtempSync(join(tmpdir(), 'kavach-test-'));
  return bootTestApp(database, dataDir, env);
}

/**
 * Stops `t`'s API and starts another on the same database and data directory with `env`: a
 * restart with a new configuration (e.g. rotated keys). `t` must not be used afterwards; the
 * returned app's close() drops the database.
 */
export async function restartTestApp(t: TestApp, env: Record<string, string>): Promise<TestApp> {
  await t.app.close();
  const name = new URL(t.databaseUrl).pathname.slice(1);
  const drop = () =>
    onServer((admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => {});
  return bootTestApp({ url: t.databaseUrl, drop }, t.dataDir, env);
}

async function bootTestApp(
  database: { url: string; drop(): Promise<void> },
  dataDir: string,
  env: Record<string, string>,
): Promise<TestApp> {
  // Building the API reference costs a boot about 0.3 s of CPU and 1 s in all (three times what
  // the rest of the boot costs); the suites that read /api/openapi.json ask for it.
  const config = testConfig(database.url, dataDir, { API_DOCS: 'false', ...env });
  const app = await createNestApp(config);
  await app.init();
  const db = app.get(DataSource);
  return {
    app,
    http: app.getHttpServer(),
    db,
    config,
    databaseUrl: database.url,
    dataDir,
    close: async () => {
      await app.close();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
