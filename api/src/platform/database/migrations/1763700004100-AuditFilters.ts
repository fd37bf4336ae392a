import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The audit list's who and what filters (lower(username) = …, action = …) read the newest
 * entries of one user or one action straight from an index in the list's order.
 */
export class AuditFilters1763700004100 implements MigrationInterface {
  name = 'AuditFilters1763700004100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE INDEX audit_log_username_lower_idx ON audit_log (lower(username), created_at DESC, id DESC)`,
    );
    await q.query(
      `CREATE INDEX audit_log_action_idx ON audit_log (action, created_at DESC, id DESC)`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX audit_log_action_idx`);
    await q.query(`DROP INDEX audit_log_username_lower_idx`);
  }
}
