/**
 * The jobs-page application form (/about-us/careers, "Apply now"): client
 * validation (in the form's field order) and API answer → message (the
 * form's own texts plus the shared 429/503 messages of forms/messages.ts). Pure.
 */
import type { Schemas } from '@kavach/api-client';
import { formDataOf, type WithFiles } from '../../lib/apiBody';
import { formMessages, type SubmitResult } from '../forms/messages';
import { PRIVACY_NOTICE_VERSION } from '../../content/privacyNotice';
import type { CareersPageTexts } from '../../i18n/catalog';
import type { Locale } from '../../lib/locale';
import { APPLICANT_MESSAGES } from './applicantMessages';
import {
  applicantFieldWords,
  applicantMessagesOf,
  blank,
  checkApplicant,
  EMPTY_APPLICANT_FIELDS,
  type ApplicantFields,
  type ApplicationErrors,
  type ApplicationField,
} from './applicant';
import {
  applicationCodeWords,
  applicationOutcome,
  type ApplicationOutcome,
  type CodeWords,
} from './applicationOutcome';
import { choicesOf } from './choices';
import { checkResume } from './resumeFile';

type JobsFormBody = Schemas['JobsFormApplicationBody'];
/** The multipart body of POST /api/applications, its parts in the order they are sent. */
export type JobApplicationParts = WithFiles<JobsFormBody, 'resume'>;

/** Values the API accepts; the form shows them as they are. */
export const EXPERIENCE_OPTIONS = choicesOf<JobsFormBody['experience']>({
  '6 months': '6 months',
  '1 year': '1 year',
  '2 years': '2 years',
  '3+ years': '3+ years',
});
export const NOTICE_PERIOD_OPTIONS = choicesOf<JobsFormBody['notice_period']>({
  Immediate: 'Immediate',
  '1 Month': '1 Month',
  '2 Months': '2 Months',
  '3 Months': '3 Months',
});

/** The options in the page's language (i18n/, the `careers…` keys), the values the API's. */
export function jobExperienceChoices(t: CareersPageTexts) {
  return choicesOf<JobsFormBody['experience']>({
    '6 months': t.careersExperience6Months,
    '1 year': t.careersExperience1Year,
    '2 years': t.careersExperience2Years,
    '3+ years': t.careersExperience3Years,
  });
}

export function jobNoticeChoices(t: CareersPageTexts) {
  return choicesOf<JobsFormBody['notice_period']>({
    Immediate: t.careersNoticeImmediate,
    '1 Month': t.careersJobNotice1Month,
    '2 Months': t.careersJobNotice2Months,
    '3 Months': t.careersJobNotice3Months,
  });
}

export const JOB_APPLICATION_MESSAGES = formMessages(APPLICANT_MESSAGES, {
  jobPosition: 'Job Position is required.',
  reason: 'Reason for Leaving is required.',
  failed: 'Failed to submit the application. Please try again.',
  network: 'An error occurred. Please try again later.',
} as const);

/** What the form says, in one language: JOB_APPLICATION_MESSAGES's English, or a page's. */
export type JobApplicationMessages = {
  readonly [K in keyof typeof JOB_APPLICATION_MESSAGES]: string;
};

/** The form's words in the page's language (in English, JOB_APPLICATION_MESSAGES's). */
export function jobApplicationMessagesOf(t: CareersPageTexts): JobApplicationMessages {
  return formMessages(applicantMessagesOf(t), {
    jobPosition: t.careersJobPositionRequired,
    reason: t.careersReasonRequired,
    failed: t.careersJobFailed,
    network: t.careersJobNetwork,
  });
}

const M = JOB_APPLICATION_MESSAGES;

export interface JobApplicationFields extends ApplicantFields {
  phoneNumber: string;
  jobPosition: string;
  salaryExpectation: string;
}

type JobApplicationField = ApplicationField<JobApplicationFields>;
export type FieldErrors = ApplicationErrors<JobApplicationFields>;

export const EMPTY_JOB_APPLICATION: JobApplicationFields = {
  ...EMPTY_APPLICANT_FIELDS,
  phoneNumber: '',
  jobPosition: '',
  salaryExpectation: '',
};

