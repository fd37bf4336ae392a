/** Texts and small rules of the Career Applications tab. */
import {
  failureSentence,
  type InboxStatuses,
  mailtoHref,
  type MessageTone,
  plural,
} from '@kavach/admin-shared';
import type { Schemas } from '@kavach/api-client';

const COMPANY = 'Kavach Genomics';
export const SEARCH_PLACEHOLDER = 'Search by name, email, phone or job position...';
export const DELETE_CONFIRM = 'Are you sure you want to delete this application?';
export const ALL_POSITIONS = 'All Job Positions';
export const NO_APPLICATIONS_MESSAGE = 'No career applications found.';
const EMPTY_TEXT = 'No applications found.';
const EMPTY_SEARCH_TEXT = 'No applications match your search.';

/**
 * The table's empty text naming the filters that are on: 'No applications match your search
 * "x".', '… for the position "App Developer".', '… with the status Shortlisted.', '… from 1 Nov
 * to 22 Nov.' (the dates in words), or 'No applications found.' without any.
 */
export function emptyText(
  search: string | undefined,
  position: string,
  status = '',
  range = '',
): string {
  const narrowed =
    (position ? ` for the position "${position}"` : '') +
    (status ? ` with the status ${status}` : '') +
    (range ? ` ${range}` : '');
  if (search) return `${EMPTY_SEARCH_TEXT.replace(/\.$/, '')} "${search}"${narrowed}.`;
  return narrowed ? `${EMPTY_TEXT.replace(/\.$/, '')}${narrowed}.` : EMPTY_TEXT;
}

/** The longest position the list's filter takes (the API's limit). */
const POSITION_MAX = 200;

/**
 * The position the tab opens filtered to, from its address (?position=…, as a job card of
 * Jobs Manager links to it); '' for none, or one the filter would refuse.
 */
export function positionFromUrl(search: string): string {
  const position = (new URLSearchParams(search).get('position') ?? '').trim();
  return position.length <= POSITION_MAX ? position : '';
}

/** The fixed subject of the application mail draft. */
export const MAIL_SUBJECT = `Regarding your job application at ${COMPANY}`;

export interface Applicant {
  first_name: string;
  last_name: string;
  email: string;
}

export function fullName(a: Pick<Applicant, 'first_name' | 'last_name'>): string {
  return `${a.first_name} ${a.last_name}`.trim();
}

/** The fixed body: greets the applicant by name, thanks them for their interest, signed HR Team. */
export function mailBody(a: Pick<Applicant, 'first_name' | 'last_name'>): string {
  return [
    `Dear ${fullName(a)},`,
    '',
    `Thank you for your interest in joining ${COMPANY} and for taking the time to apply.`,
    '',
    'Best regards,',
    'HR Team',
    COMPANY,
  ].join('\n');
}

/** The Send Email link: a mail draft to the applicant. */
export function applicationMailto(a: Applicant): string {
  return mailtoHref(a.email, MAIL_SUBJECT, mailBody(a));
}

/** {First}_{Last}_Resume.{ext} (spaces as underscores), when the answer names no file. */
export function resumeFallbackName(
  a: Pick<Applicant, 'first_name' | 'last_name'> & { resume_name?: string | null },
): string {
  const part = (s: string) => s.trim().replace(/\s+/g, '_');
  const ext = /\.(pdf|docx?|PDF|DOCX?)$/.exec(a.resume_name ?? '')?.[1]?.toLowerCase() ?? 'pdf';
  return `${part(a.first_name)}_${part(a.last_name)}_Resume.${ext}`;
}

/** The hiring pipeline, in its order (the order `sort=status` uses). */
export const APPLICATION_STATUSES: InboxStatuses<Schemas['ApplicationStatus']> = {
  new: { label: 'New', tone: 'blue' },
  reviewed: { label: 'Reviewed', tone: 'grey' },
  shortlisted: { label: 'Shortlisted', tone: 'teal' },
  interview: { label: 'Interview', tone: 'purple' },
  offered: { label: 'Offered', tone: 'amber' },
  hired: { label: 'Hired', tone: 'green' },
  rejected: { label: 'Rejected', tone: 'red' },
};

/** 'N Applications' (one Application). */
export function countLabel(n: number): string {
  return plural(n, 'Application');
}

/** 'Error loading applications: {detail}', the detail in a sentence (see failureSentence). */
export function loadErrorMessage(e: unknown): string {
  return `Error loading applications: ${failureSentence(e)}`;
}

export function resumeErrorMessage(e: unknown): string {
  return `Error downloading resume: ${failureSentence(e)}`;
}

/** Red when the text says Error; the no-data message is info (it is not a failure); the rest success. */
export function applicationTone(text: string): MessageTone {
  if (/error/i.test(text)) return 'error';
  return text === NO_APPLICATIONS_MESSAGE ? 'info' : 'success';
}
