/**
 * The editor's state around a publish: switching the text editable again is no change of the
 * text, and the revision list marks the newest revision current (a publish keeps none).
 */
import { sessionStore } from '@kavach/admin-shared';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../shared/test/fakeApi';
import type { ContentItem } from '../src/api';
import { Revisions } from '../src/Revisions';
import { RichText } from '../../shared/src/ui/RichText';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.end(null);
});

const DOC = {
  type: 'doc',
  content: [
    {
      type: 'paragraph',
      content: [
        { type: 'text', text: 'Open ' },
        { type: 'text', text: 'now', marks: [{ type: 'link', attrs: { href: '/news' } }] },
      ],
    },
  ],
};

describe('the rich text while a call runs', () => {
  it('read-only and editable again: no change is reported, so the form stays unchanged', async () => {
    const onChange = vi.fn();
    const props = { value: DOC, loaded: 0, onChange, control: { id: 'body' }, label: 'Content' };
    const { rerender } = render(<RichText {...props} readOnly={false} />);
    await screen.findByRole('textbox', { name: 'Content' });
    rerender(<RichText {...props} readOnly />);
    rerender(<RichText {...props} readOnly={false} />);
    expect(screen.getByRole('textbox', { name: 'Content' }).textContent).toBe('Open now');
    expect(onChange).not.toHaveBeenCalled();
  });
});

describe('the rich text while typing', () => {
  it('a value from a render behind the editor never replaces its text; a new load does', async () => {
    const onChange = vi.fn();
    const props = { onChange, control: { id: 'body' }, label: 'Content', readOnly: false };
    const { rerender } = render(<RichText {...props} value={DOC} loaded={0} />);
    const box = await screen.findByRole('textbox', { name: 'Content' });
    // An older document than the one shown (a render that ran before the last keystroke).
    const older = {
      type: 'doc',
      content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Op' }] }],
    };
    rerender(<RichText {...props} value={older} loaded={0} />);
    expect(box.textContent).toBe('Open now');
    // The form took the item from the API (a reload, a restore): its body is shown.
    rerender(<RichText {...props} value={older} loaded={1} />);
    await waitFor(() => expect(box.textContent).toBe('Op'));
    expect(onChange).not.toHaveBeenCalled();
  });
});

/** Asha, a Kavach Admin: she edits and publishes. */
function signInAsPublisher() {
  sessionStore.start({
    token: 't',
    expiresAt: Date.now() + 60_000,
    role: 'kavach_admin',
    username: 'asha',
    roleLabel: 'Kavach Admin',
    permissions: ['content:edit', 'content:publish'],
    lastLoginAt: null,
  });
}

describe('the revision history of a published item', () => {
  it('marks the newest revision current (publishing kept none) and offers Restore for the older', async () => {
    signInAsPublisher();
    const revision = (id: number, version: number) => ({
      id,
      number: version - 1,
      version,
      title: `v${version}`,
      excerpt: `Text of v${version}`,
      changed: version === 2 ? [] : ['Title', 'Content'],
      saved_by: 'asha',
      saved_at: '2025-03-05T09:30:00Z',
    });
    const rows = [revision(9, 4), revision(8, 3), revision(7, 2)];
    const compared: string[] = [];
    stubFetch({
      'GET /api/admin/content/news/1/revisions/compare': (url: URL) => {
        compared.push(url.search);
        return {
          status: 'success',
          data: {
            from: { id: 8, number: 2, saved_by: 'asha', saved_at: '2025-03-05T09:30:00Z' },
            to: { id: 9, number: 3, saved_by: 'asha', saved_at: '2025-03-05T09:30:00Z' },
            parts: [
              {
                label: 'Title',
                changes: [
                  { text: 'v', change: 'same' },
                  { text: '3', change: 'removed' },
                  { text: '4', change: 'added' },
                ],
              },
            ],
          },
        };
      },
      'GET /api/admin/content/news/1/revisions': () => ({
        status: 'success',
        data: rows,
        total: rows.length,
        page: 1,
        pages: 1,
      }),
    });
    // Restored to version 4, then published: version 5, whose text is version 4's.
    const item = { id: 1, version: 5, status: 'published' } as ContentItem;
    render(
      <Revisions
        kind="news"
        item={item}
        canRestore
        live={false}
        publisher
        disabled={false}
        onRestored={() => {}}
        onFailed={() => {}}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Revision history' }));
    const list = within(await screen.findByTestId('revisions'));
    expect(list.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Revision 3: asha, 5 Mar 2025, 3:00 pm (current)Changed: Title, Contentv4Text of v4',
      'Revision 2: asha, 5 Mar 2025, 3:00 pmChanged: Title, Contentv3Text of v3Restore',
      'Revision 1: asha, 5 Mar 2025, 3:00 pmCreatedv2Text of v2Restore',
    ]);
    // Compare starts at the one before the current and the current: removed words struck
    // through, added ones underlined, and each said in words.
    const compare = within(screen.getByTestId('compare-revisions'));
    fireEvent.click(compare.getByRole('button', { name: 'Show changes' }));
    const diff = await compare.findByTestId('revision-diff');
    expect(compared).toEqual(['?from=8&to=9']);
    expect(diff.querySelector('del')?.textContent).toBe('[removed: 3]');
    expect(diff.querySelector('ins')?.textContent).toBe('[added: 4]');
    expect(diff.textContent).toContain('From revision 2 to revision 3:');
  });

  it('pages a long history on the server: an older page keeps every revision restorable', async () => {
    signInAsPublisher();
    const revision = (n: number) => ({
      id: 100 + n,
      number: n,
      version: n,
      title: `r${n}`,
      excerpt: null,
      changed: ['Title'],
      saved_by: 'asha',
      saved_at: '2025-03-05T09:30:00Z',
    });
    const { calls } = stubFetch({
      'GET /api/admin/content/news/1/revisions': (url: URL) => {
        const at = Number(url.searchParams.get('page'));
        const numbers = at === 1 ? [21] : [1];
        return { status: 'success', data: numbers.map(revision), total: 21, page: at, pages: 2 };
      },
    });
    render(
      <Revisions
        kind="news"
        item={{ id: 1, version: 21, status: 'draft' } as ContentItem}
        canRestore
        live={false}
        publisher
        disabled={false}
        onRestored={() => {}}
        onFailed={() => {}}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Revision history' }));
    expect((await screen.findByTestId('revisions')).textContent).toContain('Revision 21');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(screen.getByTestId('revisions').textContent).toBe(
        'Revision 1: asha, 5 Mar 2025, 3:00 pmChanged: Titler1Restore',
      ),
    );
    expect(calls.at(-1)!.url.search).toBe('?page=2&pageSize=20');
  });
});
