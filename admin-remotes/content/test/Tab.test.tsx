import { sessionStore } from '@kavach/admin-shared';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../shared/test/fakeApi';
import { actionsFor, differingParts, partText, valuesOf, withPart } from '../src/rules';
import ContentTab from '../src/Tab';
import { typeDay } from '../../shared/test/typeDay';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.end(null);
});

function signIn(permissions: string[]) {
  sessionStore.start({
    token: 't',
    expiresAt: Date.now() + 60_000,
    role: 'content_editor',
    username: 'asha',
    roleLabel: 'Content Editor',
    permissions,
    lastLoginAt: null,
  });
}
const EDITOR = ['content:edit'];
const PUBLISHER = ['content:edit', 'content:publish'];

const item = (id: number, extra: object = {}) => ({
  id,
  kind: 'blog',
  slug: `post-${id}`,
  title: `Post ${id}`,
  status: 'draft',
  publish_at: null,
  date: '2025-03-05',
  position: 0,
  fields: { image: '/images/a.jpg', description: 'About it', url: null },
  body: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Hi' }] }] },
  seo_description: null,
  social_image: null,
  author: 'asha',
  version: 3,
  created_at: '2025-03-05T09:00:00Z',
  updated_at: '2025-03-05T09:00:00Z',
  updated_by: 'asha',
  deleted_at: null,
  url: `/blog/post-${id}`,
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

async function openItem(extra: object = {}) {
  stubFetch({
    'GET /api/admin/content/blog': () => page([item(1, extra)]),
    'PATCH /api/admin/content/blog/1': () =>
      refusal(409, 'This item was changed by ravi at 3:02 pm IST. Reload to see their version.'),
    'GET /api/admin/content/blog/1': () => ({
      status: 'success',
      data: item(1, { title: 'Their title', version: 4, ...extra }),
    }),
  });
  render(<ContentTab />);
  fireEvent.click(await screen.findByRole('button', { name: 'Open: Post 1' }));
  return screen.findByRole('dialog');
}

describe('the list', () => {
  it("writes a scheduled item's time under its status, not only in a tooltip", async () => {
    signIn(EDITOR);
    stubFetch({
      'GET /api/admin/content/blog': () =>
        page([item(1, { status: 'scheduled', publish_at: '2025-03-05T09:30:00Z' }), item(2)]),
    });
    render(<ContentTab />);
    await screen.findByRole('button', { name: 'Open: Post 2' });
    const rows = screen.getAllByRole('row');
    expect(rows[1].textContent).toContain('Scheduled for 5 Mar 2025, 3:00 pm');
    expect(rows[2].textContent).not.toContain(' for ');
  });
});

describe('a draft saves itself', () => {
  it('3 s after the last change, on its version, keeping what is typed; a live item never', async () => {
    signIn(EDITOR);
    const { calls } = stubFetch({
      'GET /api/admin/content/blog': () => page([item(1), item(2, { status: 'published' })]),
      'PATCH /api/admin/content/blog/1': (_url: URL, req: Request) =>
        req
          .clone()
          .json()
          .then((b: { title: string }) => ({
            status: 'success',
            data: item(1, { title: b.title, version: 4 }),
          })),
    });
    render(<ContentTab />);
    fireEvent.click(await screen.findByRole('button', { name: 'Open: Post 1' }));
    const dialog = within(await screen.findByRole('dialog'));
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const title = dialog.getByLabelText(/^Title/) as HTMLInputElement;
      fireEvent.change(title, { target: { value: 'Post 1, changed' } });
      await act(() => vi.advanceTimersByTimeAsync(2000));
      // Typing again restarts the wait.
      fireEvent.change(title, { target: { value: 'Post 1, changed again' } });
      await act(() => vi.advanceTimersByTimeAsync(2000));
      expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(0);
      await act(() => vi.advanceTimersByTimeAsync(1500));
      await waitFor(() =>
        expect(dialog.getByTestId('editor-notice').textContent).toMatch(
          /^Draft saved automatically \(/,
        ),
      );
      const patches = calls.filter((c) => c.method === 'PATCH');
      expect(patches).toHaveLength(1);
      expect(JSON.parse(patches[0].body!)).toMatchObject({
        title: 'Post 1, changed again',
        version: 3,
      });
      // Saved: nothing more to save, the field as typed, and no second save follows.
      expect(title.value).toBe('Post 1, changed again');
      await act(() => vi.advanceTimersByTimeAsync(5000));
      expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a live item waits for its publisher’s Save', async () => {
    signIn(PUBLISHER);
    const { calls } = stubFetch({
      'GET /api/admin/content/blog': () => page([item(2, { status: 'published' })]),
    });
    render(<ContentTab />);
    fireEvent.click(await screen.findByRole('button', { name: 'Open: Post 2' }));
    const dialog = within(await screen.findByRole('dialog'));
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      fireEvent.change(dialog.getByLabelText(/^Title/), { target: { value: 'Live, changed' } });
      await act(() => vi.advanceTimersByTimeAsync(10_000));
      expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(0);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('two versions, part by part', () => {
  it('names the parts that differ by the form’s labels, reads them as words, takes one across', () => {
    const mine = valuesOf('blog', item(1, { title: 'Mine' }) as never);
    const doc = (text: string) => ({
      type: 'doc',
      content: [{ type: 'paragraph', content: [{ type: 'text', text }] }],
    });
    const theirs = valuesOf(
      'blog',
      item(1, {
        body: doc('Their words'),
        fields: { image: '/images/a.jpg', description: 'Theirs', url: null },
      }) as never,
    );
    const parts = differingParts('blog', mine, theirs);
    expect(parts.map((p) => p.label)).toEqual(['Title', 'Card description', 'Article']);
    expect(partText(theirs.body)).toBe('Their words');
    expect(partText('')).toBe('(empty)');
    const merged = withPart(mine, theirs, parts[1]);
    expect(merged.fields.description).toBe('Theirs');
    expect(merged.title).toBe('Mine');
    expect(differingParts('blog', merged, theirs).map((p) => p.label)).toEqual([
      'Title',
      'Article',
    ]);
  });
});

describe('every kind at once', () => {
  it('searches titles and text across kinds, each row naming its kind, with nothing that needs one kind', async () => {
    signIn(PUBLISHER);
    const { calls } = stubFetch({
      'GET /api/admin/content/blog': () => page([item(1)]),
      'GET /api/admin/content-search': () =>
        page([item(2, { kind: 'faq', title: 'Who should be screened?' }), item(3)]),
    });
    render(<ContentTab />);
    await screen.findByRole('button', { name: 'Open: Post 1' });
    fireEvent.change(screen.getByLabelText('Kind'), { target: { value: 'all' } });
    await screen.findByRole('button', { name: 'Open: Who should be screened?' });
    const rows = screen.getAllByRole('row');
    expect(rows[1].textContent).toContain('FAQs');
    expect(screen.queryByRole('button', { name: /^New / })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Trash' })).toBeNull();
    expect(screen.queryByLabelText('Status')).toBeNull();
    expect(screen.queryByRole('checkbox', { name: /^Select / })).toBeNull();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search items' }), {
      target: { value: 'screen' },
    });
    await waitFor(() =>
      expect(
        calls.some(
          (c) =>
            c.url.pathname === '/api/admin/content-search' &&
            c.url.searchParams.get('search') === 'screen',
        ),
      ).toBe(true),
    );
  });
});

describe('permissions decide the actions', () => {
  it('an editor saves and previews drafts; publishing is left to a publisher', () => {
    const a = actionsFor(false, item(1, { author: 'ravi' }) as never, false, 'asha');
    expect(a).toMatchObject({
      save: true,
      submit: true,
      sendBack: false,
      publish: false,
      unpublish: false,
      trash: false,
    });
    expect(a.note).toBe('A publisher publishes this: submit it for review when it is ready.');
    // Their own draft, never on the site, is theirs to delete; once published, it is not.
    expect(actionsFor(false, item(1) as never, false, 'asha').trash).toBe(true);
    const once = item(1, { publish_at: '2025-03-01T09:00:00Z' }) as never;
    expect(actionsFor(false, once, false, 'asha').trash).toBe(false);
    const waiting = actionsFor(false, item(1, { status: 'in_review' }) as never, false, 'asha');
    expect(waiting).toMatchObject({ save: true, submit: false });
    expect(waiting.note).toBe('Waiting for review: a publisher publishes it or sends it back.');
    const live = actionsFor(false, item(1, { status: 'published' }) as never);
    expect(live).toMatchObject({ save: true, propose: true, publish: false, preview: true });
  });
  it('a publisher publishes, schedules, unpublishes and trashes', () => {
    expect(actionsFor(true, item(1) as never)).toMatchObject({
      save: true,
      publish: true,
      unpublish: false,
      trash: true,
      note: null,
    });
    expect(actionsFor(true, item(1, { status: 'published' }) as never)).toMatchObject({
      save: true,
      propose: false,
      publish: false,
      unpublish: true,
    });
    expect(actionsFor(true, null)).toMatchObject({ trash: false, preview: false, submit: false });
    expect(actionsFor(true, item(1, { status: 'in_review' }) as never)).toMatchObject({
      sendBack: true,
      publish: true,
    });
  });
  it('Send by e-mail: a published post, for those who send newsletters', () => {
    const published = item(1, { status: 'published' }) as never;
    expect(actionsFor(true, published, true).mail).toBe(true);
    expect(actionsFor(true, published, false).mail).toBe(false);
    expect(actionsFor(true, item(1) as never, true).mail).toBe(false);
    const faq = item(1, { status: 'published', kind: 'faq' }) as never;
    expect(actionsFor(true, faq, true).mail).toBe(false);
  });

  it("an editor's editor: Save draft, Preview and Submit for review instead of Publish", async () => {
    signIn(EDITOR);
    const dialog = within(await openItem({ author: 'ravi' }));
    expect(dialog.getByRole('button', { name: 'Save draft' })).toBeTruthy();
    expect(dialog.getByRole('button', { name: 'Preview' })).toBeTruthy();
    expect(dialog.getByRole('button', { name: 'Submit for review' })).toBeTruthy();
    expect(dialog.queryByRole('button', { name: 'Publish now' })).toBeNull();
    expect(dialog.queryByRole('button', { name: 'Move to trash' })).toBeNull();
    expect(dialog.getByTestId('publisher-note').textContent).toBe(
      'A publisher publishes this: submit it for review when it is ready.',
    );
  });

  it('a draft sent back shows the publisher’s note to its editor', async () => {
    signIn(EDITOR);
    const note = {
      text: 'Add the hours.\nAnd the address.',
      by: 'ravi',
      at: '2025-03-05T09:30:00Z',
    };
    const dialog = within(await openItem({ review_note: note }));
    const shown = dialog.getByTestId('review-note');
    expect(shown.textContent).toContain('Sent back by ravi on 5 Mar 2025, 3:00 pm:');
    expect(shown.textContent).toContain('Add the hours.\nAnd the address.');
  });

  it('an editor proposes a change to a live item; the site is unchanged until a publisher publishes it', async () => {
    signIn(EDITOR);
    const proposal = {
      by: 'asha',
      at: '2025-03-05T09:30:00Z',
      content: { ...item(1), title: 'Post 1, proposed' },
    };
    const { calls } = stubFetch({
      'GET /api/admin/content/blog': () => page([item(1, { status: 'published' })]),
      'POST /api/admin/content/blog/1/propose': () => ({
        status: 'success',
        data: item(1, { status: 'published', version: 4, proposal }),
      }),
    });
    render(<ContentTab />);
    fireEvent.click(await screen.findByRole('button', { name: 'Open: Post 1' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByTestId('publisher-note').textContent).toContain(
      'your change goes to a publisher as a proposal',
    );
    fireEvent.change(dialog.getByLabelText(/^Title/), { target: { value: 'Post 1, proposed' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Propose change' }));
    expect(await dialog.findByTestId('editor-notice')).toBeTruthy();
    expect(dialog.getByTestId('editor-notice').textContent).toBe(
      'Proposed: the site is unchanged until a publisher publishes your change.',
    );
    const post = calls.find((c) => c.method === 'POST')!;
    expect(JSON.parse(post.body!)).toMatchObject({ title: 'Post 1, proposed', version: 3 });
    // The proposal is what the editor goes on with; it says what it changes.
    expect((dialog.getByLabelText(/^Title/) as HTMLInputElement).value).toBe('Post 1, proposed');
    expect(dialog.getByTestId('proposal').textContent).toContain('You proposed a change on');
    expect(dialog.getByTestId('proposal').textContent).toContain('It changes: Title.');
    expect(dialog.queryByRole('button', { name: 'Publish the change' })).toBeNull();
    expect(dialog.getByRole('button', { name: 'Discard it' })).toBeTruthy();
  });

  it("a publisher's editor: Publish now, Schedule…, Move to trash; Unpublish on a live item", async () => {
    signIn(PUBLISHER);
    const dialog = within(await openItem({ status: 'published' }));
    for (const name of ['Unpublish', 'Move to trash', 'Save changes', 'Preview']) {
      expect(dialog.getByRole('button', { name })).toBeTruthy();
    }
    expect(dialog.queryByRole('button', { name: 'Publish now' })).toBeNull();
    expect(dialog.queryByTestId('publisher-note')).toBeNull();
  });
});

describe('the editor', () => {
  it('shows the conflict as the API says it, keeps what was typed, and Reload loads their version', async () => {
    signIn(PUBLISHER);
    const dialog = within(await openItem());
    const title = dialog.getByLabelText(/^Title/) as HTMLInputElement;
    fireEvent.change(title, { target: { value: 'My title' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Save draft' }));
    const alert = await dialog.findByTestId('editor-conflict');
    expect(alert.textContent).toContain(
      'This item was changed by ravi at 3:02 pm IST. Reload to see their version.',
    );
    expect(title.value).toBe('My title');
    // Reload would drop what was typed: it asks first, and Cancel keeps it.
    fireEvent.click(within(alert).getByRole('button', { name: 'Reload' }));
    const confirm = await screen.findByText(/^Reload the saved version\?/);
    expect(confirm.textContent).toBe(
      'Reload the saved version? What you typed since your last save will be lost. To keep it, choose Keep mine instead.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Reload and lose my changes' }));
    await waitFor(() => expect(title.value).toBe('Their title'));
    expect(dialog.queryByTestId('editor-conflict')).toBeNull();
  });

  it('Unpublish asks first, and Undo puts the item back on the site', async () => {
    signIn(PUBLISHER);
    const dialog = within(await openItem({ status: 'published' }));
    const { calls } = stubFetch({
      'POST /api/admin/content/blog/1/unpublish': () => ({
        status: 'success',
        data: item(1, { status: 'draft', version: 4 }),
      }),
      'POST /api/admin/content/blog/1/publish': () => ({
        status: 'success',
        data: item(1, { status: 'published', version: 5 }),
      }),
      'GET /api/admin/content/blog': () => page([item(1)]),
    });
    fireEvent.click(dialog.getByRole('button', { name: 'Unpublish' }));
    const confirm = (await screen.findByTestId('confirm-text')).closest<HTMLElement>('.ant-modal')!;
    expect(within(confirm).getByTestId('confirm-text').textContent).toBe(
      'Take “Post 1” off the site? Its address stops working until it is published again.',
    );
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Unpublish' }));
    const notice = await dialog.findByTestId('editor-notice');
    expect(notice.textContent).toBe('Unpublished: it is off the site and a draft again.Undo');
    fireEvent.click(within(notice).getByRole('button', { name: 'Undo' }));
    await waitFor(() =>
      expect(dialog.getByTestId('editor-notice').textContent).toBe(
        'Published again: it is back on the site.',
      ),
    );
    const published = calls.find((c) => c.url.pathname.endsWith('/publish'))!;
    expect(JSON.parse(published.body!)).toEqual({ version: 4 });
  });

  it('Keep mine saves what was typed over the version saved in between', async () => {
    signIn(PUBLISHER);
    const dialog = within(await openItem());
    fireEvent.change(dialog.getByLabelText(/^Title/), { target: { value: 'My title' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Save draft' }));
    const alert = await dialog.findByTestId('editor-conflict');
    const { calls } = stubFetch({
      'GET /api/admin/content/blog/1': () => ({
        status: 'success',
        data: item(1, { title: 'Their title', version: 4 }),
      }),
      'PATCH /api/admin/content/blog/1': () => ({
        status: 'success',
        data: item(1, { title: 'My title', version: 5 }),
      }),
      'GET /api/admin/content/blog': () => page([item(1, { title: 'My title', version: 5 })]),
    });
    fireEvent.click(within(alert).getByRole('button', { name: 'Keep mine' }));
    expect((await dialog.findByTestId('editor-notice')).textContent).toBe(
      'Your version is saved. The other one is kept in the revision history.',
    );
    const saved = calls.find((c) => c.method === 'PATCH')!;
    expect(JSON.parse(saved.body!)).toMatchObject({ title: 'My title', version: 4 });
    expect((dialog.getByLabelText(/^Title/) as HTMLInputElement).value).toBe('My title');
  });

  it("shows the API's field messages under the fields, keeping what was typed", async () => {
    signIn(EDITOR);
    stubFetch({
      'GET /api/admin/content/blog': () => page([]),
      'POST /api/admin/content/blog': () =>
        refusal(400, 'Cover image must be a path.', {
          'fields.image': 'Cover image must be an uploaded image or a path under /images/.',
        }),
    });
    render(<ContentTab />);
    fireEvent.click(await screen.findByRole('button', { name: 'New blog post' }));
    const dialog = within(await screen.findByRole('dialog'));
    fireEvent.change(dialog.getByLabelText(/^Title/), { target: { value: 'Hello' } });
    fireEvent.change(dialog.getByLabelText(/^Cover image/), { target: { value: 'x.jpg' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Save draft' }));
    expect(
      await dialog.findByText('Cover image must be an uploaded image or a path under /images/.'),
    ).toBeTruthy();
    expect((dialog.getByLabelText(/^Cover image/) as HTMLInputElement).value).toBe('x.jpg');
    expect((dialog.getByLabelText(/^Title/) as HTMLInputElement).value).toBe('Hello');
  });

  it("schedules at a chosen time; a time in the past shows the API's words under the picker", async () => {
    signIn(PUBLISHER);
    const { calls } = stubFetch({
      'GET /api/admin/content/blog': () => page([item(1)]),
      'POST /api/admin/content/blog/1/publish': () =>
        refusal(400, 'The time to publish is in the past.', {
          at: 'The time to publish is in the past. Choose a later time, or publish now.',
        }),
    });
    render(<ContentTab />);
    fireEvent.click(await screen.findByRole('button', { name: 'Open: Post 1' }));
    const dialog = within(await screen.findByRole('dialog'));
    fireEvent.click(dialog.getByRole('button', { name: 'Schedule…' }));
    typeDay(await dialog.findByLabelText('Publish at (India time)'), '01/01/2020 9:00 am');
    fireEvent.click(dialog.getByRole('button', { name: 'Schedule' }));
    expect(
      await dialog.findByText(
        'The time to publish is in the past. Choose a later time, or publish now.',
      ),
    ).toBeTruthy();
    const sent = calls.find((c) => c.method === 'POST')!;
    expect(JSON.parse(sent.body!)).toEqual({
      version: 3,
      // 9 am in India.
      at: '2020-01-01T03:30:00.000Z',
    });
  });

  it('lists the revisions (who, when) and restores an earlier one as the next version', async () => {
    signIn(EDITOR);
    const revision = (id: number, version: number, by: string) => ({
      id,
      number: version - 1,
      version,
      title: `Post 1 v${version}`,
      excerpt: '',
      changed: ['Title'],
      saved_by: by,
      saved_at: '2025-03-05T09:30:00Z',
    });
    const { calls } = stubFetch({
      'GET /api/admin/content/blog': () => page([item(1)]),
      'GET /api/admin/content/blog/1/revisions': () =>
        page([revision(7, 3, 'asha'), revision(6, 2, 'ravi')]),
      'POST /api/admin/content/blog/1/revisions/6/restore': () => ({
        status: 'success',
        data: item(1, { title: 'Post 1 v2', version: 4 }),
      }),
    });
    render(<ContentTab />);
    fireEvent.click(await screen.findByRole('button', { name: 'Open: Post 1' }));
    await screen.findByRole('dialog');
    fireEvent.click(screen.getByRole('button', { name: 'Revision history' }));
    const list = await screen.findByTestId('revisions');
    expect(list.textContent).toContain('Revision 2: asha, 5 Mar 2025, 3:00 pm (current)');
    expect(list.textContent).toContain('Revision 1: ravi, 5 Mar 2025, 3:00 pm');
    expect(
      within(list)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Restore']);
    fireEvent.click(screen.getByRole('button', { name: 'Restore revision 1' }));
    await waitFor(() =>
      expect((screen.getByLabelText(/^Title/) as HTMLInputElement).value).toBe('Post 1 v2'),
    );
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.url.pathname).toBe('/api/admin/content/blog/1/revisions/6/restore');
    expect(JSON.parse(post.body!)).toEqual({ version: 3 });
  });

  it('asks before closing with unsaved changes', async () => {
    signIn(EDITOR);
    const dialog = within(await openItem());
    fireEvent.change(dialog.getByLabelText(/^Title/), { target: { value: 'Changed' } });
    // The footer's Close (the modal's own × is named Close too).
    fireEvent.click(dialog.getAllByRole('button', { name: 'Close' }).at(-1)!);
    expect(
      await screen.findByText('Close the editor? Your unsaved changes will be lost.'),
    ).toBeTruthy();
  });
});
