import type { MigrationInterface, QueryRunner } from 'typeorm';

/** A stored rich-text node, as the editor's documents were when this ran. */
interface StoredNode {
  type?: unknown;
  text?: unknown;
  content?: unknown;
}

const childrenOf = (node: StoredNode): StoredNode[] =>
  Array.isArray(node.content)
    ? node.content.filter((c): c is StoredNode => typeof c === 'object' && c !== null)
    : [];

/**
 * A body's plain text as the API made it when this ran (kept here, so the migration's result
 * never changes with the live code): blocks separated by a blank line, list items by a line
 * break, any inline node other than text (a hard break) as a line break. The bodies it reads
 * were checked against the editor's schema when they were saved.
 */
export function bodyTextWhenIndexed(node: StoredNode): string {
  if (node.type === 'paragraph' || node.type === 'heading')
    return childrenOf(node)
      .map((c) => (c.type !== 'text' ? '\n' : typeof c.text === 'string' ? c.text : ''))
      .join('');
  const list =
    node.type === 'bulletList' || node.type === 'orderedList' || node.type === 'listItem';
  return childrenOf(node)
    .map(bodyTextWhenIndexed)
    .filter((text) => text !== '')
    .join(list ? '\n' : '\n\n');
}

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
