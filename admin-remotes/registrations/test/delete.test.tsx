import { sessionStore } from '@kavach/admin-shared';
import { afterEach, describe, vi } from 'vitest';
import { recordDeleteTests } from '../../shared/test/recordDelete';
import RegistrationsTab from '../src/Tab';

afterEach(() => {
  sessionStore.end();
  vi.unstubAllGlobals();
});

const row = {
  id: 3,
  name: 'Ravi',
  email: 'ravi@example.com',
  phone: '9876543210',
  organization: null,
  session_name: 'HrC',
  message: 'Hi',
  source: 'session_registration',
  session_id: 1,
  created_at: '2025-03-05T09:15:00Z',
};

describe('Registration Details: Delete', () => {
  recordDeleteTests({
    tab: () => <RegistrationsTab />,
    path: '/api/admin/registrations',
    row,
    other: { ...row, id: 8, name: 'Meera' },
    routes: { 'GET /api/admin/dashboard': () => ({}) },
    readPermission: 'registrations:read',
    deletePermission: 'registrations:delete',
    viewLabel: 'View registration of Ravi',
    deleteLabel: 'Delete registration of Ravi',
    detailsTestId: 'registration-details',
    confirmText: 'Are you sure you want to delete this registration?',
    deletedMessage: 'Registration deleted successfully.',
    notFoundMessage: 'Registration not found.',
  });
});
