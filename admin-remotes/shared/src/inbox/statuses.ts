/**
 * The inbox statuses of the submissions (issue "work the submissions like an inbox"): contacts
 * and registrations are New → Read → Replied → Closed; career applications move through the
 * hiring pipeline. The members come from the API document's enums, so a status added there
 * breaks this file's type check until it has a label.
 */
import type { Schemas } from '@kavach/api-client';
import { enumMembers } from '../types';

export type SubmissionStatus = Schemas['SubmissionStatus'];
export type ApplicationStatus = Schemas['ApplicationStatus'];
export type InboxStatus = SubmissionStatus | ApplicationStatus;
/** The API's names of the three inbox lists (also the saved views' `tab`). */
export type InboxKind = Schemas['SavedViewTab'];

const SUBMISSION_LABELS: Record<SubmissionStatus, string> = {
  new: 'New',
  read: 'Read',
  replied: 'Replied',
  closed: 'Closed',
};

const APPLICATION_LABELS: Record<ApplicationStatus, string> = {
  new: 'New',
  reviewed: 'Reviewed',
  shortlisted: 'Shortlisted',
  interview: 'Interview',
  offered: 'Offered',
  hired: 'Hired',
  rejected: 'Rejected',
};

export const SUBMISSION_STATUSES = enumMembers(SUBMISSION_LABELS);
/** In pipeline order (the order `sort=status` uses). */
export const APPLICATION_STATUSES = enumMembers(APPLICATION_LABELS);

/** The statuses of one kind, in their order. */
export function statusesOf(kind: InboxKind): readonly InboxStatus[] {
  return kind === 'applications' ? APPLICATION_STATUSES : SUBMISSION_STATUSES;
}

export function statusLabel(status: string): string {
  return (
    (SUBMISSION_LABELS as Record<string, string>)[status] ??
    (APPLICATION_LABELS as Record<string, string>)[status] ??
    status
  );
}

/**
 * The tag of each status, as a CSS modifier (inbox/styles.ts): New stands out, finished items are
 * grey (closed), green (replied, hired) or red (rejected). Dark text on a light ground, 4.5:1 at
 * least (antd's preset tag colours are not, for cyan, gold and purple).
 */
const TAG_TONES: Record<InboxStatus, string> = {
  new: 'blue',
  read: 'grey',
  replied: 'green',
  closed: 'grey',
  reviewed: 'grey',
  shortlisted: 'teal',
  interview: 'purple',
  offered: 'amber',
  hired: 'green',
  rejected: 'red',
};

export function statusTone(status: string): string {
  return (TAG_TONES as Record<string, string>)[status] ?? 'grey';
}

/** Contacts and registrations: Send Email moves a New or Read item to Replied (a Closed one stays). */
export function statusAfterEmail(status: SubmissionStatus): SubmissionStatus | null {
  return status === 'new' || status === 'read' ? 'replied' : null;
}
