import { Inject, Injectable } from '@nestjs/common';
import {
  DataSource,
  IsNull,
  LessThanOrEqual,
  type EntityManager,
  type SelectQueryBuilder,
} from 'typeorm';
import {
  AdminList,
  type ListSource,
  type PageQuery,
  type PageWithAll,
} from '../platform/listing/admin-list';
import type { ListQueryDto } from '../platform/listing/list-query.dto';
import { escapeLike, paginate, type Page } from '../platform/listing/listing';
import { ContentItem, ContentRevision } from './content-item.entity';
import { CONTENT_KINDS, type ContentKind, type ContentKindName } from './content-kinds';
import type { ContentListQueryDto } from './dto/content.dto';

/**
 * Whether a row is on the site now: published, or scheduled and its time has come. Read at every
 * request, so a scheduled item appears at its time on every replica without a job or a restart.
 */
const LIVE_SQL = (a: string) =>
  `${a}.deleted_at IS NULL AND (${a}.status = 'published' OR (${a}.status = 'scheduled' AND ${a}.publish_at <= now()))`;

/**
 * The site's order of a kind over alias `a`: its group first where it has one (in the order the
 * declaration lists the group's options), then by date or by place.
 */
function siteOrder(kind: ContentKindName, a: string): [string, 'ASC' | 'DESC'][] {
  const k: ContentKind = CONTENT_KINDS[kind];
  const groupField = k.group ? k.fields[k.group] : undefined;
  // The options are the declaration's own words, never input: safe to write into the SQL.
  const options = groupField?.type === 'choice' ? Object.keys(groupField.options) : [];
  const group: [string, 'ASC'][] = options.length
    ? [[`array_position(ARRAY['${options.join("','")}'], ${a}.fields->>'${k.group}')`, 'ASC']]
    : [];
  if (k.order === 'date-desc') return [...group, [`${a}.dated`, 'DESC'], [`${a}.id`, 'DESC']];
  if (k.order === 'date-asc') return [...group, [`${a}.dated`, 'ASC'], [`${a}.id`, 'ASC']];
  return [...group, [`${a}.position`, 'ASC'], [`${a}.id`, 'ASC']];
}

/**
 * Items whose title or slug holds `search` as typed, or whose title, fields or body hold its
 * words (PostgreSQL full text, English stems: "screening" finds "screen"; quotes and "or" as a
 * search engine reads them).
 */
function whereSearched(qb: SelectQueryBuilder<ContentItem>, search: string | undefined) {
  const words = search?.trim();
  if (!words) return;
  qb.andWhere(
    `(c.title ILIKE :like OR c.slug ILIKE :like OR c.search @@ websearch_to_tsquery('english', :words))`,
    { like: `%${escapeLike(words)}%`, words },
  );
}

function whereStatus(qb: SelectQueryBuilder<ContentItem>, status: string): void {
  const due = `(c.status = 'scheduled' AND c.publish_at <= now())`;
  if (status === 'published') qb.andWhere(`(c.status = 'published' OR ${due})`);
  else if (status === 'scheduled') qb.andWhere(`c.status = 'scheduled' AND NOT ${due}`);
  else qb.andWhere('c.status = :status', { status });
}

const SORT_COLUMNS = {
  updated: ['c.updatedAt', 'DESC'],
  title: ['c.title', 'ASC'],
  date: ['c.dated', 'DESC'],
  position: ['c.position', 'ASC'],
} as const;

/** Staff's lists of items, the latest change first; the service makes each row its view. */
const CONTENT_LIST: ListSource<ContentItem, ContentItem> = {
  entity: ContentItem,
  alias: 'c',
  // The search is whereSearched's: the title and slug as typed, and the words anywhere.
  search: [],
  created: 'c.createdAt',
  order: { column: 'c.updatedAt', direction: 'DESC' },
  view: (c) => c,
};

/** Another item of the kind that has a slug now (`former` false) or had it (`former` true). */
export interface SlugHolder {
  id: number;
  former: boolean;
}

/**
 * The site's content items, their revisions and their former slugs. Methods that take an
 * EntityManager run inside the caller's transaction; the others read on their own.
 */
@Injectable()
export class ContentRepository {
  private readonly listing: AdminList<ContentItem, ContentItem>;
  private readonly queue: AdminList<ContentItem, ContentItem>;

  constructor(@Inject(DataSource) private readonly db: DataSource) {
    this.listing = new AdminList(db, CONTENT_LIST);
    this.queue = new AdminList(db, {
      ...CONTENT_LIST,
      order: { column: 'c.updatedAt', direction: 'ASC' },
    });
  }

