import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A newsletter's Hindi and Marathi versions ({ "hi": { subject, body, doc }, … }): a subscriber
 * who chose one of these languages gets that version, or the English where there is none.
 */
export class NewsletterTranslations1765000000200 implements MigrationInterface {
  name = 'NewsletterTranslations1765000000200';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE newsletters ADD COLUMN translations jsonb NOT NULL DEFAULT '{}'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE newsletters DROP COLUMN translations`);
  }
}
