import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../shared/test/fakeApi';
import { countText, emptyText } from '../src/rules';
import AuditTab from '../src/Tab';
import { typeDay } from '../../shared/test/typeDay';

const entry = (id: number, extra: object = {}) => ({
  id,
  user_id: 1,
  username: 'admin',
  action: 'job.create',
  target: `job #${id} Analyst`,
  sentence: `admin created the job “Analyst ${id}”.`,
  link: null,
  ip: '203.0.113.7',
  created_at: '2025-03-05T09:15:00Z',
  ...extra,
});

const GROUPS = [
  { label: 'Sign-in', options: [{ value: 'auth.login', label: 'Signed in' }] },
  {
    label: 'Contact messages',
    options: [{ value: 'contacts.export', label: 'Exported contact messages' }],
  },
  { label: 'Jobs', options: [{ value: 'job.create', label: 'Created a job' }] },
];
const ACTIONS = GROUPS.flatMap((g) => g.options.map((o) => o.value));

/** The audit endpoints; `rows` answers every page request. */
function stubAudit(rows: (url: URL) => object[] = () => [entry(1)], extra: object = {}) {
  return stubFetch({
    'GET /api/admin/audit': (url) => {
      const data = rows(url);
      return { status: 'success', data, total: data.length, page: 1, pages: 1, ...extra };
    },
    'GET /api/admin/audit/actions': () => ({ actions: ACTIONS, groups: GROUPS }),
  });
}

const lastListQuery = (calls: { url: URL }[]) =>
  Object.fromEntries(
    calls.filter((c) => c.url.pathname === '/api/admin/audit').at(-1)!.url.searchParams,
  );

afterEach(() => vi.unstubAllGlobals());

