import type { DataSource, ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { applySearchAndRange, escapeLike } from '../platform/listing/listing';
import type { InboxFilter } from './dto/inbox-filters.dto';
import type { InboxKind } from './inbox-kind';

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
export function applyInboxFilter<T extends ObjectLiteral>(
  qb: SelectQueryBuilder<T>,
  alias: string,
  f: InboxFilter,
): SelectQueryBuilder<T> {
  const where = inboxWhere(alias, f);
  if (where) qb.andWhere(where.sql, where.params);
  return qb;
}

/** Whether a filter narrows the list (then "Showing X of Y" needs the unfiltered Y). */
export function isFiltered(f: InboxFilter): boolean {
  return Boolean(
    f.search?.trim() ||
    f.from ||
    f.to ||
    f.status?.length ||
    f.sessionId !== undefined ||
    f.position?.trim() ||
    f.ids?.length,
  );
}

/** The rows of a filter as the list selects them (alias `t`), unordered. */
export function inboxSelection(db: DataSource, kind: InboxKind, f: InboxFilter) {
  const qb = db.createQueryBuilder().select('t.id', 'id').from(kind.kind, 't');
  applySearchAndRange(qb, {
    search: f.search,
    from: f.from,
    to: f.to,
    columns: kind.list.search.map((c) => `t.${c}`),
    dateColumn: 't.created_at',
  });
  return applyInboxFilter(qb, 't', f);
}
