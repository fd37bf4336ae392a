import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Registrations1763700001300 implements MigrationInterface {
  name = 'Registrations1763700001300';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    // The session's title/date/time/mode are copied at registration time (a snapshot), so
    // editing or deleting the session later does not rewrite what the registrant signed up for.
    await q.query(`
      CREATE TABLE registrations (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        name varchar(100) NOT NULL,
        email varchar(254) NOT NULL,
        phone varchar(10) NULL,
        organization varchar(200) NULL,
        message varchar(5000) NULL,
        session_id integer NULL REFERENCES sessions(id) ON DELETE SET NULL,
        session_name varchar(200) NULL,
        session_date date NULL,
        session_time varchar(100) NULL,
        session_mode varchar(16) NULL,
        source varchar(32) NOT NULL DEFAULT 'session_registration',
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(
      `CREATE INDEX registrations_created_idx ON registrations (created_at DESC, id DESC)`,
    );
    await q.query(`CREATE INDEX registrations_session_idx ON registrations (session_id)`);
    for (const col of ['name', 'email', 'message']) {
      await q.query(
        `CREATE INDEX registrations_${col}_trgm_idx ON registrations USING gin (${col} gin_trgm_ops)`,
      );
    }
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE registrations`);
  }
}
