import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../shared/test/fakeApi';
import SubscribersTab from '../src/Tab';

afterEach(() => vi.unstubAllGlobals());

describe('Subscribe Details', () => {
  it('shows the stat cards, the load message, and deletes after the confirmation', async () => {
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

  it("says 'No subscription records found.' and reports a failed load in red", async () => {
    stubFetch({
      'GET /api/admin/subscribers': () =>
        Response.json(
          { statusCode: 500, error: 'Internal Server Error', message: 'Internal server error' },
          { status: 500 },
        ),
      'GET /api/admin/dashboard': () => ({}),
    });
    render(<SubscribersTab />);
    expect(
      await screen.findByText('Failed to fetch subscription data: Internal server error'),
    ).toBeTruthy();
    expect(screen.getByText('No subscription records found.')).toBeTruthy();
  });
});
