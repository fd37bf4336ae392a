import type { Response } from 'express';
import QueryStream from 'pg-query-stream';
import type { PoolClient } from 'pg';
import type { DataSource } from 'typeorm';

/**
 * Neutralises spreadsheet formulas: a cell starting with = + - @ tab or CR is prefixed with a
 * single quote, so Excel/Sheets show it as text instead of evaluating it.
 */
export function guardCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  const s = value instanceof Date ? value.toISOString() : String(value);
  return /^[=+\-@\t\r]/.test(s) ? `'${s}` : s;
}

/** A safe `Content-Disposition: attachment` header value for a server-built file name. */
export function attachment(filename: string): string {
  const ascii = filename.replace(/[^\w.\- ]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

export interface CsvExport<Row> {
  filename: string;
  header: string[];
  /** SQL whose rows are streamed through a cursor (constant memory), with its parameters. */
  sql: string;
  params: unknown[];
  /** Maps one database row to the CSV cells (S.No is the 1-based position). */
  toCells(row: Row, sNo: number): unknown[];
}

/** Counts the rows an export would write (for the 404 on an empty range and X-Record-Count). */
export async function countRows(db: DataSource, sql: string, params: unknown[]): Promise<number> {
  const rows: { n: string }[] = await db.query(
    `SELECT count(*)::bigint AS n FROM (${sql}) q`,
    params,
  );
  return Number(rows[0]?.n ?? 0);
}

/** Rows per write: one string of a few hundred kB, so a million rows are a few hundred writes. */
const ROWS_PER_CHUNK = 1000;
const QUOTE = /"/g;

/** One CSV record: every field guarded, quoted (RFC 4180, quotes doubled), CRLF-terminated. */
export function csvRecord(cells: readonly unknown[]): string {
  let out = '';
  for (let i = 0; i < cells.length; i++) {
    const s = guardCell(cells[i]);
    out += (i === 0 ? '"' : ',"') + (s.includes('"') ? s.replace(QUOTE, '""') : s) + '"';
  }
  return out + '\r\n';
}

/** The part of pg-cursor's API used here (QueryStream exposes its cursor untyped). */
interface RowCursor<Row> {
  read(rows: number, cb: (err: Error | undefined, rows: Row[]) => void): void;
  close(cb: (err?: Error) => void): void;
}

/** Writes with back-pressure; resolves false when the client has gone away. */
function write(res: Response, chunk: string): Promise<boolean> {
  if (res.destroyed || res.writableEnded) return Promise.resolve(false);
  if (res.write(chunk)) return Promise.resolve(true);
  return new Promise((resolve) => {
    const done = (ok: boolean) => {
      res.off('drain', onDrain);
      res.off('close', onClose);
      resolve(ok);
    };
    const onDrain = () => done(true);
    const onClose = () => done(false);
    res.once('drain', onDrain);
    res.once('close', onClose);
  });
}

/**
 * Streams an export as RFC 4180 CSV (every field quoted, UTF-8 with BOM so Excel reads it)
 * from a database cursor. Memory stays constant whatever the row count: rows are read 1,000 at
 * a time and written as one chunk, waiting for the client when its buffer is full. A failure
 * after the first byte aborts the response, so a partial file is never mistaken for a whole.
 */
export async function streamCsv<Row>(
  db: DataSource,
  res: Response,
  spec: CsvExport<Row>,
  count?: number,
): Promise<void> {
  const runner = db.createQueryRunner('slave');
  await runner.connect();
  const client = (runner as unknown as { databaseConnection: PoolClient }).databaseConnection;
  // The stream's pg cursor is read directly, 1,000 rows per round trip: one await per batch
  // instead of one per row (async iteration of an object stream costs as much as the CSV).
  const stream = client.query(new QueryStream(spec.sql, spec.params));
  const cursor = stream.cursor as RowCursor<Row>;
  const read = () =>
    new Promise<Row[]>((resolve, reject) =>
      cursor.read(ROWS_PER_CHUNK, (err, rows) => (err ? reject(err) : resolve(rows))),
    );
  try {
    res.status(200);
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader('Content-Disposition', attachment(spec.filename));
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Cache-Control', 'no-store');
    if (count !== undefined) res.setHeader('X-Record-Count', String(count));
    let chunk = '\uFEFF' + csvRecord(spec.header);
    let n = 0;
    let open = true;
    for (let rows = await read(); rows.length > 0 && open; rows = await read()) {
      for (const row of rows) {
        n += 1;
        chunk += csvRecord(spec.toCells(row, n));
      }
      open = await write(res, chunk);
      chunk = '';
      if (rows.length < ROWS_PER_CHUNK) break;
    }
    if (open && (await write(res, chunk))) res.end();
  } catch (e) {
    if (res.headersSent) {
      res.destroy(); // mid-file: abort the connection rather than end a truncated CSV cleanly
    } else {
      // The error filter answers in JSON instead, not as a CSV download.
      for (const h of ['Content-Type', 'Content-Disposition', 'X-Record-Count'])
        res.removeHeader(h);
    }
    throw e;
  } finally {
    // Not awaited: on a dead connection the close would never be answered. The client runs
    // its queries in order, so the next user of this pooled connection waits for the close.
    cursor.close(() => undefined);
    await runner.release();
  }
}
