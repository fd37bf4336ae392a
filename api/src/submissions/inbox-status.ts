/** The statuses of a contact or a registration, in the order the panel shows them. */
export const SUBMISSION_STATUSES = ['new', 'read', 'replied', 'closed'] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];

/** The pipeline of a career application, in order (sort=status follows it). */
export const APPLICATION_STATUSES = [
  'new',
  'reviewed',
  'shortlisted',
  'interview',
  'offered',
  'hired',
  'rejected',
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export type InboxStatus = SubmissionStatus | ApplicationStatus;

/**
 * The pipeline rank of an application's status (sort=status): the expression of the index
 * applications_status_rank_idx, written exactly as there so the planner uses it.
 */
export const APPLICATION_STATUS_RANK = (alias: string) =>
  `(CASE ${alias}.status WHEN 'new' THEN 0 WHEN 'reviewed' THEN 1 WHEN 'shortlisted' THEN 2 ` +
  `WHEN 'interview' THEN 3 WHEN 'offered' THEN 4 WHEN 'hired' THEN 5 ELSE 6 END)`;

/** A status as the panel and the CSV show it: "new" → "New". */
export function statusLabel(status: string): string {
  return status.charAt(0).toUpperCase() + status.slice(1);
}
