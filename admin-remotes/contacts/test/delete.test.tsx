import { sessionStore } from '@kavach/admin-shared';
import { afterEach, describe, vi } from 'vitest';
import { recordDeleteTests } from '../../shared/test/recordDelete';
import ContactsTab from '../src/Tab';

afterEach(() => {
  sessionStore.end();
  vi.unstubAllGlobals();
});

const row = {
  id: 7,
  name: 'Person 7',
  email: 'p7@example.com',
  phone: null,
  message: 'Please delete my data',
  source: 'website',
  created_at: '2025-03-05T09:15:00Z',
};

describe('Contact Details: Delete', () => {
  recordDeleteTests({
    tab: () => <ContactsTab />,
    path: '/api/admin/contacts',
    row,
    other: { ...row, id: 8, name: 'Person 8' },
    routes: { 'GET /api/admin/dashboard': () => ({}) },
    readPermission: 'contacts:read',
    deletePermission: 'contacts:delete',
    viewLabel: 'View contact Person 7',
    deleteLabel: 'Delete contact Person 7',
    detailsTestId: 'contact-details',
    confirmText: 'Are you sure you want to delete this contact?',
    deletedMessage: 'Contact deleted successfully.',
    notFoundMessage: 'Contact not found.',
  });
});
