import type { MigrationInterface, QueryRunner } from 'typeorm';
import { bodyTextWhenIndexed, type StoredNode } from './seeds/body-text-when-indexed';

/**
 * Full-text search over the site's content: `body_text` is the body's plain text (kept by the
 * entity on every save), and `search` weighs the title above the kind's fields above the body
 * (English stemming: "screening" finds "screen"), with a GIN index for every kind at once.
 */
export class ContentSearch1764600000200 implements MigrationInterface {
  name = 'ContentSearch1764600000200';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE content_items ADD COLUMN body_text text NOT NULL DEFAULT ''`);
    const rows = (await q.query(`SELECT id, body FROM content_items WHERE body IS NOT NULL`)) as {
      id: number;
      body: StoredNode;
    }[];
    for (const row of rows) {
      await q.query(`UPDATE content_items SET body_text = $2 WHERE id = $1`, [
        row.id,
        row.body.type === 'doc' ? bodyTextWhenIndexed(row.body) : '',
      ]);
    }
    await q.query(`
      ALTER TABLE content_items ADD COLUMN search tsvector GENERATED ALWAYS AS (
        setweight(to_tsvector('english', title), 'A') ||
        setweight(to_tsvector('english', fields::text), 'B') ||
        setweight(to_tsvector('english', body_text), 'C')
      ) STORED`);
    await q.query(`CREATE INDEX content_items_search_idx ON content_items USING gin (search)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE content_items DROP COLUMN search, DROP COLUMN body_text`);
  }
}
