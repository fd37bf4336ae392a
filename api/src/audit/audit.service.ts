import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { Principal } from '../auth/auth.service';
import { applySearchAndRange, paginate } from '../common/listing/listing';
import type { ListQueryDto } from '../common/listing/list-query.dto';
import { AuditEntry } from './audit-entry.entity';
import { type AuditPage, toAuditEntryView } from './audit.views';

/** Records who did what to which record, from where. Pass `manager` to write inside a transaction. */
@Injectable()
export class AuditService {
  constructor(@Inject(DataSource) private readonly db: DataSource) {}

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
  async list(q: ListQueryDto): Promise<AuditPage> {
    const qb = this.db
      .getRepository(AuditEntry)
      .createQueryBuilder('e')
      .orderBy('e.created_at', 'DESC')
      .addOrderBy('e.id', 'DESC');
    applySearchAndRange(qb, {
      ...q,
      columns: ['e.username', 'e.action', 'e.target'],
      dateColumn: 'e.created_at',
    });
    const page = await paginate(qb, q.page, q.pageSize);
    return { ...page, data: page.data.map(toAuditEntryView) };
  }
}
