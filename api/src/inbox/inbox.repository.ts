import { Inject, Injectable } from '@nestjs/common';
import {
  DataSource,
  type EntityManager,
  type EntityTarget,
  type FindOptionsWhere,
  type ObjectLiteral,
  type SelectQueryBuilder,
} from 'typeorm';
import { AdminList } from '../platform/listing/admin-list';
import type { ListQueryDto } from '../platform/listing/list-query.dto';
import { applySearchAndRange, escapeLike, type Page } from '../platform/listing/listing';
import type { InboxStatus } from '../submissions/inbox-status';
import type { InboxFilter } from './dto/inbox-filters.dto';
import type { InboxKind } from './inbox-kind';
import { isFiltered } from './inbox-filter';
import type { StatusRow } from './inbox-rows';

/** What the inbox's SQL reads of a kind: its table (named as the kind) and its list's search. */
type InboxTable = Pick<InboxKind, 'kind' | 'list'>;

/**
 * The inbox's own conditions of a filter (status, session, position, ids) on the rows of
 * `alias`, with :named parameters; the search and date range are applySearchAndRange's. One
 * definition for the list, the CSV export, the bulk actions and the status counts, so each
 * selects exactly the rows the list shows.
 */
export function inboxWhere(
  alias: string,
  f: InboxFilter,
): { sql: string; params: Record<string, unknown> } | undefined {
  const parts: string[] = [];
  const params: Record<string, unknown> = {};
  if (f.status?.length) {
    parts.push(`${alias}.status IN (:...inboxStatus)`);
    params.inboxStatus = f.status;
  }
  if (f.sessionId !== undefined) {
    parts.push(`${alias}.session_id = :inboxSession`);
    params.inboxSession = f.sessionId;
  }
  const position = f.position?.trim();
  if (position) {
    parts.push(`${alias}.job_position ILIKE :inboxPosition`);
    params.inboxPosition = `%${escapeLike(position)}%`;
  }
  if (f.ids?.length) {
    parts.push(`${alias}.id IN (:...inboxIds)`);
    params.inboxIds = f.ids;
  }
  return parts.length ? { sql: parts.join(' AND '), params } : undefined;
}

/** Adds `inboxWhere` to a query builder. */
function applyInboxFilter<T extends ObjectLiteral>(
  qb: SelectQueryBuilder<T>,
  alias: string,
  f: InboxFilter,
): SelectQueryBuilder<T> {
  const where = inboxWhere(alias, f);
  if (where) qb.andWhere(where.sql, where.params);
  return qb;
}

/** What the inbox's list reads of a kind: its entity, view and list declaration. */
type InboxListTable = Pick<InboxKind, 'entity' | 'view' | 'notFound' | 'list'>;

/** A list's query: its page, filter and (where the kind has several) order. */
export type InboxListQuery = ListQueryDto & InboxFilter & { sort?: string };

/** pg answers [rows, count] for UPDATE/DELETE … RETURNING through TypeORM's query(). */
function returned<R>(result: unknown): R[] {
  const r = result as unknown[];
  return (Array.isArray(r[0]) ? r[0] : r) as R[];
}

/**
 * The SQL of the records of the submission tabs (each kind's table): their statuses, the New
 * counts, and the rows a filter selects. Methods that take an EntityManager run inside the
 * caller's transaction; the others read on their own.
 */
@Injectable()
export class InboxRepository {
  /** One list per kind: each remembers its unfiltered count. */
  private readonly lists = new Map<InboxListTable, AdminList<ObjectLiteral, object>>();

  constructor(@Inject(DataSource) private readonly db: DataSource) {}

  private listOf(kind: InboxListTable): AdminList<ObjectLiteral, object> {
    let list = this.lists.get(kind);
    if (!list) {
      const { alias, search, created } = kind.list;
      list = new AdminList(this.db, {
        entity: kind.entity,
        alias,
        search: search.map((c) => `${alias}.${c}`),
        created,
        view: (row) => kind.view(row),
      });
      this.lists.set(kind, list);
    }
    return list;
  }

  /**
   * One page of the list's search, date range and filters, newest first or in the `sort` the
   * kind has; with the unfiltered count (`all`) where the kind shows it.
   */
  page(kind: InboxListTable, q: InboxListQuery): Promise<Page<object>> {
    const { alias, sorts, unfilteredCount } = kind.list;
    const list = this.listOf(kind);
    const refine = (qb: SelectQueryBuilder<ObjectLiteral>) => {
      applyInboxFilter(qb, alias, q);
      const sort = q.sort ? sorts?.[q.sort] : undefined;
      sort?.(qb, alias);
    };
    return unfilteredCount ? list.pageWithAll(q, refine, isFiltered(q)) : list.page(q, refine);
  }

