/**
 * The Delete of a details modal (contacts, registrations, career applications), checked the same
 * way in each remote's tests: shown only with the delete permission; confirmation, the DELETE
 * call, the modal closes, the list is read again and the API's message shows; a refused delete
 * shows the API's message in red.
 */
import { sessionStore } from '@kavach/admin-shared';
import { ConfigProvider } from 'antd';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { expect, it } from 'vitest';
import { stubFetch } from './fakeApi';

export function signIn(permissions: string[]): void {
  sessionStore.start({
    token: 'token-1',
    expiresAt: Date.now() + 3_600_000,
    role: 'admin',
    username: 'boss',
    roleLabel: 'System Admin',
    permissions,
    lastLoginAt: null,
  });
}

export interface RecordDeleteCase<T extends { id: number }> {
  tab: () => ReactElement;
  /** e.g. '/api/admin/contacts' */
  path: string;
  row: T;
  /** Another record, which stays in the list. */
  other: T;
  /** Extra routes the tab reads (dashboard chart, one record). */
  routes?: Parameters<typeof stubFetch>[0];
  readPermission: string;
  deletePermission: string;
  viewLabel: string;
  deleteLabel: string;
  detailsTestId: string;
  confirmText: string;
  deletedMessage: string;
  notFoundMessage: string;
}

export function recordDeleteTests<T extends { id: number }>(c: RecordDeleteCase<T>): void {
  const page = (rows: object[]) => ({
    status: 'success',
    data: rows,
    total: rows.length,
    page: 1,
    pages: 1,
    all: rows.length,
  });

  async function openDetails() {
    // Without motion a closed modal leaves the page at once (jsdom runs no animation).
    render(<ConfigProvider theme={{ token: { motion: false } }}>{c.tab()}</ConfigProvider>);
    fireEvent.click(await screen.findByRole('button', { name: c.viewLabel }));
    return screen.findByTestId(c.detailsTestId);
  }

  it('shows no Delete without the delete permission', async () => {
    signIn([c.readPermission]);
    stubFetch({ [`GET ${c.path}`]: () => page([c.row]), ...c.routes });
    await openDetails();
    expect(screen.queryByRole('button', { name: c.deleteLabel })).toBeNull();
  });

  it('deletes after the confirmation: the modal closes, the list is read again, the message shows', async () => {
    signIn([c.readPermission, c.deletePermission]);
    let gone = false;
    const other = c.other;
    const { calls } = stubFetch({
      [`GET ${c.path}`]: () => page(gone ? [other] : [c.row, other]),
      [`DELETE ${c.path}/${c.row.id}`]: () => {
        gone = true;
        return { success: true, message: c.deletedMessage };
      },
      ...c.routes,
    });
    await openDetails();
    fireEvent.click(screen.getByRole('button', { name: c.deleteLabel }));
    const confirm = await screen.findByText(c.confirmText);
    fireEvent.click(
      within(confirm.closest('.ant-modal') as HTMLElement).getByRole('button', { name: 'Delete' }),
    );
    const message = await screen.findByText(c.deletedMessage);
    expect(message.closest('[data-testid=tab-message]')!.getAttribute('data-tone')).toBe('success');
    await waitFor(() => expect(screen.queryByTestId(c.detailsTestId)).toBeNull());
    expect(calls.filter((x) => x.method === 'DELETE').map((x) => x.url.pathname)).toEqual([
      `${c.path}/${c.row.id}`,
    ]);
    expect(calls.filter((x) => x.method === 'GET' && x.url.pathname === c.path).length).toBe(2);
  });

  it("deleting the last record: the message is the delete's, not the empty list's", async () => {
    signIn([c.readPermission, c.deletePermission]);
    let gone = false;
    stubFetch({
      [`GET ${c.path}`]: () => page(gone ? [] : [c.row]),
      [`DELETE ${c.path}/${c.row.id}`]: () => {
        gone = true;
        return { success: true, message: c.deletedMessage };
      },
      ...c.routes,
    });
    await openDetails();
    fireEvent.click(screen.getByRole('button', { name: c.deleteLabel }));
    const confirm = await screen.findByText(c.confirmText);
    fireEvent.click(
      within(confirm.closest('.ant-modal') as HTMLElement).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() =>
      expect(screen.getByTestId('tab-message').textContent).toBe(c.deletedMessage),
    );
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.getByTestId('tab-message').textContent).toBe(c.deletedMessage);
  });

  it("shows the API's message in red when the delete is refused", async () => {
    signIn([c.readPermission, c.deletePermission]);
    stubFetch({
      [`GET ${c.path}`]: () => page([c.row]),
      [`DELETE ${c.path}/${c.row.id}`]: () =>
        Response.json(
          { statusCode: 404, error: 'Not Found', message: c.notFoundMessage },
          { status: 404 },
        ),
      ...c.routes,
    });
    await openDetails();
    fireEvent.click(screen.getByRole('button', { name: c.deleteLabel }));
    const confirm = await screen.findByText(c.confirmText);
    fireEvent.click(
      within(confirm.closest('.ant-modal') as HTMLElement).getByRole('button', { name: 'Delete' }),
    );
    const message = await screen.findByText(c.notFoundMessage);
    expect(message.closest('[data-testid=tab-message]')!.getAttribute('data-tone')).toBe('error');
  });
}
