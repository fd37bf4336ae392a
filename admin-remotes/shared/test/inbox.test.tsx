import {
  BulkBar,
  compactFilter,
  sameFilter,
  sessionStore,
  statusAfterEmail,
  statusChangeText,
  SUBMISSION_STATUSES,
  useBulkSelection,
  type InboxFilter,
} from '@kavach/admin-shared';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from './fakeApi';
import { signIn } from './recordDelete';

afterEach(() => {
  sessionStore.end();
  vi.unstubAllGlobals();
});

const ROWS = [
  { id: 1, name: 'Asha' },
  { id: 2, name: 'Ravi' },
  { id: 3, name: 'Meera' },
];

/** One page of three rows with their checkboxes and the bulk bar, as a tab puts them together. */
function Harness({
  total = 3,
  estimated = false,
  filter = { status: ['new'] },
  onDone = () => undefined,
}: {
  total?: number;
  estimated?: boolean;
  filter?: InboxFilter;
  onDone?: () => void;
}) {
  const [message, setMessage] = useState('');
  const selection = useBulkSelection(ROWS, JSON.stringify(filter), (r) => r.name);
  return (
    <div>
      <p data-testid="message">{message}</p>
      <BulkBar
        kind="contacts"
        statuses={SUBMISSION_STATUSES}
        noun={{ one: 'contact', many: 'contacts' }}
        selection={selection}
        total={total}
        estimated={estimated}
        filter={filter}
        deletePermission="contacts:delete"
        exportPath="/api/admin/contacts/export"
        onDone={onDone}
        show={setMessage}
      />
      {ROWS.map((r) => (
        <div key={r.id}>{selection.column.render(r, 0)}</div>
      ))}
    </div>
  );
}

const tick = (name: string) => fireEvent.click(screen.getByRole('checkbox', { name }));

describe('bulk actions', () => {
  it('changes the status of the ticked rows, confirmed with their count', async () => {
    signIn(['contacts:read']);
    const { calls } = stubFetch({
      'POST /api/admin/contacts/bulk': () => ({
        success: true,
        message: '2 contacts marked closed.',
        count: 2,
      }),
    });
    const onDone = vi.fn();
    render(<Harness onDone={onDone} />);
    expect(screen.queryByTestId('bulk-count')).toBeNull();
    tick('Select Asha');
    tick('Select Meera');
    expect(screen.getByTestId('bulk-count').textContent).toBe('2 contacts selected');
    // Delete needs its own permission.
    expect(screen.queryByRole('button', { name: 'Delete selected' })).toBeNull();

    fireEvent.change(screen.getByRole('combobox', { name: 'Change status of the selected rows' }), {
      target: { value: 'closed' },
    });
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('confirm-text').textContent).toBe(
      'Change the status of 2 contacts to Closed?',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Change status' }));
    await waitFor(() =>
      expect(screen.getByTestId('message').textContent).toBe('2 contacts marked closed.'),
    );
    const bulkCall = calls.find((c) => c.url.pathname === '/api/admin/contacts/bulk')!;
    expect(JSON.parse(bulkCall.body!)).toEqual({
      action: 'status',
      status: 'closed',
      ids: [1, 3],
      expected: 2,
    });
    expect(onDone).toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByTestId('bulk-count')).toBeNull());
  });

  it('acts on the whole filter with its total, and starts again when the count changed (409)', async () => {
    signIn(['contacts:read', 'contacts:delete']);
    const { calls } = stubFetch({
      'POST /api/admin/contacts/bulk': () =>
        Response.json(
          {
            statusCode: 409,
            message: 'The selection changed: 41 records match now. Review it and confirm again.',
          },
          { status: 409 },
        ),
    });
    render(<Harness total={42} filter={{ search: 'rao', status: ['new'] }} />);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all on this page' }));
    expect(screen.getByTestId('bulk-count').textContent).toBe('3 contacts selected');
    fireEvent.click(screen.getByRole('button', { name: 'Select all 42 contacts' }));
    expect(screen.getByTestId('bulk-count').textContent).toBe('All 42 contacts selected');
    fireEvent.click(screen.getByRole('button', { name: 'Delete selected' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('confirm-text').textContent).toBe(
      'Delete 42 contacts? This cannot be undone.',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(screen.getByTestId('message').textContent).toBe(
        'Error: The selection changed: 41 records match now. Review it and confirm again.',
      ),
    );
    const body = JSON.parse(calls.find((c) => c.url.pathname.endsWith('/bulk'))!.body!);
    expect(body).toEqual({
      action: 'delete',
      filter: { search: 'rao', status: ['new'] },
      expected: 42,
    });
    await waitFor(() => expect(screen.queryByTestId('bulk-count')).toBeNull());
  });

  it('offers the whole filter only when its count is exact and within the cap', () => {
    signIn(['contacts:read']);
    stubFetch({});
    const { unmount } = render(<Harness total={900} estimated />);
    tick('Select Asha');
    expect(screen.queryByRole('button', { name: /^Select all \d/ })).toBeNull();
    unmount();
    render(<Harness total={10_001} />);
    tick('Select Asha');
    expect(screen.queryByRole('button', { name: /^Select all \d/ })).toBeNull();
  });
});

describe('inbox rules', () => {
  it('Send Email marks New and Read items Replied and leaves Replied and Closed ones', () => {
    expect(statusAfterEmail('new')).toBe('replied');
    expect(statusAfterEmail('read')).toBe('replied');
    expect(statusAfterEmail('replied')).toBeNull();
    expect(statusAfterEmail('closed')).toBeNull();
  });

  it('says who changed a status and when, and nothing while no one has', () => {
    const at = '2026-11-24T04:32:00Z';
    expect(
      statusChangeText({
        id: 1,
        status: 'read',
        status_changed_at: at,
        status_changed_by: 'maria',
      }),
    ).toBe('Changed by maria on 24 Nov 2026, 10:02 am');
    expect(
      statusChangeText({ id: 1, status: 'new', status_changed_at: null, status_changed_by: null }),
    ).toBe('');
  });

  it('compares saved views by the filters they set, ignoring empty ones', () => {
    expect(compactFilter({ search: '', status: [], sessionId: 4, position: undefined })).toEqual({
      sessionId: 4,
    });
    expect(
      sameFilter({ search: 'rao', status: ['new'] }, { status: ['new'], search: 'rao', to: '' }),
    ).toBe(true);
    expect(sameFilter({ search: 'rao' }, { search: 'rao', status: ['new'] })).toBe(false);
  });
});
