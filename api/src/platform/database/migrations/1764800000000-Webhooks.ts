import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Webhooks: endpoints another system subscribes to events, and the deliveries of each event to
 * each endpoint. A delivery is written in the transaction of the change it reports and sent by
 * the workers of every replica with leases, as the mails of the outbox are. Its body is kept as
 * the exact bytes that are signed, so every retry sends the same message with the same id.
 * Signing secrets are sealed at rest (TOTP_ENCRYPTION_KEYS), since the API signs with them.
 */
export class Webhooks1764800000000 implements MigrationInterface {
  name = 'Webhooks1764800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE webhook_endpoints (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        url varchar(2000) NOT NULL,
        description varchar(200) NOT NULL DEFAULT '',
        events text[] NOT NULL CHECK (cardinality(events) > 0),
        secret_sealed text NOT NULL,
        previous_secret_sealed text,
        previous_secret_until timestamptz,
        enabled boolean NOT NULL DEFAULT true,
        disabled_reason varchar(300),
        failing_since timestamptz,
        created_by varchar(64) NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE webhook_deliveries (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        endpoint_id integer NOT NULL REFERENCES webhook_endpoints (id) ON DELETE CASCADE,
        message_id varchar(40) NOT NULL UNIQUE,
        event_type varchar(48) NOT NULL,
        body text NOT NULL,
        status varchar(16) NOT NULL DEFAULT 'pending'
          CHECK (status IN ('pending', 'sending', 'delivered', 'failed')),
        attempts integer NOT NULL DEFAULT 0,
        next_attempt_at timestamptz NOT NULL DEFAULT now(),
        locked_until timestamptz,
        lease_token uuid,
        response_status integer,
        response_start varchar(500),
        last_error varchar(500),
        last_attempt_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        delivered_at timestamptz
      )`);
    await q.query(
      `CREATE INDEX webhook_deliveries_due_idx ON webhook_deliveries (next_attempt_at)
         WHERE status IN ('pending', 'sending')`,
    );
    await q.query(
      `CREATE INDEX webhook_deliveries_endpoint_idx ON webhook_deliveries (endpoint_id, id DESC)`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE webhook_deliveries`);
    await q.query(`DROP TABLE webhook_endpoints`);
  }
}
