import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Transactional outbox for notification mails (api/src/notifications). Rows are written in the
 * submission's transaction and sent by the outbox worker; `locked_until` + `lease_token` are the
 * worker's lease, so a crashed send is picked up again (at-least-once).
 */
export class Outbox1763700003000 implements MigrationInterface {
  name = 'Outbox1763700003000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE outbox_mails (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        kind varchar(48) NOT NULL,
        to_address varchar(254) NOT NULL,
        to_name varchar(200) NULL,
        reply_to varchar(254) NULL,
        subject varchar(300) NOT NULL,
        text_body text NOT NULL,
        html_body text NOT NULL,
        list_unsubscribe varchar(2000) NULL,
        message_id varchar(200) NOT NULL UNIQUE,
        status varchar(16) NOT NULL DEFAULT 'pending'
          CHECK (status IN ('pending','sending','sent','failed')),
        attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
        next_attempt_at timestamptz NOT NULL DEFAULT now(),
        locked_until timestamptz NULL,
        lease_token uuid NULL,
        last_error varchar(1000) NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        sent_at timestamptz NULL,
        CHECK (status <> 'sending' OR (locked_until IS NOT NULL AND lease_token IS NOT NULL)),
        CHECK (to_address !~ '[[:cntrl:]]' AND subject !~ '[[:cntrl:]]'
          AND coalesce(to_name, '') !~ '[[:cntrl:]]' AND coalesce(reply_to, '') !~ '[[:cntrl:]]')
      )`);
    // What the worker scans: due pending rows, and leases that ran out.
    await q.query(
      `CREATE INDEX outbox_mails_due_idx ON outbox_mails (next_attempt_at, id) WHERE status = 'pending'`,
    );
    await q.query(
      `CREATE INDEX outbox_mails_lease_idx ON outbox_mails (locked_until) WHERE status = 'sending'`,
    );
    await q.query(
      `CREATE INDEX outbox_mails_created_idx ON outbox_mails (created_at DESC, id DESC)`,
    );
    await q.query(
      `CREATE INDEX outbox_mails_sent_idx ON outbox_mails (sent_at) WHERE status = 'sent'`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE outbox_mails`);
  }
}
