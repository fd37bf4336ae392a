/**
 * The simple career form of /about-us/careers/{id}: read-only job title sent
 * as job_position; all fields required except LinkedIn and the reason; resume
 * required; captcha. Posted as multipart/form-data to /api/careers/applications.
 * Its words are the page's language (i18n/, the `careers…` keys); the application carries the
 * page's `language`, in which the API writes the acknowledgement mail.
 */
import type { Schemas } from '@kavach/api-client';
import type { CareersPageTexts } from '../../i18n/catalog';
import { multipart } from '../../lib/apiBody';
import { DEFAULT_LOCALE, type Locale } from '../../lib/locale';
import { EMAIL_FIELD, phoneField } from '../formFields/FieldList';
import { ApplicationForm, choicesRow, nameRow, salaryField } from './ApplicationForm';
import {
  careerApplicationMessage,
  careerApplicationParts,
  careerCodeWords,
  careerExperienceChoices,
  careerMessagesOf,
  careerNoticeChoices,
  EMPTY_CAREER_FIELDS,
  validateCareerApplication,
} from './careerApplication';

export function CareerApplicationForm({
  jobTitle,
  texts: t,
  language,
}: {
  jobTitle: string;
  texts: CareersPageTexts;
  language: Locale;
}) {
  const m = careerMessagesOf(t);
  // An English page shows the API's own sentences beside the fields, as before; another
  // language chooses the form's words by the answer's codes.
  const byCode = language === DEFAULT_LOCALE ? undefined : careerCodeWords(m, t);
  return (
    <ApplicationForm
      config={{
        label: 'Career application',
        name: t.careersCareerForm,
        texts: t,
        language,
        testId: 'career-form',
        messageTestId: 'career-message',
        jobTitle,
        initial: EMPTY_CAREER_FIELDS,
        layout: [
          nameRow(t),
          [
            { ...EMAIL_FIELD, label: t.careersEmail },
            phoneField('phone', t.careersPhone, t.careersPhoneHint),
          ],
          choicesRow(careerExperienceChoices(t), careerNoticeChoices(t), t),
          salaryField('salary', t.careersExpectedSalary, t),
          {
            name: 'linkedin',
            label: t.careersLinkedin,
            type: 'url',
            inputMode: 'url',
            placeholder: 'https://',
          },
          {
            name: 'reasonForLeaving',
            label: t.careersReasonOptional,
            control: 'textarea',
            rows: 4,
          },
        ],
        resumeRequired: true,
        messages: m,
        validate: (fields, resume, captcha) =>
          validateCareerApplication(fields, resume, captcha, m),
        post: (client, fields, resume, captcha) =>
          client.POST('/api/careers/applications', {
            ...multipart<Schemas['CareerFormApplicationBody'], 'resume'>(
              // The acknowledgement mail is written in the page's language.
              careerApplicationParts(fields, jobTitle, resume, captcha, language),
            ),
            parseAs: 'text',
          }),
        outcome: (result) => careerApplicationMessage(result, m, byCode),
      }}
    />
  );
}
