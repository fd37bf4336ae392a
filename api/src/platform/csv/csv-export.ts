import { NotFoundException } from '@nestjs/common';
import type { PoolClient } from 'pg';
import QueryStream from 'pg-query-stream';
import type { DataSource } from 'typeorm';
import { setStatementTimeout, withStatementTimeout } from '../database/statement-timeout';
import { applySearchAndRange } from '../listing/listing';
import { csvRecord, type CsvDownload } from './csv';

export type { CsvDownload } from './csv';

/**
 * One table's export, newest first: the rows of the admin list with the same search (over the
 * same columns) and IST from/to range of their creation time.
 */
export interface CsvExportSpec<Row> extends Pick<CsvQuery<Row>, 'header' | 'toCells'> {
  table: string;
  /** Columns selected, each named after itself in the row. */
  columns: string[];
  /** The list's search text and the columns it matches (case-insensitive substring). */
  search?: { text?: string; columns: readonly string[] };
  from?: string;
  to?: string;
  /** A further condition on the rows (e.g. one status), with :named parameters (alias `t`). */
  where?: { sql: string; params?: Record<string, unknown> };
  /** The 404 message when the search and range match nothing. */
  empty: string;
  filename: string;
  /** How long the count and each read of the file may take (longer than a request's). */
  statementTimeoutMs: number;
}

/** The rows of a file: SQL read through a cursor (constant memory), header and row mapping. */
export interface CsvQuery<Row> {
  sql: string;
  params: unknown[];
  header: string[];
  toCells(row: Row, sNo: number): unknown[];
  /** The statement timeout of the file's connection, when it differs from the pool's. */
  statementTimeoutMs?: number;
}

/** Rows per chunk: one string of a few hundred kB, so a million rows are a few hundred writes. */
const ROWS_PER_CHUNK = 1000;

/** The part of pg-cursor's API used here (QueryStream exposes its cursor untyped). */
interface RowCursor<Row> {
  read(rows: number, cb: (err: Error | undefined, rows: Row[]) => void): void;
  close(cb: (err?: Error) => void): void;
}

/** What an export's audit entry records: the file's name, its rows, the search if any. */
export interface CsvExportFacts {
  file: string;
  rows: number;
  search?: string;
}

/**
 * Counts the rows of an export (404 with `spec.empty` when there are none), lets `audit` record
 * it (the file name, the count and the search, if any), and returns the download. Nothing is
 * read for the file until the controller iterates its chunks.
 */
export async function prepareCsvExport<Row>(
  db: DataSource,
  spec: CsvExportSpec<Row>,
  audit: (facts: CsvExportFacts) => Promise<void>,
): Promise<CsvDownload> {
  const qb = db
    .createQueryBuilder()
    .select(spec.columns.map((c) => `t.${c} AS ${c}`))
    .from(spec.table, 't')
    .orderBy('t.created_at', 'DESC')
    .addOrderBy('t.id', 'DESC');
  applySearchAndRange(qb, {
    search: spec.search?.text,
    from: spec.from,
    to: spec.to,
    columns: (spec.search?.columns ?? []).map((c) => `t.${c}`),
    dateColumn: 't.created_at',
  });
  if (spec.where) qb.andWhere(spec.where.sql, spec.where.params);
  const [sql, params] = qb.getQueryAndParameters();
  // Counted without the ORDER BY, so Postgres may count with a plain scan.
  const [countSql, countParams] = qb.clone().orderBy().getQueryAndParameters();
  const rows: { n: string }[] = await withStatementTimeout(db, spec.statementTimeoutMs, (m) =>
    m.query(`SELECT count(*)::bigint AS n FROM (${countSql}) q`, countParams),
  );
  const count = Number(rows[0]?.n ?? 0);
  if (count === 0) throw new NotFoundException(spec.empty);
  const search = spec.search?.text?.trim();
  await audit({ file: spec.filename, rows: count, ...(search ? { search } : {}) });
  return {
    filename: spec.filename,
    count,
    chunks: csvChunks(db, {
      sql,
      params,
      header: spec.header,
      toCells: spec.toCells,
      statementTimeoutMs: spec.statementTimeoutMs,
    }),
  };
}

/**
 * The file's text from a database cursor, 1,000 rows per chunk, so memory stays constant
 * whatever the row count. Stopping the iteration early closes the cursor and frees the
 * connection.
 */
export async function* csvChunks<Row>(db: DataSource, spec: CsvQuery<Row>): AsyncGenerator<string> {
  const runner = db.createQueryRunner('slave');
  let cursor: RowCursor<Row> | undefined;
  let client: PoolClient | undefined;
  try {
    client = (await runner.connect()) as PoolClient;
    if (spec.statementTimeoutMs) await setStatementTimeout(client, spec.statementTimeoutMs);
    // The pg cursor is read directly, 1,000 rows per round trip: one await per batch instead
    // of one per row (async iteration of an object stream costs as much as the CSV).
    const rowCursor = client.query(new QueryStream(spec.sql, spec.params)).cursor as RowCursor<Row>;
    cursor = rowCursor;
    const read = () =>
      new Promise<Row[]>((resolve, reject) =>
        rowCursor.read(ROWS_PER_CHUNK, (err, rows) => (err ? reject(err) : resolve(rows))),
      );
    let chunk = '\uFEFF' + csvRecord(spec.header);
    let n = 0;
    for (let rows = await read(); rows.length > 0; rows = await read()) {
      for (const row of rows) {
        n += 1;
        chunk += csvRecord(spec.toCells(row, n));
      }
      yield chunk;
      chunk = '';
      if (rows.length < ROWS_PER_CHUNK) break;
    }
    if (chunk) yield chunk;
  } finally {
    // Not awaited: on a dead connection the close would never be answered. The client runs
    // its queries in order, so the next user of this pooled connection waits for the close.
    cursor?.close(() => undefined);
    // Queued after the close; the pool's timeout is back before anyone else uses the connection.
    if (spec.statementTimeoutMs) client?.query('RESET statement_timeout').catch(() => undefined);
    await runner.release();
  }
}
