import type { EntityManager } from 'typeorm';
import type { SqlStatement } from '../database/sql-statement';

/**
 * `List-Unsubscribe: <url>, <mailto>`; with `oneClick`, also `List-Unsubscribe-Post:
 * List-Unsubscribe=One-Click` (RFC 8058): a POST to `url` unsubscribes, without a page.
 */
interface ListUnsubscribe {
  /** http(s) URL. */
  url: string;
  /** `mailto:address?subject=…`. */
  mailto?: string;
  oneClick?: boolean;
}

/** One mail as the outbox stores it; `K` names the kinds of mail the application writes. */
export interface OutgoingMail<K extends string = string> {
  kind: K;
  /** One recipient per mail: a retry or a bounce concerns exactly one person. */
  to: { address: string; name?: string };
  /** Where a reply goes (the submitter on staff mails, the brand's address on the others). */
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  /** The List-Unsubscribe header of a newsletter mail. */
  listUnsubscribe?: ListUnsubscribe;
}

/**
 * What a writer of mails needs of the outbox: its mails stored with the row they belong to, in
 * the same transaction or the same statement, so both commit or neither does.
 */
export interface MailOutbox {
  /** Stores `mails` with the caller's `manager`, i.e. inside the caller's transaction. */
  enqueue(manager: EntityManager, mails: readonly OutgoingMail[]): Promise<unknown>;
  /** One INSERT of `mails`, for a caller that stores them in its own statement. */
  insertStatement(mails: readonly OutgoingMail[]): SqlStatement;
}

/** The injection token of the MailOutbox (provided by the notifications feature). */
export const MAIL_OUTBOX = Symbol('MAIL_OUTBOX');
