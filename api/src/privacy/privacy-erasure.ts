import type { EntityManager } from 'typeorm';
import type { PersonalDataKind, Row } from '../personal-data/personal-data-kind';
import { nullableText as text } from '../personal-data/personal-data-kind';
import { anonymise, ERASED_MARKER, mentionsAddress } from './address-match';
import type { PrivacyErased } from './dto/privacy.dto';
import { auditReferences, auditRowsOf, type HeldRecords } from './held-records';
import type { PrivacyRepository } from './privacy.repository';

/** What one erasure deleted, inside its transaction, before its files go. */
export interface Erasure {
  erased: PrivacyErased;
  /** The storage keys of the deleted rows' files that storage has, to delete after the commit. */
  files: string[];
  /** The names of the deleted mails' files (mailFilesOf), to delete after the commit. */
  mailFiles: string[];
}

/** Where the erasure looks for what storage and the mail folder hold. */
export interface ErasureFiles {
  /** Whether storage has the file of `key`. */
  exists: (key: string) => Promise<boolean>;
  /** The files that hold copies of the mails `ids`. */
  mailFiles: (ids: number[]) => Promise<string[]>;
}

/**
 * Deletes every row of every kind held for the address and its mails, and anonymises the audit
 * entries that mention it, with `m` (the erasure's transaction). The staff's notes on these
 * records go with them (notes' ON DELETE CASCADE). `files` says which files storage and the
 * mail folder have.
 */
export async function eraseRows(
  privacy: PrivacyRepository,
  m: EntityManager,
  kinds: readonly PersonalDataKind[],
  address: string,
  { exists, mailFiles }: ErasureFiles,
): Promise<Erasure> {
  const deleted: HeldRecords = {};
  for (const k of kinds) {
    deleted[k.key] = await privacy.deleteRowsOf(m, k.table, k.emailColumn, address);
  }
  const mails = await privacy.deleteMailsOf(m, address);
  const names = kinds.flatMap((k) => (k.names ? deleted[k.key].flatMap((r) => k.names!(r)) : []));
  const audit = await auditRowsOf(privacy, m, address, auditReferences(kinds, deleted), true);
  await anonymiseAudit(privacy, m, audit, address, names);
  const counts: Record<string, number> = {};
  for (const k of kinds) counts[k.key] = deleted[k.key].length;
  const present: string[] = [];
  for (const k of kinds) {
    if (!k.file) continue;
    let n = 0;
    for (const r of deleted[k.key]) {
      const key = r[k.file.keyColumn];
      if (key && (await exists(String(key)))) {
        present.push(String(key));
        n++;
      }
    }
    counts[k.file.count] = n;
  }
  const mailCopies = await mailFiles(mails.map((r) => Number(r.id)));
  counts.mails = mails.length;
  counts.mailFiles = mailCopies.length;
  counts.auditEntriesAnonymised = audit.length;
  return { erased: counts as unknown as PrivacyErased, files: present, mailFiles: mailCopies };
}

/**
 * Keeps the audit entries (who did what, and when, stays on record) with the address and the
 * person's names replaced by the marker; where the person was the actor (a sign-in attempt
 * with their address as the username), their network address is dropped too.
 */
async function anonymiseAudit(
  privacy: PrivacyRepository,
  m: EntityManager,
  rows: readonly Row[],
  address: string,
  names: readonly string[],
): Promise<void> {
  if (!rows.length) return;
  const ids: string[] = [];
  const usernames: string[] = [];
  const targets: (string | null)[] = [];
  const details: (string | null)[] = [];
  const ips: (string | null)[] = [];
  for (const r of rows) {
    const username = String(r.username);
    const actor = r.user_id === null && mentionsAddress(username, address);
    ids.push(String(r.id));
    usernames.push(anonymise(username, address, []).slice(0, 64) || ERASED_MARKER);
    targets.push(
      typeof r.target === 'string' ? anonymise(r.target, address, names).slice(0, 200) : null,
    );
    details.push(r.details ? JSON.stringify(anonymiseValues(r.details, address, names)) : null);
    ips.push(actor ? null : text(r.ip));
  }
  await privacy.anonymiseAudit(m, { ids, usernames, targets, details, ips });
}

/** An audit entry's details with the address and names replaced in every text of them. */
function anonymiseValues(value: unknown, address: string, names: readonly string[]): unknown {
  if (typeof value === 'string') return anonymise(value, address, names);
  if (Array.isArray(value)) return value.map((v) => anonymiseValues(v, address, names));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, anonymiseValues(v, address, names)]),
    );
  }
  return value;
}
