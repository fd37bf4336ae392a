import type { DataSource, EntityManager } from 'typeorm';
import { maskMailSecrets } from '../notifications/mail-secrets';
import type { PersonalDataKind, Row } from '../personal-data/personal-data-kind';
import { escapeLike } from '../platform/listing/listing';
import { mentionsAddress } from './address-match';

export type { Row } from '../personal-data/personal-data-kind';

/**
 * Every row held for one address: each declared kind's rows under its key, then the staff's
 * `notes` on them, the `mails` and the `auditEntries` that concern the person.
 */
export type HeldRecords = Record<string, Row[]>;

/** The records the desk finds besides the kinds', in the order it shows them after the kinds. */
export const NOTES = 'notes';
export const MAILS = 'mails';
export const AUDIT_ENTRIES = 'auditEntries';

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

/** The columns of a stored mail that can hold a single-use link. */
const MAIL_LINK_COLUMNS = [
  'subject',
  'text_body',
  'html_body',
  'list_unsubscribe',
  'list_unsubscribe_mailto',
];

/** A stored mail as staff and the person see it: no single-use link in it still works. */
function withSecretsMasked(mail: Row): Row {
  const out = { ...mail };
  for (const c of MAIL_LINK_COLUMNS) {
    if (typeof out[c] === 'string') out[c] = maskMailSecrets(out[c]);
  }
  return out;
}

/** Audit entries of one action whose record is one of a kind's rows (record_kind, record_id). */
export interface AuditReference {
  action: string;
  recordKind: string;
  ids: readonly number[];
}

/** The audit references of the kinds' rows in `held` (a resume download names its application). */
export function auditReferences(
  kinds: readonly PersonalDataKind[],
  held: HeldRecords,
): AuditReference[] {
  return kinds.flatMap((k) =>
    k.audit ? [{ ...k.audit, ids: (held[k.key] ?? []).map((r) => Number(r.id)) }] : [],
  );
}

/** Whether an audit row mentions the person: their address, or one of their records. */
function mentionsAudit(row: Row, address: string, references: readonly AuditReference[]): boolean {
  const username = String(row.username ?? '');
  const target = typeof row.target === 'string' ? row.target : null;
  if (username.toLowerCase() === address || mentionsAddress(username, address)) return true;
  if (mentionsAddress(target, address)) return true;
  return references.some(
    (ref) =>
      row.action === ref.action &&
      row.record_kind === ref.recordKind &&
      ref.ids.includes(Number(row.record_id)),
  );
}

/**
 * Selects the audit rows that mention the person (`lock`: FOR UPDATE, inside an erasure): the
 * candidates that may mention the address or a referenced record; `mentionsAudit` decides.
 */
export async function auditRowsOf(
  db: Queryable,
  address: string,
  references: readonly AuditReference[],
  lock = false,
): Promise<Row[]> {
  const params: unknown[] = [addressParams(address)[1]];
  let where = `username ILIKE '%' || $1 || '%' OR target ILIKE '%' || $1 || '%'`;
  for (const ref of references) {
    params.push(ref.action, ref.recordKind, ref.ids.map(String));
    const [action, kind, ids] = [params.length - 2, params.length - 1, params.length];
    where += `\n   OR (record_kind = $${kind} AND record_id = ANY($${ids}::text[]) AND action = $${action})`;
  }
  const candidates: Row[] = await db.query(
    `SELECT * FROM audit_log WHERE ${where} ORDER BY created_at, id${lock ? ' FOR UPDATE' : ''}`,
    params,
  );
  return candidates.filter((r) => mentionsAudit(r, address, references));
}

/** Every row held for `address`, of every kind, oldest first. */
export async function findHeld(
  db: Queryable,
  kinds: readonly PersonalDataKind[],
  address: string,
): Promise<HeldRecords> {
  const params = addressParams(address);
  const held: HeldRecords = {};
  for (const k of kinds) {
    held[k.key] = await db.query(
      `SELECT * FROM ${k.table} WHERE ${addressWhere(k.emailColumn)} ORDER BY created_at, id`,
      params,
    );
  }
  held[NOTES] = await notesOf(db, kinds, held);
  const mails: Row[] = await db.query(
    `SELECT * FROM outbox_mails WHERE ${MAILS_WHERE} ORDER BY created_at, id`,
    [address],
  );
  held[MAILS] = mails.map(withSecretsMasked);
  held[AUDIT_ENTRIES] = await auditRowsOf(db, address, auditReferences(kinds, held));
  return held;
}

/** The staff's internal notes on the person's records (of the kinds that have notes). */
async function notesOf(
  db: Queryable,
  kinds: readonly PersonalDataKind[],
  held: HeldRecords,
): Promise<Row[]> {
  const noted = kinds.filter((k) => k.notes);
  if (!noted.length) return [];
  const where = noted.map((k, i) => `${k.notes?.column} = ANY($${i + 1}::int[])`);
  return db.query(
    `SELECT * FROM notes
      WHERE ${where.join(' OR ')}
      ORDER BY created_at, id`,
    noted.map((k) => (held[k.key] ?? []).map((r) => Number(r.id))),
  );
}
