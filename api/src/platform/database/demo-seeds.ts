import type { DataSource, EntityManager } from 'typeorm';

/**
 * Runs `seed` once per database (recorded in demo_seeds), in one transaction, so a restart or a
 * second replica never seeds twice. Feature modules call this from onApplicationBootstrap when
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
