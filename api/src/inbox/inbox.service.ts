import {
  BadRequestException,
  ConflictException,
  ForbiddenException,
  Inject,
  Injectable,
  Logger,
  NotFoundException,
} from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { AuditService } from '../audit/audit.service';
import type { Principal } from '../platform/access/principal';
import { deleteRecords } from '../platform/listing/delete-record';
import { applySearchAndRange } from '../platform/listing/listing';
import { StorageService } from '../platform/storage/storage.service';
import type { InboxFilter } from './dto/inbox-filters.dto';
import {
  type AnyBulkDto,
  BULK_FILTER_CAP,
  type BulkResponse,
  type InboxCounts,
  type NoteView,
} from './dto/inbox.views';
import { applyInboxFilter } from './inbox-filter';
import { INBOX, INBOX_KINDS, type InboxKindSpec } from './inbox-kinds';
import type { InboxStatus } from '../submissions/inbox-status';

export const NOTE_NOT_FOUND = 'Note not found.';
export const NOTE_NOT_YOURS = 'Only its author or a System Admin may delete a note.';
/** The guard's own 403 message, for a permission checked in the service. */
const NO_ACCESS = 'You do not have access to this section.';

interface StatusRow {
  id: number;
  status: InboxStatus;
  status_changed_at: Date | null;
  status_changed_by: string | null;
}

export interface StatusFieldsView {
  id: number;
  status: InboxStatus;
  status_changed_at: string | null;
  status_changed_by: string | null;
}

function statusView(r: StatusRow): StatusFieldsView {
  return {
    id: r.id,
    status: r.status,
    status_changed_at: r.status_changed_at ? new Date(r.status_changed_at).toISOString() : null,
    status_changed_by: r.status_changed_by,
  };
}

interface NoteRow {
  id: number;
  body: string;
  author: string;
  created_at: Date;
}

function noteView(r: NoteRow): NoteView {
  return {
    id: r.id,
    body: r.body,
    author: r.author,
    created_at: new Date(r.created_at).toISOString(),
  };
}

/** "contact #12" in audit targets. */
const recordName = (spec: InboxKindSpec, id: number) => `${spec.noun} #${id}`;

/** pg answers [rows, count] for UPDATE/DELETE … RETURNING through TypeORM's query(). */
function returned<R>(result: unknown): R[] {
  const r = result as unknown[];
  return (Array.isArray(r[0]) ? r[0] : r) as R[];
}

/**
 * The inbox of the submission tabs: statuses (set by hand, or New → Read/Reviewed when a record
 * is opened), internal notes, the New counts of the tab labels and the bulk actions. Everything
 * that changes data is audited in the same transaction as the change.
 */
@Injectable()
export class InboxService {
  private readonly logger = new Logger('Inbox');

  constructor(
    @Inject(DataSource) private readonly db: DataSource,
    @Inject(AuditService) private readonly audit: AuditService,
    @Inject(StorageService) private readonly storage: StorageService,
  ) {}

  /** Sets a record's status (audited as "from → to"); the same status again changes nothing. */
  async setStatus(
    spec: InboxKindSpec,
    id: number,
    status: InboxStatus,
    p: Principal,
    ip: string | undefined,
  ): Promise<StatusFieldsView> {
    return this.db.transaction(async (m) => {
      const current = await this.lockStatus(m, spec, id);
      if (current.status === status) return statusView(current);
      const rows = returned<StatusRow>(
        await m.query(
          `UPDATE ${spec.table} SET status = $2, status_changed_at = now(), status_changed_by = $3
            WHERE id = $1 RETURNING id, status, status_changed_at, status_changed_by`,
          [id, status, p.username.slice(0, 64)],
        ),
      );
      await this.audit.record(
        p,
        spec.audit.status,
        `${recordName(spec, id)}: ${current.status} → ${status}`,
        ip,
        m,
      );
      return statusView(rows[0]);
    });
  }

  /**
   * What the details modal calls: a New record becomes Read (contacts, registrations) or
   * Reviewed (applications), audited; any other status stays. Answers the record and its notes.
   */
  async open(
    spec: InboxKindSpec,
    id: number,
    p: Principal,
    ip: string | undefined,
  ): Promise<{ data: object; notes: NoteView[] }> {
    await this.db.transaction(async (m) => {
      const changed = returned<{ id: number }>(
        await m.query(
          `UPDATE ${spec.table} SET status = $2, status_changed_at = now(), status_changed_by = $3
            WHERE id = $1 AND status = 'new' RETURNING id`,
          [id, spec.opened, p.username.slice(0, 64)],
        ),
      );
      if (changed.length) {
        await this.audit.record(
          p,
          spec.audit.status,
          `${recordName(spec, id)}: new → ${spec.opened} (opened)`,
          ip,
          m,
        );
      }
    });
    const row = await this.db.getRepository(spec.entity).findOneBy({ id });
    if (!row) throw new NotFoundException(spec.notFound);
    return { data: spec.view(row), notes: await this.notesOf(this.db.manager, spec, id) };
  }

