/**
 * The audit log in words: every audited action's group and name (the Audit tab's action
 * filter), the record it is about, the short `target` text the list searches, and the sentence
 * an entry reads as ("admin changed 2 contact messages to Closed"). One table, on the API side,
 * keyed by action and reading each action's typed details (audit-details.ts): the services
 * record data, the words are made here when the log is read (the list needs the records'
 * titles and whether they still exist, a database look-up), and the CSV export of the log
 * reads the same words.
 */
import { INBOX_KIND_NOUNS, INBOX_KINDS, type InboxKindName } from '../platform/access/permissions';
import { inboxAuditActions, type AuditAction, type InboxAuditActions } from './audit-actions';
import type {
  AccountDetails,
  AuditDetails,
  ContentDetails,
  ExportDetails,
  ImageDetails,
  InboxDetails,
  NamedRecordDetails,
  NoDetails,
  PrivacyDetails,
  RecordDetails,
  RoleDetails,
} from './audit-details';

type InboxAction = InboxAuditActions[keyof InboxAuditActions];

/** A record an entry is about, which the list links to while it still exists. */
export type RecordKind =
  | 'session'
  | 'job'
  | 'newsletter'
  | 'content'
  | 'contact'
  | 'registration'
  | 'application'
  | 'user'
  | 'mail';

export interface RecordRef {
  kind: RecordKind;
  /** The record's id, or (a user) its username. */
  key: string;
  /** The name the details gave it (a title, a subject), if any. */
  name?: string;
}

/** Who did it: the actor's name, and their id (null: no account had the name, or deleted). */
export interface AuditActorFacts {
  username: string;
  userId: number | null;
}

/** What a sentence needs: the entry's actor, its details, and the names found for its record. */
export interface EntryFacts<D = unknown> extends AuditActorFacts {
  details: D;
  /** The record's current name when the details did not keep one (a session's title). */
  recordName?: string;
}

/** Table `contacts` → 'contact message', as staff call one record of each inbox kind. */
const INBOX_WORDS: Record<InboxKindName, { one: string; many: string; group: string }> = {
  contacts: { one: 'contact message', many: 'contact messages', group: 'Contact messages' },
  registrations: { one: 'registration', many: 'registrations', group: 'Session registrations' },
  applications: {
    one: 'career application',
    many: 'career applications',
    group: 'Career applications',
  },
};

/** The inbox statuses in words (the lists' own labels). */
const STATUS_WORDS: Record<string, string> = {
  new: 'New',
  read: 'Read',
  replied: 'Replied',
  closed: 'Closed',
  reviewed: 'Reviewed',
  shortlisted: 'Shortlisted',
  rejected: 'Rejected',
  hired: 'Hired',
};
const statusWord = (s: string) => STATUS_WORDS[s] ?? s;

const PANEL_WORDS: Record<string, string> = {
  admin: 'the staff panel',
  'jobs-admin': 'the HR panel',
};

