import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { Principal } from '../auth/auth.service';
import { AdminList } from '../common/listing/admin-list';
import type { ListQueryDto } from '../common/listing/list-query.dto';
import { AuditEntry } from './audit-entry.entity';
import { type AuditEntryView, type AuditPage, toAuditEntryView } from './audit.views';

/** Records who did what to which record, from where. Pass `manager` to write inside a transaction. */
@Injectable()
export class AuditService {
  private readonly listing: AdminList<AuditEntry, AuditEntryView>;

  constructor(@Inject(DataSource) private readonly db: DataSource) {
    this.listing = new AdminList(db, {
      entity: AuditEntry,
      alias: 'e',
      search: ['e.username', 'e.action', 'e.target'],
      created: 'e.created_at',
      view: toAuditEntryView,
    });
  }

  async record(
    p: Principal,
    action: string,
    target: string | number | null,
    ip: string | undefined,
    manager?: EntityManager,
  ): Promise<void> {
    await (manager ?? this.db.manager).insert(AuditEntry, {
      userId: p.userId,
      username: p.username,
      action,
      target: target === null ? null : String(target).slice(0, 200),
      ip: ip?.slice(0, 64) ?? null,
    });
  }

  /** The log, newest first; search on username, action and target (pg_trgm indexes). */
  list(q: ListQueryDto): Promise<AuditPage> {
    return this.listing.page(q);
  }
}
