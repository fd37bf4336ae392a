import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AuditAndSeeds1763700000100 implements MigrationInterface {
  name = 'AuditAndSeeds1763700000100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE audit_log (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        user_id integer NULL REFERENCES users(id) ON DELETE SET NULL,
        username varchar(64) NOT NULL,
        action varchar(64) NOT NULL,
        target varchar(200) NULL,
        ip varchar(64) NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX audit_log_created_idx ON audit_log (created_at DESC)`);
    await q.query(
      `CREATE TABLE demo_seeds (name varchar(64) PRIMARY KEY, seeded_at timestamptz NOT NULL DEFAULT now())`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE demo_seeds`);
    await q.query(`DROP TABLE audit_log`);
  }
}
