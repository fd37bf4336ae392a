import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AuthAndCore1763700000000 implements MigrationInterface {
  name = 'AuthAndCore1763700000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await q.query(`
      CREATE TABLE users (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        username varchar(64) NOT NULL,
        password_hash text NOT NULL,
        role varchar(64) NOT NULL,
        disabled boolean NOT NULL DEFAULT false,
        tokens_valid_after timestamptz NOT NULL DEFAULT now(),
        created_at timestamptz NOT NULL DEFAULT now(),
        last_login_at timestamptz NULL
      )`);
    await q.query(`CREATE UNIQUE INDEX users_username_lower_uq ON users (lower(username))`);
    await q.query(`
      CREATE TABLE revoked_tokens (
        jti uuid PRIMARY KEY,
        expires_at timestamptz NOT NULL
      )`);
    await q.query(`CREATE INDEX revoked_tokens_expires_idx ON revoked_tokens (expires_at)`);
    await q.query(`
      CREATE TABLE captcha_solutions (
        id varchar(128) PRIMARY KEY,
        expires_at timestamptz NOT NULL
      )`);
    await q.query(`CREATE INDEX captcha_solutions_expires_idx ON captcha_solutions (expires_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE captcha_solutions`);
    await q.query(`DROP TABLE revoked_tokens`);
    await q.query(`DROP TABLE users`);
  }
}
