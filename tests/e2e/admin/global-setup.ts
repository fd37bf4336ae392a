/**
 * The admin panel's browser tests run against production builds, the real
 * API and a real PostgreSQL: a fresh database on the local server
 * (TEST_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres),
 * the API built from api/, users of every role, and the one-origin server.
 *
 * The users of every role sign in with a password alone (TWO_FACTOR_REQUIRED_ROLES=none).
 * A second API on the same database, behind its own one-origin server, requires two-factor
 * sign-in for one role (STRICT_TWO_FACTOR_ROLE): two-factor.spec.ts leads a new user of that
 * role through enrolment there (its address: ADMIN_E2E_STRICT_URL, read by helpers.ts).
 */
import { execFileSync, execSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { ensurePostgres } from '../../../scripts/ensure-postgres.mjs';
import { createAdminServer } from './server.mjs';
import { E2E, REPO_ROOT, USERS } from './env';

function ensureBuilt(file: string, command: string) {
  if (fs.existsSync(path.join(REPO_ROOT, file))) return;
  console.log(`[admin e2e] ${file} missing: ${command}`);
  execSync(command, { cwd: REPO_ROOT, stdio: 'inherit' });
}

/** The role the second API requires two-factor sign-in for. */
export const STRICT_TWO_FACTOR_ROLE = 'hr_manager';

/** A free TCP port on the loopback. */
async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((r) => probe.close(r));
  return port;
}

async function waitForApi(url: string, proc: ChildProcess, log: () => string) {
  for (let i = 0; i < 240; i++) {
    if (proc.exitCode !== null) throw new Error(`The API exited (${proc.exitCode}):\n${log()}`);
    try {
      if ((await fetch(`${url}/api/health/ready`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`The API did not become ready:\n${log()}`);
}

export default async function globalSetup() {
  ensureBuilt('api/dist/main.js', 'npm run build -w @kavach/api');
  ensureBuilt('admin-shell/dist/index.html', 'npm run build -w @kavach/admin-shell');
  ensureBuilt(
    'admin-remotes/sessions/dist/remoteEntry.js',
    'npm run build -w @kavach/admin-remotes',
  );

  const serverUrl = await ensurePostgres();
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${E2E.database} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${E2E.database}`);
  await admin.end();

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kavach-admin-e2e-'));
  const env = {
    ...process.env,
    NODE_ENV: 'development',
    DATABASE_URL: E2E.databaseUrl,
    DATA_DIR: dataDir,
    UPLOAD_DIR: path.join(dataDir, 'uploads'),
    JWT_SECRET: 'admin-e2e-secret-0123456789-abcdefghijklmnop',
    API_PORT: String(E2E.apiPort),
    API_HOST: '127.0.0.1',
    CAPTCHA_COST: '1',
    CAPTCHA_COUNTER_MAX: '12',
    ADMIN_USERNAME: USERS.admin.username,
    ADMIN_PASSWORD: USERS.admin.password,
    SEED_DEMO: 'false',
    // The suites about tabs sign in with a password alone; two-factor.spec.ts covers the rest.
    TWO_FACTOR_REQUIRED_ROLES: 'none',
    LOG_LEVEL: 'warn',
  };
  let output = '';
  const api = spawn(process.execPath, ['api/dist/main.js'], {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  api.stdout!.on('data', (d) => (output += d));
  api.stderr!.on('data', (d) => (output += d));
  await waitForApi(E2E.apiUrl, api, () => output.slice(-4000));

  // The strict API: same database and secrets, two-factor sign-in required for one role.
  const strictApiPort = await freePort();
  const strictApiUrl = `http://127.0.0.1:${strictApiPort}`;
  let strictOutput = '';
  const strictApi = spawn(process.execPath, ['api/dist/main.js'], {
    cwd: REPO_ROOT,
    env: {
      ...env,
      API_PORT: String(strictApiPort),
      TWO_FACTOR_REQUIRED_ROLES: STRICT_TWO_FACTOR_ROLE,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  strictApi.stdout!.on('data', (d) => (strictOutput += d));
  strictApi.stderr!.on('data', (d) => (strictOutput += d));

  for (const user of [USERS.kavach, USERS.hr, USERS.jobs]) {
    execFileSync(
      process.execPath,
      [
        'api/dist/auth/cli/user-cli.js',
        'create',
        '--username',
        user.username,
        '--role',
        user.role,
        '--password-stdin',
      ],
      {
        cwd: REPO_ROOT,
        env,
        input: user.password + '\n',
        stdio: ['pipe', 'ignore', 'inherit'],
      },
    );
  }

  const server = createAdminServer({ apiUrl: E2E.apiUrl });
  await new Promise<void>((resolve) => server.listen(E2E.webPort, '127.0.0.1', resolve));

  await waitForApi(strictApiUrl, strictApi, () => strictOutput.slice(-4000));
  const strictServer = createAdminServer({ apiUrl: strictApiUrl });
  await new Promise<void>((resolve) => strictServer.listen(0, '127.0.0.1', resolve));
  // Playwright starts its workers after this function; they inherit these.
  const strictPort = (strictServer.address() as AddressInfo).port;
  process.env.ADMIN_E2E_STRICT_URL = `http://127.0.0.1:${strictPort}`;
  process.env.ADMIN_E2E_STRICT_API_URL = strictApiUrl;

  return async () => {
    await new Promise((r) => server.close(r));
    server.closeAllConnections?.();
    await new Promise((r) => strictServer.close(r));
    strictServer.closeAllConnections?.();
    for (const proc of [api, strictApi]) {
      proc.kill('SIGTERM');
      await new Promise((r) => (proc.exitCode !== null ? r(null) : proc.once('exit', r)));
    }
    const cleanup = new pg.Client({ connectionString: serverUrl });
    await cleanup.connect();
    await cleanup.query(`DROP DATABASE IF EXISTS ${E2E.database} WITH (FORCE)`);
    await cleanup.end();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
