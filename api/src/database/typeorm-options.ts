import type { DataSourceOptions } from 'typeorm';
import { join } from 'node:path';

/** One TypeORM configuration for the app, the migration CLI and the tests. Never `synchronize`. */
export function typeormOptions(url: string, poolSize = 20): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    synchronize: false,
    // Migrations run before the app starts, under an advisory lock (database/migrate.ts).
    migrationsRun: false,
    installExtensions: false,
    migrationsTransactionMode: 'each',
    entities: [join(__dirname, '..', '**', '*.entity.{js,ts}')],
    migrations: [join(__dirname, 'migrations', '*.{js,ts}')],
    extra: {
      max: poolSize,
      // Fail fast when the database is down, so callers answer 503 instead of hanging.
      connectionTimeoutMillis: 3000,
      idleTimeoutMillis: 30000,
      application_name: 'kavach-api',
    },
  };
}
