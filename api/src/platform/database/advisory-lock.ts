import type { EntityManager, QueryRunner } from 'typeorm';

/**
 * Takes the advisory lock `key` for the rest of the transaction, if no one holds it: one replica
 * does a scheduled job, the others see false and skip it. The lock goes with the transaction.
 */
export async function tryTransactionLock(m: EntityManager, key: number): Promise<boolean> {
  const [{ locked }] = (await m.query(`SELECT pg_try_advisory_xact_lock($1) AS locked`, [key])) as {
    locked: boolean;
  }[];
  return locked;
}

/**
 * Takes the advisory lock `key` on this connection, if no one holds it, for work longer than one
 * transaction; release it with `unlockSession` on the same connection.
 */
export async function trySessionLock(runner: QueryRunner, key: number): Promise<boolean> {
  const [{ locked }] = (await runner.query(`SELECT pg_try_advisory_lock($1) AS locked`, [key])) as {
    locked: boolean;
  }[];
  return locked;
}

/** Releases a lock `trySessionLock` took on this connection. */
export async function unlockSession(runner: QueryRunner, key: number): Promise<void> {
  await runner.query(`SELECT pg_advisory_unlock($1)`, [key]);
}
