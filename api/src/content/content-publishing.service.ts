import { HttpException, Inject, Injectable } from '@nestjs/common';
import { Cron } from '@nestjs/schedule';
import { Permission } from '../platform/access/permissions';
import { httpErrorMessage } from '../platform/errors/http-error.filter';
import type { Principal } from '../platform/access/principal';
import { TIME_ZONE } from '../platform/dates/ist';
import type { PageQuery } from '../platform/listing/admin-list';
import type { Page } from '../platform/listing/listing';
import type { ContentItem } from './content-item.entity';
import type { ContentBulkDto, ContentBulkResultView, ContentItemView } from './dto/content.dto';
import { CONTENT_KINDS, type ContentKindName } from './content-kinds';
import { conflict, ContentStore, invalid } from './content-store';
import { CONTENT as C, statusNow, toContentView } from './content.kind';
import { ContentRepository } from './content.repository';
import { holds, requireOwnOr } from '../platform/access/record-access';

const SYSTEM = { userId: null, username: 'system' };

/** Its author's, and never on the site (a draft, or waiting for review): theirs to throw away. */
const BULK_DONE: Record<ContentBulkDto['action'], string> = {
  publish: 'published',
  unpublish: 'taken off the site',
  trash: 'moved to the trash',
};

const count = (n: number) => `${n} ${n === 1 ? 'item' : 'items'}`;

function clearReviewNote(item: ContentItem): void {
  item.reviewNote = null;
  item.reviewNoteBy = null;
  item.reviewNoteAt = null;
}

/**
 * The states of the site's content: an editor submits a draft for review; a publisher
 * (content:publish) publishes now or at a time (a scheduled item is live once its time has come,
 * on every replica, with no job), sends a draft back with a note, unpublishes, and empties the
 * trash (kept CONTENT_TRASH_DAYS, purged daily). An editor may trash only their own draft that
 * was never published.
 */
@Injectable()
export class ContentPublishing {
  constructor(
    @Inject(ContentStore) private readonly store: ContentStore,
    @Inject(ContentRepository) private readonly items: ContentRepository,
  ) {}

  /** Publish now, or schedule for `at` (a time to come). */
  publish(
    kind: ContentKindName,
    id: number,
    version: number,
    at: string | undefined,
    p: Principal,
    ip: string,
  ) {
    return this.store.db.transaction(async (m) => {
      const item = await this.store.current(m, kind, id, version, p);
      const when = at ? new Date(at) : null;
      if (when && when.getTime() <= Date.now()) throw invalid({ at: C.messages.inPast });
      if (!when && statusNow(item) === 'published') throw conflict(C.messages.alreadyLive);
      item.status = when ? 'scheduled' : 'published';
      item.publishAt = when ?? new Date();
      clearReviewNote(item);
      const saved = await this.store.bump(m, item, p);
      await this.store.record(m, p, when ? 'content.schedule' : 'content.publish', saved, ip);
      return toContentView(saved);
    });
  }

  /** Takes it off the site (or cancels its schedule): a draft again. */
  unpublish(kind: ContentKindName, id: number, version: number, p: Principal, ip: string) {
    return this.store.db.transaction(async (m) => {
      const item = await this.store.current(m, kind, id, version, p);
      if (item.status !== 'published' && item.status !== 'scheduled') {
        throw conflict(C.messages.notLive);
      }
      item.status = 'draft';
      const saved = await this.store.bump(m, item, p);
      await this.store.record(m, p, 'content.unpublish', saved, ip);
      return toContentView(saved);
    });
  }

  /** An editor asks a publisher to publish their draft: it waits in the publishers' queue. */
  submit(kind: ContentKindName, id: number, version: number, p: Principal, ip: string) {
    return this.store.db.transaction(async (m) => {
      const item = await this.store.current(m, kind, id, version, p);
      if (item.status === 'in_review') throw conflict(C.messages.alreadyInReview);
      if (item.status !== 'draft') throw conflict(C.messages.onlyDraftsToReview);
      item.status = 'in_review';
      const saved = await this.store.bump(m, item, p);
      await this.store.record(m, p, 'content.submit', saved, ip);
      return toContentView(saved);
    });
  }

