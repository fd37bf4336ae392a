import type { MigrationInterface, QueryRunner } from 'typeorm';
import { docFromMarkup } from './seeds/doc-from-markup';
import bundled from './seeds/bundled-content.json';

/**
 * The site's content moves into the database (api/src/content): one table for every kind, a
 * revision per save, and every item that was bundled with the site, loaded as published by
 * "system" (seeds/bundled-content.json: the text the site was bundled with, frozen there). Bodies were strings in the site's light markup; they become rich text here.
 *
 * A slug is unique within its kind, the trash included, so a restored item keeps its address.
 * Uploaded images (`content_images`) are kept while any revision may name them: never swept.
 */
export class Content1763700009000 implements MigrationInterface {
  name = 'Content1763700009000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE content_items (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        kind varchar(32) NOT NULL,
        slug varchar(80) NOT NULL CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND slug ~ '[a-z]'),
        title varchar(300) NOT NULL CHECK (title !~ '[\\r\\n]'),
        status varchar(16) NOT NULL DEFAULT 'draft'
          CHECK (status IN ('draft','scheduled','published','archived')),
        publish_at timestamptz NULL,
        dated date NULL,
        position integer NOT NULL DEFAULT 0 CHECK (position >= 0),
        fields jsonb NOT NULL DEFAULT '{}',
        body jsonb NULL,
        seo_description varchar(160) NULL,
        social_image varchar(300) NULL,
        author varchar(64) NOT NULL,
        version integer NOT NULL DEFAULT 1,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        updated_by varchar(64) NOT NULL,
        deleted_at timestamptz NULL,
        deleted_by varchar(64) NULL,
        CHECK (status NOT IN ('scheduled','published') OR publish_at IS NOT NULL),
        UNIQUE (kind, slug)
      )`);
    // The site's reads: the live items of a kind.
    await q.query(
      `CREATE INDEX content_items_live_idx ON content_items (kind, status, publish_at)
        WHERE deleted_at IS NULL`,
    );
    // The panel's default list: latest change first.
    await q.query(
      `CREATE INDEX content_items_updated_idx ON content_items (kind, updated_at DESC, id DESC)`,
    );
    await q.query(`
      CREATE TABLE content_revisions (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        item_id integer NOT NULL REFERENCES content_items (id) ON DELETE CASCADE,
        version integer NOT NULL,
        snapshot jsonb NOT NULL,
        saved_by varchar(64) NOT NULL,
        saved_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (item_id, version)
      )`);

    // Images staff upload for the content: the alt text is the uploader's, the sizes the
    // variants' (each re-encoded as WebP without the original's metadata).
    await q.query(`
      CREATE TABLE content_images (
        name varchar(64) PRIMARY KEY CHECK (name ~ '^[0-9a-f-]{36}$'),
        alt varchar(300) NOT NULL CHECK (length(btrim(alt)) > 0),
        width integer NOT NULL CHECK (width > 0),
        height integer NOT NULL CHECK (height > 0),
        variants jsonb NOT NULL,
        uploaded_by varchar(64) NOT NULL,
        uploaded_at timestamptz NOT NULL DEFAULT now()
      )`);
    // Two statements for every bundled item: the items, then their first revisions.
    const rows = Object.entries(bundled as Record<string, BundledItem[]>).flatMap(([kind, items]) =>
      items.map((item) => ({
        kind,
        slug: item.slug,
        title: item.title,
        dated: item.date ?? null,
        position: item.position,
        fields: item.fields,
        body: item.paragraphs?.length ? docFromMarkup(item.paragraphs) : null,
        seo_description: item.seo_description ?? null,
      })),
    );
    await q.query(
      `INSERT INTO content_items (kind, slug, title, status, publish_at, dated, position, fields,
                                  body, seo_description, author, updated_by)
       SELECT r.kind, r.slug, r.title, 'published', now(), r.dated, r.position, r.fields,
              r.body, r.seo_description, 'system', 'system'
         FROM jsonb_to_recordset($1::jsonb) AS r(kind varchar, slug varchar, title varchar,
              dated date, position integer, fields jsonb, body jsonb, seo_description varchar)`,
      [JSON.stringify(rows)],
    );
    await q.query(
      `INSERT INTO content_revisions (item_id, version, snapshot, saved_by)
       SELECT id, version, jsonb_build_object(
                'title', title, 'slug', slug, 'dated', dated, 'position', position,
                'fields', fields, 'body', body, 'seoDescription', seo_description,
                'socialImage', social_image),
              'system'
         FROM content_items`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE content_images`);
    await q.query(`DROP TABLE content_revisions`);
    await q.query(`DROP TABLE content_items`);
  }
}

interface BundledItem {
  slug: string;
  title: string;
  date?: string;
  position: number;
  fields: Record<string, unknown>;
  paragraphs?: string[];
  seo_description?: string;
}
