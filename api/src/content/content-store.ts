import {
  BadRequestException,
  ConflictException,
  Inject,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { AuditService } from '../audit/audit.service';
import type { AuditAction } from '../audit/audit-actions';
import type { ContentDetails } from '../audit/audit-details';
import { Permission } from '../platform/access/permissions';
import type { Principal } from '../platform/access/principal';
import { istClock } from '../platform/dates/ist';
import { WEBHOOK_OUTBOX, type WebhookOutbox } from '../platform/outbox/webhook-events';
import type { ContentItem, ContentSnapshot } from './content-item.entity';
import type { ContentKindName } from './content-kinds';
import { CONTENT as C, statusNow } from './content.kind';
import { ContentRepository } from './content.repository';
import { requirePermission } from '../platform/access/record-access';

/** What a revision or a proposal keeps of an item: its content, not its state. */
function snapshotOf(item: ContentSnapshot): ContentSnapshot {
  return {
    title: item.title,
    slug: item.slug,
    dated: item.dated,
    position: item.position,
    fields: item.fields,
    body: item.body,
    seoDescription: item.seoDescription,
    socialImage: item.socialImage,
  };
}

export const conflict = (message: string, details?: Record<string, string>) =>
  new ConflictException(details ? { message, details } : message);
export const invalid = (details: Record<string, string>) =>
  new BadRequestException({ message: Object.values(details)[0], details });

/** The audited actions on one content item (the purge of the trash is on many). */
type ContentAuditAction = Exclude<Extract<AuditAction, `content.${string}`>, 'content.purge'>;

/** The webhook event an audited action raises: on the site (now or at its time), or off it. */
const CONTENT_EVENTS: Partial<
  Record<ContentAuditAction, 'content.published' | 'content.unpublished'>
> = {
  'content.publish': 'content.published',
  'content.schedule': 'content.published',
  'content.proposal-publish': 'content.published',
  'content.unpublish': 'content.unpublished',
};

/**
 * The row operations the editing and the publishing of content share, each inside the caller's
 * transaction: finding and locking an item, the version and live checks, saving the next
 * version, revisions, slugs and the audit entry.
 */
@Injectable()
export class ContentStore {
  constructor(
    @Inject(DataSource) readonly db: DataSource,
    @Inject(ContentRepository) private readonly items: ContentRepository,
    @Inject(AuditService) readonly audit: AuditService,
    @Inject(WEBHOOK_OUTBOX) private readonly webhooks: WebhookOutbox,
  ) {}

  async find(m: EntityManager, kind: ContentKindName, id: number): Promise<ContentItem> {
    const item = await this.items.findItem(m, kind, id);
    if (!item) throw new NotFoundException(C.messages.notFound(kind));
    return item;
  }

  async locked(m: EntityManager, kind: ContentKindName, id: number) {
    const item = await this.items.lockItem(m, kind, id);
    if (!item) throw new NotFoundException(C.messages.notFound(kind));
    return item;
  }

  /**
   * The item, locked, when `version` is its current one and it is not in the trash. Refused
   * with who changed it and when: `p` themself, in another tab or window, says so.
   */
  async current(
    m: EntityManager,
    kind: ContentKindName,
    id: number,
    version: number,
    p: Principal,
  ) {
    const item = await this.locked(m, kind, id);
    if (item.deletedAt) throw conflict(C.messages.inTrash);
    if (item.version !== version) {
      const at = istClock(item.updatedAt);
      throw conflict(
        item.updatedBy === p.username
          ? C.messages.changedByYou(at)
          : C.messages.changedBy(item.updatedBy, at),
      );
    }
    return item;
  }

  /** As `current`, and an editor may change it only while it is not live. */
  async editable(
    m: EntityManager,
    kind: ContentKindName,
    id: number,
    version: number,
    p: Principal,
  ) {
    const item = await this.current(m, kind, id, version, p);
    const live = ['published', 'scheduled'].includes(statusNow(item));
    if (live) requirePermission(p, Permission.ContentPublish, C.messages.liveNeedsPublisher);
    return item;
  }

  /** Saves the changed item as its next version, stamped with who and when. */
  async bump(m: EntityManager, item: ContentItem, p: Principal): Promise<ContentItem> {
    item.version += 1;
    item.updatedBy = p.username;
    item.updatedAt = new Date();
    return this.items.save(m, item);
  }

  async saveRevision(m: EntityManager, item: ContentItem, p: Principal) {
    await this.items.insertRevision(m, {
      itemId: item.id,
      version: item.version,
      snapshot: snapshotOf(item),
      savedBy: p.username,
    });
  }

  /** The item's content becomes `snapshot` (a revision's, a proposal's), its slug moved too. */
  async applySnapshot(m: EntityManager, item: ContentItem, snapshot: ContentSnapshot) {
    const { slug, ...content } = snapshot;
    await this.moveSlug(m, item, slug);
    Object.assign(item, content);
  }

  /**
   * Refused with a field message when another item of the kind (trash included) has the slug,
   * or had it: a former slug keeps leading to the item that left it.
   */
  async slugFree(m: EntityManager, kind: ContentKindName, slug: string, self: number | null) {
    const row = await this.items.slugHolder(m, kind, slug, self);
    if (!row) return;
    const message = row.former ? C.messages.slugFormerlyTaken(kind) : C.messages.slugTaken(kind);
    throw conflict(message, { slug: message });
  }

  /**
   * The item's slug becomes `slug`. A live or once-published item keeps the one it leaves as a
   * former slug (its old links lead to it); a slug it takes back is current again.
   */
  async moveSlug(m: EntityManager, item: ContentItem, slug: string) {
    if (slug === item.slug) return;
    await this.slugFree(m, item.kind, slug, item.id);
    if (item.publishAt !== null) await this.items.keepFormerSlug(m, item);
    await this.items.dropFormerSlug(m, item.kind, slug);
    item.slug = slug;
  }

  /** The slug made from a title, numbered (-2, -3…) when another item has or had it. */
  async freeSlug(m: EntityManager, kind: ContentKindName, base: string): Promise<string> {
    const taken = new Set(await this.items.slugsLike(m, kind, base));
    if (!taken.has(base)) return base;
    let n = 2;
    while (taken.has(`${base}-${n}`)) n += 1;
    return `${base.slice(0, 75)}-${n}`;
  }

  nextPosition(m: EntityManager, kind: ContentKindName): Promise<number> {
    return this.items.nextPosition(m, kind);
  }

  /** An action on one item: its noun, id and title, and what the action adds (a revision). */
  async record(
    m: EntityManager,
    p: Principal,
    action: ContentAuditAction,
    item: ContentItem,
    ip: string,
    more: Pick<ContentDetails, 'revision' | 'by'> = {},
  ) {
    await this.audit.record(p, action, { ...C.auditDetails(item), ...more }, ip, m);
    const type = CONTENT_EVENTS[action];
    if (type)
      await this.webhooks.record(m, [
        {
          type,
          data: {
            kind: item.kind,
            id: item.id,
            slug: item.slug,
            live_at: type === 'content.published' ? (item.publishAt?.toISOString() ?? null) : null,
          },
        },
      ]);
  }
}
