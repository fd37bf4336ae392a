// Data source for the TypeORM migration CLI (`npm run migration:run|revert|generate`).
import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { ENTITIES } from './entities';
import { parseDatabaseUrl } from './platform/config/env';
import { typeormOptions } from './platform/database/typeorm-options';

const url = parseDatabaseUrl(process.env);
if (!url) {
  throw new Error(
    'DATABASE_URL or DATABASE_HOST must be set for the migration CLI (the embedded database migrates on boot).',
  );
}
export default new DataSource({ ...typeormOptions(url), entities: ENTITIES });
