/**
 * What each audited action records besides who, when and from where: its details, typed per
 * action (AuditDetails), stored as `audit_log.details` (jsonb). The sentence, the record it
 * links to and the short `target` text the list searches are all made from these
 * (audit-sentences.ts); nothing reads a stored text back.
 */
import type { InboxKindName } from '../platform/access/permissions';
import type { Panel } from '../platform/access/principal';
import type { CsvExportFacts } from '../platform/csv/csv-export';
import type { AuditAction, InboxAuditActions } from './audit-actions';

/** Nothing besides the actor (an own-account action). */
export type NoDetails = Record<string, never>;

/** A record by its id (a session, a mail, a deleted inbox record). */
export interface RecordDetails {
  id: number;
}

/** A record by its id and the name it had then (a job's title, a newsletter's subject). */
export interface NamedRecordDetails {
  id: number;
  name: string;
}

/** A staff account, by its username. */
export interface AccountDetails {
  username: string;
}

/** An account and the role it was given, in words ('HR Manager'). */
export interface RoleDetails extends AccountDetails {
  role: string;
}

/** Why a sign-in failed. */
export type SignInFailure = 'password' | 'account disabled' | 'two-factor code';

/** A count of things done at once (ended sessions closed, trashed items purged). */
interface CountDetails {
  count: number;
}

/** A CSV export: its file name, its rows and the search it was made with. */
export type ExportDetails = CsvExportFacts;

/** An inbox record's status change; `opened`: by opening it (new → read), not by choice. */
interface StatusDetails extends RecordDetails {
  from: string;
  to: string;
  opened?: boolean;
}

/** A note on an inbox record; `author`: whose note (of a deletion). */
interface NoteDetails extends RecordDetails {
  noteId: number;
  author?: string;
}

/** A bulk action: how many, and the selection ('ids 3,2' or the filter as JSON). */
interface BulkDetails extends CountDetails {
  selection: string;
}
interface BulkStatusDetails extends BulkDetails {
  status: string;
}

/** A content item: its kind's noun ('blog post'), id and title; a revision; the proposer. */
export interface ContentDetails extends NamedRecordDetails {
  noun: string;
  /** The revision reverted to, or proposed from. */
  revision?: number;
  /** The item's version reverted to (entries from before revisions were numbered). */
  version?: number;
  /** Whose proposal was published or discarded. */
  by?: string | null;
  /** The language of the translation changed ('Hindi', 'Marathi'). */
  language?: string;
}

/** A media library image: its address and alt text. */
export interface ImageDetails {
  url: string;
  alt: string;
}

/** A privacy case: its reference and what was found, exported or deleted (counts in words). */
export interface PrivacyDetails {
  case: string;
  summary: string;
}

/** The details of each of an inbox kind's seven actions, by the action's key. */
export interface InboxDetails {
  export: ExportDetails;
  delete: RecordDetails;
  status: StatusDetails;
  note: NoteDetails;
  noteDelete: NoteDetails;
  bulkStatus: BulkStatusDetails;
  bulkDelete: BulkDetails;
}

type InboxKey = keyof InboxDetails;
/** The key ('status') of an inbox action ('contact.status'), whichever kind it is of. */
type InboxKeyOf<A extends string> = {
  [K in InboxKindName]: {
    [k in InboxKey]: InboxAuditActions<K>[k] extends A ? k : never;
  }[InboxKey];
}[InboxKindName];
type InboxAction = InboxAuditActions[InboxKey];

/**
 * The details each action records. AUDIT_WORDS is typed by AuditAction and reads these, so an
 * action added to AUDIT_ACTIONS without its line here does not compile.
 */
export type AuditDetails = {
  [A in InboxAction]: InboxDetails[InboxKeyOf<A>];
} & {
  'auth.login': { panel: Panel };
  'auth.login-failed': { reason: SignInFailure };
  'auth.logout': { panel: Panel };
  'auth.recovery-code-used': NoDetails;
  'auth.password-reset-request': NoDetails;
  'auth.password-reset': NoDetails;
  'user.create': RoleDetails;
  'user.role-change': RoleDetails;
  'user.disable': AccountDetails;
  'user.enable': AccountDetails;
  'user.password-reset': AccountDetails;
  'user.two-factor-reset': AccountDetails;
  'account.password-change': NoDetails;
  'account.two-factor-enable': NoDetails;
  'account.two-factor-disable': NoDetails;
  'account.two-factor-move': NoDetails;
  'account.recovery-codes-regenerate': NoDetails;
  'account.email-change': NoDetails;
  'integration.create': NamedRecordDetails;
  'integration.revoke': NamedRecordDetails;
  'webhook.create': NamedRecordDetails;
  'webhook.update': NamedRecordDetails;
  'webhook.rotate-secret': NamedRecordDetails;
  'webhook.delete': NamedRecordDetails;
  /** The delivery sent again (its message id in `name`'s place is the endpoint's address). */
  'webhook.redeliver': NamedRecordDetails & { delivery: string };
  'session.create': RecordDetails;
  'session.update': RecordDetails;
  'session.delete': RecordDetails;
  'session.activate': RecordDetails;
  'session.deactivate': RecordDetails;
  'sessions.check-expired': CountDetails;
  /** The attendance before and after, in words ('Registered', 'Attended'). */
  'registration.attendance': RecordDetails & { from: string; to: string };
  /** The stored file's key. */
  'session-image.upload': { file: string };
  'subscribers.export': ExportDetails;
  'subscriber.delete': RecordDetails;
  'newsletter.create': NamedRecordDetails;
  'newsletter.update': NamedRecordDetails;
  'newsletter.delete': NamedRecordDetails;
  'newsletter.test': NamedRecordDetails;
  'newsletter.send': NamedRecordDetails;
  'content.create': ContentDetails;
  'content.update': ContentDetails;
  'content.publish': ContentDetails;
  'content.schedule': ContentDetails;
  'content.submit': ContentDetails;
  'content.send-back': ContentDetails;
  'content.propose': ContentDetails;
  'content.proposal-publish': ContentDetails;
  'content.proposal-discard': ContentDetails;
  'content.unpublish': ContentDetails;
  'content.trash': ContentDetails;
  'content.restore': ContentDetails;
  'content.revert': ContentDetails;
  'content.translation-save': ContentDetails;
  'content.translation-submit': ContentDetails;
  'content.translation-publish': ContentDetails;
  'content.translation-unpublish': ContentDetails;
  'content.purge': CountDetails;
  'content-image.upload': ImageDetails;
  'content-image.alt': ImageDetails;
  'content-image.delete': ImageDetails;
  'job.create': NamedRecordDetails;
  'job.update': NamedRecordDetails;
  'job.delete': NamedRecordDetails;
  'job.activate': NamedRecordDetails;
  'job.deactivate': NamedRecordDetails;
  /** The application and its applicant's name. */
  'application.resume': NamedRecordDetails;
  'outbox.read': RecordDetails;
  'outbox.retry': RecordDetails;
  /** What the purge deleted, in words ('contacts 3, audit 0, …'). */
  'retention.purge': { summary: string };
  'privacy.lookup': PrivacyDetails;
  'privacy.export': PrivacyDetails;
  'privacy.erase': PrivacyDetails;
};

/**
 * The details an entry of `A` takes. For one action, its details; for a choice of actions (a
 * toggle's activate or deactivate), details that fit every one of them, so a choice between
 * actions of different details cannot be given the details of one.
 */
export type AuditDetailsFor<A extends AuditAction> = (
  A extends AuditAction ? (d: AuditDetails[A]) => void : never
) extends (d: infer D) => void
  ? D
  : never;
