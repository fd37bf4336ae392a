import { once } from 'node:events';
import { finished } from 'node:stream/promises';
import type { Client } from 'pg';
import { from as copyFrom, to as copyTo, type CopyStreamQuery } from 'pg-copy-streams';
import type { Manifest, OutgoingEntry } from './archive';

/**
 * The database is copied with COPY over the API's own connection, not with pg_dump: pg_dump must
 * be at least the server's version, and neither the embedded server (PostgreSQL 18, shipped
 * without it) nor every host has a matching one. The schema is not copied: the restoring
 * release's migrations make it, so only the rows travel.
 */

/** The schema's own bookkeeping, written by the migrations: never copied. */
const SCHEMA_TABLES = ['migrations', 'typeorm_metadata'];

/**
 * Rows the migrations write themselves (the bundled site content, authored by `system`): a
 * freshly migrated database holds them and is still empty.
 */
const WRITTEN_BY_MIGRATIONS: Record<string, string> = {
  content_items: `author = 'system' AND updated_by = 'system'`,
  content_revisions: `saved_by = 'system'`,
};

/** A table's rows go into the archive in pieces of about this size. */
const PIECE_BYTES = 8 * 1024 * 1024;
const NEWLINE = 0x0a;

interface TableShape {
  name: string;
  /** Every column but the generated ones, which the database computes again. */
  columns: string[];
}

/**
 * The app's tables (those of the connection's schema), each after the tables it references, so
 * that loading them in this order satisfies every foreign key as it goes.
 */
export async function tablesInLoadOrder(c: Client): Promise<TableShape[]> {
  const { rows: tables } = await c.query<TableShape>(
    `SELECT t.relname::text AS name, array_agg(a.attname::text ORDER BY a.attnum) AS columns
       FROM pg_class t
       JOIN pg_namespace n ON n.oid = t.relnamespace
       JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum > 0 AND NOT a.attisdropped
                          AND a.attgenerated = ''
      WHERE n.nspname = current_schema() AND t.relkind IN ('r', 'p') AND NOT t.relispartition
        AND t.relname <> ALL($1)
      GROUP BY t.relname
      ORDER BY t.relname`,
    [SCHEMA_TABLES],
  );
  const { rows: references } = await c.query<{ from: string; to: string }>(
    `SELECT DISTINCT f.relname::text AS "from", r.relname::text AS "to"
       FROM pg_constraint k
       JOIN pg_class f ON f.oid = k.conrelid
       JOIN pg_class r ON r.oid = k.confrelid
       JOIN pg_namespace n ON n.oid = f.relnamespace
      WHERE k.contype = 'f' AND n.nspname = current_schema() AND f.oid <> r.oid`,
  );
  const ordered: TableShape[] = [];
  const placed = new Set<string>();
  let rest = tables;
  while (rest.length) {
    const ready = rest.filter((t) =>
      references.every((r) => r.from !== t.name || placed.has(r.to) || r.to === t.name),
    );
    if (!ready.length)
      throw new Error(
        `These tables reference each other in a circle, which a load in one order cannot satisfy: ${rest.map((t) => t.name).join(', ')}`,
      );
    for (const t of ready) placed.add(t.name);
    ordered.push(...ready);
    rest = rest.filter((t) => !placed.has(t.name));
  }
  return ordered;
}

const list = (c: Client, names: string[]) => names.map((n) => c.escapeIdentifier(n)).join(', ');

/** The identity (and serial) sequences: where each stands. */
async function sequences(c: Client): Promise<Manifest['sequences']> {
  const { rows } = await c.query<{ table: string; column: string; sequence: string }>(
    `SELECT t.relname::text AS "table", a.attname::text AS "column", s.name AS sequence
       FROM pg_class t
       JOIN pg_namespace n ON n.oid = t.relnamespace
       JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum > 0 AND NOT a.attisdropped
      CROSS JOIN LATERAL pg_get_serial_sequence(format('%I.%I', n.nspname, t.relname), a.attname) AS s(name)
      WHERE n.nspname = current_schema() AND t.relkind IN ('r', 'p') AND s.name IS NOT NULL
        AND t.relname <> ALL($1)
      ORDER BY 1, 2`,
    [SCHEMA_TABLES],
  );
  const out: Manifest['sequences'] = [];
  for (const r of rows) {
    const { rows: at } = await c.query<{ last_value: string; is_called: boolean }>(
      `SELECT last_value::text, is_called FROM ${r.sequence}`,
    );
    out.push({
      table: r.table,
      column: r.column,
      lastValue: at[0].last_value,
      isCalled: at[0].is_called,
    });
  }
  return out;
}

