import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type QueryRunner } from 'typeorm';

/** Rows per DELETE statement; the purge loops until a batch comes back short. */
export const RETENTION_BATCH = 1000;

/** Audit entries created before $1. */
export const AUDIT_ENTRIES_BEFORE = `SELECT id FROM audit_log WHERE created_at < $1`;

/** Failed mails created before $1. */
export const FAILED_MAILS_BEFORE = `SELECT id FROM outbox_mails WHERE status = 'failed' AND created_at < $1`;

/**
 * The purge's SQL: the batched deletes of a table's rows that a kind's `select` finds ($1 = the
 * cutoff), on the purge's own connection, and the orphan sweep's look-up of the keys in use.
 */
@Injectable()
export class RetentionRepository {
  constructor(@Inject(DataSource) private readonly db: DataSource) {}

  /**
   * Deletes one batch (RETENTION_BATCH at most) of the rows of `table` that `select` finds and
   * answers the `column` of each deleted row (its stored file's key).
   */
  async deleteBatchReturning(
    q: QueryRunner,
    table: string,
    select: string,
    column: string,
    cutoff: Date,
  ): Promise<(string | null)[]> {
    // One statement, one transaction: the rows go and their keys come back together.
    const [rows] = (await q.query(
      `DELETE FROM ${table} WHERE id IN (${select} ORDER BY 1 LIMIT ${RETENTION_BATCH})
             RETURNING ${column}`,
      [cutoff],
    )) as [Record<string, string | null>[], number];
    return rows.map((row) => row[column]);
  }

  /** Deletes one batch (RETENTION_BATCH at most) of the rows `select` finds; answers how many. */
  async deleteBatch(q: QueryRunner, table: string, select: string, cutoff: Date): Promise<number> {
    const [, n] = (await q.query(
      `DELETE FROM ${table} WHERE id IN (${select} ORDER BY 1 LIMIT ${RETENTION_BATCH})`,
      [cutoff],
    )) as [unknown, number];
    return n;
  }

  /** Which of `keys` rows still use, by an area's `usedKeys` ($1 = the keys). */
  async keysInUse(usedKeys: string, keys: string[]): Promise<Set<string>> {
    return new Set(
      ((await this.db.query(usedKeys, [keys])) as { key: string }[]).map((row) => row.key),
    );
  }
}