  /**
   * A page of a kind's items, searched, filtered by status, sorted as asked; the trash (what
   * went in the last `trashDays` days) instead when `q.trash`.
   */
  kindPage(
    kind: ContentKindName,
    q: ContentListQueryDto,
    trashDays: number,
  ): Promise<PageWithAll<ContentItem>> {
    return this.listing.pageWithAll(
      q,
      (qb) => {
        qb.andWhere('c.kind = :kind', { kind });
        whereSearched(qb, q.search);
        if (q.trash === 'true') {
          qb.andWhere(`c.deleted_at > now() - make_interval(days => :days)`, { days: trashDays });
        } else qb.andWhere('c.deleted_at IS NULL');
        if (q.status) whereStatus(qb, q.status);
        if (q.sort) {
          const [column, direction] = SORT_COLUMNS[q.sort];
          qb.orderBy(column, direction, direction === 'DESC' ? 'NULLS LAST' : 'NULLS FIRST');
          qb.addOrderBy('c.id', 'DESC');
        }
      },
      true,
    );
  }

  /**
   * Every kind at once (not the trash): the items that match `search`, the best match first
   * (title words weigh most), else the latest change first.
   */
  searchPage(q: ListQueryDto): Promise<PageWithAll<ContentItem>> {
    return this.listing.pageWithAll(
      q,
      (qb) => {
        qb.andWhere('c.deleted_at IS NULL');
        whereSearched(qb, q.search);
        if (q.search?.trim()) {
          qb.orderBy(`ts_rank(c.search, websearch_to_tsquery('english', :words))`, 'DESC');
          qb.addOrderBy('c.updatedAt', 'DESC').addOrderBy('c.id', 'DESC');
        }
      },
      true,
    );
  }

  /**
   * The publishers' queue: drafts submitted for review and changes proposed to live items,
   * across kinds, the longest waiting first.
   */
  reviewPage(q: PageQuery): Promise<Page<ContentItem>> {
    return this.queue.page(q, (qb) =>
      qb.andWhere(`(c.status = 'in_review' OR c.proposal IS NOT NULL) AND c.deleted_at IS NULL`),
    );
  }

  /** The item of the kind, or null. */
  findItem(m: EntityManager, kind: ContentKindName, id: number): Promise<ContentItem | null> {
    return m.findOneBy(ContentItem, { id, kind });
  }

  /** The item of the kind, locked for update until the transaction ends, or null. */
  lockItem(m: EntityManager, kind: ContentKindName, id: number): Promise<ContentItem | null> {
    return m.findOne(ContentItem, {
      where: { id, kind },
      lock: { mode: 'pessimistic_write' },
    });
  }

  /** Any item by id, or null. */
  findById(id: number): Promise<ContentItem | null> {
    return this.db.getRepository(ContentItem).findOneBy({ id });
  }

  /** Inserts a new item; returns it as stored. */
  create(m: EntityManager, values: Partial<ContentItem>): Promise<ContentItem> {
    return m.save(m.create(ContentItem, values));
  }

  /** Writes the changed item; returns it as stored. */
  save(m: EntityManager, item: ContentItem): Promise<ContentItem> {
    return m.save(item);
  }

  /** Puts the item in the trash, now, by `username`. */
  async trash(m: EntityManager, id: number, username: string): Promise<void> {
    await m.update(ContentItem, { id }, { deletedAt: () => 'now()', deletedBy: username });
  }

  /** Deletes what has been in the trash longer than `days` (revisions go with it); how many. */
  async purgeTrashedBefore(days: number): Promise<number> {
    const [, count] = (await this.db.query(
      `DELETE FROM content_items WHERE deleted_at < now() - make_interval(days => $1)`,
      [days],
    )) as [unknown, number];
    return count;
  }

  async insertRevision(
    m: EntityManager,
    revision: Pick<ContentRevision, 'itemId' | 'version' | 'snapshot' | 'savedBy'>,
  ): Promise<void> {
    // The snapshot is JSON as it stands; TypeORM's deep-partial typing of jsonb cannot follow it.
    await m.insert(ContentRevision, { ...revision, snapshot: revision.snapshot as object });
  }

  /** A page of the item's revisions, newest first. */
  revisionsPage(itemId: number, page: number, pageSize: number): Promise<Page<ContentRevision>> {
    const qb = this.db
      .getRepository(ContentRevision)
      .createQueryBuilder('r')
      .where('r.item_id = :id', { id: itemId })
      .orderBy('r.version', 'DESC');
    return paginate(qb, page, pageSize);
  }

  /** The item's latest revision before `version`, or null. */
  revisionBefore(itemId: number, version: number): Promise<ContentRevision | null> {
    return this.db
      .getRepository(ContentRevision)
      .createQueryBuilder('r')
      .where('r.item_id = :id AND r.version < :version', { id: itemId, version })
      .orderBy('r.version', 'DESC')
      .getOne();
  }

  /** One revision of the item, or null. */
  findRevision(m: EntityManager, itemId: number, revisionId: number) {
    return m.findOneBy(ContentRevision, { id: revisionId, itemId });
  }

  /** The item's revisions up to `version` included: the number of the revision at `version`. */
  revisionNumber(m: EntityManager, itemId: number, version: number): Promise<number> {
    return m.getRepository(ContentRevision).countBy({ itemId, version: LessThanOrEqual(version) });
  }

