/**
 * The jobs-page application form (/about-us/careers, "Apply now"): client
 * validation (in the form's field order) and API answer → message (the
 * form's own texts plus the shared 429/503 messages of forms/messages.ts). Pure.
 */
import { detailsOf, messageOf } from '../../lib/api';
import { SERVICE_UNAVAILABLE, TOO_MANY_ATTEMPTS, type SubmitResult } from '../forms/messages';
import { checkResume } from './resumeFile';

export const EXPERIENCE_OPTIONS = ['6 months', '1 year', '2 years', '3+ years'] as const;
export const NOTICE_PERIOD_OPTIONS = ['Immediate', '1 Month', '2 Months', '3 Months'] as const;

export const JOB_APPLICATION_MESSAGES = {
  firstName: 'First Name is required.',
  lastName: 'Last Name is required.',
  emailRequired: 'Email is required.',
  emailInvalid: 'Email is invalid.',
  phone: 'Phone Number must be 10 digits.',
  jobPosition: 'Job Position is required.',
  experience: 'Experience is required.',
  noticePeriod: 'Notice Period is required.',
  salary: 'Salary Expectation is required.',
  reason: 'Reason for Leaving is required.',
  captcha: 'Please complete the reCAPTCHA.',
  summary: 'Please fix the errors in the form.',
  success: 'Application submitted successfully!',
  failed: 'Failed to submit the application. Please try again.',
  network: 'An error occurred. Please try again later.',
} as const;

const M = JOB_APPLICATION_MESSAGES;

export interface JobApplicationFields {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  jobPosition: string;
  experience: string;
  noticePeriod: string;
  salaryExpectation: string;
  reasonForLeaving: string;
}

export type JobApplicationField = keyof JobApplicationFields | 'resume' | 'captcha';
export type FieldErrors = Partial<Record<JobApplicationField, string>>;

export const EMPTY_JOB_APPLICATION: JobApplicationFields = {
  firstName: '',
  lastName: '',
  email: '',
  phoneNumber: '',
  jobPosition: '',
  experience: '',
  noticePeriod: '',
  salaryExpectation: '',
  reasonForLeaving: '',
};

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE_PATTERN = /^\d{10}$/;

const blank = (value: string) => value.trim() === '';

/**
 * Every failing field with its message, in the order the fields appear on
 * the form (so focus goes to the first one). Empty object = valid.
 */
export function validateJobApplication(
  fields: JobApplicationFields,
  resume: { name: string; size: number } | null,
  captcha: string,
): FieldErrors {
  const errors: FieldErrors = {};
  if (blank(fields.firstName)) errors.firstName = M.firstName;
  if (blank(fields.lastName)) errors.lastName = M.lastName;
  if (blank(fields.email)) errors.email = M.emailRequired;
  else if (!EMAIL_PATTERN.test(fields.email.trim())) errors.email = M.emailInvalid;
  if (!PHONE_PATTERN.test(fields.phoneNumber.trim())) errors.phoneNumber = M.phone;
  if (blank(fields.jobPosition)) errors.jobPosition = M.jobPosition;
  if (blank(fields.experience)) errors.experience = M.experience;
  if (blank(fields.noticePeriod)) errors.noticePeriod = M.noticePeriod;
  if (blank(fields.salaryExpectation)) errors.salaryExpectation = M.salary;
  if (blank(fields.reasonForLeaving)) errors.reasonForLeaving = M.reason;
  // The resume is optional on this form but must be a document of at most 5 MB.
  const resumeProblem = checkResume(resume);
  if (resumeProblem) errors.resume = resumeProblem;
  if (!captcha) errors.captcha = M.captcha;
  return errors;
}

/** The multipart body of POST /api/applications (field names of the API). */
export function jobApplicationFormData(
  fields: JobApplicationFields,
  resume: File | null,
  captcha: string,
): FormData {
  const body = new FormData();
  body.set('first_name', fields.firstName.trim());
  body.set('last_name', fields.lastName.trim());
  body.set('email', fields.email.trim());
  body.set('phone_number', fields.phoneNumber.trim());
  body.set('job_position', fields.jobPosition.trim());
  body.set('experience', fields.experience);
  body.set('notice_period', fields.noticePeriod);
  body.set('salary_expectation', fields.salaryExpectation.trim());
  body.set('reason_for_leaving_prev_job', fields.reasonForLeaving.trim());
  if (resume) body.set('resume', resume, resume.name);
  body.set('captcha', captcha);
  return body;
}

/** API field name → form field, to show the server's per-field messages beside the fields. */
const API_FIELDS: Record<string, JobApplicationField> = {
  first_name: 'firstName',
  last_name: 'lastName',
  email: 'email',
  phone_number: 'phoneNumber',
  job_position: 'jobPosition',
  experience: 'experience',
  notice_period: 'noticePeriod',
  salary_expectation: 'salaryExpectation',
  reason_for_leaving_prev_job: 'reasonForLeaving',
  resume: 'resume',
  captcha: 'captcha',
};

export interface JobApplicationOutcome {
  text: string;
  kind: 'success' | 'error';
  /** Clear the fields, the file and the captcha. */
  reset: boolean;
  /** Server messages to show beside the fields. */
  fieldErrors: FieldErrors;
}

/** Status phrases that are not worth showing as "the server message". */
const BARE_PHRASES =
  /^(bad request|not found|unprocessable entity|payload too large|forbidden|unauthorized|internal server error|error)\.?$/i;

export function jobApplicationMessage(result: SubmitResult): JobApplicationOutcome {
  const out = (
    text: string,
    kind: 'success' | 'error' = 'error',
    reset = false,
    fieldErrors: FieldErrors = {},
  ) => ({
    text,
    kind,
    reset,
    fieldErrors,
  });
  if (result === 'network-error') return out(M.network);
  const { status, body } = result;
  if (status >= 200 && status < 300) return out(M.success, 'success', true);
  if (status === 429) return out(TOO_MANY_ATTEMPTS);
  if (status === 503) return out(SERVICE_UNAVAILABLE);
  // Server-side failures never show their internals.
  if (status >= 500) return out(M.failed);

  const fieldErrors: FieldErrors = {};
  for (const [key, message] of Object.entries(detailsOf(body))) {
    const field = API_FIELDS[key];
    if (field) fieldErrors[field] = message;
  }
  // The server's message when it is a usable sentence, else the generic failure text.
  const message = messageOf(body).trim();
  const usable = message !== '' && message.length <= 300 && !BARE_PHRASES.test(message);
  return out(usable ? message : M.failed, 'error', false, fieldErrors);
}
