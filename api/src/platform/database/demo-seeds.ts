import { Inject, Injectable, Logger, type OnApplicationBootstrap, type Type } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { errorForLog } from './database-error-log';

/**
 * Runs `seed` once per database (recorded in demo_seeds), in one transaction, so a restart or a
 * second replica never seeds twice. Feature modules seed at boot through DemoSeeder when
 * config.seedDemo is true, and the `seed:demo` CLI calls the same functions.
 */
export async function seedOnce(
  db: DataSource,
  name: string,
  seed: (m: EntityManager) => Promise<void>,
): Promise<boolean> {
  return db.transaction(async (m) => {
    const rows: unknown[] = await m.query(
      `INSERT INTO demo_seeds (name) VALUES ($1) ON CONFLICT (name) DO NOTHING RETURNING name`,
      [name],
    );
    if (rows.length === 0) return false;
    await seed(m);
    return true;
  });
}

/**
 * The provider class that seeds a feature's demo rows (`seed`, recorded as `name`) once at boot,
 * on the embedded database (config.seedDemo); `seeded` is the log line when it did. A failure
 * is logged, not thrown: the demo rows are a convenience the API serves without.
 */
export function DemoSeeder(
  name: string,
  seed: (m: EntityManager) => Promise<void>,
  seeded: string,
): Type<OnApplicationBootstrap> {
  @Injectable()
  class Seeder implements OnApplicationBootstrap {
    private readonly logger = new Logger(this.constructor.name);

    constructor(
      @Inject(APP_CONFIG) private readonly config: AppConfig,
      @Inject(DataSource) private readonly db: DataSource,
    ) {}

    async onApplicationBootstrap(): Promise<void> {
      if (!this.config.seedDemo) return;
      try {
        if (await seedOnce(this.db, name, seed)) this.logger.log(seeded);
      } catch (e) {
        this.logger.warn(`demo ${name} not seeded: ${errorForLog(e)}`);
      }
    }
  }
  return Seeder;
}
