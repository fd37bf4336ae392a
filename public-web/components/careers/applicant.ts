/**
 * What both application forms ask, check and say alike: the fields they share, the applicant's
 * name, email and phone, the required choices, the captcha, the summary and the success text. Pure.
 */
import { isEmailAddress, isPhoneNumber } from '@kavach/api-client/field-rules';
import type { CareersPageTexts } from '../../i18n/catalog';
import { captchaAsk } from '../forms/visitorDetails';
import { APPLICANT_MESSAGES, type ApplicantMessages } from './applicantMessages';

/**
 * The words both forms share in the page's language (i18n/, the `careers…` keys): in English
 * they are APPLICANT_MESSAGES's; the captcha's follow the box shown.
 */
export function applicantMessagesOf(t: CareersPageTexts): ApplicantMessages {
  return {
    firstName: t.careersFirstNameRequired,
    lastName: t.careersLastNameRequired,
    emailRequired: t.careersEmailRequired,
    emailInvalid: t.careersEmailInvalid,
    phone: t.careersPhoneInvalid,
    experience: t.careersExperienceRequired,
    noticePeriod: t.careersNoticeRequired,
    salary: t.careersSalaryRequired,
    consent: t.careersConsentRequired,
    get captcha() {
      return captchaAsk(t, 'short');
    },
    summary: t.careersSummary,
    success: t.careersSuccess,
    resumeRequired: t.careersResumeRequired,
    resumeType: t.careersResumeType,
    resumeSize: t.careersResumeSize,
    tooMany: t.formTooManyAttempts,
    unavailable: t.formServiceUnavailable,
    fieldInvalid: t.careersFieldInvalid,
  };
}

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
  message: string = M.consent,
): Partial<Record<string, string>> {
  if (consent) return errors;
  const { captcha, ...rest } = errors;
  return { ...rest, consent: message, ...(captcha ? { captcha } : {}) };
}

/**
 * The failing checks of first name, last name, email and phone, in that (form) order; the
 * phone's error is filed under the form's own name for that field.
 */
export function checkApplicant<P extends string>(
  fields: { firstName: string; lastName: string; email: string },
  phoneField: P,
  phone: string,
  m: ApplicantMessages = M,
): Partial<Record<'firstName' | 'lastName' | 'email' | P, string>> {
  const errors: Partial<Record<string, string>> = {};
  if (blank(fields.firstName)) errors.firstName = m.firstName;
  if (blank(fields.lastName)) errors.lastName = m.lastName;
  if (blank(fields.email)) errors.email = m.emailRequired;
  else if (!isEmailAddress(fields.email.trim())) errors.email = m.emailInvalid;
  if (!isPhoneNumber(phone.trim())) errors[phoneField] = m.phone;
  return errors;
}

/** A field's words for the API's codes: when it is missing, and when it is not allowed. */
export interface FieldWords {
  required?: string;
  invalid?: string;
}

/** The words of the fields both forms have, under each form's names for its phone and salary. */
export function applicantFieldWords<P extends string, S extends string>(
  m: ApplicantMessages,
  phoneField: P,
  salaryField: S,
): Record<'firstName' | 'lastName' | 'email' | 'experience' | 'noticePeriod' | P | S, FieldWords> {
  return {
    firstName: { required: m.firstName },
    lastName: { required: m.lastName },
    email: { required: m.emailRequired, invalid: m.emailInvalid },
    experience: { required: m.experience },
    noticePeriod: { required: m.noticePeriod },
    [phoneField]: { required: m.phone, invalid: m.phone },
    [salaryField]: { required: m.salary },
  } as Record<
    'firstName' | 'lastName' | 'email' | 'experience' | 'noticePeriod' | P | S,
    FieldWords
  >;
}