/**
 * One consistent view of the whole database while the API goes on writing: a read-only
 * REPEATABLE READ transaction, whose snapshot is taken at its first statement and which every
 * COPY then reads, however long the copy takes.
 */
export class DatabaseSnapshot {
  readonly tables: Manifest['tables'] = [];

  private constructor(
    private readonly c: Client,
    readonly takenAt: Date,
    readonly migrations: string[],
    readonly sequences: Manifest['sequences'],
    private readonly shapes: TableShape[],
  ) {}

  static async take(c: Client): Promise<DatabaseSnapshot> {
    await c.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    // A server-wide limit on idle transactions would end the snapshot while the archive is
    // written between two tables.
    await c.query(`SET LOCAL idle_in_transaction_session_timeout = 0`);
    await c.query(`SET LOCAL statement_timeout = 0`);
    const { rows } = await c
      .query<{ now: Date; migrations: string[] | null }>(
        `SELECT now(), (SELECT array_agg(name::text ORDER BY id) FROM migrations) AS migrations`,
      )
      .catch((e: { code?: string }) => {
        if (e.code !== '42P01') throw e;
        throw new Error(
          "This database has none of the API's tables (no migrations ran on it): nothing to back up. Is DATABASE_URL (or DATA_DIR) the installation's?",
        );
      });
    const shapes = await tablesInLoadOrder(c);
    return new DatabaseSnapshot(
      c,
      rows[0].now,
      rows[0].migrations ?? [],
      await sequences(c),
      shapes,
    );
  }

  /** Every table's rows, in load order, as archive members; the row counts go to `tables`. */
  async *entries(): AsyncGenerator<OutgoingEntry> {
    for (const { name, columns } of this.shapes) {
      const stream = this.c.query(
        copyTo(
          `COPY (SELECT ${list(this.c, columns)} FROM ${this.c.escapeIdentifier(name)}) TO STDOUT`,
        ),
      );
      let pieces: Buffer[] = [];
      let size = 0;
      let rows = 0;
      let n = 0;
      const piece = (): OutgoingEntry => ({
        path: `database/${name}/${String(++n).padStart(6, '0')}.copy`,
        size,
        body: pieces,
      });
      for await (const chunk of stream as AsyncIterable<Buffer>) {
        // In COPY's text format each row ends with a newline and a newline inside a value is
        // written as \n, so the newlines count the rows.
        for (let i = chunk.indexOf(NEWLINE); i !== -1; i = chunk.indexOf(NEWLINE, i + 1)) rows++;
        pieces.push(chunk);
        size += chunk.length;
        if (size >= PIECE_BYTES) {
          yield piece();
          pieces = [];
          size = 0;
        }
      }
      if (size) yield piece();
      this.tables.push({ name, columns, rows });
    }
  }

  /** Ends the transaction (read-only: nothing to keep). */
  async release(): Promise<void> {
    await this.c.query('ROLLBACK');
  }
}

/** The tables of `tables` that hold rows (beyond those the migrations write). */
export async function tablesHoldingData(c: Client, tables: string[]): Promise<string[]> {
  const held: string[] = [];
  for (const t of tables) {
    const own = WRITTEN_BY_MIGRATIONS[t];
    const { rows } = await c.query<{ any: boolean }>(
      `SELECT EXISTS (SELECT 1 FROM ${c.escapeIdentifier(t)}${own ? ` WHERE NOT (${own})` : ''}) AS any`,
    );
    if (rows[0].any) held.push(t);
  }
  return held;
}

/** The archive's tables do not fit this database, or it is not empty: nothing was loaded. */
export class LoadRefused extends Error {}

/**
 * Loads the archive's rows into the (migrated, empty) database in ONE transaction: nothing of it
 * is visible, nor left behind, until commit() succeeds.
 */
interface Copying {
  table: string;
  stream: CopyStreamQuery;
  /** Kept when the server refuses a row, and thrown at the next write or at the end. */
  failure?: Error;
}

export class DatabaseLoad {
  private copying?: Copying;
  private readonly loaded = new Map<string, number>();

  private constructor(
    private readonly c: Client,
    private readonly manifest: Manifest,
  ) {}

