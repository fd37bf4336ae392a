import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Each content item's Hindi and Marathi versions: the words being worked on and their status,
 * and the words a publisher put on the site. They go with their item.
 */
export class ContentTranslations1765000000000 implements MigrationInterface {
  name = 'ContentTranslations1765000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE content_translations (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        item_id integer NOT NULL REFERENCES content_items (id) ON DELETE CASCADE,
        language varchar(2) NOT NULL
          CONSTRAINT content_translations_language_known CHECK (language IN ('hi', 'mr')),
        status varchar(16) NOT NULL DEFAULT 'draft'
          CONSTRAINT content_translations_status_known
            CHECK (status IN ('draft', 'review', 'published')),
        title varchar(300) NOT NULL,
        fields jsonb NOT NULL DEFAULT '{}',
        body jsonb,
        seo_description varchar(160),
        source_digest varchar(64) NOT NULL,
        live jsonb,
        published_at timestamptz,
        published_by varchar(64),
        version integer NOT NULL DEFAULT 1,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        updated_by varchar(64) NOT NULL,
        CONSTRAINT content_translations_one_per_language UNIQUE (item_id, language)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE content_translations`);
  }
}