  /** Another item of the kind (trash included) that has the slug, or had it; else null. */
  async slugHolder(
    m: EntityManager,
    kind: ContentKindName,
    slug: string,
    self: number | null,
  ): Promise<SlugHolder | null> {
    const [row] = (await m.query(
      `SELECT id, false AS former FROM content_items WHERE kind = $1 AND slug = $2 AND id <> $3
       UNION ALL
       SELECT item_id, true FROM content_former_slugs WHERE kind = $1 AND slug = $2 AND item_id <> $3
       LIMIT 1`,
      [kind, slug, self ?? 0],
    )) as SlugHolder[];
    return row ?? null;
  }

  /** Keeps the item's slug as a former one (leading to it), unless some item already keeps it. */
  async keepFormerSlug(m: EntityManager, item: ContentItem): Promise<void> {
    await m.query(
      `INSERT INTO content_former_slugs (kind, slug, item_id) VALUES ($1, $2, $3)
       ON CONFLICT (kind, slug) DO NOTHING`,
      [item.kind, item.slug, item.id],
    );
  }

  /** The slug is no longer a former one of the kind (an item takes it now). */
  async dropFormerSlug(m: EntityManager, kind: ContentKindName, slug: string): Promise<void> {
    await m.query(`DELETE FROM content_former_slugs WHERE kind = $1 AND slug = $2`, [kind, slug]);
  }

  /** The slugs of the kind, current or former, that are `base` or start with `base-`. */
  async slugsLike(m: EntityManager, kind: ContentKindName, base: string): Promise<string[]> {
    const rows = (await m.query(
      `SELECT slug FROM content_items WHERE kind = $1 AND (slug = $2 OR slug LIKE $2 || '-%')
       UNION
       SELECT slug FROM content_former_slugs WHERE kind = $1 AND (slug = $2 OR slug LIKE $2 || '-%')`,
      [kind, base],
    )) as { slug: string }[];
    return rows.map((r) => r.slug);
  }

  /** The position after the kind's last. */
  async nextPosition(m: EntityManager, kind: ContentKindName): Promise<number> {
    const [{ next }] = (await m.query(
      `SELECT COALESCE(max(position) + 1, 0)::int AS next FROM content_items WHERE kind = $1`,
      [kind],
    )) as { next: number }[];
    return next;
  }

  /** The id of the item that had the slug as a former one, or null. */
  async formerSlugHolder(kind: ContentKindName, slug: string): Promise<number | null> {
    const [former] = (await this.db.query(
      `SELECT item_id FROM content_former_slugs WHERE kind = $1 AND slug = $2`,
      [kind, slug],
    )) as { item_id: number }[];
    return former ? former.item_id : null;
  }

  /** Whether the item is at `version` and not in the trash (a preview link still fits it). */
  isAtVersion(id: number, version: number): Promise<boolean> {
    return this.db.getRepository(ContentItem).existsBy({ id, version, deletedAt: IsNull() });
  }

  /** The live items of a kind (and the previewed one), in the site's order. */
  liveItems(kind: ContentKindName, previewed: number | null = null): Promise<ContentItem[]> {
    return this.live(kind, previewed).getMany();
  }

  /** The live items of a kind, in the site's order, with only what an address needs. */
  liveAddresses(kind: ContentKindName) {
    return this.live(kind).select(['c.kind', 'c.slug', 'c.fields', 'c.updatedAt']).getMany();
  }

  /** The site's order of the live items of a kind (and the previewed one): ids and slugs. */
  liveOrder(
    kind: ContentKindName,
    previewed: number | null,
  ): Promise<Pick<ContentItem, 'id' | 'slug'>[]> {
    return this.live(kind, previewed).select(['c.id', 'c.slug']).getMany();
  }

  /** The kind's latest live items, newest as the site dates them first, at most `limit`. */
  latestLive(kind: ContentKindName, limit: number): Promise<ContentItem[]> {
    return (
      this.db
        .getRepository(ContentItem)
        .createQueryBuilder('c')
        .where('c.kind = :kind', { kind })
        .andWhere(LIVE_SQL('c'))
        // Newest first as the site dates them (its order), then the latest published.
        .orderBy('c.dated', 'DESC')
        .addOrderBy('c.publish_at', 'DESC')
        .addOrderBy('c.id', 'DESC')
        .limit(limit)
        .getMany()
    );
  }

  /** The live rows of a kind (and the previewed one), in the site's order. */
  private live(kind: ContentKindName, previewed: number | null = null) {
    const qb = this.db
      .getRepository(ContentItem)
      .createQueryBuilder('c')
      .where('c.kind = :kind', { kind })
      .andWhere(
        previewed === null
          ? LIVE_SQL('c')
          : `(${LIVE_SQL('c')} OR (c.id = :previewed AND c.deleted_at IS NULL))`,
        { previewed },
      );
    for (const [column, direction] of siteOrder(kind, 'c')) qb.addOrderBy(column, direction);
    return qb;
  }
}
