/**
 * The application form of the jobs page: the position is prefilled as
 * title plus company; the resume is optional; captcha. Posted as
 * multipart/form-data to /api/applications.
 */
import type { Schemas } from '@kavach/api-client';
import { multipart } from '../../lib/apiBody';
import { EMAIL_FIELD, phoneField } from '../formFields/FieldList';
import { ApplicationForm, choicesRow, NAME_ROW } from './ApplicationForm';
import {
  EMPTY_JOB_APPLICATION,
  EXPERIENCE_OPTIONS,
  JOB_APPLICATION_MESSAGES as M,
  jobApplicationMessage,
  jobApplicationParts,
  NOTICE_PERIOD_OPTIONS,
  validateJobApplication,
} from './jobApplication';

export function JobApplicationForm({ position }: { position: string }) {
  return (
    <ApplicationForm
      config={{
        label: 'Job application',
        testId: 'job-application-form',
        messageTestId: 'application-message',
        initial: { ...EMPTY_JOB_APPLICATION, jobPosition: position },
        layout: [
          NAME_ROW,
          [EMAIL_FIELD, phoneField('phoneNumber', 'Phone Number')],
          { name: 'jobPosition', label: 'Job Position', required: true },
          choicesRow(EXPERIENCE_OPTIONS, NOTICE_PERIOD_OPTIONS),
          {
            name: 'salaryExpectation',
            label: 'Salary Expectation',
            hint: 'For example ₹6,00,000 per annum',
            required: true,
          },
          {
            name: 'reasonForLeaving',
            label: 'Reason for Leaving Previous Job',
            control: 'textarea',
            required: true,
            rows: 4,
          },
        ],
        resumeRequired: false,
        validate: validateJobApplication,
        summary: M.summary,
        send: async (fields, resume, captcha) => {
          const { answer, api } = await import('../../lib/api');
          return answer(
            api().POST('/api/applications', {
              ...multipart<Schemas['JobsFormApplicationBody'], 'resume'>(
                jobApplicationParts(fields, resume, captcha),
              ),
              parseAs: 'text',
            }),
          );
        },
        outcome: jobApplicationMessage,
      }}
    />
  );
}
