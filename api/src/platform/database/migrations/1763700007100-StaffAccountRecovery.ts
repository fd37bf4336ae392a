import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Staff account recovery and step-up:
 * - users.email: where "Forgot password?" sends its link (NULL for accounts created before it
 *   was asked; the user adds it in My account); one account per address.
 * - users.temporary_password_expires_at: set with a password an administrator gave; such a
 *   password works for one sign-in before this time (the sign-in sets it to the past).
 * - staff_sessions.authenticated_at: when the session last proved the password (its sign-in, or
 *   a confirmation with the current password): the step-up rule's clock.
 * - password_reset_tokens: the links of "Forgot password?", stored as SHA-256 only.
 */
export class StaffAccountRecovery1763700007100 implements MigrationInterface {
  name = 'StaffAccountRecovery1763700007100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE users ADD COLUMN email varchar(254) NULL,
                         ADD COLUMN temporary_password_expires_at timestamptz NULL`,
    );
    await q.query(`CREATE UNIQUE INDEX users_email_key ON users (lower(email))`);
    await q.query(
      `ALTER TABLE staff_sessions ADD COLUMN authenticated_at timestamptz NOT NULL DEFAULT now()`,
    );
    // Sessions from before this migration count as signed in when they were created.
    await q.query(`UPDATE staff_sessions SET authenticated_at = created_at`);
    await q.query(`
      CREATE TABLE password_reset_tokens (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        token_hash char(64) NOT NULL UNIQUE,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        used_at timestamptz NULL
      )`);
    await q.query(`CREATE INDEX password_reset_tokens_user_idx ON password_reset_tokens (user_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE password_reset_tokens`);
    await q.query(`ALTER TABLE staff_sessions DROP COLUMN authenticated_at`);
    await q.query(`DROP INDEX users_email_key`);
    await q.query(`ALTER TABLE users DROP COLUMN temporary_password_expires_at, DROP COLUMN email`);
  }
}
