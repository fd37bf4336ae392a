import { NotFoundException } from '@nestjs/common';
import { escapeLiteral, type PoolClient } from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import type { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';
import { setStatementTimeout, withStatementTimeout } from '../database/statement-timeout';
import { applySearchAndRange } from '../listing/listing';
import { csvField, csvRecord, FORMULA_LEADS, type CsvDownload } from './csv';
import { dateTimeSql } from './export-format';

export type { CsvDownload } from './csv';

/**
 * How a column is written in the file: its text (the default), a time as staff read it
 * (`formatDateTime`), a stored key as its label (a value with no label as itself), or a
 * stand-in for a blank value.
 */
export type CsvCell =
  'date-time' | { labels: Readonly<Record<string, string>> } | { blank: string };

/** One column of a file after its S.No: the table's column and how its cell is written. */
export interface CsvColumn {
  column: string;
  cell?: CsvCell;
}

/**
 * One table's export, newest first: the rows of the admin list with the same search (over the
 * same columns) and IST from/to range of their creation time.
 */
export interface CsvExportSpec {
  table: string;
  /** The file's header row, S.No first. */
  header: string[];
  /** The columns after S.No, in the header's order. */
  columns: readonly CsvColumn[];
  /** The list's search text and the columns it matches (case-insensitive substring). */
  search?: { text?: string; columns: readonly string[] };
  from?: string;
  to?: string;
  /** A further condition on the rows (e.g. one status), with :named parameters (alias `t`). */
  where?: { sql: string; params?: Record<string, unknown> };
  /** The 404 message when the search and range match nothing. */
  empty: string;
  filename: string;
  /** How long the count and the file's COPY may take (longer than a request's). */
  statementTimeoutMs: number;
}

/** What an export's audit entry records: the file's name, its rows, the search if any. */
export interface CsvExportFacts {
  file: string;
  rows: number;
  search?: string;
}

/** A constant of the code (a label, a stand-in) as its CSV field, in SQL. */
const constantField = (text: string) => escapeLiteral(csvField(text));

/** The characters of FORMULA_LEADS as SQL literals. */
const FORMULA_LEADS_SQL = FORMULA_LEADS.map((c) => escapeLiteral(c)).join(', ');

/**
 * A text as `csvField` writes it, in SQL: a leading formula character (FORMULA_LEADS) made text
 * with a quote, quotes doubled, the whole quoted. `text` is a column's text, cheap to read twice.
 */
const fieldSql = (text: string) =>
  `'"' || CASE WHEN left(${text}, 1) IN (${FORMULA_LEADS_SQL}) THEN '''' ELSE '' END` +
  ` || replace(${text}, '"', '""') || '"'`;

/** A cell of the column `ref` as its quoted CSV field, in SQL (never NULL). */
function cellSql(ref: string, cell: CsvCell | undefined): string {
  const text = `COALESCE(${ref}::text, '')`;
  // A time as staff read it holds no quote and starts with a digit: nothing to guard.
  if (cell === 'date-time') return `'"' || COALESCE(${dateTimeSql(ref)}, '') || '"'`;
  if (cell && 'labels' in cell) {
    const labels = Object.entries(cell.labels)
      .map(([key, label]) => `WHEN ${escapeLiteral(key)} THEN ${constantField(label)}`)
      .join(' ');
    return `CASE ${ref}::text ${labels} ELSE ${fieldSql(text)} END`;
  }
  if (cell)
    return `CASE WHEN ${text} = '' THEN ${constantField(cell.blank)} ELSE ${fieldSql(text)} END`;
  return fieldSql(text);
}

/**
 * The CSV record of a row but its S.No, CRLF-terminated, as one SQL expression: PostgreSQL
 * writes the file, so a million rows never pass through JavaScript objects.
 */
function recordSql(columns: readonly CsvColumn[]): string {
  const fields = columns.map((c) => cellSql(`t.${c.column}`, c.cell));
  return fields.join(` || ',' || `) + ` || E'\\r\\n'`;
}

/**
 * The query's $1, $2… replaced by their values as SQL literals, in one pass (a value that holds
 * "$2" stays text): COPY takes no parameters. Only the text and numbers the list filters bind.
 */
export function inlineParameters(sql: string, params: readonly unknown[]): string {
  return sql.replace(/\$(\d+)\b/g, (_, n: string) => {
    const value = params[Number(n) - 1];
    if (typeof value === 'string') return escapeLiteral(value);
    if (typeof value === 'number' && Number.isFinite(value)) return String(value);
    throw new Error(`Parameter $${n} of an export is neither text nor a number.`);
  });
}

/**
 * Counts the rows of an export (404 with `spec.empty` when there are none), lets `audit` record
 * it (the file name, the count and the search, if any), and returns the download. Nothing is
 * read for the file until the controller iterates its chunks.
 */
export async function prepareCsvExport(
  db: DataSource,
  spec: CsvExportSpec,
  audit: (facts: CsvExportFacts) => Promise<void>,
): Promise<CsvDownload> {
  const qb = db
    .createQueryBuilder()
    .select(recordSql(spec.columns), 'record')
    .from(spec.table, 't');
  applySearchAndRange(qb, {
    search: spec.search?.text,
    from: spec.from,
    to: spec.to,
    columns: (spec.search?.columns ?? []).map((c) => `t.${c}`),
    dateColumn: 't.created_at',
  });
  if (spec.where) qb.andWhere(spec.where.sql, spec.where.params);
  // Counted with nothing selected and no order, so Postgres may count with a plain scan.
  const [countSql, countParams] = qb.clone().select('1').getQueryAndParameters();
  const rows: { n: string }[] = await withStatementTimeout(db, spec.statementTimeoutMs, (m) =>
    m.query(`SELECT count(*)::bigint AS n FROM (${countSql}) q`, countParams),
  );
  const count = Number(rows[0]?.n ?? 0);
  if (count === 0) throw new NotFoundException(spec.empty);
  const search = spec.search?.text?.trim();
  await audit({ file: spec.filename, rows: count, ...(search ? { search } : {}) });
  // Newest first, the id breaking ties.
  const [sql, params] = qb
    .orderBy('t.created_at', 'DESC')
    .addOrderBy('t.id', 'DESC')
    .getQueryAndParameters();
  return {
    filename: spec.filename,
    count,
    chunks: csvChunks(db, {
      header: spec.header,
      sql: inlineParameters(sql, params),
      statementTimeoutMs: spec.statementTimeoutMs,
    }),
  };
}

/**
 * A file made by PostgreSQL: a query of one text column, each row a whole CSV record but its
 * S.No, which is numbered here in the query's order.
 */
export interface CsvQuery {
  header: string[];
  /** Selects the records in the file's order; no parameters ($n) — COPY takes none. */
  sql: string;
  /** The statement timeout of the file's COPY, when it differs from the pool's. */
  statementTimeoutMs?: number;
}

/** The output is sent in pieces of about this size: a few hundred writes for a million rows. */
const CHUNK_BYTES = 256 * 1024;

/**
 * The file's bytes: BOM and header, then the records PostgreSQL writes with
 * `COPY (query) TO STDOUT (FORMAT binary)`, each after its S.No. The binary format frames each
 * record with its length, so a record is passed on as it is; the text and CSV formats would
 * escape or quote its CR LF and quotes again. COPY streams with back-pressure (memory stays flat
 * whatever the row count). Stopping the iteration early, or a failure, closes the connection,
 * which ends the COPY on the server; a finished file gives it back to the pool.
 */
export async function* csvChunks(db: DataSource, spec: CsvQuery): AsyncGenerator<Buffer> {
  const [client, release] = (await (db.driver as PostgresDriver).obtainSlaveConnection()) as [
    PoolClient,
    (err?: Error | boolean) => void,
  ];
  let done = false;
  try {
    await client.query('BEGIN READ ONLY');
    if (spec.statementTimeoutMs)
      await setStatementTimeout(client, spec.statementTimeoutMs, { local: true });
    const copy = client.query(copyTo(`COPY (${spec.sql}) TO STDOUT (FORMAT binary)`));
    // The header leaves with the first records: a query that fails at once fails before the
    // first byte, and the caller can still answer in JSON.
    yield* numberedRecords(copy, '\uFEFF' + csvRecord(spec.header));
    await client.query('COMMIT');
    done = true;
  } finally {
    // A connection left inside an unfinished COPY or transaction is closed, not reused.
    release(done ? undefined : true);
  }
}

/** Signature, flags and header-extension length of the binary COPY format. */
const HEADER_BYTES = 11 + 4 + 4;

/**
 * The records of a binary COPY of one text column, each after its S.No field, following
 * `first`, in pieces of about CHUNK_BYTES. Each tuple is a 16-bit field count (-1 ends the
 * data), then the field's 32-bit length and its bytes; a tuple may be split across the stream's
 * chunks. Numbering here keeps a window function off the database's core.
 */
async function* numberedRecords(
  stream: AsyncIterable<Buffer>,
  first: string,
): AsyncGenerator<Buffer> {
  let out = Buffer.allocUnsafe(CHUNK_BYTES);
  let size = out.write(first);
  let rest: Buffer = Buffer.alloc(0);
  let headerLeft = true;
  let n = 0;
  for await (const chunk of stream) {
    const buf: Buffer = rest.length ? Buffer.concat([rest, chunk]) : chunk;
    let at = 0;
    if (headerLeft) {
      if (buf.length < HEADER_BYTES) {
        rest = buf;
        continue;
      }
      at = HEADER_BYTES + buf.readUInt32BE(HEADER_BYTES - 4);
      headerLeft = false;
    }
    while (at + 6 <= buf.length && buf.readInt16BE(at) !== -1) {
      const length = buf.readInt32BE(at + 2);
      if (at + 6 + length > buf.length) break;
      n += 1;
      const sNo = `"${n}",`;
      // S.No is ASCII: as many bytes as characters.
      if (size + sNo.length + length > out.length) {
        yield out.subarray(0, size);
        out = Buffer.allocUnsafe(Math.max(CHUNK_BYTES, sNo.length + length));
        size = 0;
      }
      size += out.write(sNo, size, 'latin1');
      size += buf.copy(out, size, at + 6, at + 6 + length);
      at += 6 + length;
    }
    rest = buf.subarray(at);
  }
  if (size) yield out.subarray(0, size);
}
