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

/** The code points of FORMULA_LEADS, as SQL's `ascii()` reads a text's first character. */
const FORMULA_LEAD_CODES = FORMULA_LEADS.map((c) => c.codePointAt(0)).join(', ');

/**
 * A field as `csvField` writes it but its closing quote, after `lead` (the separator before it
 * and its opening quote), in SQL: a leading formula character (FORMULA_LEADS) made text with a
 * quote, quotes doubled. `text` is a column's text, cheap to read twice. The record is made of
 * few, long pieces (`ascii()` allocates nothing, the lead carries the separator and the quotes):
 * each `||` copies the record so far, and PostgreSQL's core is an export's limit.
 */
const fieldSql = (text: string, lead: string) =>
  `CASE WHEN ascii(${text}) IN (${FORMULA_LEAD_CODES})` +
  ` THEN ${escapeLiteral(lead + "'")} ELSE ${escapeLiteral(lead)} END` +
  ` || replace(${text}, '"', '""')`;

/** A constant of the code (a label, a stand-in) as its field but the closing quote, after `lead`. */
const constantField = (text: string, lead: string) =>
  escapeLiteral(lead + csvField(text).slice(1, -1));

/** A cell of the column `ref` after `lead`, as its CSV field but the closing quote, in SQL. */
function cellSql(ref: string, cell: CsvCell | undefined, lead: string): string {
  const text = `COALESCE(${ref}::text, '')`;
  // A time as staff read it holds no quote and starts with a digit: nothing to guard.
  if (cell === 'date-time') return `${escapeLiteral(lead)} || COALESCE(${dateTimeSql(ref)}, '')`;
  if (cell && 'labels' in cell) {
    const labels = Object.entries(cell.labels)
      .map(([key, label]) => `WHEN ${escapeLiteral(key)} THEN ${constantField(label, lead)}`)
      .join(' ');
    return `CASE ${ref}::text ${labels} ELSE ${fieldSql(text, lead)} END`;
  }
  if (cell)
    return `CASE WHEN ${text} = '' THEN ${constantField(cell.blank, lead)} ELSE ${fieldSql(text, lead)} END`;
  return fieldSql(text, lead);
}

/**
 * The CSV record of a row but its S.No, CRLF-terminated, as one SQL expression: PostgreSQL
 * writes the file, so a million rows never pass through JavaScript objects. Each field's lead
 * is the separator before it and its opening quote; the record ends with the last closing quote.
 */
export function recordSql(columns: readonly CsvColumn[]): string {
  const fields = columns.map((c, i) => cellSql(`t.${c.column}`, c.cell, i === 0 ? '"' : '","'));
  return fields.join(' || ') + ` || E'"\\r\\n'`;
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

/** The bytes of `"` `,` and `0` in the S.No field. */
const QUOTE = 0x22;
const COMMA = 0x2c;
const ZERO = 0x30;

/**
 * The records of a binary COPY of one text column, each after its S.No field, following
 * `first`, in pieces of about CHUNK_BYTES. Each tuple is a 16-bit field count (-1 ends the
 * data), then the field's 32-bit length and its bytes; a tuple may be split across the stream's
 * chunks. Numbering here keeps a window function off the database's core. Per record, this is
 * the API's whole work on an export, so it allocates nothing: the S.No is counted in its decimal
 * digits, and a tuple split across chunks is joined from the next chunk's head only.
 */
export async function* numberedRecords(
  stream: AsyncIterable<Buffer>,
  first: string,
): AsyncGenerator<Buffer> {
  const file = new NumberedFile(first);
  let rest: Buffer | undefined;
  for await (const chunk of stream) {
    let at = 0;
    if (rest) {
      const joined = joinSplitTuple(rest, chunk, file.headerLeft);
      const left = file.take(joined.bytes, 0);
      if (left < joined.bytes.length) {
        // The chunk ended before the split tuple (or the header) did.
        rest = joined.bytes.subarray(left);
        yield* file.full.splice(0);
        continue;
      }
      at = joined.taken;
    }
    at = file.take(chunk, at);
    rest = at < chunk.length ? chunk.subarray(at) : undefined;
    yield* file.full.splice(0);
  }
  yield* file.end();
}

/**
 * `rest` (the start of a tuple, or of the header) and as much of `chunk` as finishes it: the
 * length is read from `rest` when it holds it, otherwise the whole chunk is joined (rare: a split
 * within a tuple's first six bytes, or the header).
 */
function joinSplitTuple(
  rest: Buffer,
  chunk: Buffer,
  headerLeft: boolean,
): { bytes: Buffer; taken: number } {
  let need = Infinity;
  if (!headerLeft && rest.length >= 2 && rest.readInt16BE(0) === -1) need = 2;
  else if (!headerLeft && rest.length >= 6) need = 6 + rest.readInt32BE(2);
  const taken = Math.min(chunk.length, need - rest.length);
  return { bytes: Buffer.concat([rest, chunk.subarray(0, taken)]), taken };
}

/** The file being written: its pieces, the S.No of the last record, the COPY header's state. */
class NumberedFile {
  /** Pieces ready to send. */
  readonly full: Buffer[] = [];
  headerLeft = true;
  private out = Buffer.allocUnsafe(CHUNK_BYTES);
  private size: number;
  /** `"n",` of the last record, its digits counted up in place. */
  private sNo = Buffer.from('"0",', 'latin1');

  constructor(first: string) {
    this.size = this.out.write(first);
  }

  /** Writes the whole tuples of `buf` from `at`; returns where the first incomplete one starts. */
  take(buf: Buffer, at: number): number {
    if (this.headerLeft) {
      if (at + HEADER_BYTES > buf.length) return at;
      const skip = HEADER_BYTES + buf.readUInt32BE(at + HEADER_BYTES - 4);
      if (at + skip > buf.length) return at;
      at += skip;
      this.headerLeft = false;
    }
    while (at + 2 <= buf.length) {
      if (buf.readInt16BE(at) === -1) return buf.length; // the end of the data
      if (at + 6 > buf.length) break;
      const length = buf.readInt32BE(at + 2);
      if (at + 6 + length > buf.length) break;
      this.record(buf, at + 6, length);
      at += 6 + length;
    }
    return at;
  }

  /** The pieces not yet sent, once the data has ended. */
  end(): Buffer[] {
    if (this.size) this.full.push(this.out.subarray(0, this.size));
    this.size = 0;
    return this.full.splice(0);
  }

  private record(buf: Buffer, start: number, length: number): void {
    const sNo = this.nextSerialNumber();
    if (this.size + sNo.length + length > this.out.length) {
      this.full.push(this.out.subarray(0, this.size));
      this.out = Buffer.allocUnsafe(Math.max(CHUNK_BYTES, sNo.length + length));
      this.size = 0;
    }
    for (let i = 0; i < sNo.length; i++) this.out[this.size++] = sNo[i]!;
    this.size += buf.copy(this.out, this.size, start, start + length);
  }

  /** Counts the S.No up by one in its decimal digits (`"9",` becomes `"10",`). */
  private nextSerialNumber(): Buffer {
    const digits = this.sNo;
    let i = digits.length - 3; // the last digit, before `",`
    while (i > 0 && digits[i] === ZERO + 9) digits[i--] = ZERO;
    if (i > 0) digits[i]! += 1;
    else {
      const longer = Buffer.allocUnsafe(digits.length + 1);
      longer[0] = QUOTE;
      longer[1] = ZERO + 1;
      digits.copy(longer, 2, 1);
      longer[longer.length - 1] = COMMA;
      this.sNo = longer;
    }
    return this.sNo;
  }
}
