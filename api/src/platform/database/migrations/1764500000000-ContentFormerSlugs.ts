import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The addresses an item of content has left: a live or once-published item whose slug changes
 * keeps its old one here, so a link already sent (a newsletter, a share) still leads to it. A
 * slug is one item's, current or former, within its kind: the primary key says so.
 */
export class ContentFormerSlugs1764500000000 implements MigrationInterface {
  name = 'ContentFormerSlugs1764500000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE content_former_slugs (
        kind varchar(32) NOT NULL,
        slug varchar(80) NOT NULL,
        item_id integer NOT NULL REFERENCES content_items (id) ON DELETE CASCADE,
        left_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (kind, slug)
      )`);
    await q.query(`CREATE INDEX content_former_slugs_item_idx ON content_former_slugs (item_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE content_former_slugs`);
  }
}