  /** A publisher sends a submitted draft back to its editor with what should change. */
  sendBack(
    kind: ContentKindName,
    id: number,
    version: number,
    note: string,
    p: Principal,
    ip: string,
  ) {
    return this.store.db.transaction(async (m) => {
      const item = await this.store.current(m, kind, id, version, p);
      if (item.status !== 'in_review') throw conflict(C.messages.notInReview);
      item.status = 'draft';
      item.reviewNote = note;
      item.reviewNoteBy = p.username;
      item.reviewNoteAt = new Date();
      const saved = await this.store.bump(m, item, p);
      await this.store.record(m, p, 'content.send-back', saved, ip);
      return toContentView(saved);
    });
  }

  /**
   * Into the trash: off the site at once, restorable for the trash's days. A publisher's, or an
   * editor's own draft that was never on the site.
   */
  async trash(
    kind: ContentKindName,
    id: number,
    p: Principal,
    ip: string,
    /** When given, only that version goes (the one a list showed). */
    version?: number,
  ): Promise<string> {
    return this.store.db.transaction(async (m) => {
      const item =
        version === undefined
          ? await this.store.locked(m, kind, id)
          : await this.store.current(m, kind, id, version, p);
      if (item.deletedAt) throw conflict(C.messages.inTrash);
      // An editor's own draft that was never on the site is theirs to delete.
      requireOwnOr(
        p,
        item.publishAt === null ? item.author : null,
        holds(p, Permission.ContentPublish),
        C.messages.trashNeedsPublisher,
      );
      await this.items.trash(m, id, p.username);
      await this.store.record(m, p, 'content.trash', item, ip);
      return C.messages.trashed(CONTENT_KINDS[kind].noun);
    });
  }

  /**
   * One action on each selected item, each in its own transaction on the version the list
   * showed: an item that changed since, or that the action does not fit, stays as it is and is
   * reported with the reason a single action would give.
   */
  async bulk(kind: ContentKindName, dto: ContentBulkDto, p: Principal, ip: string) {
    const done: number[] = [];
    const failed: ContentBulkResultView['failed'] = [];
    for (const { id, version } of dto.items) {
      try {
        if (dto.action === 'publish') await this.publish(kind, id, version, undefined, p, ip);
        else if (dto.action === 'unpublish') await this.unpublish(kind, id, version, p, ip);
        else await this.trash(kind, id, p, ip, version);
        done.push(id);
      } catch (e) {
        if (!(e instanceof HttpException)) throw e;
        const row = await this.items.findItem(this.store.db.manager, kind, id);
        failed.push({ id, title: row?.title ?? null, message: httpErrorMessage(e) });
      }
    }
    const message = `${count(done.length)} ${BULK_DONE[dto.action]}.${
      failed.length
        ? ` ${count(failed.length)} left as ${failed.length === 1 ? 'it was' : 'they were'}.`
        : ''
    }`;
    return { message, done, failed } satisfies ContentBulkResultView;
  }

  /**
   * The publishers' queue: drafts editors submitted and changes proposed to live items, across
   * kinds, the longest waiting first.
   */
  async reviewQueue(q: PageQuery): Promise<Page<ContentItemView>> {
    const page = await this.items.reviewPage(q);
    return { ...page, data: page.data.map(toContentView) };
  }

  restoreFromTrash(kind: ContentKindName, id: number, p: Principal, ip: string) {
    return this.store.db.transaction(async (m) => {
      const item = await this.store.locked(m, kind, id);
      if (!item.deletedAt) throw conflict(C.messages.notInTrash);
      if (item.deletedAt.getTime() < Date.now() - C.trashDays * 86_400_000) {
        throw conflict(C.messages.trashExpired);
      }
      await this.store.slugFree(m, kind, item.slug, id);
      item.deletedAt = null;
      item.deletedBy = null;
      const saved = await this.store.bump(m, item, p);
      await this.store.record(m, p, 'content.restore', saved, ip);
      return toContentView(saved);
    });
  }

  /**
   * Empties the trash of what has been in it longer than its days (daily; a DELETE that any
   * replica may run twice). Their revisions go with them.
   */
  @Cron('0 45 3 * * *', { name: 'content-trash-purge', timeZone: TIME_ZONE })
  async purgeTrash(): Promise<number> {
    const count = await this.items.purgeTrashedBefore(C.trashDays);
    if (count > 0) {
      await this.store.audit.recordFor(SYSTEM, 'content.purge', { count }, undefined);
    }
    return count;
  }
}
