import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../shared/test/fakeApi';
import { stepUpTests } from '../../shared/test/stepUp';
import { emptyText } from '../src/rules';
import OutboxTab from '../src/Tab';

const LONG_ERROR = `550 5.1.1 <nobody@example.com>: Recipient address rejected: ${'x'.repeat(200)}`;
const REFUSED =
  'The recipient’s mail server refused the address (it may be mistyped or closed). Check the address with the person; Retry will fail the same way.';

const mail = (id: number, extra: object = {}) => ({
  id,
  kind: 'contact.ack',
  kind_label: 'Reply to a contact message',
  to: `p${id}@example.com`,
  subject: `Thank you ${id}`,
  status: 'sent',
  attempts: 1,
  last_error: null,
  problem: null,
  next_attempt_at: '2025-03-05T09:15:00Z',
  created_at: '2025-03-05T09:15:00Z',
  sent_at: '2025-03-05T09:16:00Z',
  ...extra,
});

const page = (data: object[]) => ({
  status: 'success',
  data,
  total: data.length,
  page: 1,
  pages: 1,
});

const listQuery = (calls: { method: string; url: URL }[]) =>
  Object.fromEntries(
    calls.filter((c) => c.method === 'GET' && c.url.pathname === '/api/admin/outbox').at(-1)!.url
      .searchParams,
  );

/** The row of the table whose text contains `text`. */
const rowWith = (text: string) =>
  screen.getAllByRole('row').find((r) => r.textContent?.includes(text))!;

afterEach(() => vi.unstubAllGlobals());

