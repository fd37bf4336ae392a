import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../shared/test/fakeApi';
import ContactsTab, { SEARCH_PLACEHOLDER } from '../src/Tab';
import { typeDay } from '../../shared/test/typeDay';
import { stepUpTests } from '../../shared/test/stepUp';

const contact = (id: number, extra: object = {}) => ({
  id,
  name: `Person ${id}`,
  email: `p${id}@example.com`,
  phone: null,
  message: 'm'.repeat(60),
  source: 'website',
  created_at: '2025-03-05T09:15:00Z',
  ...extra,
});

afterEach(() => vi.unstubAllGlobals());

describe('Contact Us Details', () => {
  it('lists a server page with its title, count, search placeholder, columns and previews', async () => {
    const { calls } = stubFetch({
      'GET /api/admin/contacts': () => ({
        status: 'success',
        data: [contact(1), contact(2, { phone: '9876543210' })],
        total: 12,
        page: 1,
        pages: 2,
        all: 30,
      }),
      'GET /api/admin/dashboard': () => ({ contacts: [] }),
    });
    render(<ContactsTab />);
    expect(await screen.findByText('Showing 12 of 30 contacts')).toBeTruthy();
    expect(screen.getByText('Contact Us Submissions')).toBeTruthy();
    expect(screen.getByPlaceholderText(SEARCH_PLACEHOLDER)).toBeTruthy();
    expect(SEARCH_PLACEHOLDER).toBe('Search contacts by name, email, or message...');
    for (const h of ['Name', 'Email', 'Phone', 'Message', 'Date', 'Actions'])
      expect(screen.getByRole('columnheader', { name: h })).toBeTruthy();
    // The record's number is in its details and the CSV, not a column.
    expect(screen.queryByRole('columnheader', { name: 'ID' })).toBeNull();
    expect(screen.getAllByText('m'.repeat(50) + '...')).toHaveLength(2);
    expect(screen.getByText('N/A')).toBeTruthy();
    expect(screen.getByTestId('pager-status').textContent).toBe('1 of 2');
    const list = calls.find((c) => c.url.pathname === '/api/admin/contacts')!;
    expect(Object.fromEntries(list.url.searchParams)).toEqual({ page: '1', pageSize: '10' });
  });

  it('opens the Contact Details modal with the full message', async () => {
    stubFetch({
      'GET /api/admin/contacts': () => ({
        status: 'success',
        data: [contact(7)],
        total: 1,
        page: 1,
        pages: 1,
        all: 1,
      }),
      'GET /api/admin/dashboard': () => ({}),
    });
    render(<ContactsTab />);
    fireEvent.click(await screen.findByRole('button', { name: 'View contact Person 7' }));
    const details = await screen.findByTestId('contact-details');
    expect(details.textContent).toContain('m'.repeat(60));
    expect(screen.getByText('Contact Details')).toBeTruthy();
  });

  it('has the two empty texts (the second naming the search) and disables the export when the list is empty', async () => {
    stubFetch({
      'GET /api/admin/contacts': (url) => ({
        status: 'success',
        data: [],
        total: 0,
        page: 1,
        pages: 1,
        all: url.searchParams.has('search') ? 5 : 0,
      }),
      'GET /api/admin/dashboard': () => ({}),
    });
    render(<ContactsTab />);
    expect(await screen.findByText('No contacts found.')).toBeTruthy();
    const exportButton = screen.getByTestId('export-csv') as HTMLButtonElement;
    expect(exportButton.textContent).toBe('Export 0 contacts');
    expect(exportButton.disabled).toBe(true);
    fireEvent.change(screen.getByPlaceholderText(SEARCH_PLACEHOLDER), { target: { value: 'zzz' } });
    expect(await screen.findByText('No contacts found matching your search "zzz".')).toBeTruthy();
  });

  it('shows the export filter panel with its hint and applies each date as it is picked', async () => {
    const { calls } = stubFetch({
      'GET /api/admin/contacts': () => ({
        status: 'success',
        data: [contact(1)],
        total: 1,
        page: 1,
        pages: 1,
        all: 1,
      }),
      'GET /api/admin/dashboard': () => ({}),
    });
    render(<ContactsTab />);
    fireEvent.click(await screen.findByRole('button', { name: 'Export Filters' }));
    expect(screen.getByTestId('export-filters').textContent).toContain(
      'Leave dates empty to export all data. Select start date only to export from that date onward. ' +
        'The list follows the dates as you pick them, and the export holds exactly the rows the list shows: these dates and the search.',
    );
    typeDay(await screen.findByLabelText('Start Date'), '01/01/2020');
    // Applied without Apply & Close: the list, the chip and the export button follow.
    await waitFor(() => expect(calls.at(-1)!.url.searchParams.get('from')).toBe('2020-01-01'));
    expect((await screen.findByTestId('filter-chip-from')).textContent).toContain(
      'From: 1 Jan 2020',
    );
    await waitFor(() =>
      expect(screen.getByTestId('export-csv').textContent).toBe('Export 1 contact from 1 Jan 2020'),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Apply & Close' }));
    expect(screen.queryByText(/Leave dates empty/)).toBeNull();
    // An end before the start is not applied, and the export waits for a range that is.
    fireEvent.click(screen.getByRole('button', { name: 'Export Filters' }));
    const before = calls.length;
    typeDay(await screen.findByLabelText('End Date'), '01/12/2019');
    expect(screen.getByRole('alert').textContent).toBe(
      'The end date cannot be before the start date.',
    );
    expect((screen.getByTestId('export-csv') as HTMLButtonElement).disabled).toBe(true);
    expect(
      (screen.getByRole('button', { name: 'Apply & Close' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect(calls.filter((c) => c.url.pathname === '/api/admin/contacts').length).toBe(
      calls.slice(0, before).filter((c) => c.url.pathname === '/api/admin/contacts').length,
    );
    // Removing the chip clears the date everywhere.
    fireEvent.click(screen.getByRole('button', { name: 'Remove filter From: 1 Jan 2020' }));
    await waitFor(() => expect(calls.at(-1)!.url.searchParams.get('from')).toBeNull());
    expect(screen.queryByTestId('active-filters')).toBeNull();
  });

  it('a view saved right after typing a search keeps the search', async () => {
    const { calls } = stubFetch({
      'GET /api/admin/contacts': () => ({
        status: 'success',
        data: [contact(1)],
        total: 1,
        page: 1,
        pages: 1,
        all: 1,
      }),
      'GET /api/admin/dashboard': () => ({}),
      'GET /api/admin/saved-views': () => ({ data: [] }),
      'POST /api/admin/saved-views': (_url, req) =>
        req.json().then((body: { name: string; query: object }) => ({
          data: { id: 1, tab: 'contacts', ...body },
        })),
    });
    render(<ContactsTab />);
    await screen.findByRole('button', { name: 'View contact Person 1' });
    // No await from typing to Save: the search's pause in typing cannot have passed.
    fireEvent.change(screen.getByPlaceholderText(SEARCH_PLACEHOLDER), {
      target: { value: ' Person ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save view' }));
    const naming = screen.getByRole('dialog', { name: 'Save this view' });
    fireEvent.change(within(naming).getByRole('textbox', { name: 'Name' }), {
      target: { value: 'People' },
    });
    fireEvent.click(within(naming).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    const saved = JSON.parse(calls.find((c) => c.method === 'POST')!.body!);
    expect(saved.query).toEqual({ search: 'Person' });
  });

  it("says 'Error loading contacts' and what went wrong, instead of the table", async () => {
    stubFetch({
      'GET /api/admin/contacts': () => new Response('', { status: 503 }),
      'GET /api/admin/dashboard': () => ({}),
    });
    render(<ContactsTab />);
    expect(
      await screen.findByText(
        'Error loading contacts: The server is not available right now. Please try again in a moment.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Contacts' })).toBeNull();
    expect(screen.queryByTestId('showing')).toBeNull();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

describe('Contact Us Details: the CSV export the step-up guards', () => {
  stepUpTests({
    tab: () => <ContactsTab />,
    action: 'GET /api/admin/contacts/export',
    answer: () =>
      new Response('\uFEFF"S.No","Name"\r\n"1","Person 1"\r\n', {
        headers: {
          'Content-Type': 'text/csv',
          'Content-Disposition': 'attachment; filename="contact_details_all.csv"',
          'X-Record-Count': '1',
        },
      }),
    routes: {
      'GET /api/admin/contacts': () => ({
        status: 'success',
        data: [contact(1)],
        total: 1,
        page: 1,
        pages: 1,
        all: 1,
      }),
      'GET /api/admin/dashboard': () => ({}),
    },
    setup: () => {
      URL.createObjectURL = vi.fn(() => 'blob:csv');
      URL.revokeObjectURL = vi.fn();
    },
    start: async () => {
      await screen.findByText('Showing 1 of 1 contact');
      fireEvent.click(screen.getByTestId('export-csv'));
    },
    done: async () => {
      expect(
        await screen.findByText(
          "CSV file 'contact_details_all.csv' downloaded successfully! (1 record)",
        ),
      ).toBeTruthy();
      expect(URL.createObjectURL).toHaveBeenCalledTimes(1);
    },
  });
});
