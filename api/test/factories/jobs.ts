import { defineFactory, unique } from './insert';

/** A row of `jobs` (a job posting; department, type, mode and status from fixed lists). */
export interface JobRow {
  id: number;
  title: string;
  company: string;
  department: 'Technology' | 'Marketing' | 'Sales' | 'HR' | 'Finance' | 'Operations' | 'Research';
  location: string;
  type: 'Full-Time' | 'Part-Time' | 'Contract' | 'Internship' | 'Freelance';
  mode: 'Remote' | 'On-site' | 'Hybrid' | 'Flexible';
  description: string;
  requirements: string;
  responsibilities: string;
  salary_range: string;
  status: 'active' | 'inactive' | 'draft' | 'closed';
  posted_date: string;
  application_deadline: string | null;
  created_at: Date;
  updated_at: Date;
}

/** Active, posted today (IST), at Kavach Genomics: the table's defaults. */
export const jobs = defineFactory<JobRow>('jobs', () => ({
  title: unique((n) => `Job ${n}`),
  location: 'Mumbai',
}));