describe('Audit Log tab', () => {
  it('lists a server page as sentences, linking a record that still exists', async () => {
    const { calls } = stubAudit(() => [
      entry(2, {
        username: 'hr1',
        action: 'application.resume',
        target: 'application #4 Asha Rao',
        sentence: 'hr1 opened the CV of Asha Rao.',
        link: { tab: 'career-applications', text: 'Asha Rao' },
        ip: null,
      }),
      entry(1),
    ]);
    render(<AuditTab />);
    expect(await screen.findByText('admin created the job “Analyst 1”.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Audit Log' })).toBeTruthy();
    for (const h of ['When', 'What happened', 'IP address', 'Details'])
      expect(screen.getByRole('columnheader', { name: h })).toBeTruthy();
    const table = screen.getByRole('table');
    const [, first] = within(table).getAllByRole('row');
    expect(
      within(first)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['5 Mar 2025, 2:45 pm', 'hr1 opened the CV of Asha Rao.', 'N/A', 'View']);
    // The record's name links to its tab; no code or raw target in the list.
    const link = within(first).getByRole('link', { name: 'Asha Rao' });
    expect(new URL(link.getAttribute('href')!).searchParams.get('tab')).toBe('career-applications');
    expect(screen.queryByText('application.resume')).toBeNull();
    expect(screen.queryByText('application #4 Asha Rao')).toBeNull();
    expect(screen.getByTestId('audit-count').textContent).toBe('2 entries');
    expect(lastListQuery(calls)).toEqual({ page: '1', pageSize: '20' });

    // View shows the entry as recorded, code and number included.
    fireEvent.click(within(first).getByRole('button', { name: /^View the entry: hr1 opened/ }));
    const details = await screen.findByTestId('audit-details');
    expect(details.textContent).toContain('application.resume');
    expect(details.textContent).toContain('application #4 Asha Rao');
  });

  it('offers the API’s actions in groups of plain words and filters by one', async () => {
    const { calls } = stubAudit((url) =>
      url.searchParams.get('action') === 'contacts.export'
        ? [
            entry(9, {
              action: 'contacts.export',
              sentence: 'admin exported 3 contact messages as CSV.',
            }),
          ]
        : [entry(1)],
    );
    render(<AuditTab />);
    await screen.findByText('admin created the job “Analyst 1”.');
    const select = await screen.findByRole('combobox', { name: 'Action' });
    fireEvent.mouseDown(select);
    expect(await screen.findByText('Contact messages')).toBeTruthy();
    expect(screen.getByText('Sign-in')).toBeTruthy();
    fireEvent.click(await screen.findByTitle('Exported contact messages'));
    expect(await screen.findByText('admin exported 3 contact messages as CSV.')).toBeTruthy();
    expect(lastListQuery(calls)).toEqual({ page: '1', pageSize: '20', action: 'contacts.export' });
  });

  it('filters by who after a pause in typing, with the date range, and names them when empty', async () => {
    const { calls } = stubAudit((url) => (url.searchParams.has('username') ? [] : [entry(1)]));
    render(<AuditTab />);
    await screen.findByText('admin created the job “Analyst 1”.');
    typeDay(await screen.findByLabelText('From'), '01/03/2025');
    typeDay(await screen.findByLabelText('To'), '05/03/2025');
    fireEvent.change(screen.getByLabelText('Who'), { target: { value: ' bob ' } });
    expect(
      await screen.findByText('No audit entries for user “bob” from 1 Mar 2025 to 5 Mar 2025.'),
    ).toBeTruthy();
    expect(lastListQuery(calls)).toEqual({
      page: '1',
      pageSize: '20',
      username: 'bob',
      from: '2025-03-01',
      to: '2025-03-05',
    });
    // One request for the typed name, not one per key.
    expect(calls.filter((c) => c.url.searchParams.has('username'))).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Clear Filters' }));
    expect(await screen.findByText('admin created the job “Analyst 1”.')).toBeTruthy();
    expect(lastListQuery(calls)).toEqual({ page: '1', pageSize: '20' });
  });

  it('says an estimated total is about that many', async () => {
    stubAudit(() => [entry(1)], { total: 40000, pages: 2000, estimated: true });
    render(<AuditTab />);
    await waitFor(() =>
      expect(screen.getByTestId('audit-count').textContent).toBe('About 40,000 entries'),
    );
    expect(screen.getByTestId('pager-status').textContent).toBe('1 of 2000');
  });

  it('shows the API’s message when the list fails, and the forbidden view on 403', async () => {
    stubFetch({
      'GET /api/admin/audit': () =>
        Response.json(
          { statusCode: 400, message: 'The start date must not be after the end date.' },
          { status: 400 },
        ),
      'GET /api/admin/audit/actions': () => ({ actions: ACTIONS, groups: GROUPS }),
    });
    const { unmount } = render(<AuditTab />);
    expect(
      await screen.findByText(
        'Error loading the audit log: The start date must not be after the end date.',
      ),
    ).toBeTruthy();
    unmount();
    stubFetch({
      'GET /api/admin/audit': () =>
        Response.json({ statusCode: 403, message: 'No access' }, { status: 403 }),
      'GET /api/admin/audit/actions': () =>
        Response.json({ statusCode: 403, message: 'No access' }, { status: 403 }),
    });
    render(<AuditTab />);
    expect(await screen.findByTestId('forbidden')).toBeTruthy();
  });
});

describe('audit texts', () => {
  it('names the filters of an empty list', () => {
    expect(emptyText({})).toBe('No audit entries yet.');
    expect(emptyText({ action: 'Created a job' })).toBe('No audit entries for “Created a job”.');
    expect(emptyText({ username: 'a', action: 'Created a job', search: 'x' })).toBe(
      'No audit entries for user “a”, “Created a job” and search “x”.',
    );
    expect(emptyText({ from: '2025-03-01' })).toBe('No audit entries from 1 Mar 2025 onward.');
    expect(emptyText({ to: '2025-03-01' })).toBe('No audit entries up to 1 Mar 2025.');
  });
  it('counts entries', () => {
    expect(countText(1, false)).toBe('1 entry');
    expect(countText(0, false)).toBe('0 entries');
    expect(countText(123456, true)).toBe('About 1,23,456 entries');
  });
});
