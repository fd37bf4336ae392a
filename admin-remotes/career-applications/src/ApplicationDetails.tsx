import {
  consentText,
  DetailsModal,
  formatDateTime,
  MailLink,
  orNA,
  type DetailRow,
} from '@kavach/admin-shared';
import { Button } from 'antd';
import type { ReactNode } from 'react';
import type { Application } from './api';
import { applicationMailto, fullName } from './rules';

function rows(
  downloading: boolean,
  onDownload: (a: Application) => void,
): DetailRow<Application>[] {
  return [
    { label: 'Name', value: (a) => fullName(a) },
    { label: 'Email', value: (a) => <MailLink email={a.email} /> },
    { label: 'Phone', value: (a) => orNA(a.phone_number) },
    { label: 'Job Position', value: (a) => a.job_position },
    { label: 'Experience', value: (a) => a.experience_label || a.experience },
    { label: 'Notice Period', value: (a) => a.notice_period_label || a.notice_period },
    { label: 'Salary Expectation', value: (a) => orNA(a.salary_expectation) },
    { label: 'Submitted', value: (a) => formatDateTime(a.created_at, 'en-US') },
    { label: 'Reason for Leaving', value: (a) => orNA(a.reason_for_leaving_prev_job) },
    {
      label: 'Privacy consent',
      value: (a) =>
        a.consent ? `${consentText(a, 'en-US')}, CV processing included` : consentText(a),
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
          <Button size="small" onClick={() => onDownload(a)} loading={downloading}>
            Download Resume
          </Button>
        ) : (
          'No resume uploaded'
        ),
    },
  ];
}

/**
 * The detail modal: every field of the application, the resume download; Send Email and Close,
 * and Delete with the permission.
 */
export function ApplicationDetails({
  application,
  downloading,
  onDownload,
  onClose,
  statusRow,
  notes,
  extraActions,
}: {
  application: Application | null;
  /** The status (who changed it and when) and the internal notes. */
  statusRow: DetailRow<Application>;
  notes: ReactNode;
  downloading: boolean;
  onDownload: (a: Application) => void;
  onClose: () => void;
  /** Buttons after Send Email (Delete, with the permission). */
  extraActions?: (a: Application) => ReactNode;
}) {
  return (
    <DetailsModal
      item={application}
      title="Application Details"
      testId="application-details"
      rows={[...rows(downloading, onDownload), statusRow]}
      onClose={onClose}
      width={620}
      actionsFirst
      actions={(a) => (
        <>
          <Button type="primary" href={applicationMailto(a)}>
            Send Email
          </Button>
          {extraActions?.(a)}
        </>
      )}
    >
      {notes}
    </DetailsModal>
  );
}
