/**
 * The machinery behind the factories: one INSERT statement per call, whatever the number of
 * rows, with the factory's defaults under the caller's values.
 */

import { getMetadataArgsStorage } from 'typeorm';

/** Rows per statement of insertSeries. */
const SERIES_CHUNK = 10_000;

/** Anything with a `query` like TypeORM's DataSource/QueryRunner or a pg Client. */
interface Db {
  query(sql: string, params?: unknown[]): Promise<unknown>;
}

/**
 * An SQL expression written into the statement as is, e.g. sql`now() - interval '1 day'`;
 * what is interpolated becomes SQL text too (never pass data from outside the test).
 */
export class SqlExpression {
  constructor(readonly text: string) {}
}

export function sql(strings: TemplateStringsArray, ...values: unknown[]): SqlExpression {
  return new SqlExpression(strings.reduce((out, s, i) => out + String(values[i - 1]) + s));
}

/** In a series, the row's number (1..count) as SQL: sql`'Person ' || ${SERIES_INDEX}`. */
const SERIES_INDEX = 'i';

const MARK = '\u0000n\u0000';

/**
 * A text unique to its row (for unique columns such as a subscriber's address): `make` gets the
 * row's number and returns the text. In a series the number is computed in SQL.
 */
export class Unique {
  constructor(readonly make: (n: string) => string) {}
}

export const unique = (make: (n: string) => string): Unique => new Unique(make);

/**
 * Columns and their values: a parameter (text such as '2024-10-01 12:00+05:30' for a
 * timestamp is fine), an SQL expression, or a unique text. Only the table's columns are allowed.
 */
export type Values<Row> = { [K in keyof Row]?: unknown };

let counter = 0;

function rowsOf(result: unknown): Record<string, unknown>[] {
  if (Array.isArray(result)) return result as Record<string, unknown>[];
  return (result as { rows: Record<string, unknown>[] }).rows;
}

/** Renders one value, pushing parameters; `n` is the row's number as SQL (series) or text. */
function render(value: unknown, params: unknown[], n: { sql: string } | { text: string }): string {
  if (value instanceof SqlExpression) return value.text;
  if (value instanceof Unique) {
    if ('text' in n) {
      params.push(value.make(n.text));
      return `$${params.length}`;
    }
    const parts = value.make(MARK).split(MARK);
    return `(${parts
      .map((p, i) => {
        params.push(p);
        return i === 0 ? `$${params.length}::text` : `${n.sql} || $${params.length}::text`;
      })
      .join(' || ')})`;
  }
  params.push(value);
  return `$${params.length}`;
}

export interface Factory<Row> {
  /** Inserts one row and returns it as stored (every column). */
  insert(db: Db, values?: Values<Row>): Promise<Row>;
  /** Inserts the rows in this order in one statement and returns them. */
  insertMany(db: Db, rows: Values<Row>[]): Promise<Row[]>;
  /**
   * Inserts `count` rows in one INSERT … SELECT … FROM generate_series(1, count) i (fast for
   * paging tests); a value may be an SQL expression of the row's number `i`. Returns nothing.
   */
  insertSeries(db: Db, count: number, values?: Values<Row>): Promise<void>;
}

/**
 * A factory for `table`: `defaults` are the values a row needs to be valid under today's schema
 * and constraints; a caller's values (any column, created_at included) replace them.
 */
export function defineFactory<Row>(table: string, defaults: () => Values<Row>): Factory<Row> {
  const merged = (values: Values<Row>) =>
    Object.entries({ ...defaults(), ...values }).filter(([, v]) => v !== undefined);

  async function insertMany(db: Db, rows: Values<Row>[]): Promise<Row[]> {
    if (rows.length === 0) return [];
    const all = rows.map(merged);
    const columns = [...new Set(all.flatMap((r) => r.map(([c]) => c)))];
    const params: unknown[] = [];
    const tuples = all.map((r) => {
      const byColumn = new Map(r);
      const n = { text: String(++counter) };
      return `(${columns
        .map((c) => (byColumn.has(c) ? render(byColumn.get(c), params, n) : 'DEFAULT'))
        .join(', ')})`;
    });
    const statement = `INSERT INTO ${table} (${columns.join(', ')}) VALUES ${tuples.join(', ')} RETURNING *`;
    return rowsOf(await db.query(statement, params)) as Row[];
  }

  return {
    insertMany,
    insert: async (db, values = {}) => (await insertMany(db, [values]))[0],
    async insertSeries(db, count, values = {}) {
      const row = merged(values);
      const first = counter;
      counter += count;
      // In statements of SERIES_CHUNK rows: each stays well inside the app's statement timeout
      // (5 s) even on a busy machine, where 60,000 rows in one statement did not.
      // The series index runs 1…count across the statements, as the caller's values read it.
      for (let done = 0; done < count; done += SERIES_CHUNK) {
        const params: unknown[] = [done + 1, Math.min(done + SERIES_CHUNK, count)];
        const n = { sql: `(${first} + ${SERIES_INDEX})` };
        const select = row.map(([, v]) => render(v, params, n));
        await db.query(
          `INSERT INTO ${table} (${row.map(([c]) => c).join(', ')})
           SELECT ${select.join(', ')} FROM generate_series($1::int, $2::int) ${SERIES_INDEX}`,
          params,
        );
      }
    },
  };
}

/** 'statusChangedAt' → 'status_changed_at': a property's column, as the entities name them. */
type SnakeCase<S extends string> = S extends `${infer C}${infer Rest}`
  ? `${C extends Lowercase<C> ? C : `_${Lowercase<C>}`}${SnakeCase<Rest>}`
  : S;

/**
 * An entity's row as its table holds it: each of its properties under its column's name, with
 * its type. factories.e2e-spec.ts holds every entity of a factory to that naming.
 */
export type RowOf<E> = {
  [
    K in keyof E as E[K] extends (...args: never[]) => unknown ? never : SnakeCase<K & string>
  ]: E[K];
};

/** The column a property is stored in, as RowOf names it. */
export const columnOf = (property: string): string =>
  property.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** A factory of an entity's table, its rows typed by the entity (RowOf). */
export function entityFactory<E>(
  entity: abstract new () => E,
  defaults: () => Values<RowOf<E>>,
): Factory<RowOf<E>> & { entity: abstract new () => E } {
  const table = getMetadataArgsStorage().tables.find((t) => t.target === entity)?.name;
  if (!table) throw new Error(`${entity.name} is not an entity with a table`);
  return { ...defineFactory<RowOf<E>>(table, defaults), entity };
}
