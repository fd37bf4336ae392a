import { entityFactory, unique, type RowOf } from './insert';
import { Application } from '../../src/applications/application.entity';

export type ApplicationRow = RowOf<Application>;

/** Rows of `applications` (a career application; resume_key and resume_type go together). */
export const applications = entityFactory(Application, () => ({
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
