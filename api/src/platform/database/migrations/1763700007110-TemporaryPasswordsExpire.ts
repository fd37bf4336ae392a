import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Temporary passwords set before they expired (an administrator's create or reset, marked
 * must_change_password) get the default lifetime from now: 24 hours, like a new one. Without
 * it they would keep working for ever. The bootstrapped admin is created after the migrations,
 * so it is never among them.
 */
export class TemporaryPasswordsExpire1763700007110 implements MigrationInterface {
  name = 'TemporaryPasswordsExpire1763700007110';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `UPDATE users SET temporary_password_expires_at = now() + interval '24 hours'
        WHERE must_change_password AND temporary_password_expires_at IS NULL`,
    );
  }

  async down(): Promise<void> {
    // Nothing to undo: the column goes with StaffAccountRecovery's down.
  }
}
