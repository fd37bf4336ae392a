import { Permission } from '../platform/access/permissions';
import { JOB_MESSAGES, JOB_STATUSES } from './job.constants';
import type { Job } from './job.entity';

/**
 * Job postings, declared once: the public careers list shows the active ones; the Jobs tab
 * (HR on /jobs-admin) lists, searches, creates, edits, toggles and deletes them. No personal
 * data, so neither retention nor the privacy desk knows them.
 */
export const JOB_KIND = {
  table: 'jobs',
  statuses: JOB_STATUSES,
  permissions: { manage: Permission.JobsManage },
  notFound: JOB_MESSAGES.notFound,
  audit: {
    create: 'job.create',
    update: 'job.update',
    delete: 'job.delete',
    activate: 'job.activate',
    deactivate: 'job.deactivate',
  },
  /** The audit target: id and title, so the log reads without a lookup. */
  auditDetails: (job: Job) => ({ id: job.id, name: job.title }),
} as const;
