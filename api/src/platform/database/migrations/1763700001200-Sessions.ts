import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Sessions1763700001200 implements MigrationInterface {
  name = 'Sessions1763700001200';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE sessions (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        title varchar(200) NOT NULL DEFAULT 'Information Session',
        image varchar(500) NOT NULL,
        date date NOT NULL,
        end_date date NULL,
        time varchar(100) NOT NULL,
        mode varchar(16) NOT NULL DEFAULT 'online',
        status varchar(16) NOT NULL DEFAULT 'active',
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT sessions_mode_ck CHECK (mode IN ('online', 'offline', 'hybrid')),
        CONSTRAINT sessions_status_ck CHECK (status IN ('active', 'inactive', 'expired')),
        CONSTRAINT sessions_end_date_ck CHECK (end_date IS NULL OR end_date >= date)
      )`);
    // The public list (active, not ended, soonest first) and the expiry job.
    await q.query(`CREATE INDEX sessions_status_date_idx ON sessions (status, date)`);
    await q.query(`CREATE INDEX sessions_created_idx ON sessions (created_at DESC, id DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE sessions`);
  }
}
