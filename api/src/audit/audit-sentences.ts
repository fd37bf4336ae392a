/**
 * The audit log in words: every audited action's group and name (the Audit tab's action
 * filter) and the sentence an entry reads as ("admin changed 2 contact messages to Closed").
 * One table, on the API side: the targets are written here in the API (their formats live next
 * to the services that record them), the list needs the records' titles and whether they still
 * exist (a database look-up), and the CSV export of the log reads the same words.
 */
import { INBOX_KIND_NOUNS, INBOX_KINDS, type InboxKindName } from '../platform/access/permissions';
import { inboxAuditActions, type AuditAction, type InboxAuditActions } from './audit-actions';

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
  /** The name the target gave it (a title, a subject), if any. */
  name?: string;
}

/** What a sentence needs: the entry's own fields, and the names found for its record. */
export interface EntryFacts {
  username: string;
  /** null: no account had the name (a failed sign-in with an unknown name), or a deleted user. */
  userId: number | null;
  target: string;
  /** The record's current name when the target did not give one (a session's title). */
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
const statusWord = (s: string) => STATUS_WORDS[s.trim()] ?? s.trim();

const PANEL_WORDS: Record<string, string> = {
  admin: 'the staff panel',
  'jobs-admin': 'the HR panel',
};

/** '1 contact message', '2 contact messages'. */
function count(n: string | number, one: string, many: string): string {
  return `${n} ${Number(n) === 1 ? one : many}`;
}

/** 'job #12 App Developer' / 'newsletter #3 "Subject"' → id and name (quotes dropped). */
function numbered(target: string): { id: string; name?: string } | null {
  const m = /#(\d+)(?:\s+(.*))?$/s.exec(target);
  if (!m) return null;
  // What follows the quoted name: a revert's revision, a proposal's revision or proposer.
  const name = m[2]
    ?.trim()
    .replace(
      /^"(.*)"(?:\s+(?:to (?:version|revision) \d+|\((?:revision \d+|by [^)]*)\)))?$/s,
      '$1',
    );
  return { id: m[1], name: name || undefined };
}

/** 'contact #5: new → read (opened)' → the record's id, the old and new status, opened or not. */
function statusChange(target: string) {
  const m = /#(\d+): (\S+) → (\S+)( \(opened\))?/.exec(target);
  return m ? { id: m[1], from: m[2], to: m[3], opened: Boolean(m[4]) } : null;
}

/** The quoted name of a sentence: 'the session “Open Day”', or 'a session' without one. */
function quoted(noun: string, name: string | undefined): string {
  return name ? `the ${noun} “${name}”` : `a ${noun}`;
}

/** An export's detail: 'contacts_2025-01-01.csv (12) matching "x"' → '12 contact messages matching “x”'. */
function exportRows(target: string, one: string, many: string): string {
  const m = /\((\d+)\)/.exec(target);
  const search = /matching "(.*)"$/s.exec(target)?.[1];
  const rows = m ? count(m[1], one, many) : `a list of ${many}`;
  return `${rows}${search ? ` matching “${search}”` : ''}`;
}

/** The part of a target after its first ': ' (privacy cases: 'PR-7K2M: found …'). */
const beforeColon = (t: string) => t.split(':')[0].trim();

/** One row of the table: the filter's group and name, the record it names, its sentence. */
export interface AuditWords {
  group: string;
  label: string;
  /** The record the entry is about, if the target names one. */
  record?: (target: string) => RecordRef | null;
  /** The sentence after the actor's name ('created the session “Open Day”'). */
  says: (f: EntryFacts) => string;
}

const session = (t: string): RecordRef | null =>
  /^\d+$/.test(t.trim()) ? { kind: 'session', key: t.trim() } : null;
const mail = (t: string): RecordRef | null =>
  /^\d+$/.test(t.trim()) ? { kind: 'mail', key: t.trim() } : null;
