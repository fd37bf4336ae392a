import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The editorial flow: an editor submits a draft for review ('in_review'), and a publisher
 * publishes it or sends it back with a note the editor reads in the editor. 'archived' is gone:
 * nothing ever set it (an item taken off the site is a draft again), so the filter offered a
 * status no item could have.
 */
export class ContentReview1764600000000 implements MigrationInterface {
  name = 'ContentReview1764600000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`UPDATE content_items SET status = 'draft' WHERE status = 'archived'`);
    await q.query(`ALTER TABLE content_items DROP CONSTRAINT IF EXISTS content_items_status_check`);
    await q.query(`
      ALTER TABLE content_items
        ADD CONSTRAINT content_items_status_check
          CHECK (status IN ('draft','in_review','scheduled','published')),
        ADD COLUMN review_note varchar(500) NULL,
        ADD COLUMN review_note_by varchar(64) NULL,
        ADD COLUMN review_note_at timestamptz NULL,
        ADD CONSTRAINT content_items_review_note_check
          CHECK ((review_note IS NULL) = (review_note_by IS NULL AND review_note_at IS NULL))`);
    // The publishers' queue: what waits for review, oldest request first, across kinds.
    await q.query(
      `CREATE INDEX content_items_review_idx ON content_items (updated_at)
        WHERE status = 'in_review' AND deleted_at IS NULL`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX content_items_review_idx`);
    await q.query(`UPDATE content_items SET status = 'draft' WHERE status = 'in_review'`);
    await q.query(`
      ALTER TABLE content_items
        DROP CONSTRAINT content_items_review_note_check,
        DROP COLUMN review_note,
        DROP COLUMN review_note_by,
        DROP COLUMN review_note_at,
        DROP CONSTRAINT content_items_status_check,
        ADD CONSTRAINT content_items_status_check
          CHECK (status IN ('draft','scheduled','published','archived'))`);
  }
}
