import { createHash } from 'node:crypto';
import type { PoolClient, QueryConfig } from 'pg';
import type { DataSource } from 'typeorm';

/** One SQL statement with its parameters, numbered from $1. */
export interface SqlStatement {
  sql: string;
  params: unknown[];
}

/**
 * Joins INSERT statements and a final statement into one, `WITH s1 AS (…), s2 AS (…) final`,
 * renumbering each statement's $n parameters. A single statement is atomic (all its writes or
 * none) and costs one round trip; data-modifying WITH clauses always run to completion.
 * Statements are the code's own constant SQL: no literal in them may contain `$`.
 */
export function combineStatements(
  inserts: readonly SqlStatement[],
  final: SqlStatement,
): SqlStatement {
  const parts = [...inserts, final];
  return { sql: combinedSql(parts), params: parts.flatMap((p) => p.params) };
}

/** The code has a handful of statement shapes: each combined text is built once. */
const combined = new Map<string, string>();

function combinedSql(parts: readonly SqlStatement[]): string {
  const key = parts.map((p) => `${p.params.length}\u0000${p.sql}`).join('\u0000');
  let sql = combined.get(key);
  if (sql === undefined) {
    let offset = 0;
    const texts = parts.map((p) => {
      const shift = offset;
      offset += p.params.length;
      return p.sql.replace(/\$(\d+)/g, (_, n: string) => `$${Number(n) + shift}`);
    });
    const last = texts.pop()!;
    const ctes = texts.map((t, i) => `s${i + 1} AS (${t})`);
    sql = ctes.length ? `WITH ${ctes.join(', ')} ${last}` : last;
    if (combined.size < 100) combined.set(key, sql);
  }
  return sql;
}

const names = new Map<string, string>();

/**
 * `statement` as a named prepared statement for node-postgres: PostgreSQL parses and plans it
 * once per connection instead of on every call (a third of its CPU for the contact form's
 * statement). For the submission statements, whose texts are fixed. (Behind PgBouncer, use
 * session pooling or a version that supports prepared statements in transaction mode.)
 * @public Also run by tests/bench/contact-work.mjs, from the build.
 */
export function preparedQuery(statement: SqlStatement): QueryConfig {
  let name = names.get(statement.sql);
  if (name === undefined) {
    name = `k_${createHash('sha256').update(statement.sql).digest('base64url').slice(0, 24)}`;
    if (names.size < 100) names.set(statement.sql, name);
  }
  return { name, text: statement.sql, values: statement.params };
}

/**
 * Runs `statement` on its own as a prepared statement (`preparedQuery`): one round trip, atomic,
 * no BEGIN/COMMIT. The query runner only lends a pooled connection for it.
 */
export async function runPrepared(db: DataSource, statement: SqlStatement): Promise<void> {
  const runner = db.createQueryRunner('master');
  try {
    const client = (await runner.connect()) as PoolClient;
    await client.query(preparedQuery(statement));
  } finally {
    await runner.release();
  }
}