const byNumber =
  (kind: RecordKind) =>
  (t: string): RecordRef | null => {
    const n = numbered(t);
    return n ? { kind, key: n.id, name: n.name } : null;
  };
const byUsername = (t: string): RecordRef | null => {
  const name = /^[A-Za-z0-9._-]+/.exec(t.trim())?.[0];
  return name ? { kind: 'user', key: name, name } : null;
};

function inboxWords(kind: InboxKindName): Record<string, AuditWords> {
  const a = inboxAuditActions(kind);
  // A kind new to INBOX_KIND_NOUNS reads by its own names until it is given words here.
  const w = (INBOX_WORDS as Partial<typeof INBOX_WORDS>)[kind] ?? {
    one: INBOX_KIND_NOUNS[kind],
    many: kind,
    group: `${kind[0].toUpperCase()}${kind.slice(1)}`,
  };
  const group = w.group;
  const one = (t: string): RecordRef | null => {
    const id = /#(\d+)/.exec(t)?.[1];
    return id ? { kind: INBOX_KIND_NOUNS[kind], key: id } : null;
  };
  return {
    [a.export]: {
      group,
      label: `Exported ${w.many}`,
      says: (f) => `exported ${exportRows(f.target, w.one, w.many)} as CSV`,
    },
    [a.delete]: { group, label: `Deleted a ${w.one}`, says: () => `deleted a ${w.one}` },
    [a.status]: {
      group,
      label: `Changed a ${w.one}’s status`,
      record: one,
      says: (f) => {
        const c = statusChange(f.target);
        if (!c) return `changed the status of a ${w.one}`;
        return c.opened
          ? `opened a ${w.one}, which moved from ${statusWord(c.from)} to ${statusWord(c.to)}`
          : `changed a ${w.one} from ${statusWord(c.from)} to ${statusWord(c.to)}`;
      },
    },
    [a.note]: {
      group,
      label: `Added a note to a ${w.one}`,
      record: one,
      says: () => `added a note to a ${w.one}`,
    },
    [a.noteDelete]: {
      group,
      label: `Deleted a note of a ${w.one}`,
      record: one,
      says: (f) => {
        const by = / by (\S+)$/.exec(f.target)?.[1];
        return `deleted ${by ? `${by === f.username ? 'their own' : `${by}’s`} note` : 'a note'} on a ${w.one}`;
      },
    },
    [a.bulkStatus]: {
      group,
      label: `Changed the status of several ${w.many}`,
      says: (f) => {
        const m = /^(\d+) → (\S+);/.exec(f.target);
        return m
          ? `changed ${count(m[1], w.one, w.many)} to ${statusWord(m[2])}`
          : `changed the status of several ${w.many}`;
      },
    },
    [a.bulkDelete]: {
      group,
      label: `Deleted several ${w.many}`,
      says: (f) => {
        const n = /^(\d+);/.exec(f.target)?.[1];
        return n ? `deleted ${count(n, w.one, w.many)}` : `deleted several ${w.many}`;
      },
    },
  };
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

/** Why a sign-in failed, from the reason AuthService records. */
function failedSignIn(f: EntryFacts): string {
  switch (f.target) {
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

/** The content kinds' nouns, for 'blog post #4 "Title"'. */
function contentNoun(t: string): string {
  return /^(.*?) #\d+/.exec(t)?.[1] ?? 'content item';
}
const content = (verb: string, label: string, tail = ''): AuditWords => ({
  group: CONTENT,
  label,
  record: byNumber('content'),
  says: (f) => `${verb} ${quoted(contentNoun(f.target), numbered(f.target)?.name)}${tail}`,
});
/** The media library's entries: target `<address> "<alt text>"`. */
const image = (label: string, says: (alt: string | undefined) => string): AuditWords => ({
  group: CONTENT,
  label,
  says: (f) => says(/"(.*)"$/s.exec(f.target)?.[1]),
});
const job = (verb: string, label: string): AuditWords => ({
  group: JOBS,
  label,
  record: byNumber('job'),
  says: (f) => `${verb} ${quoted('job', numbered(f.target)?.name)}`,
});
const newsletter = (verb: string, label: string): AuditWords => ({
  group: NEWSLETTERS,
  label,
  record: byNumber('newsletter'),
  says: (f) => `${verb} ${quoted('newsletter', numbered(f.target)?.name)}`,
});
const sessionWords = (verb: string, label: string, tail = ''): AuditWords => ({
  group: SESSIONS,
  label,
  record: session,
  says: (f) => `${verb} ${quoted('session', f.recordName)}${tail}`,
});
const staff = (label: string, says: (f: EntryFacts) => string): AuditWords => ({
  group: STAFF,
  label,
  record: byUsername,
  says,
});
const own = (label: string, says: string): AuditWords => ({ group: OWN, label, says: () => says });
const who = (f: EntryFacts) => byUsername(f.target)?.key ?? 'an account';

/**
 * Every audited action's words. Typed by AuditAction, so an action added to AUDIT_ACTIONS
 * without its words does not compile (and audit-sentences.spec.ts says which).
 */
export const AUDIT_WORDS: Record<AuditAction, AuditWords> = {
  'auth.login': {
    group: SIGN_IN,
    label: 'Signed in',
    says: (f) => `signed in to ${PANEL_WORDS[f.target] ?? 'the panel'}`,
  },
  'auth.login-failed': { group: SIGN_IN, label: 'Sign-in failed', says: failedSignIn },
  'auth.logout': {
    group: SIGN_IN,
    label: 'Signed out',
    says: (f) => `signed out of ${PANEL_WORDS[f.target] ?? 'the panel'}`,
  },
  'auth.recovery-code-used': {
    group: SIGN_IN,
    label: 'Signed in with a recovery code',
    says: () => 'used a recovery code to sign in',
  },
  'auth.password-reset-request': {
    group: SIGN_IN,
    label: 'Asked for a password reset link',
    says: () => 'asked for a password reset link by e-mail',
  },
  'auth.password-reset': {
    group: SIGN_IN,
    label: 'Set a new password with a reset link',
    says: () => 'set a new password with a reset link',
  },
  'user.create': staff('Added a staff account', (f) => {
    const role = /\((.*)\)$/.exec(f.target)?.[1];
    return `added the account ${who(f)}${role ? ` as ${role}` : ''}`;
  }),
  'user.role-change': staff('Changed a role', (f) => {
    const role = / → (.*)$/.exec(f.target)?.[1];
    return `changed the role of ${who(f)}${role ? ` to ${role}` : ''}`;
  }),
  'user.disable': staff(
    'Disabled an account',
    (f) => `disabled the account ${who(f)}; its sessions ended`,
  ),
  'user.enable': staff('Enabled an account', (f) => `enabled the account ${who(f)} again`),
  'user.password-reset': staff(
    'Reset a password',
    (f) => `reset the password of ${who(f)} (a temporary password; their sessions ended)`,
  ),
  'user.two-factor-reset': staff(
    'Removed two-factor sign-in',
    (f) => `removed two-factor sign-in of ${who(f)}`,
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
    says: (f) => {
      const n = Number(f.target);
      return Number.isInteger(n) && n > 0
        ? `closed ${count(n, 'ended session', 'ended sessions')}`
        : 'looked for ended sessions (none to close)';
    },
  },
  'session-image.upload': {
    group: SESSIONS,
    label: 'Uploaded a session picture',
    says: () => 'uploaded a picture for a session',
  },
  ...(Object.assign({}, ...INBOX_KINDS.map(inboxWords)) as Record<InboxAction, AuditWords>),
  'registration.attendance': {
    group: INBOX_WORDS.registrations.group,
    label: 'Marked attendance',
    record: (t) => {
      const id = /#(\d+)/.exec(t)?.[1];
      return id ? { kind: 'registration', key: id } : null;
    },
    // The target: 'registration #12: Registered → Attended' (the attendance labels).
    says: (f) => {
      const m = /: (.+) → (.+)$/.exec(f.target);
      return m
        ? `marked a registration ${m[2]} (it was ${m[1]})`
        : 'changed the attendance of a registration';
    },
  },
  'subscribers.export': {
    group: SUBSCRIBERS,
    label: 'Exported subscribers',
    says: (f) => `exported ${exportRows(f.target, 'subscriber', 'subscribers')} as CSV`,
  },
  'subscriber.delete': {
    group: SUBSCRIBERS,
    label: 'Deleted a subscriber',
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
  'content.propose': content('proposed a change to', 'Proposed a change to live content'),
  'content.proposal-publish': content(
    'published the proposed change to',
    'Published a proposed change',
  ),
  'content.proposal-discard': content(
    'discarded the proposed change to',
    'Discarded a proposed change',
  ),
  'content.unpublish': content('unpublished', 'Unpublished content'),
  'content.trash': content('moved', 'Moved content to the trash', ' to the trash'),
  'content.restore': content('restored', 'Restored content from the trash'),
  'content.revert': {
    ...content('reverted', 'Reverted content to an earlier revision'),
    says: (f) => {
      // Entries before revisions were numbered name the item's version instead.
      const to = /to (version|revision) (\d+)$/.exec(f.target);
      const name = /"(.*)"/s.exec(f.target)?.[1];
      return `reverted ${quoted(contentNoun(f.target), name)}${to ? ` to ${to[1]} ${to[2]}` : ''}`;
    },
  },
  'content.purge': {
    group: CONTENT,
    label: 'Emptied old items from the trash',
    says: (f) => {
      const n = /^(\d+)/.exec(f.target)?.[1];
      return n
        ? `deleted ${count(n, 'item', 'items')} for good after their days in the trash`
        : 'emptied old items from the trash';
    },
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
    record: byNumber('application'),
    says: (f) => {
      const name = numbered(f.target)?.name;
      return name ? `opened the CV of ${name}` : 'opened a CV';
    },
  },
  'outbox.read': {
    group: MAIL,
    label: 'Opened a mail',
    record: mail,
    says: (f) => (f.recordName ? `opened the mail “${f.recordName}”` : 'opened a mail'),
  },
  'outbox.retry': {
    group: MAIL,
    label: 'Sent a failed mail again',
    record: mail,
    says: (f) =>
      f.recordName ? `sent the mail “${f.recordName}” again` : 'sent a failed mail again',
  },
  'retention.purge': {
    group: PRIVACY,
    label: 'Deleted old personal data (daily)',
    says: () => 'deleted personal data past its keeping time (the daily clean-up)',
  },
  'privacy.lookup': {
    group: PRIVACY,
    label: 'Looked up a person’s data',
    says: (f) => `looked up a person’s data for case ${beforeColon(f.target)}`,
  },
  'privacy.export': {
    group: PRIVACY,
    label: 'Exported a person’s data',
    says: (f) => `exported a person’s data for case ${beforeColon(f.target)}`,
  },
  'privacy.erase': {
    group: PRIVACY,
    label: 'Erased a person’s data',
    says: (f) => `erased a person’s data for case ${beforeColon(f.target)}`,
  },
};

/** The sentence of one entry: the actor, then what they did. */
export function auditSentence(action: string, f: EntryFacts): string {
  const words = AUDIT_WORDS[action as AuditAction];
  if (!words) return `${f.username} did “${action}”`;
  return `${f.username} ${words.says(f)}.`;
}

/** The record one entry names, if any. */
export function auditRecord(action: string, target: string | null): RecordRef | null {
  const words = AUDIT_WORDS[action as AuditAction];
  return target && words?.record ? words.record(target) : null;
}
