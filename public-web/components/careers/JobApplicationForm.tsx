/**
 * The application form of the jobs page: the position is prefilled as
 * title plus company; the resume is optional; captcha. Posted as
 * multipart/form-data to /api/applications. Its words are the page's language (i18n/, the
 * `careers…` keys); the application carries the page's `language`, in which the API writes the
 * acknowledgement mail.
 */
import type { Schemas } from '@kavach/api-client';
import type { CareersPageTexts } from '../../i18n/catalog';
import { multipart } from '../../lib/apiBody';
import { DEFAULT_LOCALE, type Locale } from '../../lib/locale';
import { EMAIL_FIELD, phoneField } from '../formFields/FieldList';
import { ApplicationForm, choicesRow, nameRow, salaryField } from './ApplicationForm';
import {
  EMPTY_JOB_APPLICATION,
  jobApplicationMessage,
  jobApplicationMessagesOf,
  jobApplicationParts,
  jobCodeWords,
  jobExperienceChoices,
  jobNoticeChoices,
  validateJobApplication,
} from './jobApplication';

export function JobApplicationForm({
  position,
  texts: t,
  language,
}: {
  position: string;
  texts: CareersPageTexts;
  language: Locale;
}) {
  const m = jobApplicationMessagesOf(t);
  // An English page shows the API's own sentences, as before; another language chooses the
  // form's words by the answer's codes.
  const byCode = language === DEFAULT_LOCALE ? undefined : jobCodeWords(m, t);
  return (
    <ApplicationForm
      config={{
        label: 'Job application',
        name: t.careersJobForm,
        texts: t,
        language,
        testId: 'job-application-form',
        messageTestId: 'application-message',
        initial: { ...EMPTY_JOB_APPLICATION, jobPosition: position },
        layout: [
          nameRow(t),
          [
            { ...EMAIL_FIELD, label: t.careersEmail },
            phoneField('phoneNumber', t.careersPhoneNumber, t.careersPhoneHint),
          ],
          { name: 'jobPosition', label: t.careersJobPosition, required: true },
          choicesRow(jobExperienceChoices(t), jobNoticeChoices(t), t),
          salaryField('salaryExpectation', t.careersSalaryExpectation, t),
          {
            name: 'reasonForLeaving',
            label: t.careersReasonPrevious,
            control: 'textarea',
            required: true,
            rows: 4,
          },
        ],
        resumeRequired: false,
        messages: m,
        validate: (fields, resume, captcha) => validateJobApplication(fields, resume, captcha, m),
        post: (client, fields, resume, captcha) =>
          client.POST('/api/applications', {
            ...multipart<Schemas['JobsFormApplicationBody'], 'resume'>(
              // The acknowledgement mail is written in the page's language.
              jobApplicationParts(fields, resume, captcha, language),
            ),
            parseAs: 'text',
          }),
        outcome: (result) => jobApplicationMessage(result, m, byCode),
      }}
    />
  );
}