  /**
   * Begins: locks every table (an API still running on this database makes this wait, then
   * fail), checks again that none holds data, empties the migrations' own rows and turns the
   * tables' triggers off, so each row goes in exactly as it was.
   */
  static async begin(c: Client, manifest: Manifest): Promise<DatabaseLoad> {
    const here = await tablesInLoadOrder(c);
    const mismatch = manifest.tables.filter(
      (t) => here.find((h) => h.name === t.name)?.columns.join() !== t.columns.join(),
    );
    if (mismatch.length || here.length !== manifest.tables.length)
      throw new LoadRefused(
        `This database's tables differ from the archive's (${mismatch.map((t) => t.name).join(', ') || 'another set of tables'}).`,
      );
    const all = list(
      c,
      here.map((t) => t.name),
    );
    await c.query('BEGIN');
    try {
      await c.query(`SET LOCAL lock_timeout = '10s'`);
      await c.query(`SET LOCAL statement_timeout = 0`);
      try {
        await c.query(`LOCK TABLE ${all} IN ACCESS EXCLUSIVE MODE`);
      } catch (e) {
        if ((e as { code?: string }).code !== '55P03') throw e;
        throw new LoadRefused('The database is in use: stop the API (every replica) first.');
      }
      const held = await tablesHoldingData(
        c,
        here.map((t) => t.name),
      );
      if (held.length) throw new LoadRefused(holdsData(held));
      await c.query(`TRUNCATE ${all}`);
      for (const t of here)
        await c.query(`ALTER TABLE ${c.escapeIdentifier(t.name)} DISABLE TRIGGER USER`);
      return new DatabaseLoad(c, manifest);
    } catch (e) {
      await c.query('ROLLBACK').catch(() => undefined);
      throw e;
    }
  }

  /** Rows of `table` (its members arrive in order, one after another). */
  async write(table: string, pieces: AsyncIterable<Buffer>): Promise<void> {
    if (this.copying?.table !== table) {
      await this.endCopy();
      const shape = this.manifest.tables.find((t) => t.name === table)!;
      const stream = this.c.query(
        copyFrom(
          `COPY ${this.c.escapeIdentifier(table)} (${list(this.c, shape.columns)}) FROM STDIN`,
        ),
      );
      const copying: Copying = { table, stream };
      stream.on('error', (e) => (copying.failure ??= e));
      this.copying = copying;
    }
    const { stream } = this.copying;
    for await (const piece of pieces) {
      if (this.copying.failure) break;
      if (!stream.write(piece)) await once(stream, 'drain');
    }
    if (this.copying.failure) throw this.copying.failure;
  }

  private async endCopy(): Promise<void> {
    const copying = this.copying;
    if (!copying) return;
    this.copying = undefined;
    copying.stream.end();
    await finished(copying.stream);
    this.loaded.set(copying.table, copying.stream.rowCount);
  }

  /**
   * Checks each table holds the manifest's count of rows, puts every sequence past both its
   * archived value and its column's largest value, turns the triggers back on and commits.
   */
  async commit(): Promise<void> {
    await this.endCopy();
    const wrong = this.manifest.tables.filter((t) => (this.loaded.get(t.name) ?? 0) !== t.rows);
    if (wrong.length)
      throw new LoadRefused(
        `The archive's rows do not match its manifest (${wrong.map((t) => `${t.name}: ${this.loaded.get(t.name) ?? 0} of ${t.rows}`).join(', ')}).`,
      );
    for (const s of this.manifest.sequences) {
      const column = this.c.escapeIdentifier(s.column);
      await this.c.query(
        `SELECT setval(pg_get_serial_sequence($1, $2), greatest($3::bigint, top),
                       CASE WHEN top > $3::bigint THEN true ELSE $4 END)
           FROM (SELECT max(${column})::bigint AS top FROM ${this.c.escapeIdentifier(s.table)}) m`,
        [this.c.escapeIdentifier(s.table), s.column, s.lastValue, s.isCalled],
      );
    }
    for (const t of this.manifest.tables)
      await this.c.query(`ALTER TABLE ${this.c.escapeIdentifier(t.name)} ENABLE TRIGGER USER`);
    await this.c.query('COMMIT');
  }

  async abandon(): Promise<void> {
    if (this.copying) {
      this.copying.stream.destroy();
      this.copying = undefined;
    }
    await this.c.query('ROLLBACK').catch(() => undefined);
  }
}

/** What to tell the operator when the database already holds data. */
export function holdsData(tables: string[]): string {
  return (
    `The database already holds data (${tables.join(', ')}). A backup is restored into an ` +
    'empty installation only: create a new database (embedded: use a new DATA_DIR) and restore there.'
  );
}
