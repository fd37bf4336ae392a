// The API tests' global set-up: a real PostgreSQL must answer before any test file creates its
// database, and this run's migrated template (test/helpers/test-app.ts) gets its name. Templates
// of runs that no longer exist (a run that was killed) are dropped; this run's goes with it.
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

async function onServer(work) {
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  try {
    await work(admin);
  } finally {
    await admin.end();
  }
}

export async function setup() {
  await ensurePostgres();
  process.env.KAVACH_TEST_TEMPLATE = `${PREFIX}${process.pid}`;
  await onServer(async (admin) => {
    const { rows } = await admin.query(
      `SELECT datname FROM pg_database WHERE datname LIKE '${PREFIX}%'`,
    );
    for (const { datname } of rows) {
      const pid = Number(/^kavach_t_template_(\d+)/.exec(datname)?.[1]);
      if (pid === process.pid || !alive(pid))
        await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    }
  });
}

export async function teardown() {
  const template = process.env.KAVACH_TEST_TEMPLATE;
  if (!template) return;
  await onServer(async (admin) => {
    await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
    await admin.query(`DROP DATABASE IF EXISTS ${template}_building WITH (FORCE)`);
  });
}