/** '1 contact message', '2 contact messages'. */
function count(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** The quoted name of a sentence: 'the session “Open Day”', or 'a session' without one. */
function quoted(noun: string, name: string | undefined): string {
  return name ? `the ${noun} “${name}”` : `a ${noun}`;
}

/** An export's rows: '12 contact messages matching “x”'. */
function exportRows(d: ExportDetails, one: string, many: string): string {
  return `${count(d.rows, one, many)}${d.search ? ` matching “${d.search}”` : ''}`;
}
/** An export's target: 'contacts_2025-01-01.csv (12) matching "x"'. */
const exportTarget = (d: ExportDetails) =>
  `${d.file} (${d.rows})${d.search ? ` matching "${d.search}"` : ''}`;

/** One row of the table: the filter's group and name, the record, the target, the sentence. */
interface AuditWords<D> {
  group: string;
  label: string;
  /** The record the entry is about, if its details name one. */
  record?: (d: D) => RecordRef | null;
  /** The short text the list searches and the details view shows ('job #12 App Developer'). */
  target: (d: D, actor: AuditActorFacts) => string | null;
  /** The sentence after the actor's name ('created the session “Open Day”'). */
  says: (f: EntryFacts<D>) => string;
  /** The sentence of an entry without details (an old one): the label's, unless given here. */
  withoutDetails?: string;
}

/** Every action's words, each reading its own action's details. */
export type AuditWordsTable = { [A in AuditAction]: AuditWords<AuditDetails[A]> };

const byId = (kind: RecordKind) => (d: RecordDetails) => ({ kind, key: String(d.id) });
const byName = (kind: RecordKind) => (d: NamedRecordDetails) => ({
  kind,
  key: String(d.id),
  name: d.name,
});
const idTarget = (d: RecordDetails) => String(d.id);

type InboxWords = { [k in keyof InboxDetails]: AuditWords<InboxDetails[k]> };

function inboxWords(kind: InboxKindName): Partial<AuditWordsTable> {
  const a = inboxAuditActions(kind);
  const noun = INBOX_KIND_NOUNS[kind];
  // A kind new to INBOX_KIND_NOUNS reads by its own names until it is given words here.
  const w = (INBOX_WORDS as Partial<typeof INBOX_WORDS>)[kind] ?? {
    one: noun,
    many: kind,
    group: `${kind[0].toUpperCase()}${kind.slice(1)}`,
  };
  const group = w.group;
  const one = byId(noun);
  const named = (d: RecordDetails) => `${noun} #${d.id}`;
  const words: InboxWords = {
    export: {
      group,
      label: `Exported ${w.many}`,
      target: exportTarget,
      says: (f) => `exported ${exportRows(f.details, w.one, w.many)} as CSV`,
    },
    delete: {
      group,
      label: `Deleted a ${w.one}`,
      target: idTarget,
      says: () => `deleted a ${w.one}`,
    },
    status: {
      group,
      label: `Changed a ${w.one}’s status`,
      record: one,
      target: (d) => `${named(d)}: ${d.from} → ${d.to}${d.opened ? ' (opened)' : ''}`,
      says: ({ details: d }) =>
        d.opened
          ? `opened a ${w.one}, which moved from ${statusWord(d.from)} to ${statusWord(d.to)}`
          : `changed a ${w.one} from ${statusWord(d.from)} to ${statusWord(d.to)}`,
    },
    note: {
      group,
      label: `Added a note to a ${w.one}`,
      record: one,
      target: (d) => `${named(d)}: note #${d.noteId}`,
      says: () => `added a note to a ${w.one}`,
    },
    noteDelete: {
      group,
      label: `Deleted a note of a ${w.one}`,
      record: one,
      target: (d) => `${named(d)}: note #${d.noteId}${d.author ? ` by ${d.author}` : ''}`,
      says: ({ details: d, username }) => {
        const by = d.author;
        return `deleted ${by ? `${by === username ? 'their own' : `${by}’s`} note` : 'a note'} on a ${w.one}`;
      },
    },
    bulkStatus: {
      group,
      label: `Changed the status of several ${w.many}`,
      target: (d) => `${d.count} → ${d.status}; ${d.selection}`,
      says: ({ details: d }) =>
        `changed ${count(d.count, w.one, w.many)} to ${statusWord(d.status)}`,
    },
    bulkDelete: {
      group,
      label: `Deleted several ${w.many}`,
      target: (d) => `${d.count}; ${d.selection}`,
      says: ({ details: d }) => `deleted ${count(d.count, w.one, w.many)}`,
    },
  };
  return Object.fromEntries(
    (Object.keys(a) as (keyof InboxDetails)[]).map((k) => [a[k], words[k]]),
  ) as Partial<AuditWordsTable>;
}

const SIGN_IN = 'Sign-in';
const STAFF = 'Staff accounts';
const OWN = 'Own account';
const SESSIONS = 'Information sessions';
const SUBSCRIBERS = 'Subscribers';
const NEWSLETTERS = 'Newsletters';
const CONTENT = 'Site content';
const JOBS = 'Jobs';
const MAIL = 'Mail';
const PRIVACY = 'Privacy and retention';

/** The actor's own name: the target of actions on one's own account. */
const actorName = (_d: NoDetails, actor: AuditActorFacts) => actor.username;

/** Why a sign-in failed, from the reason AuthService records. */
function failedSignIn(f: EntryFacts<AuditDetails['auth.login-failed']>): string {
  switch (f.details.reason) {
    case 'password':
      return f.userId === null
        ? 'could not sign in: no account has this username'
        : 'could not sign in: wrong password';
    case 'account disabled':
      return 'could not sign in: the account is disabled';
    case 'two-factor code':
      return 'could not sign in: wrong two-factor code';
    default:
      return 'could not sign in';
  }
}

/** 'blog post #4 "Title"', then what the action adds (a revision, a proposer). */
function contentTarget(d: ContentDetails, tail = ''): string {
  return `${d.noun} #${d.id} "${d.name}"${tail}`;
}
const content = (
  verb: string,
  label: string,
  tail = '',
  targetTail: (d: ContentDetails) => string = () => '',
): AuditWords<ContentDetails> => ({
  group: CONTENT,
  label,
  record: byName('content'),
  target: (d) => contentTarget(d, targetTail(d)),
  says: ({ details: d }) => `${verb} ${quoted(d.noun, d.name)}${tail}`,
});
/** A translation's entries: the item, and the language in the sentence and the target. */
const translation = (verb: string, label: string, tail = ''): AuditWords<ContentDetails> => ({
  ...content(verb, label, tail, (d) => ` (${d.language})`),
  says: ({ details: d }) =>
    `${verb} the ${d.language} translation of ${quoted(d.noun, d.name)}${tail}`,
});
const byProposer = (d: ContentDetails) => (d.by ? ` (by ${d.by})` : '');
/** The media library's entries: target `<address> "<alt text>"`. */
const image = (label: string, says: (alt: string) => string): AuditWords<ImageDetails> => ({
  group: CONTENT,
  label,
  target: (d) => `${d.url} "${d.alt}"`,
  says: ({ details: d }) => says(d.alt),
});
const job = (verb: string, label: string): AuditWords<NamedRecordDetails> => ({
  group: JOBS,
  label,
  record: byName('job'),
  target: (d) => `job #${d.id} ${d.name}`,
  says: ({ details: d }) => `${verb} ${quoted('job', d.name)}`,
});
const newsletter = (verb: string, label: string): AuditWords<NamedRecordDetails> => ({
  group: NEWSLETTERS,
  label,
  record: byName('newsletter'),
  target: (d) => `newsletter #${d.id} "${d.name}"`,
  says: ({ details: d }) => `${verb} ${quoted('newsletter', d.name)}`,
});
const sessionWords = (verb: string, label: string, tail = ''): AuditWords<RecordDetails> => ({
  group: SESSIONS,
  label,
  record: byId('session'),
  target: idTarget,
  says: (f) => `${verb} ${quoted('session', f.recordName)}${tail}`,
});
const account = (d: AccountDetails): RecordRef => ({
  kind: 'user',
  key: d.username,
  name: d.username,
});
const staff = <D extends AccountDetails>(
  label: string,
  says: (d: D) => string,
  target: (d: D) => string = (d) => d.username,
): AuditWords<D> => ({
  group: STAFF,
  label,
  record: account,
  target,
  says: (f) => says(f.details),
});
const integration = (label: string, verb: string): AuditWords<NamedRecordDetails> => ({
  group: STAFF,
  label,
  target: (d) => `integration token #${d.id} "${d.name}"`,
  says: ({ details: d }) => `${verb} ${quoted('integration token', d.name)}`,
});
const webhook = (label: string, verb: string): AuditWords<NamedRecordDetails> => ({
  group: STAFF,
  label,
  target: (d) => `webhook #${d.id} ${d.name}`,
  says: ({ details: d }) => `${verb} the webhook to ${d.name}`,
});
const own = (label: string, says: string): AuditWords<NoDetails> => ({
  group: OWN,
  label,
  target: actorName,
  says: () => says,
});
const signIn = (label: string, says: string): AuditWords<NoDetails> => ({
  group: SIGN_IN,
  label,
  target: actorName,
  says: () => says,
});
const privacy = (verb: string, label: string): AuditWords<PrivacyDetails> => ({
  group: PRIVACY,
  label,
  target: (d) => `${d.case}: ${d.summary}`,
  says: ({ details: d }) => `${verb} a person’s data for case ${d.case}`,
});
const mail = (label: string, says: (name: string | undefined) => string) =>
  ({
    group: MAIL,
    label,
    record: byId('mail'),
    target: idTarget,
    says: (f) => says(f.recordName),
  }) satisfies AuditWords<RecordDetails>;

/**
 * Every audited action's words. Typed by AuditAction, each row reading its action's details,
 * so an action added to AUDIT_ACTIONS without its details and words does not compile (and
 * audit-sentences.spec.ts says which).
 */
export const AUDIT_WORDS: AuditWordsTable = {
  'auth.login': {
    group: SIGN_IN,
    label: 'Signed in',
    target: (d) => d.panel,
    says: ({ details: d }) => `signed in to ${PANEL_WORDS[d.panel] ?? 'the panel'}`,
  },
  'auth.login-failed': {
    group: SIGN_IN,
    label: 'Sign-in failed',
    target: (d) => d.reason,
    says: failedSignIn,
    withoutDetails: 'could not sign in',
  },
  'auth.logout': {
    group: SIGN_IN,
    label: 'Signed out',
    target: (d) => d.panel,
    says: ({ details: d }) => `signed out of ${PANEL_WORDS[d.panel] ?? 'the panel'}`,
  },
  'auth.recovery-code-used': signIn(
    'Signed in with a recovery code',
    'used a recovery code to sign in',
  ),
  'auth.password-reset-request': signIn(
    'Asked for a password reset link',
    'asked for a password reset link by e-mail',
  ),
  'auth.password-reset': signIn(
    'Set a new password with a reset link',
    'set a new password with a reset link',
  ),
  'integration.create': integration('Created an integration token', 'created'),
  'integration.revoke': integration('Revoked an integration token', 'revoked'),
  'webhook.create': webhook('Added a webhook', 'added'),
  'webhook.update': webhook('Changed a webhook', 'changed'),
  'webhook.rotate-secret': webhook(
    "Rotated a webhook's signing secret",
    'rotated the signing secret of',
  ),
  'webhook.delete': webhook('Deleted a webhook', 'deleted'),
  'webhook.redeliver': {
    ...webhook('Redelivered a webhook event', 'redelivered an event through'),
    says: ({ details: d }) => `sent delivery #${d.delivery} to ${d.name} again`,
  },
  'user.create': staff<RoleDetails>(
    'Added a staff account',
    (d) => `added the account ${d.username} as ${d.role}`,
    (d) => `${d.username} (${d.role})`,
  ),
  'user.role-change': staff<RoleDetails>(
    'Changed a role',
    (d) => `changed the role of ${d.username} to ${d.role}`,
    (d) => `${d.username} → ${d.role}`,
  ),
  'user.disable': staff(
    'Disabled an account',
    (d) => `disabled the account ${d.username}; its sessions ended`,
  ),
  'user.enable': staff('Enabled an account', (d) => `enabled the account ${d.username} again`),
  'user.password-reset': staff(
    'Reset a password',
    (d) => `reset the password of ${d.username} (a temporary password; their sessions ended)`,
  ),
  'user.two-factor-reset': staff(
    'Removed two-factor sign-in',
    (d) => `removed two-factor sign-in of ${d.username}`,
  ),
  'account.password-change': own('Changed own password', 'changed their own password'),
  'account.two-factor-enable': own('Turned on two-factor sign-in', 'turned on two-factor sign-in'),
  'account.two-factor-disable': own(
    'Turned off two-factor sign-in',
    'turned off two-factor sign-in',
  ),
  'account.two-factor-move': own(
    'Moved two-factor sign-in to a new device',
    'moved two-factor sign-in to a new device',
  ),
  'account.recovery-codes-regenerate': own(
    'Made new recovery codes',
    'made new recovery codes (the old ones stopped working)',
  ),
  'account.email-change': own('Changed own e-mail address', 'changed their own e-mail address'),
  'session.create': sessionWords('created', 'Created a session'),
  'session.update': sessionWords('changed', 'Changed a session'),
  'session.delete': sessionWords('deleted', 'Deleted a session'),
  'session.activate': sessionWords('made', 'Made a session active', ' active'),
  'session.deactivate': sessionWords('made', 'Made a session inactive', ' inactive'),
  'sessions.check-expired': {
    group: SESSIONS,
    label: 'Closed ended sessions',
    target: (d) => String(d.count),
    says: ({ details: d }) =>
      d.count > 0
        ? `closed ${count(d.count, 'ended session', 'ended sessions')}`
        : 'looked for ended sessions (none to close)',
  },
  'session-image.upload': {
    group: SESSIONS,
    label: 'Uploaded a session picture',
    target: (d) => d.file,
    says: () => 'uploaded a picture for a session',
  },
  ...(Object.assign({}, ...INBOX_KINDS.map(inboxWords)) as Pick<AuditWordsTable, InboxAction>),
  'registration.attendance': {
    group: INBOX_WORDS.registrations.group,
    label: 'Marked attendance',
    record: byId('registration'),
    target: (d) => `registration #${d.id}: ${d.from} → ${d.to}`,
    says: ({ details: d }) => `marked a registration ${d.to} (it was ${d.from})`,
  },
  'subscribers.export': {
    group: SUBSCRIBERS,
    label: 'Exported subscribers',
    target: exportTarget,
    says: ({ details: d }) => `exported ${exportRows(d, 'subscriber', 'subscribers')} as CSV`,
  },
  'subscriber.delete': {
    group: SUBSCRIBERS,
    label: 'Deleted a subscriber',
    target: idTarget,
    says: () => 'deleted a subscriber',
  },
  'newsletter.create': newsletter('wrote', 'Wrote a newsletter'),
  'newsletter.update': newsletter('changed', 'Changed a newsletter'),
  'newsletter.delete': newsletter('deleted', 'Deleted a newsletter'),
  'newsletter.test': newsletter('mailed themselves a test of', 'Mailed a test newsletter'),
  'newsletter.send': newsletter('sent', 'Sent a newsletter to subscribers'),
  'content.create': content('created', 'Created content'),
  'content.update': content('changed', 'Changed content'),
  'content.publish': content('published', 'Published content'),
  'content.schedule': content('scheduled', 'Scheduled content'),
  'content.submit': content('submitted', 'Submitted content for review', ' for review'),
  'content.send-back': content('sent', 'Sent content back to its editor', ' back to its editor'),
  'content.propose': content(
    'proposed a change to',
    'Proposed a change to live content',
    '',
    (d) => (d.revision ? ` (revision ${d.revision})` : ''),
  ),
  'content.proposal-publish': content(
    'published the proposed change to',
    'Published a proposed change',
    '',
    byProposer,
  ),
  'content.proposal-discard': content(
    'discarded the proposed change to',
    'Discarded a proposed change',
    '',
    byProposer,
  ),
  'content.unpublish': content('unpublished', 'Unpublished content'),
  'content.trash': content('moved', 'Moved content to the trash', ' to the trash'),
  'content.restore': content('restored', 'Restored content from the trash'),
  'content.revert': {
    ...content('reverted', 'Reverted content to an earlier revision'),
    // Entries from before revisions were numbered name the item's version instead.
    target: (d) => contentTarget(d, revertedTo(d)),
    says: ({ details: d }) => `reverted ${quoted(d.noun, d.name)}${revertedTo(d)}`,
  },
  'content.translation-save': translation('saved', 'Saved a translation'),
  'content.translation-submit': translation(
    'submitted',
    'Submitted a translation for review',
    ' for review',
  ),
  'content.translation-publish': translation('published', 'Published a translation'),
  'content.translation-unpublish': translation('took off the site', 'Unpublished a translation'),
  'content.purge': {
    group: CONTENT,
    label: 'Emptied old items from the trash',
    target: (d) => `${d.count} item(s) from the trash`,
    says: ({ details: d }) =>
      d.count > 0
        ? `deleted ${count(d.count, 'item', 'items')} for good after their days in the trash`
        : 'emptied old items from the trash',
  },
  'content-image.upload': image('Uploaded a content image', (alt) =>
    alt ? `uploaded the image “${alt}”` : 'uploaded an image',
  ),
  'content-image.alt': image('Changed an image’s alt text', (alt) =>
    alt ? `changed an image’s alt text to “${alt}”` : 'changed an image’s alt text',
  ),
  'content-image.delete': image('Deleted an image from the media library', (alt) =>
    alt ? `deleted the image “${alt}” from the media library` : 'deleted an image',
  ),
  'job.create': job('created', 'Created a job'),
  'job.update': job('changed', 'Changed a job'),
  'job.delete': job('deleted', 'Deleted a job'),
  'job.activate': job('opened', 'Opened a job'),
  'job.deactivate': job('closed', 'Closed a job'),
  'application.resume': {
    group: INBOX_WORDS.applications.group,
    // One entry whether the CV was previewed in the panel or downloaded: "opened" is true of both.
    label: 'Opened a CV',
    record: byName('application'),
    target: (d) => `application #${d.id} ${d.name}`,
    says: ({ details: d }) => (d.name ? `opened the CV of ${d.name}` : 'opened a CV'),
  },
  'outbox.read': mail('Opened a mail', (name) =>
    name ? `opened the mail “${name}”` : 'opened a mail',
  ),
  'outbox.retry': mail('Sent a failed mail again', (name) =>
    name ? `sent the mail “${name}” again` : 'sent a failed mail again',
  ),
  'retention.purge': {
    group: PRIVACY,
    label: 'Deleted old personal data (daily)',
    target: (d) => d.summary,
    says: () => 'deleted personal data past its keeping time (the daily clean-up)',
  },
  'privacy.lookup': privacy('looked up', 'Looked up a person’s data'),
  'privacy.export': privacy('exported', 'Exported a person’s data'),
  'privacy.erase': privacy('erased', 'Erased a person’s data'),
};

/** ' to revision 3' (or, older, ' to version 2'), or nothing. */
function revertedTo(d: ContentDetails): string {
  if (d.revision) return ` to revision ${d.revision}`;
  return d.version ? ` to version ${d.version}` : '';
}

/** One action's words, read without knowing which action (its details are the entry's own). */
function wordsOf(action: string): AuditWords<unknown> | undefined {
  return (AUDIT_WORDS as unknown as Partial<Record<string, AuditWords<unknown>>>)[action];
}

/**
 * The sentence of one entry: the actor, then what they did. An entry without details (one
 * recorded before details were, whose text could not be read) says what its action is.
 */
export function auditSentence(action: string, f: EntryFacts<unknown | null>): string {
  const words = wordsOf(action);
  if (!words) return `${f.username} did “${action}”`;
  if (f.details === null || f.details === undefined) {
    const says = words.withoutDetails ?? `${words.label[0].toLowerCase()}${words.label.slice(1)}`;
    return `${f.username} ${says}.`;
  }
  return `${f.username} ${words.says(f)}.`;
}

/** The record one entry names, if any. */
export function auditRecord(action: string, details: unknown | null): RecordRef | null {
  const words = wordsOf(action);
  return details !== null && details !== undefined && words?.record ? words.record(details) : null;
}

/** The short text of an entry the list searches (cut to the column's 200 characters). */
export function auditTarget<A extends AuditAction>(
  action: A,
  details: AuditDetails[A],
  actor: AuditActorFacts,
): string | null {
  return (AUDIT_WORDS[action] as AuditWords<AuditDetails[A]>).target(details, actor);
}
