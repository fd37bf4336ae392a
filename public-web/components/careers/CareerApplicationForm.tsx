/**
 * The simple career form of /about-us/careers/{id}: read-only job title sent
 * as job_position; all fields required except LinkedIn and the reason; resume
 * required; captcha. Posted as multipart/form-data to /api/careers/applications.
 */
import type { Schemas } from '@kavach/api-client';
import { multipart } from '../../lib/apiBody';
import { EMAIL_FIELD, phoneField } from '../formFields/FieldList';
import { ApplicationForm, choicesRow, NAME_ROW, salaryField } from './ApplicationForm';
import {
  CAREER_EXPERIENCE,
  CAREER_NOTICE_PERIOD,
  careerApplicationMessage,
  careerApplicationParts,
  EMPTY_CAREER_FIELDS,
  validateCareerApplication,
} from './careerApplication';

export function CareerApplicationForm({ jobTitle }: { jobTitle: string }) {
  return (
    <ApplicationForm
      config={{
        label: 'Career application',
        testId: 'career-form',
        messageTestId: 'career-message',
        jobTitle,
        initial: EMPTY_CAREER_FIELDS,
        layout: [
          NAME_ROW,
          [EMAIL_FIELD, phoneField('phone', 'Phone')],
          choicesRow(CAREER_EXPERIENCE, CAREER_NOTICE_PERIOD),
          salaryField('salary', 'Expected Salary'),
          {
            name: 'linkedin',
            label: 'LinkedIn Profile (optional)',
            type: 'url',
            inputMode: 'url',
            placeholder: 'https://',
          },
          {
            name: 'reasonForLeaving',
            label: 'Reason for Leaving (optional)',
            control: 'textarea',
            rows: 4,
          },
        ],
        resumeRequired: true,
        validate: validateCareerApplication,
        post: (client, fields, resume, captcha) =>
          client.POST('/api/careers/applications', {
            ...multipart<Schemas['CareerFormApplicationBody'], 'resume'>(
              careerApplicationParts(fields, jobTitle, resume, captcha),
            ),
            parseAs: 'text',
          }),
        outcome: careerApplicationMessage,
      }}
    />
  );
}
