import type { NestExpressApplication } from '@nestjs/platform-express';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { createNestApp } from '../../src/app.factory';
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

/** Creates a fresh database, returns its URL and a function that drops it. */
export async function createTestDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `kavach_t_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  return {
    url: withDatabase(TEST_DATABASE_URL, name),
    drop: async () => {
      const c = new Client({ connectionString: TEST_DATABASE_URL });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
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
      ...env,
    }),
  );
}

/** The whole API on its own fresh database (migrated on boot), for one test file. */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const database = await createTestDatabase();
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
  const drop = async () => {
    const c = new Client({ connectionString: TEST_DATABASE_URL });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await c.end();
  };
  return bootTestApp({ url: t.databaseUrl, drop }, t.dataDir, env);
}

async function bootTestApp(
  database: { url: string; drop(): Promise<void> },
  dataDir: string,
  env: Record<string, string>,
): Promise<TestApp> {
  const config = testConfig(database.url, dataDir, env);
  const app = await createNestApp(config, { docs: true });
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

export function api(t: TestApp) {
  return request(t.http);
}
