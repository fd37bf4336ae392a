import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A newsletter is written in the same rich-text editor as the site's articles: `doc` holds the
 * editor's document, and `body` its plain text (search, the list, older drafts written as plain
 * text, which have no `doc` and are sent as before).
 */
export class NewsletterRichText1764600000100 implements MigrationInterface {
  name = 'NewsletterRichText1764600000100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE newsletters ADD COLUMN doc jsonb NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE newsletters DROP COLUMN doc`);
  }
}
