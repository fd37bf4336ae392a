/**
 * The simple career form of /about-us/careers/{id}: client validation (all
 * fields required except LinkedIn and the reason; a captcha, like every
 * public form) and API answer → message (the form's own success and failure
 * texts, plus the shared 429/503 messages of forms/messages.ts). Pure.
 */
import { detailsOf } from '../../lib/api';
import { SERVICE_UNAVAILABLE, TOO_MANY_ATTEMPTS, type SubmitResult } from '../forms/messages';
import { checkResume, RESUME_MESSAGES } from './resumeFile';

/** Values the API accepts, with the labels the form shows. */
export const CAREER_EXPERIENCE = [
  { value: '6month', label: '6 months' },
  { value: '1year', label: '1 year' },
  { value: '2years', label: '2 years' },
  { value: '3+years', label: '3+ years' },
] as const;

export const CAREER_NOTICE_PERIOD = [
  { value: 'immediate', label: 'Immediate' },
  { value: '1month', label: '1 month' },
  { value: '2months', label: '2 months' },
  { value: '3months', label: '3 months' },
] as const;

export const CAREER_MESSAGES = {
  firstName: 'First Name is required.',
  lastName: 'Last Name is required.',
  emailRequired: 'Email is required.',
  emailInvalid: 'Email is invalid.',
  phone: 'Phone Number must be 10 digits.',
  experience: 'Experience is required.',
  salary: 'Salary Expectation is required.',
  noticePeriod: 'Notice Period is required.',
  linkedin: 'LinkedIn must be a web address, e.g. https://www.linkedin.com/in/your-name.',
  resume: RESUME_MESSAGES.required,
  captcha: 'Please complete the reCAPTCHA.',
  summary: 'Please fix the errors in the form.',
  success: 'Application submitted successfully!',
  failed: 'Failed to submit application. Please try again.',
} as const;

const M = CAREER_MESSAGES;

export interface CareerFields {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  experience: string;
  salary: string;
  noticePeriod: string;
  linkedin: string;
  reasonForLeaving: string;
}

export type CareerField = keyof CareerFields | 'resume' | 'captcha';
export type CareerErrors = Partial<Record<CareerField, string>>;

export const EMPTY_CAREER_FIELDS: CareerFields = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  experience: '',
  salary: '',
  noticePeriod: '',
  linkedin: '',
  reasonForLeaving: '',
};

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** An http(s) address or a bare domain path (the API's rule); never another scheme. */
const WEB_ADDRESS = /^(https?:\/\/)?([a-z0-9-]+\.)+[a-z]{2,}(:\d{1,5})?(\/[^\s<>"]*)?$/i;
const blank = (value: string) => value.trim() === '';

/** Every failing field in form order; empty object = valid. */
export function validateCareerApplication(
  fields: CareerFields,
  resume: { name: string; size: number } | null,
  captcha: string,
): CareerErrors {
  const errors: CareerErrors = {};
  if (blank(fields.firstName)) errors.firstName = M.firstName;
  if (blank(fields.lastName)) errors.lastName = M.lastName;
  if (blank(fields.email)) errors.email = M.emailRequired;
  else if (!EMAIL_PATTERN.test(fields.email.trim())) errors.email = M.emailInvalid;
  if (!/^\d{10}$/.test(fields.phone.trim())) errors.phone = M.phone;
  if (!CAREER_EXPERIENCE.some((o) => o.value === fields.experience))
    errors.experience = M.experience;
  if (blank(fields.salary)) errors.salary = M.salary;
  if (!CAREER_NOTICE_PERIOD.some((o) => o.value === fields.noticePeriod))
    errors.noticePeriod = M.noticePeriod;
  if (!blank(fields.linkedin) && !WEB_ADDRESS.test(fields.linkedin.trim()))
    errors.linkedin = M.linkedin;
  const resumeProblem = resume ? checkResume(resume) : M.resume;
  if (resumeProblem) errors.resume = resumeProblem;
  if (!captcha) errors.captcha = M.captcha;
  return errors;
}

/** The multipart body of POST /api/careers/applications. */
export function careerFormData(
  fields: CareerFields,
  jobPosition: string,
  resume: File | null,
  captcha: string,
): FormData {
  const body = new FormData();
  body.set('firstName', fields.firstName.trim());
  body.set('lastName', fields.lastName.trim());
  body.set('email', fields.email.trim());
  body.set('phone', fields.phone.trim());
  body.set('experience', fields.experience);
  body.set('salary', fields.salary.trim());
  body.set('noticePeriod', fields.noticePeriod);
  if (!blank(fields.linkedin)) body.set('linkedin', fields.linkedin.trim());
  if (!blank(fields.reasonForLeaving)) body.set('reasonForLeaving', fields.reasonForLeaving.trim());
  body.set('job_position', jobPosition);
  if (resume) body.set('resume', resume, resume.name); // required: validate() insists on it
  body.set('captcha', captcha);
  return body;
}

export interface CareerOutcome {
  text: string;
  kind: 'success' | 'error';
  reset: boolean;
  /** Server per-field messages (details), shown beside the fields. */
  fieldErrors: CareerErrors;
}

const FIELD_KEYS = new Set<string>([...Object.keys(EMPTY_CAREER_FIELDS), 'resume', 'captcha']);

export function careerApplicationMessage(result: SubmitResult): CareerOutcome {
  if (result === 'network-error')
    return { text: M.failed, kind: 'error', reset: false, fieldErrors: {} };
  const { status, body } = result;
  // Any 2xx is success, not only 200; the API answers 201 {success: true, message}.
  if (status >= 200 && status < 300)
    return { text: M.success, kind: 'success', reset: true, fieldErrors: {} };
  if (status === 429)
    return { text: TOO_MANY_ATTEMPTS, kind: 'error', reset: false, fieldErrors: {} };
  if (status === 503)
    return { text: SERVICE_UNAVAILABLE, kind: 'error', reset: false, fieldErrors: {} };
  const fieldErrors: CareerErrors = {};
  if (status < 500) {
    for (const [key, message] of Object.entries(detailsOf(body))) {
      if (FIELD_KEYS.has(key)) fieldErrors[key as CareerField] = message;
    }
  }
  return { text: M.failed, kind: 'error', reset: false, fieldErrors };
}
