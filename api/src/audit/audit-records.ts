/**
 * The records a page of the audit log names: which still exist (the sentence links to them)
 * and their current names where the details kept only an id (a session's title). One query per
 * kind of record on the page.
 */
import type { EntityManager } from 'typeorm';
import { auditRecord, auditSentence, type RecordKind, type RecordRef } from './audit-sentences';
import type { AuditEntryView, AuditRow } from './audit.views';

/** Each kind's table, key and name columns, and the panel tab it is worked in. */
const RECORDS: Record<RecordKind, { sql: string; tab: string; noun?: string }> = {
  session: { sql: 'SELECT id::text AS key, title AS name FROM sessions', tab: 'sessions' },
  job: { sql: 'SELECT id::text AS key, title AS name FROM jobs', tab: 'jobs' },
  newsletter: {
    sql: 'SELECT id::text AS key, subject AS name FROM newsletters',
    tab: 'newsletters',
  },
  content: { sql: 'SELECT id::text AS key, title AS name FROM content_items', tab: 'content' },
  contact: {
    sql: 'SELECT id::text AS key, NULL AS name FROM contacts',
    tab: 'contacts',
    noun: 'a contact message',
  },
  registration: {
    sql: 'SELECT id::text AS key, NULL AS name FROM registrations',
    tab: 'registrations',
    noun: 'a registration',
  },
  application: {
    sql: 'SELECT id::text AS key, NULL AS name FROM applications',
    tab: 'career-applications',
    noun: 'a career application',
  },
  user: { sql: 'SELECT username AS key, username AS name FROM users', tab: 'users' },
  mail: { sql: 'SELECT id::text AS key, subject AS name FROM outbox_mails', tab: 'outbox' },
};

const KEY_COLUMN: Record<RecordKind, string> = {
  session: 'id::text',
  job: 'id::text',
  newsletter: 'id::text',
  content: 'id::text',
  contact: 'id::text',
  registration: 'id::text',
  application: 'id::text',
  user: 'username',
  mail: 'id::text',
};

/** Fills in each entry's sentence and, while its record exists, the link to it. */
export async function describeEntries(
  m: EntityManager,
  entries: AuditRow[],
): Promise<AuditEntryView[]> {
  // Only records of a kind with a table here are looked up (and linked).
  const refs = entries.map(({ view: e, details }) => {
    const r = auditRecord(e.action, details);
    return r && r.kind in RECORDS ? r : null;
  });
  const wanted = new Map<RecordKind, Set<string>>();
  for (const r of refs)
    if (r) (wanted.get(r.kind) ?? wanted.set(r.kind, new Set()).get(r.kind)!).add(r.key);
  const found = new Map<string, string | null>();
  for (const [kind, keys] of wanted) {
    const rows: { key: string; name: string | null }[] = await m.query(
      `${RECORDS[kind].sql} WHERE ${KEY_COLUMN[kind]} = ANY($1::text[])`,
      [[...keys]],
    );
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
