/**
 * The application form of the jobs page: the position is prefilled as
 * title plus company; the resume is optional; captcha. Posted as
 * multipart/form-data to /api/applications.
 */
import type { Schemas } from '@kavach/api-client';
import { multipart } from '../../lib/apiBody';
import { EMAIL_FIELD, phoneField } from '../formFields/FieldList';
import { ApplicationForm, choicesRow, NAME_ROW, salaryField } from './ApplicationForm';
import {
  EMPTY_JOB_APPLICATION,
  EXPERIENCE_OPTIONS,
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
          salaryField('salaryExpectation', 'Salary Expectation'),
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
        post: (client, fields, resume, captcha) =>
          client.POST('/api/applications', {
            ...multipart<Schemas['JobsFormApplicationBody'], 'resume'>(
              jobApplicationParts(fields, resume, captcha),
            ),
            parseAs: 'text',
          }),
        outcome: jobApplicationMessage,
      }}
    />
  );
}
