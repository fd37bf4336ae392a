/**
 * What both application forms ask, check and say alike: the fields they share, the applicant's
 * name, email and phone, the required choices, the captcha, the summary and the success text. Pure.
 */
import {
  APPLICANT_EMAIL_REQUIRED,
  APPLICANT_INVALID_EMAIL,
  APPLICANT_INVALID_PHONE,
  isEmailAddress,
  isPhoneNumber,
} from '@kavach/api-client/field-rules';
import { captchaMessage } from '@kavach/api-client/captcha-words';

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
} as const;

const M = APPLICANT_MESSAGES;

/** The text fields both forms have under the same names; each adds its phone and salary fields. */
export interface ApplicantFields {
  firstName: string;
  lastName: string;
  email: string;
  experience: string;
  noticePeriod: string;
  reasonForLeaving: string;
}

/** A form's fields with an error place: its text fields and the resume, consent box and captcha. */
export type ApplicationField<F> = (keyof F & string) | 'resume' | 'consent' | 'captcha';
export type ApplicationErrors<F> = Partial<Record<ApplicationField<F>, string>>;

export const EMPTY_APPLICANT_FIELDS: ApplicantFields = {
  firstName: '',
  lastName: '',
  email: '',
  experience: '',
  noticePeriod: '',
  reasonForLeaving: '',
};

export const blank = (value: string) => value.trim() === '';

/**
 * The errors with the consent box's message added when it is not ticked, placed before the
 * captcha's (the box sits above it), so focus goes to the first problem on the form.
 */
export function withConsentCheck(
  errors: Partial<Record<string, string>>,
  consent: boolean,
): Partial<Record<string, string>> {
  if (consent) return errors;
  const { captcha, ...rest } = errors;
  return { ...rest, consent: M.consent, ...(captcha ? { captcha } : {}) };
}

/**
 * The failing checks of first name, last name, email and phone, in that (form) order; the
 * phone's error is filed under the form's own name for that field.
 */
export function checkApplicant<P extends string>(
  fields: { firstName: string; lastName: string; email: string },
  phoneField: P,
  phone: string,
): Partial<Record<'firstName' | 'lastName' | 'email' | P, string>> {
  const errors: Partial<Record<string, string>> = {};
  if (blank(fields.firstName)) errors.firstName = M.firstName;
  if (blank(fields.lastName)) errors.lastName = M.lastName;
  if (blank(fields.email)) errors.email = M.emailRequired;
  else if (!isEmailAddress(fields.email.trim())) errors.email = M.emailInvalid;
  if (!isPhoneNumber(phone.trim())) errors[phoneField] = M.phone;
  return errors;
}