/**
 * Every failing field with its message, in the order the fields appear on
 * the form (so focus goes to the first one). Empty object = valid.
 */
export function validateJobApplication(
  fields: JobApplicationFields,
  resume: { name: string; size: number } | null,
  captcha: string,
  m: JobApplicationMessages = M,
): FieldErrors {
  const errors: FieldErrors = checkApplicant(fields, 'phoneNumber', fields.phoneNumber, m);
  if (blank(fields.jobPosition)) errors.jobPosition = m.jobPosition;
  if (blank(fields.experience)) errors.experience = m.experience;
  if (blank(fields.noticePeriod)) errors.noticePeriod = m.noticePeriod;
  if (blank(fields.salaryExpectation)) errors.salaryExpectation = m.salary;
  if (blank(fields.reasonForLeaving)) errors.reasonForLeaving = m.reason;
  // The resume is optional on this form but must be a document of at most 5 MB.
  const resumeProblem = checkResume(resume, m);
  if (resumeProblem) errors.resume = resumeProblem;
  if (!captcha) errors.captcha = m.captcha;
  return errors;
}

/**
 * The parts of POST /api/applications (field names of the API) from valid fields: the
 * experience and notice selects offer only the values the API accepts, and validate() refuses
 * them empty. The resume is left out when none is chosen. `language`: the page's, in which the
 * API writes the acknowledgement mail.
 */
export function jobApplicationParts(
  fields: JobApplicationFields,
  resume: File | null,
  captcha: string,
  language: Locale,
): JobApplicationParts {
  return {
    first_name: fields.firstName.trim(),
    last_name: fields.lastName.trim(),
    email: fields.email.trim(),
    phone_number: fields.phoneNumber.trim(),
    job_position: fields.jobPosition.trim(),
    experience: fields.experience as JobsFormBody['experience'],
    notice_period: fields.noticePeriod as JobsFormBody['notice_period'],
    salary_expectation: fields.salaryExpectation.trim(),
    reason_for_leaving_prev_job: fields.reasonForLeaving.trim(),
    resume,
    // Sent only after the consent box was ticked (the form checks it first).
    cv_consent: true,
    privacy_notice: PRIVACY_NOTICE_VERSION,
    language,
    captcha,
  };
}

/** The multipart body of POST /api/applications. */
export function jobApplicationFormData(
  fields: JobApplicationFields,
  resume: File | null,
  captcha: string,
  language: Locale,
): FormData {
  return formDataOf(jobApplicationParts(fields, resume, captcha, language));
}

/**
 * API field name → form field, to show the server's per-field messages beside the fields. The
 * page's `language` is no field of the form: a refusal of it says the form's own failure text.
 */
type ApiField = Exclude<keyof JobsFormBody, 'language'>;
const API_FIELDS: Record<ApiField, JobApplicationField> = {
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
  cv_consent: 'consent',
  privacy_notice: 'consent',
  captcha: 'captcha',
};

/**
 * The API's answer → message; a refusal says the API's own sentence (an error body with a code),
 * else the form's failure text.
 */
export function jobApplicationMessage(
  result: SubmitResult,
  m: JobApplicationMessages = M,
  byCode?: CodeWords<JobApplicationField>,
): ApplicationOutcome<FieldErrors> {
  return applicationOutcome(result, {
    success: m.success,
    failed: m.failed,
    network: m.network,
    fieldOf: (apiField) =>
      Object.hasOwn(API_FIELDS, apiField) ? API_FIELDS[apiField as ApiField] : undefined,
    showApiMessage: true,
    tooMany: m.tooMany,
    unavailable: m.unavailable,
    byCode,
  });
}

/** The form's words for the API's codes, on a page in another language than English. */
export function jobCodeWords(
  m: JobApplicationMessages,
  t: CareersPageTexts,
): CodeWords<JobApplicationField> {
  return applicationCodeWords<JobApplicationField>(m, t, {
    ...applicantFieldWords(m, 'phoneNumber', 'salaryExpectation'),
    jobPosition: { required: m.jobPosition },
    reasonForLeaving: { required: m.reason },
  });
}
