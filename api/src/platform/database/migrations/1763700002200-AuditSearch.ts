import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Substring search of the audit log (username, action, target) stays fast as the log grows. */
export class AuditSearch1763700002200 implements MigrationInterface {
  name = 'AuditSearch1763700002200';

  async up(q: QueryRunner): Promise<void> {
    for (const col of ['username', 'action', 'target']) {
      await q.query(
        `CREATE INDEX audit_log_${col}_trgm ON audit_log USING gin (${col} gin_trgm_ops)`,
      );
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const col of ['username', 'action', 'target']) {
      await q.query(`DROP INDEX audit_log_${col}_trgm`);
    }
  }
}
