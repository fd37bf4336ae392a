import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Double opt-in for the newsletter and one-click unsubscribe.
 *
 * subscribers: a sign-up is `pending` until the address confirms it (`confirmed_at`);
 * `confirmation_sent_at` is the last confirmation mail (at most one per interval, and the
 * purge of unconfirmed sign-ups counts from it). Rows from before double opt-in stay
 * subscribed: `confirmed`, with no confirmation time. A row inserted without a status is
 * pending, never silently subscribed. Still one row per address (lower(email)).
 *
 * outbox_mails: List-Unsubscribe gets a mailto: beside its https URL, and a flag for
 * List-Unsubscribe-Post (RFC 8058 one-click).
 */
export class NewsletterDoubleOptIn1763700005000 implements MigrationInterface {
  name = 'NewsletterDoubleOptIn1763700005000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE subscribers
        ADD COLUMN status varchar(16) NOT NULL DEFAULT 'confirmed'
          CHECK (status IN ('pending', 'confirmed')),
        ADD COLUMN confirmed_at timestamptz NULL,
        ADD COLUMN confirmation_sent_at timestamptz NULL,
        ADD CONSTRAINT subscribers_confirmed_at_ck
          CHECK (status = 'confirmed' OR confirmed_at IS NULL)`);
    await q.query(`ALTER TABLE subscribers ALTER COLUMN status SET DEFAULT 'pending'`);
    // The admin list shows one status at a time, newest first.
    await q.query(
      `CREATE INDEX subscribers_status_created_idx ON subscribers (status, created_at DESC, id DESC)`,
    );
    // What the daily purge looks for: unconfirmed sign-ups whose last link has run out.
    await q.query(
      `CREATE INDEX subscribers_pending_sent_idx
        ON subscribers ((coalesce(confirmation_sent_at, created_at))) WHERE status = 'pending'`,
    );
    await q.query(`
      ALTER TABLE outbox_mails
        ADD COLUMN list_unsubscribe_mailto varchar(1000) NULL
          CHECK (coalesce(list_unsubscribe_mailto, '') !~ '[[:cntrl:]]'),
        ADD COLUMN list_unsubscribe_post boolean NOT NULL DEFAULT false`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE outbox_mails DROP COLUMN list_unsubscribe_post, DROP COLUMN list_unsubscribe_mailto`,
    );
    await q.query(`DROP INDEX subscribers_pending_sent_idx`);
    await q.query(`DROP INDEX subscribers_status_created_idx`);
    await q.query(`
      ALTER TABLE subscribers
        DROP CONSTRAINT subscribers_confirmed_at_ck,
        DROP COLUMN confirmation_sent_at,
        DROP COLUMN confirmed_at,
        DROP COLUMN status`);
  }
}
