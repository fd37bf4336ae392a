import {
  CardActions,
  formatDate,
  TabLink,
  useHoldsPermission,
  type CardHandlers,
} from '@kavach/admin-shared';
import { Tag } from 'antd';
import type { Job } from './api';
import {
  applicationsText,
  descriptionPreview,
  STATUS_COLOR,
  STATUS_LABEL,
  toggleLabel,
} from './rules';

/** A posting of the list, with its counts of applications (the list's answer has them). */
export type ListedJob = Job & { applications?: number; new_applications?: number };

/**
 * One posting: title, company, department, status, location, type, mode, description (150),
 * salary, dates, its applications (a link to Career Applications filtered to the position, for
 * those who may read them); Edit, Activate/Deactivate, Delete.
 */
export function JobCard({
  job: j,
  busy,
  onEdit,
  onToggle,
  onDelete,
}: CardHandlers & { job: ListedJob }) {
  const mayReadApplications = useHoldsPermission('applications:read');
  const total = j.applications;
  const counts = total === undefined ? null : applicationsText(total, j.new_applications ?? 0);
  return (
    <article
      className="kv-job-card"
      data-testid="job-card"
      data-status={j.status}
      aria-label={j.title}
    >
      <div className="kv-job-card__head">
        <h3 className="kv-job-card__title">{j.title}</h3>
        <Tag color={STATUS_COLOR[j.status] ?? 'default'} data-testid="job-status">
          {STATUS_LABEL[j.status] ?? j.status}
        </Tag>
      </div>
      <p className="kv-job-card__org">
        {j.company} · {j.department}
      </p>
      <ul className="kv-job-card__chips" aria-label="Location, type and mode">
        <li>{j.location}</li>
        <li>{j.type}</li>
        <li>{j.mode}</li>
      </ul>
      {j.description && (
        <p className="kv-job-card__desc" data-testid="job-description">
          {descriptionPreview(j.description)}
        </p>
      )}
      <dl className="kv-job-card__facts">
        <dt>Salary</dt>
        <dd>{j.salary_range || 'Not specified'}</dd>
        <dt>Posted</dt>
        <dd>{formatDate(j.posted_date)}</dd>
        <dt>Deadline</dt>
        <dd>{j.application_deadline ? formatDate(j.application_deadline) : 'No deadline'}</dd>
        {counts !== null && (
          <>
            <dt>Applications</dt>
            <dd data-testid="job-applications">
              {total && mayReadApplications ? (
                <TabLink
                  tab="career-applications"
                  params={{ position: j.title }}
                  aria-label={`${counts} for ${j.title}: open them in Career Applications`}
                >
                  {counts}
                </TabLink>
              ) : (
                counts
              )}
            </dd>
          </>
        )}
      </dl>
      <CardActions
        className="kv-job-card__actions"
        busy={busy}
        onEdit={onEdit}
        onToggle={onToggle}
        onDelete={onDelete}
        toggleLabel={toggleLabel(j.status)}
      />
    </article>
  );
}
