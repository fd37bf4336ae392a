import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A proposed change to a live item: an editor's change (an editor cannot change the site), or a
 * restored revision (a restore on a live item proposes by default). It waits beside the live
 * content until a publisher publishes or discards it; the site shows the live content meanwhile.
 */
export class ContentProposals1764600000300 implements MigrationInterface {
  name = 'ContentProposals1764600000300';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE content_items
        ADD COLUMN proposal jsonb NULL,
        ADD COLUMN proposal_by varchar(64) NULL,
        ADD COLUMN proposal_at timestamptz NULL,
        ADD CONSTRAINT content_items_proposal_check
          CHECK ((proposal IS NULL) = (proposal_by IS NULL AND proposal_at IS NULL))`);
    await q.query(
      `CREATE INDEX content_items_proposal_idx ON content_items (proposal_at)
        WHERE proposal IS NOT NULL AND deleted_at IS NULL`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX content_items_proposal_idx`);
    await q.query(`
      ALTER TABLE content_items
        DROP CONSTRAINT content_items_proposal_check,
        DROP COLUMN proposal, DROP COLUMN proposal_by, DROP COLUMN proposal_at`);
  }
}
