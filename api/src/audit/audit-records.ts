/**
 * The records a page of the audit log names: which still exist (the sentence links to them)
 * and their current names where the details kept only an id (a session's title). One query per
 * kind of record on the page.
 */
import { auditRecord, auditSentence, type RecordKind, type RecordRef } from './audit-sentences';
import type { AuditRepository } from './audit.repository';
import type { AuditEntryView, AuditRow } from './audit.views';

/** The panel tab each kind is worked in, and the words naming a record that has no name. */
const RECORDS: Record<RecordKind, { tab: string; noun?: string }> = {
  session: { tab: 'sessions' },
  job: { tab: 'jobs' },
  newsletter: { tab: 'newsletters' },
  content: { tab: 'content' },
  contact: { tab: 'contacts', noun: 'a contact message' },
  registration: { tab: 'registrations', noun: 'a registration' },
  application: { tab: 'career-applications', noun: 'a career application' },
  user: { tab: 'users' },
  mail: { tab: 'outbox' },
};

/** Fills in each entry's sentence and, while its record exists, the link to it. */
export async function describeEntries(
  records: Pick<AuditRepository, 'recordNames'>,
  entries: AuditRow[],
): Promise<AuditEntryView[]> {
  // Only records of a kind with a tab here are looked up (and linked).
  const refs = entries.map(({ view: e, details }) => {
    const r = auditRecord(e.action, details);
    return r && r.kind in RECORDS ? r : null;
  });
  const wanted = new Map<RecordKind, Set<string>>();
  for (const r of refs)
    if (r) (wanted.get(r.kind) ?? wanted.set(r.kind, new Set()).get(r.kind)!).add(r.key);
  const found = new Map<string, string | null>();
  for (const [kind, keys] of wanted) {
    const rows = await records.recordNames(kind, [...keys]);
    for (const row of rows) found.set(`${kind}:${row.key}`, row.name);
  }
  return entries.map(({ view: e, details }, i) => {
    const ref = refs[i];
    const exists = ref !== null && found.has(`${ref.kind}:${ref.key}`);
    const current = exists ? (found.get(`${ref.kind}:${ref.key}`) ?? undefined) : undefined;
    const sentence = auditSentence(e.action, {
      username: e.username,
      userId: e.user_id,
      details,
      recordName: current,
    });
    return { ...e, sentence, link: exists ? linkFor(ref, sentence, current) : null };
  });
}

/** The sentence's words naming `ref` (its quoted name, else its noun), if they are in it. */
function linkFor(ref: RecordRef, sentence: string, current: string | undefined) {
  const r = RECORDS[ref.kind];
  const name = ref.name ?? current;
  const candidates = [
    name && `“${name}”`,
    ref.kind === 'user' ? ref.key : undefined,
    name,
    r.noun,
  ].filter((t): t is string => Boolean(t));
  const text = candidates.find((t) => sentence.includes(t));
  return text ? { tab: r.tab, text } : null;
}
