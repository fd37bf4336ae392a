/**
 * The Jobs Manager's lists, defaults, texts and small rules. The lists are the
 * enums of the document's JobView: each table below is keyed by one of them,
 * so TypeScript rejects a list that misses or adds a member.
 */
import {
  ApiRequestError,
  enumMembers,
  failureSentence,
  type MessageTone,
  plural,
  todayInIndia,
} from '@kavach/admin-shared';
import type { Job, JobDepartment, JobInput, JobMode, JobStatus, JobType } from './api';

export const JOB_TYPES = enumMembers<JobType>({
  'Full-Time': true,
  'Part-Time': true,
  Contract: true,
  Internship: true,
  Freelance: true,
});
export const JOB_MODES = enumMembers<JobMode>({
  Remote: true,
  'On-site': true,
  Hybrid: true,
  Flexible: true,
});
export const JOB_DEPARTMENTS = enumMembers<JobDepartment>({
  Technology: true,
  Marketing: true,
  Sales: true,
  HR: true,
  Finance: true,
  Operations: true,
  Research: true,
});

export const STATUS_LABEL: Record<JobStatus, string> = {
  active: 'Active',
  inactive: 'Inactive',
  draft: 'Draft',
  closed: 'Closed',
};
export const JOB_STATUSES = enumMembers(STATUS_LABEL);
export const STATUS_COLOR: Record<JobStatus, string> = {
  active: 'green',
  inactive: 'default',
  draft: 'gold',
  closed: 'red',
};

const COMPANY = 'Kavach Genomics';
/** Job cards per page (the API's `limit`). */
export const PAGE_SIZE = 10;
/** The admin card shows the first 150 characters of the description. */
const DESCRIPTION_PREVIEW = 150;

export const DELETE_CONFIRM = 'Are you sure you want to delete this job posting?';
export const NO_JOBS_EMPTY = 'No job postings found';
export const NO_JOBS_MESSAGE = 'No job postings found.';
export const SEARCH_PLACEHOLDER = 'Search by title, company, location or department...';
const TITLE_REQUIRED = 'Title is required.';
const LOCATION_REQUIRED = 'Location is required.';
const DEADLINE_BEFORE_POSTED = 'The application deadline must not be before the posted date.';

/** Green when the text contains 'successfully' or 'No job', otherwise red. */
export function jobMessageTone(text: string): MessageTone {
  return text.includes('successfully') || text.includes('No job') ? 'success' : 'error';
}

/** The card's toggle: an active job offers Deactivate; inactive, draft and closed offer Activate. */
/** The posting's applications: '12 applications, 3 new', '1 application', 'No applications yet'. */
export function applicationsText(total: number, fresh: number): string {
  if (total === 0) return 'No applications yet';
  return fresh > 0
    ? `${plural(total, 'application')}, ${fresh.toLocaleString('en-IN')} new`
    : plural(total, 'application');
}

export function toggleLabel(status: JobStatus): 'Activate' | 'Deactivate' {
  return status === 'active' ? 'Deactivate' : 'Activate';
}

/** The description cut to 150 characters plus an ellipsis. */
export function descriptionPreview(
  text: string | null | undefined,
  max = DESCRIPTION_PREVIEW,
): string {
  const s = (text ?? '').trim();
  return s.length > max ? `${s.slice(0, max).trimEnd()}...` : s;
}

/** The failure in the panel's words (failureSentence); '' for an error that says nothing. */
function detailOf(e: unknown): string {
  if (e instanceof ApiRequestError) return failureSentence(e);
  return e instanceof Error ? e.message : '';
}

/** 'Error loading jobs: {detail}' ('Unknown error' when there is none). */
export function loadErrorMessage(e: unknown): string {
  return `Error loading jobs: ${detailOf(e) || 'Unknown error'}`;
}

/** 'Error saving job' or 'Error saving job: {detail}'. */
export function saveErrorMessage(e: unknown): string {
  const d = detailOf(e);
  return d ? `Error saving job: ${d}` : 'Error saving job';
}

/** The form's values: the body of POST/PUT with every field present and the deadline as text ('' = none). */
export type JobDraft = Required<Omit<JobInput, 'application_deadline'>> & {
  application_deadline: string;
};

/** A new posting: Kavach Genomics, Technology, Full-Time, Remote, active, posted today (India). */
export function emptyDraft(today = todayInIndia()): JobDraft {
  return {
    title: '',
    company: COMPANY,
    department: 'Technology',
    location: '',
    type: 'Full-Time',
    mode: 'Remote',
    description: '',
    requirements: '',
    responsibilities: '',
    salary_range: '',
    status: 'active',
    posted_date: today,
    application_deadline: '',
  };
}

export function draftOf(j: Job): JobDraft {
  return {
    title: j.title,
    company: j.company,
    department: j.department,
    location: j.location,
    type: j.type,
    mode: j.mode,
    description: j.description ?? '',
    requirements: j.requirements ?? '',
    responsibilities: j.responsibilities ?? '',
    salary_range: j.salary_range ?? '',
    status: j.status,
    posted_date: j.posted_date,
    application_deadline: j.application_deadline ?? '',
  };
}

/** Field → problem; title and location are required, the deadline not before the posted date. */
export function draftProblems(d: JobDraft): Partial<Record<keyof JobDraft, string>> {
  const out: Partial<Record<keyof JobDraft, string>> = {};
  if (!d.title.trim()) out.title = TITLE_REQUIRED;
  if (!d.location.trim()) out.location = LOCATION_REQUIRED;
  if (d.application_deadline && d.posted_date && d.application_deadline < d.posted_date)
    out.application_deadline = DEADLINE_BEFORE_POSTED;
  return out;
}

/** The body of POST/PUT: every field, trimmed; an empty deadline clears it (null). */
export function inputOf(d: JobDraft): JobInput {
  return {
    title: d.title.trim(),
    company: d.company.trim() || COMPANY,
    department: d.department,
    location: d.location.trim(),
    type: d.type,
    mode: d.mode,
    description: d.description.trim(),
    requirements: d.requirements.trim(),
    responsibilities: d.responsibilities.trim(),
    salary_range: d.salary_range.trim(),
    status: d.status,
    ...(d.posted_date ? { posted_date: d.posted_date } : {}),
    application_deadline: d.application_deadline || null,
  };
}
