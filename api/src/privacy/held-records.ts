import type { EntityManager } from 'typeorm';
import { maskMailSecrets } from '../notifications/mail-secrets';
import type { PersonalDataKind, Row } from '../personal-data/personal-data-kind';
import { mentionsAddress } from './address-match';
import type { AuditReference, PrivacyRepository } from './privacy.repository';

export type { Row } from '../personal-data/personal-data-kind';
export type { AuditReference } from './privacy.repository';

/**
 * Every row held for one address: each declared kind's rows under its key, then the staff's
 * `notes` on them, the `mails` and the `auditEntries` that concern the person.
 */
export type HeldRecords = Record<string, Row[]>;

/** The records the desk finds besides the kinds', in the order it shows them after the kinds. */
export const NOTES = 'notes';
export const MAILS = 'mails';
export const AUDIT_ENTRIES = 'auditEntries';

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
  privacy: PrivacyRepository,
  m: EntityManager,
  address: string,
  references: readonly AuditReference[],
  lock = false,
): Promise<Row[]> {
  const candidates = await privacy.auditCandidates(m, address, references, lock);
  return candidates.filter((r) => mentionsAudit(r, address, references));
}

/** Every row held for `address`, of every kind, oldest first (read with `m`). */
export async function findHeld(
  privacy: PrivacyRepository,
  m: EntityManager,
  kinds: readonly PersonalDataKind[],
  address: string,
): Promise<HeldRecords> {
  const held: HeldRecords = {};
  for (const k of kinds) {
    held[k.key] = await privacy.rowsOf(m, k.table, k.emailColumn, address);
  }
  held[NOTES] = await notesOf(privacy, m, kinds, held);
  const mails = await privacy.mailsOf(m, address);
  held[MAILS] = mails.map(withSecretsMasked);
  held[AUDIT_ENTRIES] = await auditRowsOf(privacy, m, address, auditReferences(kinds, held));
  return held;
}

/** The staff's internal notes on the person's records (of the kinds that have notes). */
async function notesOf(
  privacy: PrivacyRepository,
  m: EntityManager,
  kinds: readonly PersonalDataKind[],
  held: HeldRecords,
): Promise<Row[]> {
  const on = kinds.flatMap((k) =>
    k.notes ? [{ column: k.notes.column, ids: (held[k.key] ?? []).map((r) => Number(r.id)) }] : [],
  );
  if (!on.length) return [];
  return privacy.notesOn(m, on);
}
