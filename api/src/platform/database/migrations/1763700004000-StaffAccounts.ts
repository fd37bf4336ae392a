import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Staff accounts: exact token revocation (token_version), forced password change, two-factor
 * sign-in (TOTP secret encrypted at rest, last used time step against replay, hashed single-use
 * recovery codes), server-side sessions for logout and the idle timeout, and the login attempt
 * counters used when no Redis is configured (the table layout rate-limiter-flexible expects).
 */
export class StaffAccounts1763700004000 implements MigrationInterface {
  name = 'StaffAccounts1763700004000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE users
        ADD COLUMN token_version integer NOT NULL DEFAULT 0,
        ADD COLUMN must_change_password boolean NOT NULL DEFAULT false,
        ADD COLUMN totp_secret text NULL,
        ADD COLUMN totp_pending_secret text NULL,
        ADD COLUMN totp_enabled_at timestamptz NULL,
        ADD COLUMN totp_last_step bigint NULL,
        DROP COLUMN tokens_valid_after`);
    await q.query(`
      CREATE TABLE user_recovery_codes (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        code_hash char(64) NOT NULL,
        used_at timestamptz NULL
      )`);
    await q.query(
      `CREATE UNIQUE INDEX user_recovery_codes_user_hash_uq ON user_recovery_codes (user_id, code_hash)`,
    );
    await q.query(`
      CREATE TABLE staff_sessions (
        jti uuid PRIMARY KEY,
        user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        panel varchar(16) NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        last_seen_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        ended_at timestamptz NULL
      )`);
    await q.query(`CREATE INDEX staff_sessions_user_idx ON staff_sessions (user_id)`);
    await q.query(`CREATE INDEX staff_sessions_expires_idx ON staff_sessions (expires_at)`);
    await q.query(`
      CREATE TABLE login_attempts (
        key varchar(255) PRIMARY KEY,
        points integer NOT NULL DEFAULT 0,
        expire bigint
      )`);
    await q.query(`CREATE INDEX login_attempts_expire_idx ON login_attempts (expire)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE login_attempts`);
    await q.query(`DROP TABLE staff_sessions`);
    await q.query(`DROP TABLE user_recovery_codes`);
    await q.query(`
      ALTER TABLE users
        ADD COLUMN tokens_valid_after timestamptz NOT NULL DEFAULT now(),
        DROP COLUMN token_version,
        DROP COLUMN must_change_password,
        DROP COLUMN totp_secret,
        DROP COLUMN totp_pending_secret,
        DROP COLUMN totp_enabled_at,
        DROP COLUMN totp_last_step`);
  }
}
