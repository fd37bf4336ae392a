import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Integration tokens: another system's way in, with permissions of its own. Only the SHA-256 of
 * a token is kept (it is 32 random bytes, so no slow hash is needed), with its first characters
 * to recognise it in the list. A revoked token stays, so the audit entries it wrote keep their
 * name; a live token's name is unique in any case.
 */
export class IntegrationTokens1764700000000 implements MigrationInterface {
  name = 'IntegrationTokens1764700000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE integration_tokens (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        name varchar(48) NOT NULL,
        token_hash char(64) NOT NULL UNIQUE,
        token_start varchar(16) NOT NULL,
        permissions text[] NOT NULL,
        expires_at timestamptz NOT NULL,
        created_by varchar(64) NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        last_used_at timestamptz,
        last_used_ip varchar(64),
        revoked_at timestamptz,
        revoked_by varchar(64)
      )`);
    await q.query(
      `CREATE UNIQUE INDEX integration_tokens_live_name_idx
         ON integration_tokens (lower(name)) WHERE revoked_at IS NULL`,
    );
    await q.query(
      `ALTER TABLE audit_log ADD COLUMN integration_token_id integer
         REFERENCES integration_tokens (id) ON DELETE SET NULL`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE audit_log DROP COLUMN integration_token_id`);
    await q.query(`DROP TABLE integration_tokens`);
  }
}
