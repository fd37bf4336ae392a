import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Contacts1763700001000 implements MigrationInterface {
  name = 'Contacts1763700001000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await q.query(`
      CREATE TABLE contacts (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        name varchar(100) NOT NULL,
        email varchar(254) NOT NULL,
        phone varchar(10) NULL,
        message varchar(5000) NOT NULL,
        source varchar(32) NOT NULL DEFAULT 'website',
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    // Newest first, and IST date ranges.
    await q.query(`CREATE INDEX contacts_created_idx ON contacts (created_at DESC, id DESC)`);
    // Case-insensitive substring search (ILIKE '%…%') on name, email and message.
    for (const col of ['name', 'email', 'message']) {
      await q.query(
        `CREATE INDEX contacts_${col}_trgm_idx ON contacts USING gin (${col} gin_trgm_ops)`,
      );
    }
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE contacts`);
  }
}