describe('Mail Outbox tab', () => {
  it('lists mails with their kind in words, status tag, attempts and a problem to act on', async () => {
    const { calls } = stubFetch({
      'GET /api/admin/outbox': () =>
        page([
          mail(3, { status: 'failed', attempts: 8, last_error: LONG_ERROR, problem: REFUSED }),
          mail(2, { status: 'pending', attempts: 0, sent_at: null }),
          mail(1),
        ]),
    });
    render(<OutboxTab />);
    expect(await screen.findByText('p3@example.com')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Mail Outbox' })).toBeTruthy();
    for (const h of ['Created', 'To', 'Subject', 'Status', 'Attempts', 'Problem', 'Actions'])
      expect(screen.getByRole('columnheader', { name: h })).toBeTruthy();
    expect(screen.getByTestId('outbox-count').textContent).toBe('3 mails');
    const failed = rowWith('p3@example.com');
    const cells = within(failed).getAllByRole('cell');
    expect(cells.map((c) => c.dataset.label)).toEqual([
      'Created',
      'To',
      'Subject',
      'Status',
      'Attempts',
      'Problem',
      'Actions',
    ]);
    expect(cells[2].textContent).toBe('Thank you 3Reply to a contact message');
    expect(cells[3].textContent).toBe('Failed');
    expect(cells[4].textContent).toBe('8');
    expect(cells[5].textContent).toBe(REFUSED);
    expect(screen.queryByText(/Recipient address rejected/)).toBeNull();
    expect(within(failed).getByRole('button', { name: /^Retry/ })).toBeTruthy();
    // Only failed mails have Retry.
    expect(screen.getAllByRole('button', { name: /^Retry/ })).toHaveLength(1);
    expect(within(rowWith('p2@example.com')).getByText('Pending')).toBeTruthy();
    // A mail without a problem says nothing about one ("None" is not a problem).
    expect(within(rowWith('p1@example.com')).getAllByRole('cell')[5].textContent).toBe('');
    expect(screen.queryByText('None')).toBeNull();
    expect(listQuery(calls)).toEqual({ page: '1', pageSize: '20' });
  });

  it('opens a mail as it was sent: text, and the HTML only in a sandboxed frame', async () => {
    const { calls } = stubFetch({
      'GET /api/admin/outbox': () =>
        page([mail(7, { status: 'failed', last_error: LONG_ERROR, problem: REFUSED })]),
      'GET /api/admin/outbox/7': () => ({
        status: 'success',
        data: {
          ...mail(7, { status: 'failed', last_error: LONG_ERROR, problem: REFUSED }),
          to_name: 'Asha Rao',
          reply_to: null,
          text: 'Dear Asha,\nThank you for writing to us.',
          html: '<p>Dear Asha,</p><script>parent.alert(1)</script>',
        },
      }),
    });
    render(<OutboxTab />);
    fireEvent.click(
      await screen.findByRole('button', { name: 'Open the mail to p7@example.com: Thank you 7' }),
    );
    const text = await screen.findByTestId('outbox-mail-text');
    expect(text.textContent).toBe('Dear Asha,\nThank you for writing to us.');
    const fields = screen.getByTestId('outbox-mail');
    expect(fields.textContent).toContain('Reply to a contact message');
    expect(fields.textContent).toContain('Asha Rao <p7@example.com>');
    expect(fields.textContent).toContain(REFUSED);
    // The server's own words are there too, for IT.
    expect(fields.textContent).toContain('Recipient address rejected');
    // The HTML never enters the page: only a frame with an empty sandbox holds it.
    expect(document.querySelector('script')).toBeNull();
    fireEvent.click(screen.getByText('As designed (HTML)'));
    const frame = (await screen.findByTitle(
      'The HTML version of “Thank you 7”',
    )) as HTMLIFrameElement;
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('srcdoc')).toContain('<p>Dear Asha,</p>');
    expect(calls.map((c) => c.url.pathname)).toContain('/api/admin/outbox/7');
  });

  it('says why a single-use link shows •••••• instead of its code; says nothing otherwise', async () => {
    const link = 'https://www.kavach.example/newsletter/confirm?token=••••••';
    stubFetch({
      'GET /api/admin/outbox': () => page([mail(8, { kind: 'newsletter.confirmation' }), mail(9)]),
      'GET /api/admin/outbox/8': () => ({
        status: 'success',
        data: {
          ...mail(8, { kind: 'newsletter.confirmation' }),
          to_name: null,
          reply_to: null,
          text: `Confirm your subscription: ${link}`,
          html: `<a href="${link}">Confirm your subscription</a>`,
        },
      }),
      'GET /api/admin/outbox/9': () => ({
        status: 'success',
        data: { ...mail(9), to_name: null, reply_to: null, text: 'Thank you.', html: '<p>x</p>' },
      }),
    });
    render(<OutboxTab />);
    fireEvent.click(await screen.findByRole('button', { name: /^Open the mail to p8@/ }));
    expect((await screen.findByTestId('outbox-mail-text')).textContent).toContain(link);
    expect(screen.getByTestId('outbox-mail-masked').textContent).toBe(
      'Single-use links are shown with •••••• in place of their code: only the recipient’s copy of the mail works.',
    );
    fireEvent.click(await screen.findByRole('button', { name: /^Open the mail to p9@/ }));
    await waitFor(() =>
      expect(screen.getByTestId('outbox-mail-text').textContent).toBe('Thank you.'),
    );
    expect(screen.queryByTestId('outbox-mail-masked')).toBeNull();
  });

  it('filters by status and names it when nothing matches', async () => {
    const { calls } = stubFetch({
      'GET /api/admin/outbox': (url) =>
        page(url.searchParams.get('status') === 'failed' ? [] : [mail(1)]),
    });
    render(<OutboxTab />);
    await screen.findByText('p1@example.com');
    const select = screen.getByLabelText('Filter by status') as HTMLSelectElement;
    expect([...select.options].map((o) => o.textContent)).toEqual([
      'All',
      'Pending',
      'Failed',
      'Sent',
    ]);
    fireEvent.change(select, { target: { value: 'failed' } });
    expect(await screen.findByText('No failed mails.')).toBeTruthy();
    expect(listQuery(calls)).toEqual({ page: '1', pageSize: '20', status: 'failed' });
  });

  it('retries a failed mail: the API’s message, the row as the answer left it', async () => {
    const { calls } = stubFetch({
      'GET /api/admin/outbox': () =>
        page([mail(5, { status: 'failed', attempts: 8, last_error: '421 try later' })]),
      'POST /api/admin/outbox/5/retry': () => ({
        success: true,
        message: 'The mail will be sent again.',
        mail: mail(5, { status: 'pending', attempts: 0, last_error: '421 try later' }),
      }),
    });
    render(<OutboxTab />);
    fireEvent.click(await screen.findByRole('button', { name: /^Retry the mail to p5@/ }));
    const note = await screen.findByTestId('tab-message');
    expect(note.textContent).toContain('The mail will be sent again.');
    expect(note.dataset.tone).toBe('success');
    const row = rowWith('p5@example.com');
    await waitFor(() => expect(within(row).getByText('Pending')).toBeTruthy());
    expect(within(row).getAllByRole('cell')[4].textContent).toBe('0');
    expect(within(row).queryByRole('button', { name: /^Retry/ })).toBeNull();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url.pathname)).toEqual([
      '/api/admin/outbox/5/retry',
    ]);
  });

  it('shows the API’s refusal in red and loads the list again', async () => {
    let loads = 0;
    stubFetch({
      'GET /api/admin/outbox': () => {
        loads += 1;
        return page([mail(6, { status: loads === 1 ? 'failed' : 'pending' })]);
      },
      'POST /api/admin/outbox/6/retry': () =>
        Response.json(
          { statusCode: 409, message: 'Only failed mails can be retried.' },
          { status: 409 },
        ),
    });
    render(<OutboxTab />);
    fireEvent.click(await screen.findByRole('button', { name: /^Retry/ }));
    const note = await screen.findByTestId('tab-message');
    expect(note.textContent).toContain(
      'Error retrying the mail: Only failed mails can be retried.',
    );
    expect(note.dataset.tone).toBe('error');
    await waitFor(() =>
      expect(within(rowWith('p6@example.com')).getByText('Pending')).toBeTruthy(),
    );
    expect(loads).toBe(2);
  });

  it('shows the forbidden view on 403', async () => {
    stubFetch({
      'GET /api/admin/outbox': () =>
        Response.json({ statusCode: 403, message: 'No access' }, { status: 403 }),
    });
    render(<OutboxTab />);
    expect(await screen.findByTestId('forbidden')).toBeTruthy();
  });
});

describe('outbox texts', () => {
  it('names the status and search of an empty list', () => {
    expect(emptyText('', undefined)).toBe('The outbox is empty.');
    expect(emptyText('pending', undefined)).toBe('No pending mails.');
    expect(emptyText('', 'asha')).toBe('No mails match “asha”.');
    expect(emptyText('sent', 'asha')).toBe('No sent mails match “asha”.');
  });
});

describe('Mail Outbox: opening a mail, which the step-up guards', () => {
  stepUpTests({
    tab: () => <OutboxTab />,
    action: 'GET /api/admin/outbox/7',
    answer: () => ({
      status: 'success',
      data: { ...mail(7), to_name: null, reply_to: null, text: 'Dear Asha,', html: '<p>Hi</p>' },
    }),
    routes: { 'GET /api/admin/outbox': () => page([mail(7)]) },
    start: async () => {
      fireEvent.click(
        await screen.findByRole('button', { name: 'Open the mail to p7@example.com: Thank you 7' }),
      );
    },
    done: async () => {
      expect((await screen.findByTestId('outbox-mail-text')).textContent).toBe('Dear Asha,');
    },
  });
});
