import { NotFoundException } from '@nestjs/common';
import type { DataSource, EntityManager } from 'typeorm';
import type { InboxKindName } from '../access/permissions';

/** The tables a staff member may delete one row of (each with a DELETE route). */
export type DeletableTable = InboxKindName | 'subscribers';

/**
 * Deletes one row by id and runs `audit` in the same transaction: both commit or neither.
 * Answers the deleted row's `returning` columns; 404 with `notFound` when there is no such row.
 */
export async function deleteRecord<R extends object = { id: number }>(
  db: DataSource,
  opts: {
    table: DeletableTable;
    id: number;
    notFound: string;
    returning?: readonly string[];
    audit: (m: EntityManager) => Promise<void>;
  },
): Promise<R> {
  const columns = ['id', ...(opts.returning ?? [])].join(', ');
  return db.transaction(async (m) => {
    const result: unknown[] = await m.query(
      `DELETE FROM ${opts.table} WHERE id = $1 RETURNING ${columns}`,
      [opts.id],
    );
    // pg answers [rows, count] for DELETE … RETURNING through TypeORM's query().
    const rows = (Array.isArray(result[0]) ? result[0] : result) as R[];
    if (rows.length === 0) throw new NotFoundException(opts.notFound);
    await opts.audit(m);
    return rows[0];
  });
}

/**
 * Deletes the rows `ids` of `table` inside the caller's transaction `m` (a bulk delete, which
 * audits once for all of them); answers the deleted rows' `returning` columns.
 */
export async function deleteRecords<R extends object = { id: number }>(
  m: EntityManager,
  opts: { table: DeletableTable; ids: readonly number[]; returning?: readonly string[] },
): Promise<R[]> {
  if (!opts.ids.length) return [];
  const columns = ['id', ...(opts.returning ?? [])].join(', ');
  const result: unknown[] = await m.query(
    `DELETE FROM ${opts.table} WHERE id = ANY($1::int[]) RETURNING ${columns}`,
    [opts.ids],
  );
  return (Array.isArray(result[0]) ? result[0] : result) as R[];
}
