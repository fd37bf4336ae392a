import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../shared/test/fakeApi';
import SubscribersTab from '../src/Tab';

afterEach(() => vi.unstubAllGlobals());

describe('Subscribe Details', () => {
  it('shows the stat cards, the load message after a Refresh only, and deletes after the confirmation', async () => {
    let rows = [
      { id: 7, email: 'a@example.com', created_at: '2025-03-05T09:15:00Z' },
      { id: 6, email: 'b@example.com', created_at: 'not a date' },
    ];
    stubFetch({
      'GET /api/admin/subscribers': () => ({
        status: 'success',
        data: rows,
        total: rows.length,
        page: 1,
        pages: 1,
        all: rows.length,
        stats: { total: rows.length, today: 1, thisWeek: 2 },
      }),
      'GET /api/admin/dashboard': () => ({}),
      'DELETE /api/admin/subscribers/7': () => {
        rows = rows.filter((r) => r.id !== 7);
        return { success: true, message: 'Subscription deleted successfully.' };
      },
    });
    render(<SubscribersTab />);
    expect(await screen.findByText('a@example.com')).toBeTruthy();
    // Opening the tab says nothing; a Refresh reports what it read.
    expect(screen.queryByTestId('tab-message')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('Loaded 2 subscription records.')).toBeTruthy();
    expect(screen.getByTestId('stat-total').textContent).toBe('2');
    expect(screen.getByTestId('stat-today').textContent).toBe('1');
    expect(screen.getByTestId('stat-week').textContent).toBe('2');
    expect(screen.getByText('Invalid Date')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Delete subscription of a@example.com' }));
    const confirm = await screen.findByText('Are you sure you want to delete this subscription?');
    fireEvent.click(
      within(confirm.closest('.ant-modal') as HTMLElement).getByRole('button', { name: 'Delete' }),
    );
    const message = await screen.findByText('Subscription deleted successfully.');
    expect(message.closest('[data-testid=tab-message]')!.getAttribute('data-tone')).toBe('success');
    await waitFor(() => expect(screen.queryByText('a@example.com')).toBeNull());
    expect(screen.getByTestId('stat-total').textContent).toBe('1');
  });

  it("says 'No subscription records found.' for an empty list, and a failed load in red instead of it", async () => {
    let fail = false;
    stubFetch({
      'GET /api/admin/subscribers': () =>
        fail
          ? Response.json(
              { statusCode: 500, error: 'Internal Server Error', message: 'Internal server error' },
              { status: 500 },
            )
          : {
              status: 'success',
              data: [],
              total: 0,
              page: 1,
              pages: 1,
              all: 0,
              stats: { total: 0, today: 0, thisWeek: 0 },
            },
      'GET /api/admin/dashboard': () => ({}),
    });
    render(<SubscribersTab />);
    expect(await screen.findByText('No subscription records found.')).toBeTruthy();
    fail = true;
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(
      await screen.findByText(
        'Failed to fetch subscription data: Something went wrong on the server. Please try again in a moment.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText('No subscription records found.')).toBeNull();
  });

  it('the figures are those of the rows on screen: a slow answer for all sign-ups, arriving after Confirmed’s, is dropped whole', async () => {
    let answerAll: (() => void) | undefined;
    const page = (status: string | null) => {
      const confirmed = status === 'confirmed';
      const rows = [{ id: 7, email: 'a@example.com', created_at: '2025-03-05T09:15:00Z' }];
      return {
        status: 'success',
        data: confirmed ? rows : [...rows, { id: 9, email: 'p@example.com', created_at: 'x' }],
        total: confirmed ? 15 : 18,
        page: 1,
        pages: 1,
        all: 18,
        stats: confirmed
          ? { total: 15, today: 2, thisWeek: 5 }
          : { total: 18, today: 3, thisWeek: 8 },
      };
    };
    stubFetch({
      'GET /api/admin/subscribers': (url) => {
        const status = url.searchParams.get('status');
        // The first answer (all sign-ups) waits until the test lets it go.
        if (status === null)
          return new Promise((resolve) => (answerAll = () => resolve(page(null))));
        return page(status);
      },
      'GET /api/admin/dashboard': () => ({}),
    });
    render(<SubscribersTab />);
    await waitFor(() => expect(answerAll).toBeDefined());
    fireEvent.change(screen.getByRole('combobox', { name: 'Show' }), {
      target: { value: 'confirmed' },
    });
    await waitFor(() => expect(screen.getByTestId('stat-week').textContent).toBe('5'));
    answerAll!();
    // Let the late answer land: it changes neither the rows nor the figures.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByTestId('stat-total').textContent).toBe('15');
    expect(screen.getByTestId('stat-today').textContent).toBe('2');
    expect(screen.getByTestId('stat-week').textContent).toBe('5');
    expect(screen.queryByText('p@example.com')).toBeNull();
  });

  it('opens on all sign-ups with a Status column; Show narrows to those waiting, cards and export follow', async () => {
    const confirmed = [
      { id: 7, email: 'a@example.com', created_at: '2025-03-05T09:15:00Z', status: 'Confirmed' },
    ];
    const pending = [
      {
        id: 9,
        email: 'p@example.com',
        created_at: '2025-03-06T09:15:00Z',
        status: 'Waiting for confirmation',
      },
    ];
    const { calls } = stubFetch({
      'GET /api/admin/subscribers': (url) => {
        const status = url.searchParams.get('status');
        const rows =
          status === 'pending'
            ? pending
            : status === 'confirmed'
              ? confirmed
              : [...pending, ...confirmed];
        return {
          status: 'success',
          data: rows,
          total: rows.length,
          page: 1,
          pages: 1,
          all: rows.length,
          stats: { total: rows.length, today: 0, thisWeek: 1 },
        };
      },
      'GET /api/admin/subscribers/9': () => ({
        status: 'success',
        data: { ...pending[0], confirmed_at: null },
      }),
      'GET /api/admin/subscribers/export': () =>
        new Response('\uFEFF"S.No"\r\n', {
          headers: {
            'Content-Type': 'text/csv',
            'Content-Disposition': 'attachment; filename="subscription_details_x_pending.csv"',
            'X-Record-Count': '1',
          },
        }),
      'GET /api/admin/dashboard': () => ({}),
    });
    URL.createObjectURL = vi.fn(() => 'blob:csv');
    URL.revokeObjectURL = vi.fn();
    render(<SubscribersTab />);
    // Every sign-up, each with its status: the one waiting is not hidden.
    expect(await screen.findByText('a@example.com')).toBeTruthy();
    expect(screen.getByText('p@example.com')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Status' })).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'Waiting for confirmation' })).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'Confirmed' })).toBeTruthy();
    const list = () => calls.filter((c) => c.url.pathname === '/api/admin/subscribers');
    // The default is all sign-ups: the API's default, so no status is sent.
    expect(list()[0].url.searchParams.has('status')).toBe(false);
    expect(screen.getByText('All Sign-ups')).toBeTruthy();
    expect(screen.getByTestId('stat-total').textContent).toBe('2');
    expect(screen.getByRole('button', { name: 'Export all 2 sign-ups' })).toBeTruthy();

    const show = screen.getByRole('combobox', { name: 'Show' }) as HTMLSelectElement;
    expect([...show.options].map((o) => o.text)).toEqual([
      'All sign-ups',
      'Confirmed',
      'Waiting for confirmation',
    ]);
    fireEvent.change(show, { target: { value: 'pending' } });
    await waitFor(() => expect(screen.queryByText('a@example.com')).toBeNull());
    expect(list().at(-1)!.url.searchParams.get('status')).toBe('pending');
    expect(list().at(-1)!.url.searchParams.get('page')).toBe('1');
    expect(screen.getByText('Waiting for Confirmation')).toBeTruthy();
    expect(screen.getByTestId('stat-total').textContent).toBe('1');

    fireEvent.click(
      screen.getByRole('button', { name: 'Export 1 sign-up waiting for confirmation' }),
    );
    expect(
      await screen.findByText(
        "CSV file 'subscription_details_x_pending.csv' downloaded successfully! (1 record)",
      ),
    ).toBeTruthy();
    const exported = calls.find((c) => c.url.pathname === '/api/admin/subscribers/export')!;
    expect(exported.url.searchParams.get('status')).toBe('pending');

    fireEvent.click(screen.getByRole('button', { name: 'View subscription of p@example.com' }));
    const details = await screen.findByTestId('subscription-details');
    expect(details.textContent).toContain('Waiting for confirmation');
    expect(details.textContent).not.toContain('Date Confirmed');
  });
});
