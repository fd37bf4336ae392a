import type { DataSource, EntityManager } from 'typeorm';

/** A TypeORM query runner or manager, or a node-postgres client. */
type Queryable = { query(sql: string, params?: unknown[]): Promise<unknown> };

/**
 * Gives the statements of one connection (a query runner held for a long job) `ms` instead of
 * the pool's request timeout, until `resetStatementTimeout` — or, `local`, until its open
 * transaction ends.
 */
export async function setStatementTimeout(
  q: Queryable,
  ms: number,
  { local = false } = {},
): Promise<void> {
  await q.query(`SELECT set_config('statement_timeout', $1, $2)`, [`${ms}ms`, local]);
}

/** Back to the pool's timeout, before the connection returns to the pool. */
export async function resetStatementTimeout(q: Queryable): Promise<void> {
  await q.query(`RESET statement_timeout`);
}

/** Runs `fn` in a transaction whose statements may take up to `ms` (SET LOCAL: it ends with it). */
export function withStatementTimeout<T>(
  db: DataSource,
  ms: number,
  fn: (m: EntityManager) => Promise<T>,
): Promise<T> {
  return db.transaction(async (m) => {
    await setStatementTimeout(m, ms, { local: true });
    return fn(m);
  });
}
