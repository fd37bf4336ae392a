import type { DataSource, EntityManager } from 'typeorm';
import { escapeLike } from '../platform/listing/listing';
import { mentionsAddress } from './address-match';

/** One stored row as PostgreSQL returns it: every column (SELECT *), so new columns come along. */
export type Row = Record<string, unknown>;

/** The kinds of record the desk looks for, in the order it shows and exports them. */
export const KINDS = [
  'contacts',
  'registrations',
  'subscribers',
  'applications',
  'notes',
  'mails',
  'auditEntries',
] as const;
export type Kind = (typeof KINDS)[number];

export type HeldRecords = Record<Kind, Row[]>;

type Queryable = Pick<DataSource | EntityManager, 'query'>;

/**
 * The rows of a form table whose address is exactly `address` (stored lower-cased and trimmed;
 * compared lower-cased so an older or hand-made row in another case is found too). The ILIKE of
 * the escaped address, which can match only that address, lets PostgreSQL use the column's
 * trigram index; lower() = decides.
 */
export function addressWhere(column: string): string {
  return `${column} ILIKE $2 AND lower(${column}) = $1`;
}

/** Parameters of `addressWhere`: $1 the address, $2 the same as a LIKE pattern. */
export function addressParams(address: string): [string, string] {
  return [address, escapeLike(address)];
}

/** Mails to the address, or about it (its Reply-To: the staff notifications of a submission). */
export const MAILS_WHERE = `lower(to_address) = $1 OR lower(reply_to) = $1`;

/**
 * Audit rows that may mention the address or one of `applicationIds` (a resume download's target
 * is "application #<id> <first> <last>"); `mentionsAudit` decides on each candidate.
 */
const AUDIT_CANDIDATES = `username ILIKE '%' || $1 || '%' OR target ILIKE '%' || $1 || '%'
   OR (action = 'application.resume' AND target LIKE ANY($2::text[]))`;

export function resumeTargets(applicationIds: readonly number[]): string[] {
  return applicationIds.map((id) => `application #${id} %`);
}

/** Whether an audit row mentions the person: their address, or one of their applications. */
export function mentionsAudit(row: Row, address: string, applicationIds: Set<number>): boolean {
  const username = String(row.username ?? '');
  const target = typeof row.target === 'string' ? row.target : null;
  if (username.toLowerCase() === address || mentionsAddress(username, address)) return true;
  if (mentionsAddress(target, address)) return true;
  const m =
    row.action === 'application.resume' && target ? /^application #(\d+) /.exec(target) : null;
  return !!m && applicationIds.has(Number(m[1]));
}

/** Selects the audit rows that mention the person (`lock`: FOR UPDATE, inside an erasure). */
export async function auditRowsOf(
  db: Queryable,
  address: string,
  applicationIds: readonly number[],
  lock = false,
): Promise<Row[]> {
  const candidates: Row[] = await db.query(
    `SELECT * FROM audit_log WHERE ${AUDIT_CANDIDATES} ORDER BY created_at, id${lock ? ' FOR UPDATE' : ''}`,
    [addressParams(address)[1], resumeTargets(applicationIds)],
  );
  const ids = new Set(applicationIds);
  return candidates.filter((r) => mentionsAudit(r, address, ids));
}

/** Every row held for `address`, of every kind, oldest first. */
export async function findHeld(db: Queryable, address: string): Promise<HeldRecords> {
  const params = addressParams(address);
  const form = (table: string) =>
    db.query(
      `SELECT * FROM ${table} WHERE ${addressWhere('email')} ORDER BY created_at, id`,
      params,
    ) as Promise<Row[]>;
  const contacts = await form('contacts');
  const registrations = await form('registrations');
  const subscribers = await form('subscribers');
  const applications = await form('applications');
  const notes = await notesOf(db, { contacts, registrations, applications });
  const mails: Row[] = await db.query(
    `SELECT * FROM outbox_mails WHERE ${MAILS_WHERE} ORDER BY created_at, id`,
    [address],
  );
  const auditEntries = await auditRowsOf(
    db,
    address,
    applications.map((a) => Number(a.id)),
  );
  return { contacts, registrations, subscribers, applications, notes, mails, auditEntries };
}

/** The staff's internal notes on the person's contacts, registrations and applications. */
export function notesOf(
  db: Queryable,
  records: Record<'contacts' | 'registrations' | 'applications', readonly Row[]>,
): Promise<Row[]> {
  const ids = (rows: readonly Row[]) => rows.map((r) => Number(r.id));
  return db.query(
    `SELECT * FROM notes
      WHERE contact_id = ANY($1::int[]) OR registration_id = ANY($2::int[])
         OR application_id = ANY($3::int[])
      ORDER BY created_at, id`,
    [ids(records.contacts), ids(records.registrations), ids(records.applications)],
  );
}
