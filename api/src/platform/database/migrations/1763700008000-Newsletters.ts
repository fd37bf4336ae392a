import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Newsletters staff write and send to confirmed subscribers (api/src/newsletters).
 *
 * `newsletter_deliveries` holds one row per recipient, written when sending begins; its primary
 * key makes sending idempotent (nobody is mailed twice by a retry, a second replica or a
 * restart). It keeps only the subscriber's number: once the subscriber is gone (unsubscribed,
 * deleted, erased) the number names nobody, and the row still counts them as skipped. Its
 * outbox mail is cleared when the mail leaves the outbox (its retention, an erasure).
 *
 * A subscriber who goes while a newsletter is being sent must get nothing more: the trigger
 * takes their newsletter mails still pending out of the outbox, whichever way the row goes
 * (the one-click unsubscribe, the Subscribers tab, the privacy desk).
 */
export class Newsletters1763700008000 implements MigrationInterface {
  name = 'Newsletters1763700008000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE newsletters (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        subject varchar(150) NOT NULL CHECK (subject !~ '[[:cntrl:]]'),
        body text NOT NULL CHECK (length(body) <= 20000),
        status varchar(16) NOT NULL DEFAULT 'draft' CHECK (status IN ('draft','sending','sent')),
        version integer NOT NULL DEFAULT 1,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        updated_by varchar(64) NOT NULL,
        send_started_at timestamptz NULL,
        sent_at timestamptz NULL,
        recipients integer NOT NULL DEFAULT 0,
        final_sent integer NULL,
        final_failed integer NULL,
        final_skipped integer NULL,
        CHECK (status = 'draft' OR send_started_at IS NOT NULL),
        CHECK (status <> 'sent' OR sent_at IS NOT NULL)
      )`);
    await q.query(`CREATE INDEX newsletters_created_idx ON newsletters (created_at DESC, id DESC)`);
    await q.query(`
      CREATE TABLE newsletter_deliveries (
        newsletter_id integer NOT NULL REFERENCES newsletters (id) ON DELETE CASCADE,
        subscriber_id integer NOT NULL,
        outbox_mail_id integer NULL REFERENCES outbox_mails (id) ON DELETE SET NULL,
        queued_at timestamptz NULL,
        PRIMARY KEY (newsletter_id, subscriber_id)
      )`);
    // What the sender reads each tick: the recipients not yet queued, in subscriber order.
    await q.query(
      `CREATE INDEX newsletter_deliveries_waiting_idx ON newsletter_deliveries (newsletter_id, subscriber_id)
        WHERE queued_at IS NULL`,
    );
    // The per-minute budget counts what was queued in the last minute.
    await q.query(
      `CREATE INDEX newsletter_deliveries_queued_idx ON newsletter_deliveries (queued_at)
        WHERE queued_at IS NOT NULL`,
    );
    // A purged or cancelled outbox mail finds its delivery row; a gone subscriber their mails.
    await q.query(
      `CREATE INDEX newsletter_deliveries_mail_idx ON newsletter_deliveries (outbox_mail_id)
        WHERE outbox_mail_id IS NOT NULL`,
    );
    await q.query(
      `CREATE INDEX newsletter_deliveries_subscriber_idx ON newsletter_deliveries (subscriber_id)`,
    );
    await q.query(`
      CREATE FUNCTION newsletter_mails_of_gone_subscribers() RETURNS trigger
      LANGUAGE plpgsql AS $$
      BEGIN
        DELETE FROM outbox_mails o
         USING newsletter_deliveries d, gone g
         WHERE d.subscriber_id = g.id AND o.id = d.outbox_mail_id AND o.status = 'pending';
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE TRIGGER subscribers_gone_cancel_newsletter_mails
        AFTER DELETE ON subscribers REFERENCING OLD TABLE AS gone
        FOR EACH STATEMENT EXECUTE FUNCTION newsletter_mails_of_gone_subscribers()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER subscribers_gone_cancel_newsletter_mails ON subscribers`);
    await q.query(`DROP FUNCTION newsletter_mails_of_gone_subscribers()`);
    await q.query(`DROP TABLE newsletter_deliveries`);
    await q.query(`DROP TABLE newsletters`);
  }
}
