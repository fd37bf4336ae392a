import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
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
  it('lists newsletters with status, send time, progress and last change; a sent one opens read-only', async () => {
    const { calls } = stubFetch({
      'GET /api/admin/newsletters': () =>
        page([
          newsletter(3),
          newsletter(2, {
            status: 'sending',
            send_started_at: '2025-03-06T04:30:00Z',
            progress: { recipients: 300, queued: 177, sent: 120, failed: 2, skipped: 1 },
          }),
          newsletter(1, {
            status: 'sent',
            translations: { hi: { subject: 'संस्करण 1', body: 'नमस्ते 1', doc: null }, mr: null },
            send_started_at: '2025-03-04T04:30:00Z',
            sent_at: '2025-03-04T04:35:00Z',
            progress: { recipients: 3, queued: 0, sent: 3, failed: 0, skipped: 0 },
          }),
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
    expect(cells('Edition 2')[1].textContent).toBe('Sendingsince 6 Mar 2025, 10:00 am');
    expect(cells('Edition 1')[1].textContent).toBe('Senton 4 Mar 2025, 10:05 am');
    expect(screen.getAllByRole('button', { name: /^Edit/ })).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Send test to me: Edition 3' })).toBeTruthy();
    // A sent one opens read-only: when, how it went, the text it had.
    fireEvent.click(screen.getByRole('button', { name: 'Open: Edition 1' }));
    const sent = await screen.findByTestId('sent-newsletter');
    expect(sent.textContent).toContain('Sent on 4 Mar 2025, 10:05 am');
    expect(sent.textContent).toContain('Sent 3 of 3');
    const body = await screen.findByRole('textbox', { name: 'Body' });
    expect(body.textContent).toBe('Hello 1');
    expect(body.getAttribute('contenteditable')).toBe('false');
    // And each other language it went out in, under its subject.
    expect(sent.textContent).toContain('LanguagesEnglish, Hindi');
    const hindi = await screen.findByRole('textbox', { name: 'Hindi: संस्करण 1' });
    expect(hindi.textContent).toBe('नमस्ते 1');
    expect(hindi.closest('[lang]')?.getAttribute('lang')).toBe('hi');
    expect(screen.queryByRole('button', { name: 'Save draft' })).toBeNull();
    const query = calls.find((c) => c.url.pathname === '/api/admin/newsletters')!.url;
    expect(Object.fromEntries(query.searchParams)).toEqual({ page: '1', pageSize: '10' });
  });

  it('writes the Hindi version beside the English; Marathi left empty is none; a refusal of the Hindi shows in Hindi', async () => {
    let tries = 0;
    const hindi = { subject: 'मार्च की खबरें', body: 'नमस्ते', doc: null };
    const { calls } = stubFetch({
      'GET /api/admin/newsletters': () =>
        page([
          newsletter(7, {
            subject: 'March news',
            body: 'Hello',
            translations: { hi: hindi, mr: null },
          }),
        ]),
      'PATCH /api/admin/newsletters/7': () =>
        ++tries === 1
          ? refusal(400, 'Validation failed', { 'translations.hi.body': 'Body is required.' })
          : { status: 'success', data: newsletter(7, { subject: 'March news', version: 2 }) },
    });
    render(<NewslettersTab />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit: March news' }));
    const dialog = await screen.findByRole('dialog');
    const languages = within(dialog).getByRole('radiogroup', { name: 'Language of the version' });
    expect(
      within(languages)
        .getAllByRole('radio')
        .map((r) => r.closest('label')?.textContent),
    ).toEqual(['English', 'Hindi', 'Marathi (none)']);
    fireEvent.click(within(languages).getByRole('radio', { name: 'Hindi' }));
    const subject = within(dialog).getByLabelText('Subject') as HTMLInputElement;
    await waitFor(() => expect(subject.value).toBe('मार्च की खबरें'));
    expect(subject.closest('[lang]')?.getAttribute('lang')).toBe('hi');
    expect((await within(dialog).findByRole('textbox', { name: 'Body' })).textContent).toBe('नमस्ते');
    fireEvent.change(subject, { target: { value: 'मार्च 2026 की खबरें' } });
    // Back in English, the API's word on the Hindi body brings the Hindi back, with it.
    fireEvent.click(within(languages).getByRole('radio', { name: 'English' }));
    await waitFor(() => expect(subject.value).toBe('March news'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save draft' }));
    expect(await within(dialog).findByText('Body is required.')).toBeTruthy();
    expect((within(dialog).getByLabelText('Subject') as HTMLInputElement).value).toBe(
      'मार्च 2026 की खबरें',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save draft' }));
    expect((await screen.findByTestId('tab-message')).textContent).toContain('Changes saved');
    const sent = JSON.parse(posts(calls).at(-1)![2]) as {
      subject: string;
      translations: { hi: { subject: string } | null; mr: null };
    };
    expect(sent.subject).toBe('March news');
    expect(sent.translations.hi?.subject).toBe('मार्च 2026 की खबरें');
    expect(sent.translations.mr).toBeNull();
  });

  it('composes a draft: live counts, own checks and the API’s field errors, nothing typed lost', async () => {
    let tries = 0;
    const { calls } = stubFetch({
      'GET /api/admin/newsletters': () =>
        page([
          newsletter(7, { subject: 'March news', body: 'Hello\n\nhttps://kavach.example/news' }),
        ]),
      'PATCH /api/admin/newsletters/7': () =>
        ++tries === 1
          ? refusal(400, 'Validation failed', { body: 'The body is at most 20000 characters.' })
          : { status: 'success', data: newsletter(7, { subject: 'March news', version: 2 }) },
    });
    render(<NewslettersTab />);
    // A new one: both fields are asked for, the focus on the first.
    fireEvent.click(await screen.findByRole('button', { name: 'New newsletter' }));
    let dialog = await screen.findByRole('dialog');
    const subject = within(dialog).getByLabelText('Subject');
    expect(within(dialog).getByTestId('subject-count').textContent).toBe('0/150');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save draft' }));
    expect(await within(dialog).findByText('Subject is required.')).toBeTruthy();
    expect(within(dialog).getByText('Body is required.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(subject));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // One written as plain text opens in the rich editor, its address a link; the count is the
    // text the API counts.
    fireEvent.click(screen.getByRole('button', { name: 'Edit: March news' }));
    dialog = await screen.findByRole('dialog');
    const body = await within(dialog).findByRole('textbox', { name: 'Body' });
    expect(body.getAttribute('aria-describedby')).toContain(
      within(dialog).getByText(/^Headings, lists, links and bold or italic words/).id,
    );
    expect(body.querySelector('a')?.getAttribute('href')).toBe('https://kavach.example/news');
    expect(within(dialog).getByTestId('body-count').textContent).toBe('34/20,000');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save draft' }));
    expect(await within(dialog).findByText('The body is at most 20000 characters.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(body));
    expect(body.getAttribute('aria-invalid')).toBe('true');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Save draft' }));
    expect((await screen.findByTestId('tab-message')).textContent).toContain('Changes saved');
    const sent = JSON.parse(posts(calls).at(-1)![2]) as {
      subject: string;
      doc: { content: object[] };
    };
    expect(sent.subject).toBe('March news');
    expect(sent.doc.content).toEqual([
      { type: 'paragraph', content: [{ type: 'text', text: 'Hello' }] },
      {
        type: 'paragraph',
        content: [
          {
            type: 'text',
            text: 'https://kavach.example/news',
            marks: [{ type: 'link', attrs: { href: 'https://kavach.example/news' } }],
          },
        ],
      },
    ]);
  });

  it('reads the progress every 5 s while sending, as a poll that keeps no session alive', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const sending = newsletter(2, {
        status: 'sending',
        progress: { recipients: 3, queued: 3, sent: 0, failed: 0, skipped: 0 },
      });
      const { calls } = stubFetch({ 'GET /api/admin/newsletters': () => page([sending]) });
      render(<NewslettersTab />);
      await screen.findByText('Edition 2');
      await act(() => vi.advanceTimersByTimeAsync(5000));
      const reads = calls.filter((c) => c.url.pathname === '/api/admin/newsletters');
      expect(reads.map((c) => c.headers.get('x-kavach-background'))).toEqual([null, '1']);
    } finally {
      vi.useRealTimers();
    }
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
