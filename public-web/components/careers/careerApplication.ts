/**
 * The simple career form of /about-us/careers/{id}: client validation (all
 * fields required except LinkedIn and the reason; a captcha, like every
 * public form) and API answer → message (the form's own success and failure
 * texts, plus the shared 429/503 messages of forms/messages.ts). Pure.
 */
import type { Schemas } from '@kavach/api-client';
import { isWebAddress } from '@kavach/api-client/field-rules';
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
import { checkResume, RESUME_MESSAGES } from './resumeFile';

type CareerBody = Schemas['CareerFormApplicationBody'];
/** The multipart body of POST /api/careers/applications, its parts in the order they are sent. */
export type CareerParts = WithFiles<CareerBody, 'resume'>;

/** Values the API accepts, with the labels the form shows. */
export const CAREER_EXPERIENCE = choicesOf<CareerBody['experience']>({
  '6month': '6 months',
  '1year': '1 year',
  '2years': '2 years',
  '3+years': '3+ years',
});

export const CAREER_NOTICE_PERIOD = choicesOf<CareerBody['noticePeriod']>({
  immediate: 'Immediate',
  '1month': '1 month',
  '2months': '2 months',
  '3months': '3 months',
});

/** The options in the page's language (i18n/, the `careers…` keys), the values the API's. */
export function careerExperienceChoices(t: CareersPageTexts) {
  return choicesOf<CareerBody['experience']>({
    '6month': t.careersExperience6Months,
    '1year': t.careersExperience1Year,
    '2years': t.careersExperience2Years,
    '3+years': t.careersExperience3Years,
  });
}

export function careerNoticeChoices(t: CareersPageTexts) {
  return choicesOf<CareerBody['noticePeriod']>({
    immediate: t.careersNoticeImmediate,
    '1month': t.careersNotice1Month,
    '2months': t.careersNotice2Months,
    '3months': t.careersNotice3Months,
  });
}

export const CAREER_MESSAGES = formMessages(APPLICANT_MESSAGES, {
  linkedin: 'LinkedIn must be a web address, e.g. https://www.linkedin.com/in/your-name.',
  resume: RESUME_MESSAGES.required,
  failed: 'Failed to submit application. Please try again.',
} as const);

/** What the form says, in one language: CAREER_MESSAGES's English, or a page's. */
export type CareerMessages = { readonly [K in keyof typeof CAREER_MESSAGES]: string };

/** The form's words in the page's language (in English, CAREER_MESSAGES's). */
export function careerMessagesOf(t: CareersPageTexts): CareerMessages {
  return formMessages(applicantMessagesOf(t), {
    linkedin: t.careersLinkedinInvalid,
    resume: t.careersResumeRequired,
    failed: t.careersFailed,
  });
}

const M = CAREER_MESSAGES;

export interface CareerFields extends ApplicantFields {
  phone: string;
  salary: string;
  linkedin: string;
}

type CareerField = ApplicationField<CareerFields>;
export type CareerErrors = ApplicationErrors<CareerFields>;

export const EMPTY_CAREER_FIELDS: CareerFields = {
  ...EMPTY_APPLICANT_FIELDS,
  phone: '',
  salary: '',
  linkedin: '',
};

/** Every failing field in form order; empty object = valid. */
export function validateCareerApplication(
  fields: CareerFields,
  resume: { name: string; size: number } | null,
  captcha: string,
  m: CareerMessages = M,
): CareerErrors {
  const errors: CareerErrors = checkApplicant(fields, 'phone', fields.phone, m);
  if (!CAREER_EXPERIENCE.some((o) => o.value === fields.experience))
    errors.experience = m.experience;
  if (blank(fields.salary)) errors.salary = m.salary;
  if (!CAREER_NOTICE_PERIOD.some((o) => o.value === fields.noticePeriod))
    errors.noticePeriod = m.noticePeriod;
  if (!blank(fields.linkedin) && !isWebAddress(fields.linkedin.trim()))
    errors.linkedin = m.linkedin;
  const resumeProblem = resume ? checkResume(resume, m) : m.resume;
  if (resumeProblem) errors.resume = resumeProblem;
  if (!captcha) errors.captcha = m.captcha;
  return errors;
}

/**
 * The parts of POST /api/careers/applications from valid fields: validate() admits only the
 * listed experience and notice values and insists on the resume; empty optional fields are left out.
 * `language`: the page's, in which the API writes the acknowledgement mail.
 */
export function careerApplicationParts(
  fields: CareerFields,
  jobPosition: string,
  resume: File | null,
  captcha: string,
  language: Locale,
): CareerParts {
  return {
    firstName: fields.firstName.trim(),
    lastName: fields.lastName.trim(),
    email: fields.email.trim(),
    phone: fields.phone.trim(),
    experience: fields.experience as CareerBody['experience'],
    salary: fields.salary.trim(),
    noticePeriod: fields.noticePeriod as CareerBody['noticePeriod'],
    linkedin: blank(fields.linkedin) ? undefined : fields.linkedin.trim(),
    reasonForLeaving: blank(fields.reasonForLeaving) ? undefined : fields.reasonForLeaving.trim(),
    job_position: jobPosition,
    resume,
    // Sent only after the consent box was ticked (the form checks it first).
    cvConsent: true,
    privacyNotice: PRIVACY_NOTICE_VERSION,
    language,
    captcha,
  };
}

/** The multipart body of POST /api/careers/applications. */
export function careerFormData(
  fields: CareerFields,
  jobPosition: string,
  resume: File | null,
  captcha: string,
  language: Locale,
): FormData {
  return formDataOf(careerApplicationParts(fields, jobPosition, resume, captcha, language));
}

const FIELD_KEYS = new Set<string>([...Object.keys(EMPTY_CAREER_FIELDS), 'resume', 'captcha']);
/** The API's consent and notice fields; their messages go beside the consent box. */
const CONSENT_KEYS = new Set<string>(['cvConsent', 'privacyNotice']);

/** The API names the fields as the form does, but for the consent box's two. */
function careerFieldOf(apiField: string): CareerField | undefined {
  if (FIELD_KEYS.has(apiField)) return apiField as CareerField;
  return CONSENT_KEYS.has(apiField) ? 'consent' : undefined;
}

/** The form's words for the API's codes, on a page in another language than English. */
export function careerCodeWords(m: CareerMessages, t: CareersPageTexts): CodeWords<CareerField> {
  return applicationCodeWords<CareerField>(m, t, {
    ...applicantFieldWords(m, 'phone', 'salary'),
    linkedin: { invalid: m.linkedin },
  });
}

/**
 * The API's answer → message; a refusal says the form's own failure text (in English the API's
 * per-field sentences go beside the fields; with `byCode`, the form's own words by code).
 */
export function careerApplicationMessage(
  result: SubmitResult,
  m: CareerMessages = M,
  byCode?: CodeWords<CareerField>,
): ApplicationOutcome<CareerErrors> {
  return applicationOutcome(result, {
    success: m.success,
    failed: m.failed,
    network: m.failed,
    fieldOf: careerFieldOf,
    showApiMessage: false,
    tooMany: m.tooMany,
    unavailable: m.unavailable,
    byCode,
  });
}
