import { CardActions, formatDate, type CardHandlers } from '@kavach/admin-shared';
import { Tag } from 'antd';
import type { Job } from './api';
import { descriptionPreview, STATUS_COLOR, STATUS_LABEL, toggleLabel } from './rules';

/** One posting: title, company, department, status, location, type, mode, description (150), salary, dates; Edit, Activate/Deactivate, Delete. */
export function JobCard({ job: j, busy, onEdit, onToggle, onDelete }: CardHandlers & { job: Job }) {
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
