import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';

// The `npm start` path, as a user runs it: the built API with no DATABASE_URL starts a real
// embedded PostgreSQL under DATA_DIR, migrates, creates the demo admin, and keeps data.
const MAIN = join(__dirname, '..', 'dist', 'main.js');

describe('embedded database mode (built API process)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'kavach-embedded-'));
  // Below the ephemeral range (32768+), where outgoing connections could already hold the port.
  const apiPort = 24000 + (process.pid % 1000);
  const pgPort = 25000 + (process.pid % 1000);
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  function start(): Promise<{ proc: ChildProcess; output: () => string }> {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      DATA_DIR: dataDir,
      API_PORT: String(apiPort),
      EMBEDDED_PG_PORT: String(pgPort),
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
    };
    delete env.DATABASE_URL;
    delete env.DATABASE_HOST;
    delete env.JWT_SECRET;
    delete env.ADMIN_PASSWORD;
    const proc = spawn(process.execPath, [MAIN], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    proc.stdout!.on('data', (d) => (out += d));
    proc.stderr!.on('data', (d) => (out += d));
    return new Promise((resolve, reject) => {
      const deadline = Date.now() + 60_000;
      const poll = async () => {
        try {
          const r = await fetch(`http://127.0.0.1:${apiPort}/api/health/ready`);
          if (r.ok) return resolve({ proc, output: () => out });
        } catch {
          /* not up yet */
        }
        if (proc.exitCode !== null || Date.now() > deadline)
          return reject(new Error(`API did not start:\n${out}`));
        setTimeout(poll, 250);
      };
      void poll();
    });
  }

  function stop(proc: ChildProcess): Promise<number | null> {
    return new Promise((resolve) => {
      proc.once('exit', (code) => resolve(code));
      proc.kill('SIGTERM');
    });
  }

  it('boots, migrates, prints the admin once and keeps rows across a restart', async () => {
    if (!existsSync(MAIN)) throw new Error('Build the API first (npm run build -w api)');
    const first = await start();
    expect(first.output()).toMatch(/Demo admin created\.\s+username: admin\s+password: \S{12,}/);
    const creds = readFileSync(join(dataDir, 'admin-credentials.txt'), 'utf8');
    const db = new Client({
      connectionString: `postgres://kavach:kavach-embedded@127.0.0.1:${pgPort}/kavach`,
    });
    await db.connect();
    await db.query(
      `INSERT INTO users (username, password_hash, role) VALUES ('persisted', 'x', 'kavach_admin')`,
    );
    await db.end();
    expect(await stop(first.proc)).toBe(0); // graceful: app closed, then Postgres stopped

    const second = await start();
    try {
      expect(second.output()).not.toMatch(/Demo admin created/);
      expect(readFileSync(join(dataDir, 'admin-credentials.txt'), 'utf8')).toBe(creds);
      const db2 = new Client({
        connectionString: `postgres://kavach:kavach-embedded@127.0.0.1:${pgPort}/kavach`,
      });
      await db2.connect();
      const rows = await db2.query(`SELECT role FROM users WHERE username = 'persisted'`);
      await db2.end();
      expect(rows.rows).toEqual([{ role: 'kavach_admin' }]);
      const password = /password: (\S+)/.exec(creds)![1];
      // The printed credentials work (captcha solved for real).
      const { solveChallenge } = await import('altcha-lib');
      const { deriveKey } = await import('altcha-lib/algorithms/pbkdf2');
      const challenge = await (
        await fetch(`http://127.0.0.1:${apiPort}/api/captcha/challenge`)
      ).json();
      const solution = await solveChallenge({ challenge, deriveKey });
      const captcha = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
      const login = await fetch(`http://127.0.0.1:${apiPort}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'admin', password, captcha }),
      });
      expect(login.status).toBe(200);
    } finally {
      await stop(second.proc);
    }
  }, 180_000);
});
