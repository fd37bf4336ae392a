import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../shared/test/fakeApi';
import { stepUpTests } from '../../shared/test/stepUp';
import NewslettersTab from '../src/Tab';

afterEach(() => vi.unstubAllGlobals());

const newsletter = (id: number, extra: object = {}) => ({
  id,
  subject: `Edition ${id}`,
  body: `Hello ${id}`,
  status: 'draft',
  version: 1,
  created_at: '2025-03-05T09:00:00Z',
  updated_at: '2025-03-05T09:00:00Z',
  updated_by: 'asha',
  send_started_at: null,
  sent_at: null,
  progress: { recipients: 0, queued: 0, sent: 0, failed: 0, skipped: 0 },
  ...extra,
});
const page = (data: object[]) => ({
  status: 'success',
  data,
  total: data.length,
  page: 1,
  pages: 1,
});
const refusal = (status: number, message: string, details?: object) =>
  Response.json({ statusCode: status, code: 'X', message, details }, { status });
const rowWith = (text: string) =>
  screen.getAllByRole('row').find((r) => r.textContent?.includes(text))!;
const posts = (calls: { method: string; url: URL; body?: string }[]) =>
  calls.filter((c) => c.method !== 'GET').map((c) => [c.method, c.url.pathname, c.body ?? '']);

