import { formatDateTime, orNA } from '@kavach/admin-shared';
import { Button, Modal } from 'antd';
import type { Application } from './api';
import { applicationMailto, fullName } from './rules';

/** The detail modal: every field of the application, the resume download; Send Email and Close. */
export function ApplicationDetails({
  application: a,
  downloading,
  onDownload,
  onClose,
}: {
  application: Application | null;
  downloading: boolean;
  onDownload: (a: Application) => void;
  onClose: () => void;
}) {
  return (
    <Modal
      open={a !== null}
      title="Application Details"
      onCancel={onClose}
      destroyOnHidden
      width={620}
      footer={
        <>
          {a && (
            <Button type="primary" href={applicationMailto(a)}>
              Send Email
            </Button>
          )}
          <Button onClick={onClose}>Close</Button>
        </>
      }
    >
      {a && (
        <dl className="kv-details" data-testid="application-details">
          <dt>Name</dt>
          <dd>{fullName(a)}</dd>
          <dt>Email</dt>
          <dd>
            <a href={`mailto:${a.email}`}>{a.email}</a>
          </dd>
          <dt>Phone</dt>
          <dd>{orNA(a.phone_number)}</dd>
          <dt>Job Position</dt>
          <dd>{a.job_position}</dd>
          <dt>Experience</dt>
          <dd>{a.experience_label || a.experience}</dd>
          <dt>Notice Period</dt>
          <dd>{a.notice_period_label || a.notice_period}</dd>
          <dt>Salary Expectation</dt>
          <dd>{orNA(a.salary_expectation)}</dd>
          <dt>Submitted</dt>
          <dd>{formatDateTime(a.created_at, 'en-US')}</dd>
          <dt>Reason for Leaving</dt>
          <dd>{orNA(a.reason_for_leaving_prev_job)}</dd>
          {a.linkedin && (
            <>
              <dt>LinkedIn</dt>
              <dd>
                <a href={a.linkedin} target="_blank" rel="noopener noreferrer">
                  {a.linkedin}
                </a>
              </dd>
            </>
          )}
          <dt>Resume</dt>
          <dd>
            {a.has_resume ? (
              <Button size="small" onClick={() => onDownload(a)} loading={downloading}>
                Download Resume
              </Button>
            ) : (
              'No resume uploaded'
            )}
          </dd>
        </dl>
      )}
    </Modal>
  );
}
