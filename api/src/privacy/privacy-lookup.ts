import type { FileState, PersonalDataKind, Row } from '../personal-data/personal-data-kind';
import { isoText as iso, nullableText as text } from '../personal-data/personal-data-kind';
import type { PrivacyCaseEvent, PrivacyCounts, PrivacyLookup } from './dto/privacy.dto';
import { AUDIT_ENTRIES, type HeldRecords, MAILS, NOTES } from './held-records';
import type { FileEntry } from './privacy-export';
import { LIST_LIMIT } from './privacy.constants';

/** Counts by name: each kind's key, its files' count, `mails`, and the audit entries. */
export type CountsByName = Record<string, number>;

/**
 * How many records of each kind are held, how many of their files storage has, and how many
 * mails and audit entries concern the person.
 */
export function countHeld(
  kinds: readonly PersonalDataKind[],
  held: HeldRecords,
  files: readonly FileEntry[],
): PrivacyCounts {
  const counts: CountsByName = {};
  for (const k of kinds) counts[k.key] = held[k.key].length;
  for (const k of kinds) {
    if (k.file) counts[k.file.count] = files.filter((f) => f.kind === k && f.present).length;
  }
  counts.mails = held[MAILS].length;
  counts.auditEntries = held[AUDIT_ENTRIES].length;
  return counts as unknown as PrivacyCounts;
}

const files = (n: number) => `${n} file${n === 1 ? '' : 's'}`;

/** "contacts 2, registrations 1, subscribers 0, applications 1 (1 file), mails 4, audit 1". */
export function describeCounts(
  kinds: readonly PersonalDataKind[],
  c: CountsByName,
  audit: string,
): string {
  return [
    ...kinds.map((k) => {
      if (!k.file) return `${k.key} ${c[k.key]}`;
      return `${k.key} ${c[k.key]} (${files(c[k.file.count])})`;
    }),
    // An erasure also counts the mails' .eml copies it deleted.
    c.mailFiles === undefined ? `mails ${c.mails}` : `mails ${c.mails} (${files(c.mailFiles)})`,
    audit,
  ].join(', ');
}

/**
 * The look-up's answer: the counts, and the first LIST_LIMIT rows of each kind as the kind
 * lists them, then the notes, mails and audit entries.
 */
export function lookupAnswer(a: {
  address: string;
  caseReference: string;
  kinds: readonly PersonalDataKind[];
  held: HeldRecords;
  files: readonly FileEntry[];
  counts: PrivacyCounts;
  history: PrivacyCaseEvent[];
}): PrivacyLookup {
  const { address, kinds, held } = a;
  const first = (key: string) => held[key].slice(0, LIST_LIMIT);
  const listed: Record<string, Row[]> = {};
  for (const k of kinds) {
    const state = new Map<number, FileState>(
      a.files.filter((f) => f.kind === k).map((f) => [f.rowId, f.present ? 'present' : 'missing']),
    );
    listed[k.key] = first(k.key).map((r) => k.view(r, state.get(Number(r.id)) ?? 'none'));
  }
  const noted = kinds.filter((k) => k.notes);
  return {
    email: address,
    caseReference: a.caseReference,
    counts: a.counts,
    // The records the counts name (notes belong to them and are not counted apart).
    total: [...kinds.map((k) => k.key), MAILS, AUDIT_ENTRIES].reduce(
      (n, key) => n + held[key].length,
      0,
    ),
    listLimit: LIST_LIMIT,
    ...(listed as unknown as Pick<
      PrivacyLookup,
      'contacts' | 'registrations' | 'subscribers' | 'applications'
    >),
    notes: first(NOTES).map((r) => {
      // The note's record: the first kind whose column points somewhere (one of them does).
      const on = noted.find((k) => r[k.notes!.column]) ?? noted[noted.length - 1];
      return {
        id: Number(r.id),
        record: on.notes!.record as PrivacyLookup['notes'][number]['record'],
        record_id: Number(r[on.notes!.column]),
        author: String(r.author),
        body: String(r.body).slice(0, 300),
        created_at: iso(r.created_at),
      };
    }),
    mails: first(MAILS).map((r) => ({
      id: Number(r.id),
      kind: String(r.kind),
      relation: String(r.to_address).toLowerCase() === address ? 'to' : 'reply-to',
      to: String(r.to_address),
      subject: String(r.subject),
      status: String(r.status),
      created_at: iso(r.created_at),
    })),
    auditEntries: first(AUDIT_ENTRIES).map((r) => ({
      id: String(r.id),
      username: String(r.username),
      action: String(r.action),
      target: text(r.target),
      created_at: iso(r.created_at),
    })),
    history: a.history,
  };
}
