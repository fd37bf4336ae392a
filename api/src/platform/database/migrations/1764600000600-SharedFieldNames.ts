import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * One name per shared field: a news item's image and description were `img` and `desc` where a
 * blog post's are `image` and `description`. The live content, the proposals and every revision
 * are renamed, so history, comparisons and restores read the same keys.
 */
export class SharedFieldNames1764600000600 implements MigrationInterface {
  name = 'SharedFieldNames1764600000600';

  async up(q: QueryRunner): Promise<void> {
    await renameNewsFields(q, { img: 'image', desc: 'description' });
  }

  async down(q: QueryRunner): Promise<void> {
    await renameNewsFields(q, { image: 'img', description: 'desc' });
  }
}

/** Renames keys of the news items' `fields` in the items, their proposals and their revisions. */
async function renameNewsFields(q: QueryRunner, names: Record<string, string>): Promise<void> {
  for (const [from, to] of Object.entries(names)) {
    // jsonb: the old key's value under the new key, then the old key removed. Rows without it
    // are left as they are.
    const renamed = (fields: string) =>
      `(${fields} - '${from}') || jsonb_build_object('${to}', ${fields} -> '${from}')`;
    await q.query(
      `UPDATE content_items SET fields = ${renamed('fields')}
        WHERE kind = 'news' AND fields ? '${from}'`,
    );
    await q.query(
      `UPDATE content_items SET proposal = jsonb_set(proposal, '{fields}', ${renamed("(proposal -> 'fields')")})
        WHERE kind = 'news' AND proposal -> 'fields' ? '${from}'`,
    );
    await q.query(
      `UPDATE content_revisions r SET snapshot = jsonb_set(r.snapshot, '{fields}', ${renamed("(r.snapshot -> 'fields')")})
         FROM content_items c
        WHERE c.id = r.item_id AND c.kind = 'news' AND r.snapshot -> 'fields' ? '${from}'`,
    );
  }
}
