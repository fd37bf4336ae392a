import type { DataSourceOptions } from 'typeorm';
import { MIGRATIONS } from './migration-list';

/**
 * One TypeORM configuration for the app, the migration CLI and the tests. Never `synchronize`.
 * No entities: a data source that reads or writes through them names them (app.module.ts).
 * `statementTimeoutMs`: no statement on these connections runs (or waits for a lock) longer, so
 * a stuck query gives its connection back; unset (the migrations, the CLIs) means no limit.
 */
export function typeormOptions(
  url: string,
  poolSize = 20,
  statementTimeoutMs?: number,
): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    synchronize: false,
    // Migrations run before the app starts, under an advisory lock (platform/database/migrate.ts).
    migrationsRun: false,
    installExtensions: false,
    migrationsTransactionMode: 'each',
    migrations: MIGRATIONS,
    extra: {
      max: poolSize,
      // Fail fast when the database is down, so callers answer 503 instead of hanging.
      connectionTimeoutMillis: 3000,
      idleTimeoutMillis: 30000,
      application_name: 'kavach-api',
      // Sent at connection start: the session default, which RESET statement_timeout returns to.
      ...(statementTimeoutMs ? { statement_timeout: statementTimeoutMs } : {}),
    },
  };
}
