/**
 * The admin panel's browser tests run against production builds, the real API and a real
 * PostgreSQL (TEST_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres).
 *
 * Once per run, here: the builds that are missing, and the template database — migrated, with
 * the users of every role (USERS), the System Admin among them (created by ADMIN_PASSWORD, it
 * would have to choose its own password at first sign-in).
 * Per Playwright worker (stack.ts, started by the `stack` fixture of helpers.ts): a copy of the
 * template and the APIs and servers on it, so the spec files run in parallel workers.
 */
import { execFileSync, execSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensurePostgres } from '../../../scripts/ensure-postgres.mjs';
import { REPO_ROOT, RUN, USERS } from './env';
import { apiEnv, onServer } from './stack';

function ensureBuilt(file: string, command: string) {
  if (fs.existsSync(path.join(REPO_ROOT, file))) return;
  console.log(`[admin e2e] ${file} missing: ${command}`);
  execSync(command, { cwd: REPO_ROOT, stdio: 'inherit' });
}

/** Every database of this run: the template and the workers' copies a crashed worker left. */
async function dropRunDatabases() {
  const like = `${RUN.databasePrefix.replace(/_/g, '\\_')}\\_%`;
  const pg = await import('pg');
  const client = new pg.default.Client({ connectionString: RUN.serverUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>(
      'SELECT datname FROM pg_database WHERE datname LIKE $1',
      [like],
    );
    for (const { datname } of rows)
      await onServer(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
  } finally {
    await client.end();
  }
}

export default async function globalSetup() {
  ensureBuilt('api/dist/main.js', 'npm run build -w @kavach/api');
  ensureBuilt('admin-shell/dist/index.html', 'npm run build -w @kavach/admin-shell');
  ensureBuilt(
    'admin-remotes/sessions/dist/remoteEntry.js',
    'npm run build -w @kavach/admin-remotes',
  );

  await ensurePostgres();
  await dropRunDatabases();
  await onServer(`CREATE DATABASE ${RUN.template.name}`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kavach-admin-e2e-template-'));
  // The first create migrates the template.
  for (const user of Object.values(USERS)) {
    execFileSync(
      process.execPath,
      [
        'api/dist/auth/cli/user-cli.js',
        'create',
        '--username',
        user.username,
        '--role',
        user.role,
        // Staff have an address (the panel asks an account without one for it first).
        '--email',
        `${user.username}@kavach.example`,
        '--password-stdin',
      ],
      {
        cwd: REPO_ROOT,
        env: apiEnv(RUN.template.url, dataDir),
        input: user.password + '\n',
        stdio: ['pipe', 'ignore', 'inherit'],
      },
    );
  }
  fs.rmSync(dataDir, { recursive: true, force: true });

  return async () => {
    await dropRunDatabases();
  };
}