  /** One record's view; 404 with the kind's words when there is none. */
  view(kind: InboxListTable, id: number): Promise<object> {
    return this.listOf(kind).get(id, kind.notFound);
  }

  /** The rows of a filter as the list selects them (alias `t`), unordered. */
  private selection(t: InboxTable, f: InboxFilter) {
    const qb = this.db.createQueryBuilder().select('t.id', 'id').from(t.kind, 't');
    applySearchAndRange(qb, {
      search: f.search,
      from: f.from,
      to: f.to,
      columns: t.list.search.map((c) => `t.${c}`),
      dateColumn: 't.created_at',
    });
    return applyInboxFilter(qb, 't', f);
  }

  /** A record's status fields, locked for update until the transaction ends; null if none. */
  async lockStatus(m: EntityManager, t: InboxTable, id: number): Promise<StatusRow | null> {
    const rows: StatusRow[] = await m.query(
      `SELECT id, status, status_changed_at, status_changed_by FROM ${t.kind}
        WHERE id = $1 FOR UPDATE`,
      [id],
    );
    return rows.length ? rows[0] : null;
  }

  /** Sets a record's status, changed now by `by`; answers its status fields. */
  async setStatus(
    m: EntityManager,
    t: InboxTable,
    id: number,
    status: InboxStatus,
    by: string,
  ): Promise<StatusRow> {
    const rows = returned<StatusRow>(
      await m.query(
        `UPDATE ${t.kind} SET status = $2, status_changed_at = now(), status_changed_by = $3
            WHERE id = $1 RETURNING id, status, status_changed_at, status_changed_by`,
        [id, status, by],
      ),
    );
    return rows[0];
  }

  /** Moves a New record to `opened`, changed now by `by`; whether it was New. */
  async openNew(
    m: EntityManager,
    t: InboxTable,
    id: number,
    opened: InboxStatus,
    by: string,
  ): Promise<boolean> {
    const changed = returned<{ id: number }>(
      await m.query(
        `UPDATE ${t.kind} SET status = $2, status_changed_at = now(), status_changed_by = $3
            WHERE id = $1 AND status = 'new' RETURNING id`,
        [id, opened, by],
      ),
    );
    return changed.length > 0;
  }

  /** Sets the status of the records `ids` not in it already, changed now by `by`. */
  async setStatusOf(
    m: EntityManager,
    t: InboxTable,
    ids: number[],
    status: InboxStatus,
    by: string,
  ): Promise<Array<{ id: number; from: InboxStatus }>> {
    return returned<{ id: number; from: InboxStatus }>(
      await m.query(
        `UPDATE ${t.kind} t SET status = $2, status_changed_at = now(), status_changed_by = $3
           FROM (SELECT id, status FROM ${t.kind} WHERE id = ANY($1::int[]) AND status <> $2) old
          WHERE t.id = old.id
          RETURNING t.id, old.status AS "from"`,
        [ids, status, by],
      ),
    );
  }

  findRecord<E extends ObjectLiteral>(entity: EntityTarget<E>, id: number): Promise<E | null> {
    return this.db.getRepository(entity).findOneBy({ id } as unknown as FindOptionsWhere<E>);
  }

  /** The New records of an inbox table (reading only its small partial index <table>_new_idx). */
  async newCount(table: string): Promise<number> {
    const [row]: { n: number }[] = await this.db.query(
      `SELECT count(*)::int AS n FROM ${table} WHERE status = 'new'`,
    );
    return row.n;
  }

  /** How many records of the filter are in each status (the statuses it has). */
  statusCounts(t: InboxTable, f: InboxFilter): Promise<{ status: string; n: number }[]> {
    return this.selection(t, f)
      .select('t.status', 'status')
      .addSelect('count(*)::int', 'n')
      .groupBy('t.status')
      .getRawMany();
  }

  /** Locks the first `limit` rows of the filter, by id, and answers their ids. */
  async lockSelection(
    m: EntityManager,
    t: InboxTable,
    f: InboxFilter,
    limit: number,
  ): Promise<number[]> {
    const [sql, params] = this.selection(t, f).orderBy('t.id').limit(limit).getQueryAndParameters();
    const rows: { id: number }[] = await m.query(`${sql} FOR UPDATE`, params);
    return rows.map((r) => r.id);
  }
}
