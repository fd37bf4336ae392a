import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The language a subscriber signed up in (the page of the footer form: en, hi or mr): the
 * confirmation and the welcome are written in it. Everyone before is English.
 */
export class SubscriberLanguage1764900000000 implements MigrationInterface {
  name = 'SubscriberLanguage1764900000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE subscribers
        ADD COLUMN language varchar(2) NOT NULL DEFAULT 'en'
          CONSTRAINT subscribers_language_known CHECK (language IN ('en', 'hi', 'mr'))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE subscribers DROP COLUMN language`);
  }
}
