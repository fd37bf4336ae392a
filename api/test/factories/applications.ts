import { defineFactory, unique } from './insert';

/** A row of `applications` (a career application; resume_key and resume_type go together). */
export interface ApplicationRow {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string;
  job_position: string;
  experience: '6m' | '1y' | '2y' | '3y+';
  notice_period: 'immediate' | '1m' | '2m' | '3m';
  salary_expectation: string;
  reason_for_leaving_prev_job: string | null;
  linkedin: string | null;
  resume_key: string | null;
  resume_name: string | null;
  resume_type: 'pdf' | 'doc' | 'docx' | null;
  resume_size: number | null;
  source: 'jobs_page' | 'careers_page';
  status: string;
  status_changed_at: Date | null;
  status_changed_by: string | null;
  privacy_notice: string | null;
  consented_at: Date | null;
  created_at: Date;
}

export const applications = defineFactory<ApplicationRow>('applications', () => ({
  first_name: 'Asha',
  last_name: 'Rao',
  email: unique((n) => `applicant-${n}@example.com`),
  phone_number: '9876543210',
  job_position: 'App Developer',
  experience: '1y',
  notice_period: '1m',
  salary_expectation: '5 LPA',
  source: 'jobs_page',
}));
