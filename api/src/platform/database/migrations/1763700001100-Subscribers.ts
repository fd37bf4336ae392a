import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Subscribers1763700001100 implements MigrationInterface {
  name = 'Subscribers1763700001100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await q.query(`
      CREATE TABLE subscribers (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        email varchar(254) NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    // One subscription per address, whatever its case or surrounding spaces.
    await q.query(`CREATE UNIQUE INDEX subscribers_email_lower_uq ON subscribers (lower(email))`);
    await q.query(`CREATE INDEX subscribers_created_idx ON subscribers (created_at DESC, id DESC)`);
    await q.query(
      `CREATE INDEX subscribers_email_trgm_idx ON subscribers USING gin (email gin_trgm_ops)`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE subscribers`);
  }
}
