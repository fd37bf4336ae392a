import { Permission } from '../platform/access/permissions';
import { slugOf } from '../platform/fields/slug';
import type { ListSource } from '../platform/listing/admin-list';
import type { JobView, PublicJobView } from './dto/job.dto';
import { JOB_MESSAGES, JOB_STATUSES } from './job.constants';
import { Job } from './job.entity';

/**
 * An opening's address on the site: its title's words for the reader, its id for the site
 * (a bare number is the spec's index into the list, which moves as openings come and go).
 */
const jobUrlOf = (j: Pick<Job, 'id' | 'title'>) =>
  `/about-us/careers/${slugOf(j.title, 60)}-${j.id}`;

export function toPublicJobView(j: Job): PublicJobView {
  return {
    id: j.id,
    company: j.company,
    title: j.title,
    type: j.type,
    mode: j.mode,
    location: j.location,
    posted_date: j.postedDate,
    description: j.description,
    requirements: j.requirements,
    responsibilities: j.responsibilities,
    salary_range: j.salaryRange,
    url: jobUrlOf(j),
  };
}

export function toJobView(j: Job): JobView {
  return {
    ...toPublicJobView(j),
    department: j.department,
    status: j.status,
    application_deadline: j.applicationDeadline,
    created_at: j.createdAt.toISOString(),
    updated_at: j.updatedAt.toISOString(),
  };
}

/**
 * Job postings, declared once: the public careers list shows the active ones; the Jobs tab
 * (HR on /jobs-admin) lists, searches, creates, edits, toggles and deletes them. No personal
 * data, so neither retention nor the privacy desk knows them.
 */
export const JOB_KIND = {
  table: 'jobs',
  statuses: JOB_STATUSES,
  permissions: { manage: Permission.JobsManage },
  /** Newest posted first; the search looks in columns each backed by a pg_trgm index. */
  list: {
    entity: Job,
    alias: 'job',
    search: ['job.title', 'job.company', 'job.location', 'job.department'],
    created: 'job.created_at',
    order: { column: 'job.posted_date', direction: 'DESC' },
    view: toJobView,
  } satisfies ListSource<Job, JobView>,
  /** The public page lists every active opening; a hard cap keeps the answer bounded. */
  publicCap: 200,
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
