import {
  APPLICANT_EMAIL_REQUIRED,
  APPLICANT_INVALID_EMAIL,
  APPLICANT_INVALID_PHONE,
  FIELD_LENGTHS,
} from '../platform/fields/rules';

/**
 * Canonical keys and labels for experience and notice period. Both public forms send their own
 * spellings ("3+ years" on the jobs page, "3+years" on the simple career form); both map to the
 * same key, so the admin shows, searches and exports one label per value.
 */
export const EXPERIENCE_LABELS = {
  '6m': '6 months',
  '1y': '1 year',
  '2y': '2 years',
  '3y+': '3+ years',
} as const;
export const NOTICE_LABELS = {
  immediate: 'Immediate',
  '1m': '1 Month',
  '2m': '2 Months',
  '3m': '3 Months',
} as const;

export type Experience = keyof typeof EXPERIENCE_LABELS;
export type NoticePeriod = keyof typeof NOTICE_LABELS;
export const EXPERIENCE_KEYS = Object.keys(EXPERIENCE_LABELS) as Experience[];
export const NOTICE_KEYS = Object.keys(NOTICE_LABELS) as NoticePeriod[];

const EXPERIENCE_SPELLINGS: Record<string, Experience> = {
  '6m': '6m',
  '6month': '6m',
  '6months': '6m',
  '1y': '1y',
  '1year': '1y',
  '1years': '1y',
  '2y': '2y',
  '2year': '2y',
  '2years': '2y',
  '3y+': '3y+',
  '3+year': '3y+',
  '3+years': '3y+',
};
const NOTICE_SPELLINGS: Record<string, NoticePeriod> = {
  immediate: 'immediate',
  immediately: 'immediate',
  '1m': '1m',
  '1month': '1m',
  '1months': '1m',
  '2m': '2m',
  '2month': '2m',
  '2months': '2m',
  '3m': '3m',
  '3month': '3m',
  '3months': '3m',
};

const spelling = (v: string) => v.trim().toLowerCase().replace(/\s+/g, '');

/** The canonical key for any known spelling; other values are returned trimmed (and refused). */
export function normalizeExperience(v: unknown): unknown {
  return typeof v === 'string' ? (EXPERIENCE_SPELLINGS[spelling(v)] ?? v.trim()) : v;
}
export function normalizeNoticePeriod(v: unknown): unknown {
  return typeof v === 'string' ? (NOTICE_SPELLINGS[spelling(v)] ?? v.trim()) : v;
}

export const RESUME_MAX_BYTES = 5 * 1024 * 1024;

export const APPLICATION_MESSAGES = {
  submitted: 'Application submitted successfully!',
  firstName: 'First Name is required.',
  lastName: 'Last Name is required.',
  email: APPLICANT_EMAIL_REQUIRED,
  emailInvalid: APPLICANT_INVALID_EMAIL,
  phone: APPLICANT_INVALID_PHONE,
  jobPosition: 'Job Position is required.',
  experience: 'Experience is required.',
  experienceInvalid: 'Experience must be one of: 6 months, 1 year, 2 years, 3+ years.',
  notice: 'Notice Period is required.',
  noticeInvalid: 'Notice Period must be one of: Immediate, 1 Month, 2 Months, 3 Months.',
  salary: 'Salary Expectation is required.',
  reason: 'Reason for Leaving is required.',
  linkedinInvalid: 'LinkedIn must be a web address, e.g. https://www.linkedin.com/in/your-name.',
  resumeRequired: 'Resume is required.',
  resumeType: 'Resume must be a PDF, DOC or DOCX file (5 MB at most).',
  resumeTooLarge: 'The resume must be 5 MB or smaller.',
  notFound: 'Application not found.',
  noneInRange: 'No applications found for the selected filters.',
  deleted: 'Application deleted successfully.',
  noResume: 'This application has no resume.',
  notPreviewable: 'Only a PDF resume opens in the preview: download this Word resume instead.',
  notMultipart: 'Send the application as multipart/form-data.',
};

/** Length limits of the stored fields (also in the migration and the OpenAPI document). */
export const APPLICATION_LIMITS = {
  name: FIELD_LENGTHS.name,
  email: FIELD_LENGTHS.email,
  jobPosition: FIELD_LENGTHS.jobPosition,
  salary: FIELD_LENGTHS.salary,
  reason: FIELD_LENGTHS.reasonForLeaving,
  linkedin: FIELD_LENGTHS.linkedin,
  captcha: FIELD_LENGTHS.captcha,
};

/** The columns an application search matches (case-insensitive substring), wherever it is filtered. */
export const APPLICATION_SEARCH_COLUMNS = [
  'first_name',
  'last_name',
  'email',
  'job_position',
  'phone_number',
] as const;
