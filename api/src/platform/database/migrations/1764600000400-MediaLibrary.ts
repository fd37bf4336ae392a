import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The media library: each content item and newsletter keeps the names of the uploaded images it
 * uses (`image_names`, kept by its entity on every save), so the library can say where each image
 * is used and warn before one in use is deleted. Existing rows are filled from their JSON.
 */
export class MediaLibrary1764600000400 implements MigrationInterface {
  name = 'MediaLibrary1764600000400';

  async up(q: QueryRunner): Promise<void> {
    const names = (json: string) => `ARRAY(
      SELECT DISTINCT m[1] FROM regexp_matches(${json},
        '/api/content-images/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})-[1-9][0-9]{0,4}\\.webp', 'g') AS m)`;
    await q.query(`ALTER TABLE content_items ADD COLUMN image_names text[] NOT NULL DEFAULT '{}'`);
    await q.query(
      `UPDATE content_items SET image_names = ${names(
        `concat(fields::text, body::text, social_image, proposal::text)`,
      )}`,
    );
    await q.query(
      `CREATE INDEX content_items_image_names_idx ON content_items USING gin (image_names)`,
    );
    await q.query(`ALTER TABLE newsletters ADD COLUMN image_names text[] NOT NULL DEFAULT '{}'`);
    await q.query(
      `UPDATE newsletters SET image_names = ${names('doc::text')} WHERE doc IS NOT NULL`,
    );
    await q.query(
      `CREATE INDEX newsletters_image_names_idx ON newsletters USING gin (image_names)`,
    );
    // The library lists the newest first and searches alt text.
    await q.query(
      `CREATE INDEX content_images_uploaded_at_idx ON content_images (uploaded_at DESC, name)`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX content_images_uploaded_at_idx`);
    await q.query(`ALTER TABLE newsletters DROP COLUMN image_names`);
    await q.query(`ALTER TABLE content_items DROP COLUMN image_names`);
  }
}
