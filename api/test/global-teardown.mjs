// Jest global teardown: this run's migrated template goes with it.
import pg from 'pg';
import { TEST_DATABASE_URL } from '../../scripts/ensure-postgres.mjs';

export default async function globalTeardown() {
  const template = process.env.KAVACH_TEST_TEMPLATE;
  if (!template) return;
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
    await admin.query(`DROP DATABASE IF EXISTS ${template}_building WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}
