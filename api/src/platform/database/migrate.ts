import { DataSource } from 'typeorm';
import { ConnectionMetadataBuilder } from 'typeorm/connection/ConnectionMetadataBuilder';
import { typeormOptions } from './typeorm-options';

// Arbitrary constant key of the migration lock (pg_advisory_lock takes a bigint).
const MIGRATION_LOCK = 72_616_001;

/**
 * Runs pending migrations under a Postgres advisory lock, so when several API replicas start
 * at once exactly one migrates and the others wait, then find nothing to do.
 */
export async function runMigrations(url: string): Promise<string[]> {
  const ds = new DataSource({ ...typeormOptions(url, 1), migrationsRun: false });
  await ds.initialize();
  try {
    await ds.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      const done = await ds.runMigrations({ transaction: 'each' });
      return done.map((m) => m.name);
    } finally {
      await ds.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  } finally {
    await ds.destroy();
  }
}

/**
 * The migrations of this build, by name, in the order they run, as TypeORM records them in the
 * `migrations` table: read from the files, without a database.
 */
export async function migrationsOfThisBuild(): Promise<string[]> {
  const ds = new DataSource(typeormOptions('postgres://127.0.0.1/unused'));
  const migrations = await new ConnectionMetadataBuilder(ds).buildMigrations(
    ds.options.migrations as string[],
  );
  return migrations.map((m) => m.name ?? m.constructor.name);
}
