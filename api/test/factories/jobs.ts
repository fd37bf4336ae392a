import { entityFactory, unique, type RowOf } from './insert';
import { Job } from '../../src/jobs/job.entity';

export type JobRow = RowOf<Job>;

/**
 * Rows of `jobs` (a job posting; department, type, mode and status from fixed lists).
 * Active, posted today (IST), at Kavach Genomics: the table's defaults.
 */
export const jobs = entityFactory(Job, () => ({
  title: unique((n) => `Job ${n}`),
  location: 'Mumbai',
}));
