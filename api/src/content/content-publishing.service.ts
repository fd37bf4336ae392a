import { Inject, Injectable } from '@nestjs/common';
import { Cron } from '@nestjs/schedule';
import type { Principal } from '../platform/access/principal';
import { TIME_ZONE } from '../platform/dates/ist';
import { ContentItem } from './content-item.entity';
import { CONTENT_KINDS, type ContentKindName } from './content-kinds';
import { conflict, ContentStore, invalid } from './content-store';
import { CONTENT as C, toContentView } from './content.kind';

const SYSTEM = { userId: null, username: 'system' };

/**
 * The states of the site's content, each a publisher's (content:publish): publish now or at a
 * time (a scheduled item is live once its time has come, on every replica, with no job),
 * unpublish, the trash kept CONTENT_TRASH_DAYS and its daily purge.
 */
@Injectable()
export class ContentPublishing {
  constructor(@Inject(ContentStore) private readonly store: ContentStore) {}

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
      item.status = when ? 'scheduled' : 'published';
      item.publishAt = when ?? new Date();
      const saved = await this.store.bump(m, item, p);
      await this.store.record(m, p, when ? 'content.schedule' : 'content.publish', saved, ip);
      return toContentView(saved);
    });
  }

  /** Takes it off the site (or cancels its schedule): a draft again. */
  unpublish(kind: ContentKindName, id: number, version: number, p: Principal, ip: string) {
    return this.store.db.transaction(async (m) => {
      const item = await this.store.current(m, kind, id, version, p);
      if (item.status === 'draft') throw conflict(C.messages.notLive);
      item.status = 'draft';
      const saved = await this.store.bump(m, item, p);
      await this.store.record(m, p, 'content.unpublish', saved, ip);
      return toContentView(saved);
    });
  }

  /** Into the trash: off the site at once, restorable for the trash's days. */
  async trash(kind: ContentKindName, id: number, p: Principal, ip: string): Promise<string> {
    return this.store.db.transaction(async (m) => {
      const item = await this.store.locked(m, kind, id);
      if (item.deletedAt) throw conflict(C.messages.inTrash);
      await m.update(ContentItem, { id }, { deletedAt: () => 'now()', deletedBy: p.username });
      await this.store.record(m, p, 'content.trash', item, ip);
      return C.messages.trashed(CONTENT_KINDS[kind].noun);
    });
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
    const [, count] = (await this.store.db.query(
      `DELETE FROM content_items WHERE deleted_at < now() - make_interval(days => $1)`,
      [C.trashDays],
    )) as [unknown, number];
    if (count > 0) {
      await this.store.audit.recordFor(
        SYSTEM,
        'content.purge',
        `${count} item(s) from the trash`,
        undefined,
      );
    }
    return count;
  }
}
