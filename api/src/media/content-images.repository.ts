import { Inject, Injectable } from '@nestjs/common';
import { DataSource, In, type EntityManager } from 'typeorm';
import { applySearchAndRange, paginate, type Page } from '../platform/listing/listing';
import { ContentImage } from './content-image.entity';
import type { MediaUseView } from './dto/media.dto';

/**
 * The media library's SQL: the uploaded images' rows, and where content items and newsletters
 * use them. Methods that take an EntityManager run inside the caller's transaction (or on the
 * data source when given it); the others read on their own.
 */
@Injectable()
export class ContentImagesRepository {
  constructor(@Inject(DataSource) private readonly db: DataSource) {}

  /** Records a new image. */
  async insert(
    m: EntityManager,
    image: Pick<ContentImage, 'name' | 'alt' | 'width' | 'height' | 'variants' | 'uploadedBy'>,
  ): Promise<void> {
    await m.insert(ContentImage, image);
  }

  /** The images of these names (the ones that exist). */
  findByNames(names: string[]): Promise<ContentImage[]> {
    return this.db.getRepository(ContentImage).findBy({ name: In(names) });
  }

  /** The library, newest first, searched by alt text. */
  page(q: { page: number; pageSize: number; search?: string }): Promise<Page<ContentImage>> {
    const qb = this.db
      .getRepository(ContentImage)
      .createQueryBuilder('i')
      .orderBy('i.uploaded_at', 'DESC')
      .addOrderBy('i.name', 'ASC');
    applySearchAndRange(qb, { search: q.search, columns: ['i.alt'], dateColumn: 'i.uploaded_at' });
    return paginate(qb, q.page, q.pageSize);
  }

  /** The image, or null; with `lock`, locked for update until the transaction ends. */
  findByName(
    m: DataSource | EntityManager,
    name: string,
    lock = false,
  ): Promise<ContentImage | null> {
    return m.getRepository(ContentImage).findOne({
      where: { name },
      ...(lock ? { lock: { mode: 'pessimistic_write' as const } } : {}),
    });
  }

  async updateAlt(m: EntityManager, name: string, alt: string): Promise<void> {
    await m.update(ContentImage, { name }, { alt });
  }

  async delete(m: EntityManager, name: string): Promise<void> {
    await m.delete(ContentImage, { name });
  }

  /** The content items (trash included: it can come back) and newsletters that use each image. */
  async usesOf(
    m: DataSource | EntityManager,
    names: string[],
  ): Promise<Map<string, MediaUseView[]>> {
    const out = new Map<string, MediaUseView[]>();
    if (names.length === 0) return out;
    const rows = (await m.query(
      `SELECT n AS name, kind, id, title, status, in_trash FROM (
         SELECT unnest(image_names) AS n, kind, id, title, status, deleted_at IS NOT NULL AS in_trash
           FROM content_items WHERE image_names && $1::text[]
         UNION ALL
         SELECT unnest(image_names), 'newsletter', id, subject, status, false
           FROM newsletters WHERE image_names && $1::text[]
       ) u WHERE n = ANY($1::text[])
       ORDER BY kind = 'newsletter', kind, title, id`,
      [names],
    )) as (MediaUseView & { name: string })[];
    for (const { name, ...use } of rows) out.set(name, [...(out.get(name) ?? []), use]);
    return out;
  }
}
