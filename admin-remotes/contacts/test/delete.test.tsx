import { sessionStore } from '@kavach/admin-shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, vi } from 'vitest';
import { recordDeleteTests, signIn } from '../../shared/test/recordDelete';
import { stepUpTests } from '../../shared/test/stepUp';
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

describe('Contact Details: the delete the step-up guards', () => {
  let gone = false;
  stepUpTests({
    tab: () => <ContactsTab />,
    action: 'DELETE /api/admin/contacts/7',
    answer: () => {
      gone = true;
      return { success: true, message: 'Contact deleted successfully.' };
    },
    routes: {
      'GET /api/admin/contacts': () => ({
        status: 'success',
        data: gone ? [] : [row],
        total: gone ? 0 : 1,
        page: 1,
        pages: 1,
        all: gone ? 0 : 1,
      }),
      'GET /api/admin/dashboard': () => ({}),
    },
    setup: () => {
      gone = false;
      signIn(['contacts:read', 'contacts:delete']);
    },
    start: async () => {
      fireEvent.click(await screen.findByRole('button', { name: 'View contact Person 7' }));
      await screen.findByTestId('contact-details');
      fireEvent.click(screen.getByRole('button', { name: 'Delete contact Person 7' }));
      const confirm = await screen.findByText('Are you sure you want to delete this contact?');
      fireEvent.click(
        within(confirm.closest('.ant-modal') as HTMLElement).getByRole('button', {
          name: 'Delete',
        }),
      );
    },
    done: async () => {
      await waitFor(() =>
        expect(screen.getByTestId('tab-message').textContent).toBe('Contact deleted successfully.'),
      );
      expect(screen.queryByTestId('contact-details')).toBeNull();
    },
  });
});
