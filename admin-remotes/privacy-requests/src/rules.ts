/** Texts and small rules of the Privacy Requests tab. */
import { failureSentence, plural } from '@kavach/admin-shared';
import type { CaseEvent, Counts, Erased } from './api';

export const TITLE = 'Privacy Requests';
export const INTRO =
  'A person may ask to see the personal data we hold about them, or to have it erased. Look up ' +
  'the e-mail address they wrote from: contact messages, session registrations, newsletter ' +
  'subscriptions, career applications with their resumes, the mails sent to or about them and ' +
  'the audit log entries that mention them. Each look-up, download and erasure is recorded under ' +
  'the case reference, never under the address.';
export const NOTHING_HELD = 'Nothing is held for this address.';
export const CONFIRM_LABEL = 'Type the e-mail address to confirm';

/** Each count's words, singular and plural, in the order the tab lists them. */
export const COUNT_WORDS: [keyof Counts, string, string][] = [
  ['contacts', 'contact message', 'contact messages'],
  ['registrations', 'session registration', 'session registrations'],
  ['subscribers', 'newsletter subscription', 'newsletter subscriptions'],
  ['applications', 'career application', 'career applications'],
  ['resumeFiles', 'resume file', 'resume files'],
  ['mails', 'mail', 'mails'],
  ['auditEntries', 'audit log entry', 'audit log entries'],
];

export function countOf(n: number, one: string, many: string): string {
  return plural(n, one, many);
}

function words(key: keyof Counts, n: number): string {
  const [, one, many] = COUNT_WORDS.find(([k]) => k === key)!;
  return countOf(n, one, many);
}

/** "a, b and c" */
function list(parts: string[]): string {
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

/** What an erasure would delete, from the look-up's counts (only kinds that have rows). */
function deletions(c: Omit<Counts, 'auditEntries'>): string[] {
  const parts: string[] = [];
  if (c.contacts) parts.push(words('contacts', c.contacts));
  if (c.registrations) parts.push(words('registrations', c.registrations));
  if (c.subscribers) parts.push(words('subscribers', c.subscribers));
  if (c.applications) {
    const files = c.resumeFiles ? ` with ${words('resumeFiles', c.resumeFiles)}` : '';
    parts.push(words('applications', c.applications) + files);
  }
  if (c.mails) parts.push(words('mails', c.mails));
  return parts;
}

/**
 * The confirmation: "This will permanently delete 2 contact messages, 1 session registration
 * and 3 mails, and anonymise 1 audit log entry (kept without the address and the name)."
 */
export function eraseSummary(c: Counts): string {
  const parts = deletions(c);
  const audit = c.auditEntries
    ? `anonymise ${words('auditEntries', c.auditEntries)} (kept without the address and the name)`
    : '';
  if (!parts.length && !audit) return NOTHING_HELD;
  if (!parts.length) return `This will ${audit}.`;
  const deleted = `permanently delete ${list(parts)}`;
  return `This will ${deleted}${audit ? `, and ${audit}` : ''}. This cannot be undone.`;
}

/**
 * The erasure's answer: the API's message, then "Deleted for a@x.com: 2 contact messages and
 * 3 mails; 1 audit log entry anonymised."
 */
export function erasedText(email: string, message: string, e: Erased): string {
  const parts = deletions(e);
  const audit = e.auditEntriesAnonymised
    ? `${words('auditEntries', e.auditEntriesAnonymised)} anonymised`
    : '';
  if (!parts.length && !audit) return message;
  const deleted = parts.length ? `Deleted for ${email}: ${list(parts)}` : `For ${email}:`;
  return `${message} ${deleted}${parts.length && audit ? '; ' : ' '}${audit}`.trimEnd() + '.';
}

/**
 * What staff send the person once their data is erased: what went, what stays anonymised, and
 * the case reference to quote (the audit log knows the request by it, never by the address).
 */
export function erasureReply(email: string, caseReference: string, e: Erased): string {
  const parts = deletions(e);
  const what = parts.length
    ? `As you asked, we have erased the personal data Kavach Genomics held about you (${email}): ${list(parts)}.`
    : `As you asked, we looked for personal data about you (${email}): Kavach Genomics holds none.`;
  const audit = e.auditEntriesAnonymised
    ? ' Our record of what our staff did with your data is kept without your address and your name.'
    : '';
  return [
    'Hello,',
    `${what}${audit}`,
    `The reference of your request is ${caseReference}. Please quote it if you write to us about it.`,
    'Kavach Genomics',
  ].join('\n\n');
}

/** The typed confirmation matches the address (spaces around and case do not matter). */
export function sameAddress(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase() && a.trim() !== '';
}

export const HISTORY_LABELS: Record<CaseEvent['action'], string> = {
  'privacy.lookup': 'Looked up',
  'privacy.export': 'Downloaded',
  'privacy.erase': 'Erased',
};

/** 'Error looking up the address: {the API's message}' (and the same for the others). */
export function errorText(what: string, e: unknown): string {
  return `Error ${what}: ${failureSentence(e)}`;
}
