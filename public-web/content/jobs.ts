/**
 * Texts of the careers pages. The job openings themselves live in the jobs API (seeded there
 * on first start, api/src/jobs/jobs.seed.ts); the pages read them from the API.
 */
/** Careers page texts (/about-us/careers). */
export const CAREERS_PAGE = {
  title: 'Careers',
  metaDescription: 'Join Kavach Genomics in Mumbai. See our open positions and apply online.',
  heroHeading: 'Careers',
  heroSubheading: 'Help families learn about their health early.',
  emptyState: 'No Open Positions',
  applyNow: 'Apply now',
  backToJobs: 'Back to jobs',
};
