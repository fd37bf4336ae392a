import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Client } from 'pg';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { createNestApp } from '../src/app.factory';
import { buildConfig } from '../src/platform/config/app-config';
import { parseEnv } from '../src/platform/config/env';
import { KEYS_A } from './helpers/keys';
import { TEST_DATABASE_URL, TEST_JWT_SECRET } from './helpers/test-app';

// The database given as DATABASE_HOST/PORT/USER/PASSWORD/NAME (as docker/compose.yaml does), with
// a user, a password and a database name that would each break a hand-written URL. The app, the
// migration CLI and the user CLI connect with them and run queries. The role gets the password,
// but a server with trust authentication (the local test cluster) does not check it: that it
// reaches the driver intact is proven by src/config/database-url.spec.ts.
const DIST = join(__dirname, '..', 'dist');

describe('database address as separate variables', () => {
  const suffix = `${process.pid}_${randomBytes(3).toString('hex')}`;
  const user = `kt_${suffix} u@s:r/1`;
  const database = `kt_${suffix} ü%`;
  const password = `p/a#s@s:w?o&r=d ${randomBytes(6).toString('base64')}`;
  const server = new URL(TEST_DATABASE_URL);
  const dataDir = mkdtempSync(join(tmpdir(), 'kavach-dbaddr-'));
  const env = {
    DATABASE_HOST: server.hostname,
    DATABASE_PORT: server.port || '5432',
    DATABASE_USER: user,
    DATABASE_PASSWORD: password,
    DATABASE_NAME: database,
  };
  let app: NestExpressApplication | undefined;

  async function admin<T>(fn: (c: Client) => Promise<T>): Promise<T> {
    const c = new Client({ connectionString: TEST_DATABASE_URL });
    await c.connect();
    try {
      return await fn(c);
    } finally {
      await c.end();
    }
  }

  beforeAll(async () => {
    await admin(async (c) => {
      await c.query(
        `CREATE ROLE ${c.escapeIdentifier(user)} LOGIN PASSWORD ${c.escapeLiteral(password)}`,
      );
      await c.query(
        `CREATE DATABASE ${c.escapeIdentifier(database)} OWNER ${c.escapeIdentifier(user)}`,
      );
    });
  });

  afterAll(async () => {
    await app?.close();
    await admin(async (c) => {
      await c.query(`DROP DATABASE IF EXISTS ${c.escapeIdentifier(database)} WITH (FORCE)`);
      await c.query(`DROP ROLE IF EXISTS ${c.escapeIdentifier(user)}`);
    });
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('the API migrates, answers ready and queries as that user on that database', async () => {
    const config = buildConfig(
      parseEnv({
        NODE_ENV: 'production',
        ...env,
        ...KEYS_A,
        LOG_LEVEL: 'silent',
        DATA_DIR: dataDir,
        OUTBOX_POLL_MS: '0',
      }),
    );
    expect(config.embedded).toBe(false);
    app = await createNestApp(config);
    await app.init();
    await request(app.getHttpServer()).get('/api/health/ready').expect(200);
    const [row] = await app
      .get(DataSource)
      .query('SELECT current_user AS "user", current_database() AS "database"');
    expect(row).toEqual({ user, database });
  });

  it('the migration CLI and the user CLI take the same variables', () => {
    if (!existsSync(join(DIST, 'main.js')))
      throw new Error('Build the API first (npm run build -w @kavach/api)');
    const childEnv: NodeJS.ProcessEnv = { ...process.env, ...env, JWT_SECRET: TEST_JWT_SECRET };
    delete childEnv.DATABASE_URL;
    const run = (args: string[], input = '') =>
      spawnSync(process.execPath, args, {
        env: childEnv,
        input,
        encoding: 'utf8',
        timeout: 30_000,
      });

    const migrations = run([
      require.resolve('typeorm/cli.js'),
      'migration:show',
      '-d',
      join(DIST, 'data-source.js'),
    ]);
    expect(migrations.stderr).toBe('');
    expect(migrations.stdout).toMatch(/\[X\] \d+ \w+/);
    expect(migrations.stdout).not.toMatch(/\[ \]/);

    const created = run(
      [
        join(DIST, 'auth', 'cli', 'user-cli.js'),
        'create',
        '--username',
        'dbaddr',
        '--role',
        'kavach_admin',
        '--password-stdin',
      ],
      'a long password for the test\n',
    );
    expect(created.stderr).toBe('');
    const listed = run([join(DIST, 'auth', 'cli', 'user-cli.js'), 'list']);
    expect(listed.stdout).toMatch(/^dbaddr\tkavach_admin\tactive/m);
  });
});
