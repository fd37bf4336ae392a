/** The detail modal's fields of an application: every field of the form, the CV preview (a PDF) and the resume download. */
import { consentText, formatDateTime, MailLink, orNA, type DetailRow } from '@kavach/admin-shared';
import type { Schemas } from '@kavach/api-client';
import { Button } from 'antd';
import { previewable, type ResumeDownload } from './resume';
import { fullName } from './rules';

type Application = Schemas['ApplicationView'];

export function applicationRows({
  downloading,
  download,
  preview,
}: ResumeDownload): DetailRow<Application>[] {
  return [
    { label: 'Name', value: (a) => fullName(a) },
    { label: 'Email', value: (a) => <MailLink email={a.email} /> },
    { label: 'Phone', value: (a) => orNA(a.phone_number) },
    { label: 'Job Position', value: (a) => a.job_position },
    { label: 'Experience', value: (a) => a.experience_label || a.experience },
    { label: 'Notice Period', value: (a) => a.notice_period_label || a.notice_period },
    { label: 'Salary Expectation', value: (a) => orNA(a.salary_expectation) },
    { label: 'Submitted', value: (a) => formatDateTime(a.created_at) },
    { label: 'Reason for Leaving', value: (a) => orNA(a.reason_for_leaving_prev_job) },
    {
      label: 'Privacy consent',
      value: (a) => (a.consent ? `${consentText(a)}, CV processing included` : consentText(a)),
    },
    {
      label: 'LinkedIn',
      when: (a) => Boolean(a.linkedin),
      value: (a) => (
        <a href={a.linkedin ?? undefined} target="_blank" rel="noopener noreferrer">
          {a.linkedin}
        </a>
      ),
    },
    {
      label: 'Resume',
      value: (a) =>
        a.has_resume ? (
          <span className="kv-apps__resume">
            {/* A PDF opens in the preview; a Word resume is only downloaded. */}
            {previewable(a) && (
              <Button size="small" type="primary" onClick={() => preview(a)}>
                Preview CV
              </Button>
            )}
            <Button size="small" onClick={() => download(a)} loading={downloading === a.id}>
              Download Resume
            </Button>
          </span>
        ) : (
          'No resume uploaded'
        ),
    },
  ];
}
