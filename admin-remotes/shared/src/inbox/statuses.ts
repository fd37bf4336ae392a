/**
 * The inbox statuses of a tab: its configuration holds a table of them (label and tag colour per
 * status, in their order), keyed by the status enum of its kind in the API document, so a status
 * added there breaks the type check until it has a label. Contacts and registrations share the
 * submission statuses New → Read → Replied → Closed below; a kind with statuses of its own (the
 * career applications' hiring pipeline) keeps its table in its tab.
 */
import type { Schemas } from '@kavach/api-client';
import type { InboxStatus } from './inboxApi';

export type SubmissionStatus = Schemas['SubmissionStatus'];

/**
 * The tag of a status, as a CSS modifier (inbox/styles.ts): New stands out, finished items are
 * grey (closed), green (replied, hired) or red (rejected). Dark text on a light ground, 4.5:1 at
 * least (antd's preset tag colours are not, for cyan, gold and purple).
 */
export type StatusTone = 'blue' | 'grey' | 'green' | 'teal' | 'purple' | 'amber' | 'red';

export interface StatusLook {
  label: string;
  tone: StatusTone;
}

/** The statuses of one tab, each of its kind's enum, in their order (the order `sort=status` uses). */
export type InboxStatuses<S extends InboxStatus> = Readonly<Record<S, StatusLook>>;

/** Any tab's statuses, as the shared parts take them. */
export type AnyInboxStatuses = { readonly [S in InboxStatus]?: StatusLook };

/** The looks of any set of statuses (an inbox tab's, or another list's such as the newsletters'). */
export type StatusLooks = { readonly [status: string]: StatusLook | undefined };

export const SUBMISSION_STATUSES: InboxStatuses<SubmissionStatus> = {
  new: { label: 'New', tone: 'blue' },
  read: { label: 'Read', tone: 'grey' },
  replied: { label: 'Replied', tone: 'green' },
  closed: { label: 'Closed', tone: 'grey' },
};

/** The statuses of a table, in their order. */
export function statusList(statuses: AnyInboxStatuses): InboxStatus[] {
  return Object.keys(statuses) as InboxStatus[];
}

function lookOf(statuses: StatusLooks, status: string): StatusLook | undefined {
  return Object.hasOwn(statuses, status) ? statuses[status] : undefined;
}

/** A status's label; an unknown one as it is. */
export function statusLabel(statuses: StatusLooks, status: string): string {
  return lookOf(statuses, status)?.label ?? status;
}

export function statusTone(statuses: StatusLooks, status: string): StatusTone {
  return lookOf(statuses, status)?.tone ?? 'grey';
}

/** The options of a select of the statuses, labelled. */
export function statusOptions(
  statuses: AnyInboxStatuses,
  label: (status: string) => string = (s) => statusLabel(statuses, s),
): { value: string; label: string }[] {
  return statusList(statuses).map((s) => ({ value: s, label: label(s) }));
}

/** Contacts and registrations: Send Email moves a New or Read item to Replied (a Closed one stays). */
export function statusAfterEmail(status: SubmissionStatus): SubmissionStatus | null {
  return status === 'new' || status === 'read' ? 'replied' : null;
}

/**
 * A New item's row is bold, like unread mail: staff see at a glance what nobody has opened; it
 * turns plain once it is read (the status select says which status it is).
 */
export function unreadRow(row: { status: string }): string | undefined {
  return row.status === 'new' ? 'kv-row--unread' : undefined;
}
