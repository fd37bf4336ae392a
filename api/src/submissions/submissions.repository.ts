import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { SqlStatement } from '../platform/database/sql-statement';
import { submittedRow, type RecordField } from './record-fields';

/**
 * The INSERT of one form submission (its row: `submittedRow`), consented now. It is a statement,
 * not a call, so a form can join it with its captcha claim and mails into one (SubmissionWriter).
 */
export function submissionInsert(
  table: string,
  fields: readonly RecordField[],
  body: { privacyNotice: string },
  own: Record<string, unknown> = {},
): SqlStatement {
  const row = submittedRow(fields, body, own);
  const columns = Object.keys(row);
  const params = columns.map((c) => row[c]);
  return {
    sql: `INSERT INTO ${table} (${columns.join(', ')}, consented_at)
          VALUES (${params.map((_, i) => `$${i + 1}`).join(', ')}, now())`,
    params,
  };
}

/** The public forms' rows, written inside a submission's transaction. */
@Injectable()
export class SubmissionsRepository {
  /** Inserts the submission (`submissionInsert`) and returns its id. */
  async insert(m: EntityManager, statement: SqlStatement): Promise<number> {
    const rows: { id: number }[] = await m.query(`${statement.sql} RETURNING id`, statement.params);
    return rows[0].id;
  }
}
