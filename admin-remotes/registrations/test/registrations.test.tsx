import { ApiRequestError, sessionStore } from '@kavach/admin-shared';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../shared/test/fakeApi';
import { signIn } from '../../shared/test/recordDelete';
import { registrationMailto } from '../src/mail';
import RegistrationsTab, { loadErrorMessage, SEARCH_PLACEHOLDER } from '../src/Tab';

afterEach(() => vi.unstubAllGlobals());

describe('registration messages', () => {
  it('formats load errors', () => {
    expect(loadErrorMessage(new ApiRequestError(500, 'Internal'))).toBe(
      'Error loading registrations: Something went wrong on the server. Please try again in a moment. (HTTP error! status: 500)',
    );
    expect(loadErrorMessage(new ApiRequestError(503, 'HTTP error! status: 503'))).toBe(
      'Error loading registrations: The server is not available right now. Please try again in a moment. (HTTP error! status: 503)',
    );
    expect(loadErrorMessage(new ApiRequestError(400, 'from must be a date like 2024-10-01.'))).toBe(
      'Error loading registrations: from must be a date like 2024-10-01. (HTTP error! status: 400)',
    );
    expect(loadErrorMessage(new Error('Failed to fetch'))).toBe(
      'Error loading registrations: Failed to fetch',
    );
    expect(loadErrorMessage(new Error(''))).toBe('Error loading registrations: Unknown error');
  });
  it('drafts a mail to the registrant', () => {
    const href = registrationMailto({
      email: 'asha@example.com',
      name: 'Asha',
      session_name: 'HrC Test',
    });
    expect(href.startsWith('mailto:asha@example.com?subject=')).toBe(true);
    expect(decodeURIComponent(href)).toContain('Dear Asha');
  });
});

describe('Registration Details', () => {
  it("says 'No registrations yet.' in the neutral style, not as a success", async () => {
    stubFetch({
      'GET /api/admin/registrations': () => ({
        status: 'success',
        data: [],
        total: 0,
        page: 1,
        pages: 1,
        all: 0,
      }),
      'GET /api/admin/dashboard': () => ({}),
    });
    render(<RegistrationsTab />);
    const message = await screen.findByText('No registrations yet.');
    expect(message.closest('[data-testid=tab-message]')!.getAttribute('data-tone')).toBe('info');
    expect(screen.getByPlaceholderText(SEARCH_PLACEHOLDER)).toBeTruthy();
  });

  it('toggles Export Filters / Hide Filters and opens the details with Send Email', async () => {
    stubFetch({
      'GET /api/admin/registrations': () => ({
        status: 'success',
        data: [
          {
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
          },
        ],
        total: 1,
        page: 1,
        pages: 1,
        all: 1,
      }),
      'GET /api/admin/dashboard': () => ({}),
    });
    render(<RegistrationsTab />);
    fireEvent.click(await screen.findByRole('button', { name: 'Export Filters' }));
    expect(screen.getByRole('button', { name: 'Hide Filters' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'View registration of Ravi' }));
    expect(await screen.findByText('Registration Details')).toBeTruthy();
    const send = screen.getByRole('link', { name: 'Send Email' }) as HTMLAnchorElement;
    expect(send.href.startsWith('mailto:ravi@example.com')).toBe(true);
  });
});

describe('attendance', () => {
  it('staff set a registration’s attendance beside its status; a refusal says why', async () => {
    let refuse = false;
    const { calls } = stubFetch({
      'GET /api/admin/registrations': () => ({
        status: 'success',
        data: [
          {
            id: 3,
            name: 'Ravi',
            email: 'ravi@example.com',
            phone: '9876543210',
            organization: null,
            session_name: 'HrC',
            message: 'Hi',
            source: 'session_registration',
            session_id: 1,
            status: 'new',
            attendance: 'registered',
            created_at: '2025-03-05T09:15:00Z',
          },
        ],
        total: 1,
        page: 1,
        pages: 1,
        all: 1,
      }),
      'GET /api/admin/dashboard': () => ({}),
      'PATCH /api/admin/registrations/3/attendance': () =>
        refuse
          ? Response.json({ message: 'Registration not found.' }, { status: 404 })
          : { status: 'success', message: 'Marked as Attended.', attendance: 'attended' },
    });
    render(<RegistrationsTab />);
    const select = (await screen.findByRole('combobox', {
      name: 'Attendance of Ravi',
    })) as HTMLSelectElement;
    expect(select.value).toBe('registered');
    expect([...select.options].map((o) => o.text)).toEqual([
      'Registered',
      'Attended',
      'No-show',
      'Cancelled',
    ]);
    fireEvent.change(select, { target: { value: 'attended' } });
    expect(await screen.findByText('Ravi: marked as Attended.')).toBeTruthy();
    expect(select.value).toBe('attended');
    const patch = calls.find((c) => c.method === 'PATCH');
    expect(JSON.parse(patch!.body!)).toEqual({ attendance: 'attended' });

    refuse = true;
    fireEvent.change(select, { target: { value: 'cancelled' } });
    expect(
      await screen.findByText('Error saving attendance: Registration not found.', { exact: false }),
    ).toBeTruthy();
    expect(select.value).toBe('attended');
  });
});

describe('the session filter', () => {
  const sessionsPage = (data: { id: number; title: string; date: string }[]) => ({
    status: 'success',
    data,
    total: data.length,
    page: 1,
    pages: 1,
    all: data.length,
  });

  it('finds an older session by its title through the API, and filters by it', async () => {
    signIn(['sessions:manage', 'registrations:read']);
    const old = { id: 7, title: 'Hereditary risk evening', date: '2023-02-01' };
    const { calls } = stubFetch({
      // Upcoming: one session; past: the old one, only when searched for.
      'GET /api/admin/sessions': (url) => {
        const past = url.searchParams.get('when') === 'past';
        const search = url.searchParams.get('search');
        if (!past) return sessionsPage([{ id: 1, title: 'Screening basics', date: '2026-12-12' }]);
        return sessionsPage(search === 'hereditary' ? [old] : []);
      },
      'GET /api/admin/registrations': () => sessionsPage([]),
      'GET /api/admin/dashboard': () => ({}),
    });
    render(<RegistrationsTab />);
    const select = (await screen.findByRole('combobox', {
      name: 'Filter by session',
    })) as HTMLSelectElement;
    await screen.findByRole('option', { name: 'Screening basics, 12 Dec 2026' });
    expect(screen.queryByRole('option', { name: /Hereditary/ })).toBeNull();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Find a session by title or place' }), {
      target: { value: 'hereditary' },
    });
    const option = await screen.findByRole('option', {
      name: 'Hereditary risk evening, 1 Feb 2023',
    });
    fireEvent.change(select, { target: { value: (option as HTMLOptionElement).value } });
    await screen.findByRole('button', { name: /Session: Hereditary risk evening, 1 Feb 2023/ });
    const listed = calls.filter((c) => c.url.pathname === '/api/admin/registrations');
    expect(listed.at(-1)!.url.searchParams.get('sessionId')).toBe('7');
    sessionStore.end(null);
  });
});
