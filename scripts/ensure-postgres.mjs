// Makes sure a PostgreSQL server answers at TEST_DATABASE_URL (default: the local cluster
// on 127.0.0.1:5432 with trust auth). Starts the Debian cluster when it is down.
import { execSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import pg from 'pg';

export const TEST_DATABASE_URL =
  process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function reachable(url) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

export async function ensurePostgres(url = TEST_DATABASE_URL) {
  if (await reachable(url)) return url;
  let versions = [];
  try {
    versions = readdirSync('/etc/postgresql');
  } catch {
    /* no Debian cluster */
  }
  for (const v of versions) {
    try {
      execSync(`pg_ctlcluster --skip-systemctl-redirect ${v} main start`, { stdio: 'inherit' });
    } catch {
      /* already running or failed; checked below */
    }
  }
  for (let i = 0; i < 30; i++) {
    if (await reachable(url)) return url;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(
    `PostgreSQL is not reachable at ${url}. Start it (pg_ctlcluster --skip-systemctl-redirect <version> main start) or set TEST_DATABASE_URL.`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  ensurePostgres().then(
    (url) => console.log(`PostgreSQL ready at ${url}`),
    (e) => {
      console.error(e.message);
      process.exit(1);
    },
  );
}
