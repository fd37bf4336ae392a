// Jest global setup: a real PostgreSQL must answer before any test file creates its database.
import { ensurePostgres } from '../../scripts/ensure-postgres.mjs';

export default async function globalSetup() {
  await ensurePostgres();
}
