import { sessionStore } from '@kavach/admin-shared';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../shared/test/fakeApi';
import SessionsTab from '../src/Tab';
import { typeDay } from '../../shared/test/typeDay';

const page = (data: unknown[]) => ({
  status: 'success',
  data,
  total: data.length,
  page: 1,
  pages: 1,
  all: data.length,
});
const session = (id: number, status: string, registrations = 0) => ({
  id,
  registrations,
  title: `Session ${id}`,
  image: `/img/${id}.png`,
  date: '2025-03-10',
  endDate: null,
  time: '11:00 AM – 12:30 PM IST',
  startTime: '11:00',
  endTime: '12:30',
  mode: 'online',
  place: null,
  meetingLink: null,
  capacity: null,
  description: null,
  seatsTaken: registrations,
  status,
});

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.end(null);
});

/** Signs a user in with these permissions (the card's link depends on them). */
function signIn(permissions: string[]) {
  sessionStore.start({
    token: 't',
    expiresAt: Date.now() + 60_000,
    role: 'admin',
    username: 'asha',
    roleLabel: 'System Admin',
    permissions,
    lastLoginAt: null,
  });
}

describe('Session Manager', () => {
  it("shows 'No Sessions Available' when there are none", async () => {
    stubFetch({ 'GET /api/admin/sessions': () => page([]) });
    render(<SessionsTab />);
    expect(await screen.findByText('No Sessions Available')).toBeTruthy();
  });

  it('pages past sessions on the server: none beyond the first page is dropped', async () => {
    const { calls } = stubFetch({
      'GET /api/admin/sessions': (url) => {
        if (url.searchParams.get('when') !== 'past') return page([]);
        const n = Number(url.searchParams.get('page'));
        const ids = n === 1 ? Array.from({ length: 24 }, (_, i) => i + 1) : [25];
        return { ...page(ids.map((id) => session(id, 'expired'))), total: 25, page: n, pages: 2 };
      },
    });
    render(<SessionsTab />);
    await screen.findByText('No Sessions Available');
    fireEvent.click(screen.getByText('Past'));
    expect(await screen.findByText('Session 24')).toBeTruthy();
    // The pager waits while a page loads.
    const next = await screen.findByRole('button', { name: 'Next' });
    await waitFor(() => expect((next as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(next);
    expect(await screen.findByText('Session 25')).toBeTruthy();
    const asked = calls.map((c) => Object.fromEntries(c.url.searchParams));
    expect(asked.at(-1)).toEqual({ page: '2', pageSize: '24', when: 'past' });
  });

  it('offers Activate/Deactivate except for expired sessions', async () => {
    stubFetch({
      'GET /api/admin/sessions': () =>
        page([session(1, 'active'), session(2, 'inactive'), session(3, 'expired')]),
    });
    render(<SessionsTab />);
    const cards = await screen.findAllByTestId('session-card');
    expect(within(cards[0]).getByRole('button', { name: 'Deactivate' })).toBeTruthy();
    expect(within(cards[1]).getByRole('button', { name: 'Activate' })).toBeTruthy();
    expect(within(cards[2]).queryByRole('button', { name: /activate/i })).toBeNull();
  });

  it('asks before deleting and reports the result for 5 s', async () => {
    const { calls } = stubFetch({
      'GET /api/admin/sessions': () => page([session(1, 'active')]),
      'DELETE /api/admin/sessions/1': () => ({
        success: true,
        message: 'Session deleted successfully.',
      }),
    });
    render(<SessionsTab />);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Are you sure you want to delete this session?')).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: /Delete/ }).at(-1)!);
    expect(await screen.findByText('Session deleted successfully.')).toBeTruthy();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(true);
  });

  it("links each card to its session's registrations for a user who may read them", async () => {
    history.replaceState(null, '', '/admin?tab=sessions');
    signIn(['sessions:manage', 'registrations:read']);
    stubFetch({
      'GET /api/admin/sessions': () => page([session(4, 'active', 2), session(5, 'expired', 0)]),
    });
    render(<SessionsTab />);
    const link = await screen.findByRole('link', { name: 'View registrations for Session 4' });
    expect(link.textContent).toBe('View registrations');
    expect(link.getAttribute('href')).toBe(`${location.origin}/admin?tab=registrations&session=4`);
    expect(
      screen.getByRole('link', { name: 'View registrations for Session 5' }).getAttribute('href'),
    ).toBe(`${location.origin}/admin?tab=registrations&session=5`);
    fireEvent.click(link);
    expect(location.search).toBe('?tab=registrations&session=4');
  });

  it('has no registrations link for a user who may not read registrations', async () => {
    signIn(['sessions:manage']);
    stubFetch({ 'GET /api/admin/sessions': () => page([session(4, 'active', 2)]) });
    render(<SessionsTab />);
    await screen.findAllByTestId('session-card');
    expect(screen.queryByRole('link', { name: /View registrations/ })).toBeNull();
  });

  it("shows each session's registrations and names them in the delete confirmation", async () => {
    stubFetch({
      'GET /api/admin/sessions': () => page([session(1, 'active', 12), session(2, 'active', 0)]),
    });
    render(<SessionsTab />);
    const cards = await screen.findAllByTestId('session-card');
    expect(within(cards[0]).getByTestId('session-registrations').textContent).toBe('12');
    expect(within(cards[1]).getByTestId('session-registrations').textContent).toBe('0');
    fireEvent.click(within(cards[0]).getByRole('button', { name: 'Delete' }));
    expect((await screen.findByTestId('confirm-text')).textContent).toMatch(
      /^This session has 12 registrations\. Deleting it keeps them in Registration Details/,
    );
  });

  it('a failed action shows the message as the spec writes it, the detail on a second line', async () => {
    stubFetch({
      'GET /api/admin/sessions': () => page([session(1, 'active')]),
      'PATCH /api/admin/sessions/1/toggle': () =>
        Response.json({ statusCode: 400, message: 'Not now.' }, { status: 400 }),
    });
    render(<SessionsTab />);
    fireEvent.click(await screen.findByRole('button', { name: 'Deactivate' }));
    const alert = await screen.findByTestId('tab-message');
    expect(alert.querySelector('.ant-alert-title')?.textContent).toBe(
      'Error updating session status',
    );
    expect(alert.querySelector('.ant-alert-description')?.textContent).toBe('Not now.');
  });

  it('asks before saving an Active session whose end date has passed', async () => {
    const { calls } = stubFetch({
      'GET /api/admin/sessions': () => page([session(1, 'active')]),
      'PUT /api/admin/sessions/1': () => ({
        success: true,
        message: 'Session updated successfully.',
      }),
    });
    render(<SessionsTab />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Session' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update Session' }));
    // session() ends on 2025-03-10, long past.
    expect((await screen.findByTestId('confirm-text')).textContent).toBe(
      'This session ended on 10 Mar 2025. An Active session that has ended is not shown on the website, and Close ended sessions (which also runs every hour) will mark it Expired. Save it as Active anyway?',
    );
    // The confirmation opens over the form: its Cancel is the last one.
    fireEvent.click(screen.getAllByRole('button', { name: 'Cancel' }).at(-1)!);
    await new Promise((r) => setTimeout(r, 50));
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update Session' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Save as Active' }));
    expect(await screen.findByText('Session updated successfully.')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1);
  });

  it('says what Close ended sessions does, and how many it closed', async () => {
    stubFetch({
      'GET /api/admin/sessions': () => page([]),
      'POST /api/admin/sessions/check-expired': () => ({ success: true, changed: 2 }),
    });
    render(<SessionsTab />);
    const button = await screen.findByRole('button', { name: 'Close ended sessions' });
    expect(button.getAttribute('aria-describedby')).toBe('kv-close-ended-hint');
    expect(document.getElementById('kv-close-ended-hint')?.textContent).toMatch(
      /^Close ended sessions marks every session whose last day has passed as Expired/,
    );
    fireEvent.click(button);
    expect(await screen.findByText('2 ended sessions closed (now Expired).')).toBeTruthy();
  });

  it('lists upcoming sessions first and the ended ones under Past', async () => {
    const { calls } = stubFetch({
      'GET /api/admin/sessions': (url: URL) =>
        url.searchParams.get('when') === 'past'
          ? page([{ ...session(9, 'expired'), title: 'Last month' }])
          : page([session(1, 'active')]),
    });
    render(<SessionsTab />);
    expect(await screen.findByText('Session 1')).toBeTruthy();
    fireEvent.click(screen.getByText('Past'));
    expect(await screen.findByText('Last month')).toBeTruthy();
    expect(screen.queryByText('Session 1')).toBeNull();
    const asked = calls
      .filter((c) => c.method === 'GET')
      .map((c) => c.url.searchParams.get('when'));
    expect(asked).toEqual(['upcoming', 'past']);
  });

  it('shows load failures in red', async () => {
    stubFetch({ 'GET /api/admin/sessions': () => new Response('', { status: 500 }) });
    render(<SessionsTab />);
    await waitFor(() =>
      expect(screen.getByTestId('tab-message').getAttribute('data-tone')).toBe('error'),
    );
    expect(screen.getByTestId('tab-message').textContent).toContain('Error loading sessions');
  });

  it('shows the forbidden view on 403', async () => {
    stubFetch({
      'GET /api/admin/sessions': () => Response.json({ message: 'no' }, { status: 403 }),
    });
    render(<SessionsTab />);
    expect(await screen.findByText('You do not have access to this section.')).toBeTruthy();
  });

  it('refuses to save without the required fields and checks the image before uploading', async () => {
    const { calls } = stubFetch({ 'GET /api/admin/sessions': () => page([]) });
    render(<SessionsTab />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add Session' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Session' }));
    expect(await within(dialog).findByText('Please give the session a title.')).toBeTruthy();
    const big = new File([new Uint8Array(10)], 'big.png', { type: 'image/png' });
    Object.defineProperty(big, 'size', { value: 6 * 1024 * 1024 });
    fireEvent.change(dialog.querySelector('input[type=file]')!, { target: { files: [big] } });
    expect(
      await within(dialog).findByText(/Error uploading image: The image must be 5 MB or smaller/),
    ).toBeTruthy();
    expect(calls.some((c) => c.url.pathname.includes('uploads'))).toBe(false);
  });

  it('moves the focus to the first field to fix after a refused save', async () => {
    stubFetch({ 'GET /api/admin/sessions': () => page([session(1, 'active')]) });
    render(<SessionsTab />);
    const card = await screen.findByTestId('session-card');
    fireEvent.click(within(card).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog');
    const time = within(dialog).getByLabelText('Start Time (IST) *');
    fireEvent.change(time, { target: { value: '' } });
    typeDay(await within(dialog).findByLabelText('End Date (optional)'), '01/03/2025');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update Session' }));
    expect(
      await within(dialog).findByText('The end date cannot be before the start date.'),
    ).toBeTruthy();
    // Title and start date are fine; the end date (before the start) comes first in the form.
    const end = within(dialog).getByLabelText('End Date (optional)');
    await waitFor(() => expect(document.activeElement).toBe(end));
    expect(end.getAttribute('aria-invalid')).toBe('true');
    expect(time.getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).getByLabelText('Start Date *').getAttribute('aria-invalid')).not.toBe(
      'true',
    );
  });
});