  /** A record's notes, oldest first; 404 when there is no such record. */
  async notes(spec: InboxKindSpec, id: number): Promise<NoteView[]> {
    await this.assertExists(this.db.manager, spec, id);
    return this.notesOf(this.db.manager, spec, id);
  }

  /** Adds a note (already trimmed and checked); audited without its text. */
  async addNote(
    spec: InboxKindSpec,
    id: number,
    body: string,
    p: Principal,
    ip: string | undefined,
  ): Promise<NoteView> {
    return this.db.transaction(async (m) => {
      // Share-locks the record so it cannot be deleted before the note commits.
      const rows: unknown[] = await m.query(
        `SELECT 1 FROM ${spec.table} WHERE id = $1 FOR KEY SHARE`,
        [id],
      );
      if (!rows.length) throw new NotFoundException(spec.notFound);
      const [note]: NoteRow[] = await m.query(
        `INSERT INTO notes (${spec.noteColumn}, body, author) VALUES ($1, $2, $3)
         RETURNING id, body, author, created_at`,
        [id, body, p.username.slice(0, 64)],
      );
      await this.audit.record(
        p,
        spec.audit.note,
        `${recordName(spec, id)}: note #${note.id}`,
        ip,
        m,
      );
      return noteView(note);
    });
  }

  /** Deletes a note: its author, or a System Admin; audited. */
  async deleteNote(
    spec: InboxKindSpec,
    id: number,
    noteId: number,
    p: Principal,
    ip: string | undefined,
  ): Promise<void> {
    await this.db.transaction(async (m) => {
      const rows: { author: string }[] = await m.query(
        `SELECT author FROM notes WHERE id = $1 AND ${spec.noteColumn} = $2 FOR UPDATE`,
        [noteId, id],
      );
      if (!rows.length) throw new NotFoundException(NOTE_NOT_FOUND);
      if (rows[0].author !== p.username && p.role !== 'admin') {
        throw new ForbiddenException(NOTE_NOT_YOURS);
      }
      await m.query(`DELETE FROM notes WHERE id = $1`, [noteId]);
      await this.audit.record(
        p,
        spec.audit.noteDelete,
        `${recordName(spec, id)}: note #${noteId} by ${rows[0].author}`,
        ip,
        m,
      );
    });
  }

  /**
   * The New items of each kind the caller may read, in one statement (each count reads only
   * the small partial index <table>_new_idx).
   */
  async counts(p: Principal): Promise<InboxCounts> {
    const kinds = INBOX_KINDS.filter((k) => p.permissions.includes(INBOX[k].read));
    if (!kinds.length) return {};
    const [row]: Record<string, number>[] = await this.db.query(
      `SELECT ${kinds
        .map((k) => `(SELECT count(*)::int FROM ${k} WHERE status = 'new') AS ${k}`)
        .join(', ')}`,
    );
    return Object.fromEntries(kinds.map((k) => [k, row[k]]));
  }

  /** How many records of the filter (its status ignored) are in each status. */
  async statusCounts(
    spec: InboxKindSpec,
    f: InboxFilter,
  ): Promise<{ data: Record<string, number>; total: number }> {
    const qb = this.selection(spec, { ...f, status: undefined })
      .select('t.status', 'status')
      .addSelect('count(*)::int', 'n')
      .groupBy('t.status');
    const rows: { status: string; n: number }[] = await qb.getRawMany();
    const data = Object.fromEntries(spec.statuses.map((s) => [s, 0]));
    for (const r of rows) data[r.status] = r.n;
    return { data, total: rows.reduce((n, r) => n + r.n, 0) };
  }

