import {
  BadRequestException,
  ConflictException,
  ForbiddenException,
  Inject,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import { Cron } from '@nestjs/schedule';
import { DataSource, type EntityManager, type SelectQueryBuilder } from 'typeorm';
import { AuditService } from '../audit/audit.service';
import { APP_CONFIG, type AppConfig } from '../platform/config/app-config';
import type { AuditAction } from '../audit/audit-actions';
import { Permission } from '../platform/access/permissions';
import type { Principal } from '../platform/access/principal';
import { istClock, TIME_ZONE } from '../platform/dates/ist';
import { AdminList } from '../platform/listing/admin-list';
import { paginate } from '../platform/listing/listing';
import { checkContent } from './content-fields';
import { ContentItem, ContentRevision, type ContentSnapshot } from './content-item.entity';
import { CONTENT_KINDS, slugOf, type ContentKindName } from './content-kinds';
import { ContentPreviews, PREVIEW_HOURS } from './content-previews';
import { CONTENT as C, statusNow, toContentView, urlOf } from './content.kind';
import type {
  ContentItemView,
  ContentListQueryDto,
  ContentListResponse,
  ContentRevisionListResponse,
  CreateContentDto,
  UpdateContentDto,
} from './dto/content.dto';

const conflict = (message: string, details?: Record<string, string>) =>
  new ConflictException(details ? { message, details } : message);
const invalid = (details: Record<string, string>) =>
  new BadRequestException({ message: Object.values(details)[0], details });

const SYSTEM = { userId: null, username: 'system' };

const SORT_COLUMNS = {
  updated: ['c.updatedAt', 'DESC'],
  title: ['c.title', 'ASC'],
  date: ['c.dated', 'DESC'],
  position: ['c.position', 'ASC'],
} as const;

/**
 * Staff's work on the site's content: drafts with optimistic versions, publish now or at a time,
 * unpublish, a revision for every save (restorable), and a trash kept CONTENT_TRASH_DAYS.
 * Editors change what is not live; a change to live content, and every change of state, is a
 * publisher's. Every change is audited in the same transaction.
 */
@Injectable()
export class ContentService {
  private readonly listing: AdminList<ContentItem, ContentItemView>;
  private readonly previews: ContentPreviews;

  constructor(
    @Inject(DataSource) private readonly db: DataSource,
    @Inject(AuditService) private readonly audit: AuditService,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.listing = new AdminList(db, C.list);
    this.previews = new ContentPreviews(config.keys.links);
  }

  list(kind: ContentKindName, q: ContentListQueryDto): Promise<ContentListResponse> {
    return this.listing.pageWithAll(
      q,
      (qb) => {
        qb.andWhere('c.kind = :kind', { kind });
        if (q.trash === 'true') {
          qb.andWhere(`c.deleted_at > now() - make_interval(days => :days)`, { days: C.trashDays });
        } else qb.andWhere('c.deleted_at IS NULL');
        if (q.status) this.whereStatus(qb, q.status);
        if (q.sort) {
          const [column, direction] = SORT_COLUMNS[q.sort];
          qb.orderBy(column, direction, direction === 'DESC' ? 'NULLS LAST' : 'NULLS FIRST');
          qb.addOrderBy('c.id', 'DESC');
        }
      },
      true,
    );
  }

  async get(kind: ContentKindName, id: number): Promise<ContentItemView> {
    return toContentView(await this.find(this.db.manager, kind, id));
  }

  /** A signed link to the item's public page that shows it as it is now, for PREVIEW_HOURS. */
  async preview(kind: ContentKindName, id: number) {
    const item = await this.find(this.db.manager, kind, id);
    if (item.deletedAt) throw conflict(C.messages.inTrash);
    const expires = new Date(Date.now() + PREVIEW_HOURS * 3_600_000);
    const token = this.previews.sign(item.id, expires);
    const [path, anchor] = urlOf(kind, item.slug).split('#');
    const url = `${path}?preview=${token}${anchor ? `#${anchor}` : ''}`;
    return { url, expires_at: expires.toISOString() };
  }

  create(kind: ContentKindName, dto: CreateContentDto, p: Principal, ip: string) {
    return this.db.transaction(async (m) => {
      const checked = this.checked(kind, dto);
      const slug = dto.slug ?? (await this.freeSlug(m, kind, slugOf(dto.title)));
      await this.slugFree(m, kind, slug, null);
      const position = dto.position ?? (await this.nextPosition(m, kind));
      const item = await m.save(
        m.create(ContentItem, {
          kind,
          slug,
          title: dto.title,
          dated: checked.dated,
          position,
          fields: checked.fields,
          body: checked.body,
          seoDescription: dto.seo_description || null,
          socialImage: dto.social_image || null,
          author: p.username,
          updatedBy: p.username,
        }),
      );
      await this.saveRevision(m, item, p);
      await this.record(m, p, 'content.create', item, ip);
      return toContentView(item);
    });
  }

  /** The item as edited, refused when made on an older version or when it is live for an editor. */
  update(kind: ContentKindName, id: number, dto: UpdateContentDto, p: Principal, ip: string) {
    return this.db.transaction(async (m) => {
      const item = await this.editable(m, kind, id, dto.version, p);
      const checked = this.checked(kind, dto);
      const slug = dto.slug ?? item.slug;
      if (slug !== item.slug) await this.slugFree(m, kind, slug, id);
      Object.assign(item, {
        slug,
        title: dto.title,
        dated: checked.dated,
        position: dto.position ?? item.position,
        fields: checked.fields,
        body: checked.body,
        seoDescription: dto.seo_description || null,
        socialImage: dto.social_image || null,
      });
      const saved = await this.bump(m, item, p);
      await this.saveRevision(m, saved, p);
      await this.record(m, p, 'content.update', saved, ip);
      return toContentView(saved);
    });
  }

  /** Publish now, or schedule for `at` (a time to come). */
  publish(
    kind: ContentKindName,
    id: number,
    version: number,
    at: string | undefined,
    p: Principal,
    ip: string,
  ) {
    return this.db.transaction(async (m) => {
      const item = await this.current(m, kind, id, version);
      const when = at ? new Date(at) : null;
      if (when && when.getTime() <= Date.now()) throw invalid({ at: C.messages.inPast });
      item.status = when ? 'scheduled' : 'published';
      item.publishAt = when ?? new Date();
      const saved = await this.bump(m, item, p);
      await this.record(m, p, when ? 'content.schedule' : 'content.publish', saved, ip);
      return toContentView(saved);
    });
  }

  /** Takes it off the site (or cancels its schedule): a draft again. */
  unpublish(kind: ContentKindName, id: number, version: number, p: Principal, ip: string) {
    return this.db.transaction(async (m) => {
      const item = await this.current(m, kind, id, version);
      if (item.status === 'draft') throw conflict(C.messages.notLive);
      item.status = 'draft';
      const saved = await this.bump(m, item, p);
      await this.record(m, p, 'content.unpublish', saved, ip);
      return toContentView(saved);
    });
  }

  /** Into the trash: off the site at once, restorable for the trash's days. */
  async trash(kind: ContentKindName, id: number, p: Principal, ip: string): Promise<string> {
    return this.db.transaction(async (m) => {
      const item = await this.locked(m, kind, id);
      if (item.deletedAt) throw conflict(C.messages.inTrash);
      await m.update(ContentItem, { id }, { deletedAt: () => 'now()', deletedBy: p.username });
      await this.record(m, p, 'content.trash', item, ip);
      return C.messages.trashed(CONTENT_KINDS[kind].noun);
    });
  }

  restoreFromTrash(kind: ContentKindName, id: number, p: Principal, ip: string) {
    return this.db.transaction(async (m) => {
      const item = await this.locked(m, kind, id);
      if (!item.deletedAt) throw conflict(C.messages.notInTrash);
      if (item.deletedAt.getTime() < Date.now() - C.trashDays * 86_400_000) {
        throw conflict(C.messages.trashExpired);
      }
      await this.slugFree(m, kind, item.slug, id);
      item.deletedAt = null;
      item.deletedBy = null;
      const saved = await this.bump(m, item, p);
      await this.record(m, p, 'content.restore', saved, ip);
      return toContentView(saved);
    });
  }

  async revisions(kind: ContentKindName, id: number, page: number, pageSize: number) {
    await this.find(this.db.manager, kind, id);
    const qb = this.db
      .getRepository(ContentRevision)
      .createQueryBuilder('r')
      .where('r.item_id = :id', { id })
      .orderBy('r.version', 'DESC');
    const result = await paginate(qb, page, pageSize);
    return {
      ...result,
      data: result.data.map((r) => ({
        id: r.id,
        version: r.version,
        title: r.snapshot.title,
        saved_by: r.savedBy,
        saved_at: r.savedAt.toISOString(),
      })),
    } satisfies ContentRevisionListResponse;
  }

  /** The content of an earlier revision becomes the item's next version (its status stays). */
  revert(
    kind: ContentKindName,
    id: number,
    revisionId: number,
    version: number,
    p: Principal,
    ip: string,
  ) {
    return this.db.transaction(async (m) => {
      const item = await this.editable(m, kind, id, version, p);
      const revision = await m.findOneBy(ContentRevision, { id: revisionId, itemId: id });
      if (!revision) throw new NotFoundException(C.messages.noRevision);
      const snapshot = revision.snapshot;
      if (snapshot.slug !== item.slug) await this.slugFree(m, kind, snapshot.slug, id);
      Object.assign(item, snapshot);
      const saved = await this.bump(m, item, p);
      await this.saveRevision(m, saved, p);
      await this.record(m, p, 'content.revert', saved, ip, ` to version ${revision.version}`);
      return toContentView(saved);
    });
  }

  /**
   * Empties the trash of what has been in it longer than its days (daily; a DELETE that any
   * replica may run twice). Their revisions go with them.
   */
  @Cron('0 45 3 * * *', { name: 'content-trash-purge', timeZone: TIME_ZONE })
  async purgeTrash(): Promise<number> {
    const [, count] = (await this.db.query(
      `DELETE FROM content_items WHERE deleted_at < now() - make_interval(days => $1)`,
      [C.trashDays],
    )) as [unknown, number];
    if (count > 0) {
      await this.audit.recordFor(
        SYSTEM,
        'content.purge',
        `${count} item(s) from the trash`,
        undefined,
      );
    }
    return count;
  }

  private whereStatus(qb: SelectQueryBuilder<ContentItem>, status: string): void {
    const due = `(c.status = 'scheduled' AND c.publish_at <= now())`;
    if (status === 'published') qb.andWhere(`(c.status = 'published' OR ${due})`);
    else if (status === 'scheduled') qb.andWhere(`c.status = 'scheduled' AND NOT ${due}`);
    else qb.andWhere('c.status = :status', { status });
  }

  private checked(kind: ContentKindName, dto: CreateContentDto) {
    const result = checkContent(kind, { fields: dto.fields, date: dto.date, body: dto.body });
    if ('problems' in result) throw invalid(result.problems);
    return result.ok;
  }

  private async find(m: EntityManager, kind: ContentKindName, id: number): Promise<ContentItem> {
    const item = await m.findOneBy(ContentItem, { id, kind });
    if (!item) throw new NotFoundException(C.messages.notFound(kind));
    return item;
  }

  private async locked(m: EntityManager, kind: ContentKindName, id: number) {
    const item = await m.findOne(ContentItem, {
      where: { id, kind },
      lock: { mode: 'pessimistic_write' },
    });
    if (!item) throw new NotFoundException(C.messages.notFound(kind));
    return item;
  }

  /** The item, locked, when `version` is its current one and it is not in the trash. */
  private async current(m: EntityManager, kind: ContentKindName, id: number, version: number) {
    const item = await this.locked(m, kind, id);
    if (item.deletedAt) throw conflict(C.messages.inTrash);
    if (item.version !== version) {
      throw conflict(C.messages.changedBy(item.updatedBy, istClock(item.updatedAt)));
    }
    return item;
  }

  /** As `current`, and an editor may change it only while it is not live. */
  private async editable(
    m: EntityManager,
    kind: ContentKindName,
    id: number,
    version: number,
    p: Principal,
  ) {
    const item = await this.current(m, kind, id, version);
    const live = ['published', 'scheduled'].includes(statusNow(item));
    if (live && !p.permissions.includes(Permission.ContentPublish)) {
      throw new ForbiddenException(C.messages.liveNeedsPublisher);
    }
    return item;
  }

  /** Saves the changed item as its next version, stamped with who and when. */
  private async bump(m: EntityManager, item: ContentItem, p: Principal): Promise<ContentItem> {
    item.version += 1;
    item.updatedBy = p.username;
    item.updatedAt = new Date();
    return m.save(item);
  }

  private async saveRevision(m: EntityManager, item: ContentItem, p: Principal) {
    const snapshot: ContentSnapshot = {
      title: item.title,
      slug: item.slug,
      dated: item.dated,
      position: item.position,
      fields: item.fields,
      body: item.body,
      seoDescription: item.seoDescription,
      socialImage: item.socialImage,
    };
    // The snapshot is JSON as it stands; TypeORM's deep-partial typing of jsonb cannot follow it.
    await m.insert(ContentRevision, {
      itemId: item.id,
      version: item.version,
      snapshot: snapshot as object,
      savedBy: p.username,
    });
  }

  /** Refused with a field message when another item of the kind (trash included) has the slug. */
  private async slugFree(
    m: EntityManager,
    kind: ContentKindName,
    slug: string,
    self: number | null,
  ) {
    const [row] = (await m.query(
      `SELECT id FROM content_items WHERE kind = $1 AND slug = $2 AND id <> $3 LIMIT 1`,
      [kind, slug, self ?? 0],
    )) as { id: number }[];
    if (row) throw conflict(C.messages.slugTaken(kind), { slug: C.messages.slugTaken(kind) });
  }

  /** The slug made from a title, numbered (-2, -3…) when another item has it. */
  private async freeSlug(m: EntityManager, kind: ContentKindName, base: string): Promise<string> {
    const rows = (await m.query(
      `SELECT slug FROM content_items WHERE kind = $1 AND (slug = $2 OR slug LIKE $2 || '-%')`,
      [kind, base],
    )) as { slug: string }[];
    const taken = new Set(rows.map((r) => r.slug));
    if (!taken.has(base)) return base;
    let n = 2;
    while (taken.has(`${base}-${n}`)) n += 1;
    return `${base.slice(0, 75)}-${n}`;
  }

  private async nextPosition(m: EntityManager, kind: ContentKindName): Promise<number> {
    const [{ next }] = (await m.query(
      `SELECT COALESCE(max(position) + 1, 0)::int AS next FROM content_items WHERE kind = $1`,
      [kind],
    )) as { next: number }[];
    return next;
  }

  private record(
    m: EntityManager,
    p: Principal,
    action: AuditAction,
    item: ContentItem,
    ip: string,
    detail = '',
  ) {
    return this.audit.record(p, action, `${C.auditTarget(item)}${detail}`, ip, m);
  }
}
