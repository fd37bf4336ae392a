import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { AdminList } from '../platform/listing/admin-list';
import type { Page } from '../platform/listing/listing';
import { AuditEntry } from './audit-entry.entity';
import type { AuditListQueryDto } from './audit-list-query.dto';
import type { RecordKind } from './audit-sentences';
import { type AuditRow, toAuditRow } from './audit.views';

/** Each kind's key and name columns, from its table. */
const RECORDS: Record<RecordKind, string> = {
  session: 'SELECT id::text AS key, title AS name FROM sessions',
  job: 'SELECT id::text AS key, title AS name FROM jobs',
  newsletter: 'SELECT id::text AS key, subject AS name FROM newsletters',
  content: 'SELECT id::text AS key, title AS name FROM content_items',
  contact: 'SELECT id::text AS key, NULL AS name FROM contacts',
  registration: 'SELECT id::text AS key, NULL AS name FROM registrations',
  application: 'SELECT id::text AS key, NULL AS name FROM applications',
  user: 'SELECT username AS key, username AS name FROM users',
  mail: 'SELECT id::text AS key, subject AS name FROM outbox_mails',
};

const KEY_COLUMN: Record<RecordKind, string> = {
  session: 'id::text',
  job: 'id::text',
  newsletter: 'id::text',
  content: 'id::text',
  contact: 'id::text',
  registration: 'id::text',
  application: 'id::text',
  user: 'username',
  mail: 'id::text',
};

/** An entry as AuditService records it (the id and the time are the database's). */
export type NewAuditEntry = Omit<AuditEntry, 'id' | 'createdAt'>;

/** The audit log's SQL: its entries, and the records a page of them names. */
@Injectable()
export class AuditRepository {
  private readonly listing: AdminList<AuditEntry, AuditRow>;

  constructor(@Inject(DataSource) private readonly db: DataSource) {
    this.listing = new AdminList(db, {
      entity: AuditEntry,
      alias: 'e',
      search: ['e.username', 'e.action', 'e.target'],
      created: 'e.created_at',
      view: toAuditRow,
    });
  }

  /** Writes an entry with `m` (inside its transaction), or on its own without one. */
  async insert(m: EntityManager | undefined, entry: NewAuditEntry): Promise<void> {
    await (m ?? this.db.manager).insert(AuditEntry, entry);
  }

  /**
   * A page of the log, newest first; search on username, action and target (pg_trgm indexes);
   * `username` (whole name, any case) and `action` narrow it (audit_log_username_lower_idx,
   * _action_idx).
   */
  page(q: AuditListQueryDto): Promise<Page<AuditRow>> {
    return this.listing.page(q, (qb) => {
      const username = q.username?.trim();
      if (username) qb.andWhere('lower(e.username) = lower(:username)', { username });
      if (q.action) qb.andWhere('e.action = :action', { action: q.action });
    });
  }

  /** The records of one kind among `keys` that still exist, with their current names. */
  recordNames(kind: RecordKind, keys: string[]): Promise<{ key: string; name: string | null }[]> {
    return this.db.query(`${RECORDS[kind]} WHERE ${KEY_COLUMN[kind]} = ANY($1::text[])`, [keys]);
  }
}
