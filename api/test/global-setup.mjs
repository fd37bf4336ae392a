// Jest global setup: a real PostgreSQL must answer before any test file creates its database,
// and this run's migrated template (test/helpers/test-app.ts) gets its name. Templates of runs
// that no longer exist (a run that was killed) are dropped.
import pg from 'pg';
import { ensurePostgres, TEST_DATABASE_URL } from '../../scripts/ensure-postgres.mjs';

const PREFIX = 'kavach_t_template_';

function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return e.code === 'EPERM';
  }
}

export default async function globalSetup() {
  await ensurePostgres();
  process.env.KAVACH_TEST_TEMPLATE = `${PREFIX}${process.pid}`;
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  try {
    const { rows } = await admin.query(
      `SELECT datname FROM pg_database WHERE datname LIKE '${PREFIX}%'`,
    );
    for (const { datname } of rows) {
      const pid = Number(/^kavach_t_template_(\d+)/.exec(datname)?.[1]);
      if (pid === process.pid || !alive(pid))
        await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    }
  } finally {
    await admin.end();
  }
}
