// Data source for the TypeORM migration CLI (`npm run migration:run|revert|generate`).
import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { typeormOptions } from './typeorm-options';

const url = process.env.DATABASE_URL;
if (!url) {
  throw new Error(
    'DATABASE_URL must be set for the migration CLI (the embedded database migrates on boot).',
  );
}
export default new DataSource(typeormOptions(url));