  /**
   * A status change or a delete on the selected rows (`ids`) or on the list's filter. The rows
   * are locked and counted in the transaction that acts on them: when they are not the
   * `expected` number the staff member confirmed, nothing changes (409). A filter may select
   * BULK_FILTER_CAP rows at most. One audit entry with the count and the selection.
   */
  async bulk(
    spec: InboxKindSpec,
    dto: AnyBulkDto,
    p: Principal,
    ip: string | undefined,
  ): Promise<BulkResponse> {
    if ((dto.ids === undefined) === (dto.filter === undefined)) {
      throw new BadRequestException({
        message: 'Give either ids (the selected rows) or filter (the current filter), not both.',
        details: { ids: 'Give either ids or filter.' },
      });
    }
    if (dto.action === 'status' && !dto.status) {
      throw new BadRequestException({
        message: 'status is required to change the status.',
        details: { status: 'status is required to change the status.' },
      });
    }
    if (dto.action === 'delete' && !p.permissions.includes(spec.delete)) {
      throw new ForbiddenException(NO_ACCESS);
    }
    const selection = dto.ids ? `ids ${dto.ids.join(',')}` : `filter ${JSON.stringify(dto.filter)}`;
    const { count, resumeKeys } = await this.db.transaction(async (m) => {
      const ids = await this.lockSelection(m, spec, dto.ids ? { ids: dto.ids } : dto.filter!);
      if (ids.length !== dto.expected) {
        throw new ConflictException(
          `The selection changed: ${ids.length} ${ids.length === 1 ? 'record matches' : 'records match'} now. Review it and confirm again.`,
        );
      }
      if (dto.action === 'status') {
        await m.query(
          `UPDATE ${spec.table} SET status = $2, status_changed_at = now(), status_changed_by = $3
            WHERE id = ANY($1::int[]) AND status <> $2`,
          [ids, dto.status, p.username.slice(0, 64)],
        );
        await this.audit.record(
          p,
          spec.audit.bulkStatus,
          `${ids.length} → ${dto.status}; ${selection}`,
          ip,
          m,
        );
        return { count: ids.length, resumeKeys: [] as string[] };
      }
      const deleted = await deleteRecords<{ id: number; resume_key?: string | null }>(m, {
        table: spec.table,
        ids,
        returning: spec.kind === 'applications' ? ['resume_key'] : [],
      });
      await this.audit.record(p, spec.audit.bulkDelete, `${deleted.length}; ${selection}`, ip, m);
      return {
        count: deleted.length,
        resumeKeys: deleted.map((r) => r.resume_key).filter((k): k is string => !!k),
      };
    });
    // Résumé files go once the rows are gone (as the single delete does); a failure leaves an
    // orphan file for the retention sweep.
    for (const key of resumeKeys) {
      try {
        await this.storage.delete(key);
      } catch (e) {
        this.logger.error(`could not remove resume ${key}: ${(e as Error).message}`);
      }
    }
    const noun = count === 1 ? spec.noun : spec.kind;
    return {
      success: true,
      count,
      message:
        dto.action === 'status'
          ? `${count} ${noun} marked ${dto.status}.`
          : `${count} ${noun} deleted.`,
    };
  }

  /** The rows of a filter as the list selects them (alias `t`), unordered. */
  private selection(spec: InboxKindSpec, f: InboxFilter) {
    const qb = this.db.createQueryBuilder().select('t.id', 'id').from(spec.table, 't');
    applySearchAndRange(qb, {
      search: f.search,
      from: f.from,
      to: f.to,
      columns: spec.search.map((c) => `t.${c}`),
      dateColumn: 't.created_at',
    });
    return applyInboxFilter(qb, 't', f);
  }

  /** Locks the selected rows (BULK_FILTER_CAP at most: 400 beyond) and answers their ids. */
  private async lockSelection(
    m: EntityManager,
    spec: InboxKindSpec,
    f: InboxFilter,
  ): Promise<number[]> {
    const [sql, params] = this.selection(spec, f)
      .orderBy('t.id')
      .limit(BULK_FILTER_CAP + 1)
      .getQueryAndParameters();
    const rows: { id: number }[] = await m.query(`${sql} FOR UPDATE`, params);
    if (rows.length > BULK_FILTER_CAP) {
      throw new BadRequestException({
        message: `This filter matches more than ${BULK_FILTER_CAP.toLocaleString('en-IN')} records. Narrow it (or select the rows) and try again.`,
        details: { filter: `At most ${BULK_FILTER_CAP} records at once.` },
      });
    }
    return rows.map((r) => r.id);
  }

  private async lockStatus(m: EntityManager, spec: InboxKindSpec, id: number): Promise<StatusRow> {
    const rows: StatusRow[] = await m.query(
      `SELECT id, status, status_changed_at, status_changed_by FROM ${spec.table}
        WHERE id = $1 FOR UPDATE`,
      [id],
    );
    if (!rows.length) throw new NotFoundException(spec.notFound);
    return rows[0];
  }

  private async assertExists(m: EntityManager, spec: InboxKindSpec, id: number): Promise<void> {
    const rows: unknown[] = await m.query(`SELECT 1 FROM ${spec.table} WHERE id = $1`, [id]);
    if (!rows.length) throw new NotFoundException(spec.notFound);
  }

  private async notesOf(m: EntityManager, spec: InboxKindSpec, id: number): Promise<NoteView[]> {
    const rows: NoteRow[] = await m.query(
      `SELECT id, body, author, created_at FROM notes WHERE ${spec.noteColumn} = $1
        ORDER BY created_at, id`,
      [id],
    );
    return rows.map(noteView);
  }
}