describe('Newsletters tab', () => {
  it('lists newsletters with status, progress and last change; only drafts have actions', async () => {
    const { calls } = stubFetch({
      'GET /api/admin/newsletters': () =>
        page([
          newsletter(3),
          newsletter(2, {
            status: 'sending',
            progress: { recipients: 300, queued: 177, sent: 120, failed: 2, skipped: 1 },
          }),
          newsletter(1, { status: 'sent' }),
        ]),
    });
    render(<NewslettersTab />);
    expect(await screen.findByText('Edition 3')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Newsletters' })).toBeTruthy();
    expect(
      screen.getByText(
        'Sent to every confirmed subscriber. Each mail carries an unsubscribe link.',
      ),
    ).toBeTruthy();
    const cells = (text: string) => within(rowWith(text)).getAllByRole('cell');
    expect(cells('Edition 3').map((c) => c.dataset.label)).toEqual([
      'Subject',
      'Status',
      'Progress',
      'Last change',
      'Actions',
    ]);
    expect(
      cells('Edition 3')
        .map((c) => c.textContent)
        .slice(1, 4),
    ).toEqual(['Draft', '—', '5 Mar 2025, 2:30 pm by asha']);
    expect(cells('Edition 2')[2].textContent).toBe('Sent 120 of 300 · 2 failed · 1 skipped');
    expect(within(rowWith('Edition 2')).getByText('Sending').className).toContain(
      'kv-status-tag--blue',
    );
    expect(cells('Edition 1')[1].textContent).toBe('Sent');
    expect(cells('Edition 1')[4].textContent).toBe('—');
    expect(screen.getAllByRole('button', { name: /^Edit/ })).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Send test to me: Edition 3' })).toBeTruthy();
    const query = calls.find((c) => c.url.pathname === '/api/admin/newsletters')!.url;
    expect(Object.fromEntries(query.searchParams)).toEqual({ page: '1', pageSize: '10' });
  });

  it('composes a draft: live counts, own checks and the API’s field errors, nothing typed lost', async () => {
    let tries = 0;
    const { calls } = stubFetch({
      'GET /api/admin/newsletters': () => page([]),
      'POST /api/admin/newsletters': () =>
        ++tries === 1
          ? refusal(400, 'Validation failed', { body: 'The body is at most 20000 characters.' })
          : Response.json(
              { status: 'success', data: newsletter(7, { subject: 'March news' }) },
              { status: 201 },
            ),
    });
    render(<NewslettersTab />);
    expect(await screen.findByText('No newsletters yet.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'New newsletter' }));
    const dialog = await screen.findByRole('dialog');
    const subject = within(dialog).getByLabelText('Subject');
    const body = within(dialog).getByLabelText('Body');
    expect(within(dialog).getByTestId('subject-count').textContent).toBe('0/150');
    expect(body.getAttribute('aria-describedby')).toContain(
      within(dialog).getByText(/^Separate paragraphs with a blank line\./).id,
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save draft' }));
    expect(await within(dialog).findByText('Subject is required.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(subject));

    fireEvent.change(subject, { target: { value: 'March news' } });
    fireEvent.change(body, { target: { value: 'Hello\n\nhttps://kavach.example/news' } });
    expect(within(dialog).getByTestId('subject-count').textContent).toBe('10/150');
    expect(within(dialog).getByTestId('body-count').textContent).toBe('34/20,000');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save draft' }));
    expect(await within(dialog).findByText('The body is at most 20000 characters.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(body));
    expect(body.getAttribute('aria-invalid')).toBe('true');
    expect((subject as HTMLInputElement).value).toBe('March news');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Save draft' }));
    expect((await screen.findByTestId('tab-message')).textContent).toContain(
      'Draft saved: “March news”.',
    );
    expect(JSON.parse(posts(calls).at(-1)![2])).toEqual({
      subject: 'March news',
      body: 'Hello\n\nhttps://kavach.example/news',
    });
  });

  it('asks before closing with unsaved changes', async () => {
    stubFetch({ 'GET /api/admin/newsletters': () => page([]) });
    render(<NewslettersTab />);
    fireEvent.click(await screen.findByRole('button', { name: 'New newsletter' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Subject'), { target: { value: 'Draft' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(
      await screen.findByText('Close the editor? Your unsaved changes will be lost.'),
    ).toBeTruthy();
    const ask = screen.getByTestId('confirm-text').closest<HTMLElement>('.ant-modal')!;
    fireEvent.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect((within(dialog).getByLabelText('Subject') as HTMLInputElement).value).toBe('Draft');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect(screen.queryByLabelText('Subject')).toBeNull());
  });

  it('shows a version conflict with Reload, which loads their version and its number', async () => {
    let saves = 0;
    const { calls } = stubFetch({
      'GET /api/admin/newsletters': () => page([newsletter(4)]),
      'GET /api/admin/newsletters/4': () => ({
        status: 'success',
        data: newsletter(4, { subject: 'Their subject', body: 'Their body', version: 2 }),
      }),
      'PATCH /api/admin/newsletters/4': () =>
        ++saves === 1
          ? refusal(
              409,
              'This newsletter was changed by ravi at 2:31 pm IST. Reload to see their version.',
            )
          : { status: 'success', data: newsletter(4, { subject: 'Mine', version: 3 }) },
    });
    render(<NewslettersTab />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit: Edition 4' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Subject'), { target: { value: 'Mine' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save draft' }));
    const conflict = await within(dialog).findByTestId('editor-conflict');
    expect(conflict.textContent).toContain('This newsletter was changed by ravi at 2:31 pm IST.');
    expect((within(dialog).getByLabelText('Subject') as HTMLInputElement).value).toBe('Mine');
    fireEvent.click(within(conflict).getByRole('button', { name: 'Reload' }));
    await waitFor(() =>
      expect((within(dialog).getByLabelText('Subject') as HTMLInputElement).value).toBe(
        'Their subject',
      ),
    );
    fireEvent.change(within(dialog).getByLabelText('Subject'), { target: { value: 'Mine' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save draft' }));
    expect((await screen.findByTestId('tab-message')).textContent).toContain('Changes saved');
    expect(posts(calls).map(([, , b]) => JSON.parse(b).version)).toEqual([1, 2]);
  });

  it('sends a test mail and shows the API’s message', async () => {
    stubFetch({
      'GET /api/admin/newsletters': () => page([newsletter(5)]),
      'POST /api/admin/newsletters/5/test': () => ({
        success: true,
        message: 'A test mail is on its way to asha@kavach.example.',
      }),
    });
    render(<NewslettersTab />);
    fireEvent.click(await screen.findByRole('button', { name: 'Send test to me: Edition 5' }));
    const note = await screen.findByTestId('tab-message');
    expect(note.textContent).toContain('A test mail is on its way to asha@kavach.example.');
    expect(note.dataset.tone).toBe('success');
  });

  it('sends to subscribers with the count it confirmed; a changed count asks again with the new one', async () => {
    const counts = [300, 301];
    let sends = 0;
    const { calls } = stubFetch({
      'GET /api/admin/newsletters': () => page([newsletter(6)]),
      'GET /api/admin/newsletters/recipients': () => ({ count: counts.shift() ?? 301 }),
      'POST /api/admin/newsletters/6/send': () =>
        ++sends === 1
          ? refusal(409, 'The number of confirmed subscribers is now 301. Check and send again.')
          : { status: 'success', data: newsletter(6, { status: 'sending' }) },
    });
    render(<NewslettersTab />);
    fireEvent.click(await screen.findByRole('button', { name: 'Send to subscribers: Edition 6' }));
    expect((await screen.findByTestId('send-confirm-text')).textContent).toBe(
      'Send “Edition 6” to 300 confirmed subscribers? This cannot be undone.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(
      await screen.findByText(
        'The number of confirmed subscribers is now 301. Check and send again.',
      ),
    ).toBeTruthy();
    expect(screen.getByTestId('send-confirm-text').textContent).toBe(
      'Send “Edition 6” to 301 confirmed subscribers? This cannot be undone.',
    );
    // antd's loading icon never finishes leaving in jsdom, so it stays in the button's name.
    fireEvent.click(screen.getByRole('button', { name: /Send$/ }));
    expect((await screen.findByTestId('tab-message')).textContent).toContain(
      'Sending “Edition 6” to 301 confirmed subscribers.',
    );
    expect(posts(calls).map(([, path, b]) => [path, JSON.parse(b)])).toEqual([
      ['/api/admin/newsletters/6/send', { expected: 300 }],
      ['/api/admin/newsletters/6/send', { expected: 301 }],
    ]);
  });

  it('deletes a draft after confirmation', async () => {
    let rows = [newsletter(8)];
    const { calls } = stubFetch({
      'GET /api/admin/newsletters': () => page(rows),
      'DELETE /api/admin/newsletters/8': () => {
        rows = [];
        return { success: true, message: 'Newsletter deleted.' };
      },
    });
    render(<NewslettersTab />);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete: Edition 8' }));
    expect((await screen.findByTestId('confirm-text')).textContent).toBe(
      'Delete the draft “Edition 8”? This cannot be undone.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect((await screen.findByTestId('tab-message')).textContent).toContain(
      'The draft “Edition 8” was deleted.',
    );
    expect(await screen.findByText('No newsletters yet.')).toBeTruthy();
    expect(posts(calls).map(([m, p]) => `${m} ${p}`)).toEqual(['DELETE /api/admin/newsletters/8']);
  });
});

describe('Newsletters: the send the step-up guards', () => {
  stepUpTests({
    tab: () => <NewslettersTab />,
    action: 'POST /api/admin/newsletters/6/send',
    answer: () => ({ status: 'success', data: newsletter(6, { status: 'sending' }) }),
    routes: {
      'GET /api/admin/newsletters': () => page([newsletter(6)]),
      'GET /api/admin/newsletters/recipients': () => ({ count: 300 }),
    },
    start: async () => {
      fireEvent.click(
        await screen.findByRole('button', { name: 'Send to subscribers: Edition 6' }),
      );
      await screen.findByTestId('send-confirm-text');
      fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    },
    done: async () => {
      expect((await screen.findByTestId('tab-message')).textContent).toContain(
        'Sending “Edition 6” to 300 confirmed subscribers.',
      );
    },
  });
});
