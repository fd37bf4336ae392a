import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { Row } from '../personal-data/personal-data-kind';
import { escapeLike } from '../platform/listing/listing';

/**
 * The rows of a form table whose address is exactly `address` (stored lower-cased and trimmed;
 * compared lower-cased so an older or hand-made row in another case is found too). The ILIKE of
 * the escaped address, which can match only that address, lets PostgreSQL use the column's
 * trigram index; lower() = decides.
 */
function addressWhere(column: string): string {
  return `${column} ILIKE $2 AND lower(${column}) = $1`;
}

/** Parameters of `addressWhere`: $1 the address, $2 the same as a LIKE pattern. */
function addressParams(address: string): [string, string] {
  return [address, escapeLike(address)];
}

/** Mails to the address, or about it (its Reply-To: the staff notifications of a submission). */
const MAILS_WHERE = `lower(to_address) = $1 OR lower(reply_to) = $1`;

/** Rows of a DELETE … RETURNING through TypeORM's query() (pg answers [rows, count]). */
function returned(result: unknown): Row[] {
  const r = result as unknown[];
  return (Array.isArray(r[0]) ? r[0] : r) as Row[];
}

/** Audit entries of one action whose record is one of a kind's rows (record_kind, record_id). */
export interface AuditReference {
  action: string;
  recordKind: string;
  ids: readonly number[];
}

/** The column of the notes table that points at a kind's rows, and the ids of those rows. */
export interface NotesOn {
  column: string;
  ids: number[];
}

/** The new texts of the audit entries an erasure anonymises, by position (one entry each). */
export interface AnonymisedAudit {
  ids: string[];
  usernames: string[];
  targets: (string | null)[];
  details: (string | null)[];
  ips: (string | null)[];
}

/**
 * The Privacy Requests desk's SQL: one address's rows in the declared kinds' tables, the notes
 * on them, its mails and the audit entries that may mention it; their deletion and the audit
 * entries' anonymisation (in the erasure's transaction); the case's history.
 */
@Injectable()
export class PrivacyRepository {
  constructor(@Inject(DataSource) private readonly db: DataSource) {}

  /** The rows of `table` whose `emailColumn` is the address, oldest first. */
  rowsOf(m: EntityManager, table: string, emailColumn: string, address: string): Promise<Row[]> {
    return m.query(
      `SELECT * FROM ${table} WHERE ${addressWhere(emailColumn)} ORDER BY created_at, id`,
      addressParams(address),
    );
  }

  /** The notes on any of the rows (`on`: each kind's notes column and row ids), oldest first. */
  notesOn(m: EntityManager, on: readonly NotesOn[]): Promise<Row[]> {
    const where = on.map((n, i) => `${n.column} = ANY($${i + 1}::int[])`);
    return m.query(
      `SELECT * FROM notes
      WHERE ${where.join(' OR ')}
      ORDER BY created_at, id`,
      on.map((n) => n.ids),
    );
  }

  /** The stored mails to or about the address, oldest first. */
  mailsOf(m: EntityManager, address: string): Promise<Row[]> {
    return m.query(`SELECT * FROM outbox_mails WHERE ${MAILS_WHERE} ORDER BY created_at, id`, [
      address,
    ]);
  }

  /**
   * The audit rows that may mention the person (`lock`: FOR UPDATE, inside an erasure): the
   * address in the username or target, or one of the referenced records.
   */
  auditCandidates(
    m: EntityManager,
    address: string,
    references: readonly AuditReference[],
    lock: boolean,
  ): Promise<Row[]> {
    const params: unknown[] = [addressParams(address)[1]];
    let where = `username ILIKE '%' || $1 || '%' OR target ILIKE '%' || $1 || '%'`;
    for (const ref of references) {
      params.push(ref.action, ref.recordKind, ref.ids.map(String));
      const [action, kind, ids] = [params.length - 2, params.length - 1, params.length];
      where += `\n   OR (record_kind = $${kind} AND record_id = ANY($${ids}::text[]) AND action = $${action})`;
    }
    return m.query(
      `SELECT * FROM audit_log WHERE ${where} ORDER BY created_at, id${lock ? ' FOR UPDATE' : ''}`,
      params,
    );
  }

  /** Deletes the rows of `table` whose `emailColumn` is the address; answers them. */
  async deleteRowsOf(
    m: EntityManager,
    table: string,
    emailColumn: string,
    address: string,
  ): Promise<Row[]> {
    return returned(
      await m.query(
        `DELETE FROM ${table} WHERE ${addressWhere(emailColumn)} RETURNING *`,
        addressParams(address),
      ),
    );
  }

  /** Deletes the stored mails to or about the address; answers their ids. */
  async deleteMailsOf(m: EntityManager, address: string): Promise<Row[]> {
    return returned(
      await m.query(`DELETE FROM outbox_mails WHERE ${MAILS_WHERE} RETURNING id`, [address]),
    );
  }

  /** Writes the anonymised texts over the audit entries `a.ids`, in one statement. */
  async anonymiseAudit(m: EntityManager, a: AnonymisedAudit): Promise<void> {
    await m.query(
      `UPDATE audit_log a
        SET username = u.username, target = u.target, details = u.details::jsonb, ip = u.ip
       FROM unnest($1::bigint[], $2::text[], $3::text[], $4::text[], $5::text[])
            AS u(id, username, target, details, ip)
      WHERE a.id = u.id`,
      [a.ids, a.usernames, a.targets, a.details, a.ips],
    );
  }

  /** The last 20 audit entries of `actions` under any of the case references `refs`, newest first. */
  caseHistory(actions: readonly string[], refs: string[]): Promise<Row[]> {
    return this.db.query(
      `SELECT action, username, details->>'summary' AS summary, created_at FROM audit_log
        WHERE action = ANY($1) AND details ? 'case' AND details->>'case' = ANY($2)
        ORDER BY created_at DESC, id DESC LIMIT 20`,
      [actions, refs],
    );
  }
}
