import { sessionStore } from '@kavach/admin-shared';
import { afterEach, describe, vi } from 'vitest';
import { recordDeleteTests } from '../../shared/test/recordDelete';
import CareerApplicationsTab from '../src/Tab';

afterEach(() => {
  sessionStore.end();
  vi.unstubAllGlobals();
});

const application = {
  id: 5,
  first_name: 'Ravi',
  last_name: 'Kumar',
  email: 'ravi@example.com',
  phone_number: '9876543210',
  job_position: 'App Developer',
  experience: '1y',
  experience_label: '1 year',
  notice_period: '1m',
  notice_period_label: '1 Month',
  salary_expectation: '6 LPA',
  reason_for_leaving_prev_job: null,
  linkedin: null,
  has_resume: true,
  resume_url: '/api/admin/applications/5/resume',
  resume_name: 'cv.pdf',
  source: 'jobs_page',
  created_at: '2025-03-05T09:15:00Z',
};

describe('Application Details: Delete', () => {
  recordDeleteTests({
    tab: () => <CareerApplicationsTab />,
    path: '/api/admin/applications',
    row: application,
    other: { ...application, id: 6, last_name: 'Iyer' },
    routes: {
      'GET /api/admin/applications/5': () => ({ status: 'success', data: application }),
    },
    readPermission: 'applications:read',
    deletePermission: 'applications:delete',
    viewLabel: 'View application of Ravi Kumar',
    deleteLabel: 'Delete application of Ravi Kumar',
    detailsTestId: 'application-details',
    confirmText: 'Are you sure you want to delete this application?',
    deletedMessage: 'Application deleted successfully.',
    notFoundMessage: 'Application not found.',
  });
});
