import { slugOf } from '../platform/fields/slug';
import type { JobView, PublicJobView } from './dto/job.dto';
import type { Job } from './job.entity';

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
