/**
 * The English of what both application forms say (applicant.ts), in a module of its own: the
 * English catalog (i18n/en.ts) takes its careers words from here, and applicant.ts reads the
 * catalogs, so the two cannot import each other.
 */
import {
  APPLICANT_EMAIL_REQUIRED,
  APPLICANT_INVALID_EMAIL,
  APPLICANT_INVALID_PHONE,
} from '@kavach/api-client/field-rules';
import { captchaMessage } from '@kavach/api-client/captcha-words';
import { SERVICE_UNAVAILABLE, TOO_MANY_ATTEMPTS } from '../forms/messages';
import { RESUME_MESSAGES } from './resumeFile';

export const APPLICANT_MESSAGES = {
  firstName: 'First Name is required.',
  lastName: 'Last Name is required.',
  emailRequired: APPLICANT_EMAIL_REQUIRED,
  emailInvalid: APPLICANT_INVALID_EMAIL,
  phone: APPLICANT_INVALID_PHONE,
  experience: 'Experience is required.',
  noticePeriod: 'Notice Period is required.',
  salary: 'Salary Expectation is required.',
  consent: 'Please agree to the processing of your CV and details to apply.',
  /** The captcha's words name the box the visitor sees (the spec's with reCAPTCHA). */
  get captcha() {
    return captchaMessage('short');
  },
  summary: 'Please fix the errors in the form.',
  success: 'Application submitted successfully!',
  resumeRequired: RESUME_MESSAGES.required,
  resumeType: RESUME_MESSAGES.type,
  resumeSize: RESUME_MESSAGES.size,
  tooMany: TOO_MANY_ATTEMPTS,
  unavailable: SERVICE_UNAVAILABLE,
  /** A field the API refused by its code, on a page in another language (see applicationOutcome). */
  fieldInvalid: 'Please check this field.',
} as const;

/** What both forms say, in one language: the English of APPLICANT_MESSAGES, or a page's. */
export type ApplicantMessages = { readonly [K in keyof typeof APPLICANT_MESSAGES]: string };
