/** The fixed lists and defaults of the job form (the admin's Jobs Manager offers the same lists). */
export const JOB_TYPES = ['Full-Time', 'Part-Time', 'Contract', 'Internship', 'Freelance'] as const;
export const JOB_MODES = ['Remote', 'On-site', 'Hybrid', 'Flexible'] as const;
export const JOB_DEPARTMENTS = [
  'Technology',
  'Marketing',
  'Sales',
  'HR',
  'Finance',
  'Operations',
  'Research',
] as const;
export const JOB_STATUSES = ['active', 'inactive', 'draft', 'closed'] as const;

export type JobType = (typeof JOB_TYPES)[number];
export type JobMode = (typeof JOB_MODES)[number];
export type JobDepartment = (typeof JOB_DEPARTMENTS)[number];
export type JobStatus = (typeof JOB_STATUSES)[number];

export const JOB_DEFAULTS = {
  company: 'Kavach Genomics',
  department: 'Technology' as JobDepartment,
  type: 'Full-Time' as JobType,
  mode: 'Remote' as JobMode,
  status: 'active' as JobStatus,
};

/** Length limits (also in the migration and the OpenAPI document). */
export const JOB_LIMITS = { short: 200, text: 10_000 };

export const JOB_MESSAGES = {
  created: 'Job created successfully!',
  updated: 'Job updated successfully!',
  deleted: 'Job deleted successfully!',
  activated: 'Job activated successfully!',
  deactivated: 'Job deactivated successfully!',
  notFound: 'Job not found.',
  titleRequired: 'Title is required.',
  locationRequired: 'Location is required.',
  deadlineBeforePosted: 'The application deadline must not be before the posted date.',
};

/** The quick toggle: active → inactive; inactive, draft or closed → active. */
export function toggledStatus(current: JobStatus): JobStatus {
  return current === 'active' ? 'inactive' : 'active';
}

/** `days` before the ISO date `iso` (calendar arithmetic, no time zone involved). */
export function daysBefore(iso: string, days: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - days);
  return d.toISOString().slice(0, 10);
}
