import { sessionStore } from '@kavach/admin-shared';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../shared/test/fakeApi';
import { signIn } from '../../shared/test/recordDelete';
import Tab from '../src/Tab';

/** Without antd's motion (as the shell under reduced motion): a closed modal leaves at once. */
function IntegrationsTab() {
  return (
    <ConfigProvider theme={{ token: { motion: false } }}>
      <Tab />
    </ConfigProvider>
  );
}

const token = (over: object = {}) => ({
  id: 1,
  name: 'CRM sync',
  start: 'kvch_it_Ab3d',
  permissions: ['contacts:read', 'registrations:read'],
  expiresAt: '2027-03-01T10:00:00Z',
  status: 'active',
  createdBy: 'admin',
  createdAt: '2026-12-01T10:00:00Z',
  lastUsedAt: '2026-12-02T04:30:00Z',
  lastUsedFrom: '203.0.113.7',
  revokedAt: null,
  revokedBy: null,
  ...over,
});
const page = (rows: object[]) => ({
  status: 'success',
  data: rows,
  total: rows.length,
  page: 1,
  pages: 1,
});
const GRANTABLE = {
  permissions: [
    { permission: 'contacts:read', words: 'read contact messages' },
    { permission: 'registrations:read', words: 'read session registrations' },
  ],
};
const SECRET = `kvch_it_${'x'.repeat(43)}`;
/** The webhooks below the tokens (Webhooks.test.tsx): none. */
const NO_WEBHOOKS = {
  'GET /api/admin/webhooks': () => page([]),
  'GET /api/admin/webhooks/events': () => ({ events: [] }),
};

beforeEach(() => signIn(['integrations:manage']));
afterEach(() => {
  sessionStore.end();
  vi.unstubAllGlobals();
});

describe('Integrations tab', () => {
  it('lists each token with what it may do, its status and when and from where it was last used', async () => {
    stubFetch({
      ...NO_WEBHOOKS,
      'GET /api/admin/integrations': () =>
        page([
          token(),
          token({
            id: 2,
            name: 'Old export',
            status: 'revoked',
            revokedBy: 'admin',
            revokedAt: '2026-12-03T10:00:00Z',
            lastUsedAt: null,
            lastUsedFrom: null,
          }),
        ]),
    });
    render(<IntegrationsTab />);
    const live = (await screen.findByText('CRM sync')).closest('tr')!;
    expect(within(live).getByText('kvch_it_Ab3d…')).toBeTruthy();
    expect(within(live).getByText('registrations:read')).toBeTruthy();
    expect(within(live).getByText('Active')).toBeTruthy();
    expect(within(live).getByText(/from 203\.0\.113\.7$/)).toBeTruthy();
    expect(within(live).getByRole('button', { name: 'Revoke CRM sync' })).toBeTruthy();
    const old = screen.getByText('Old export').closest('tr')!;
    expect(within(old).getByText('Never')).toBeTruthy();
    expect(within(old).getByText(/^Revoked by admin/)).toBeTruthy();
    expect(within(old).queryByRole('button', { name: /Revoke/ })).toBeNull();
  });

  it('makes a token from a name, chosen permissions and a lifetime, then shows its secret once', async () => {
    const { calls } = stubFetch({
      ...NO_WEBHOOKS,
      'GET /api/admin/integrations': () => page([]),
      'GET /api/admin/integrations/permissions': () => GRANTABLE,
      'POST /api/admin/integrations': () => ({
        success: true,
        message: 'Token “CRM sync” made. Copy it now: it is not shown again.',
        token: token({ permissions: ['contacts:read'] }),
        secret: SECRET,
      }),
    });
    render(<IntegrationsTab />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add token' }));
    const dialog = await screen.findByRole('dialog', { name: 'New integration token' });
    // Nothing is sent until the form says what it lacks.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Make token' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain(
      'Name: say which system uses it',
    );
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: ' CRM sync ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Make token' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('at least one thing');
    fireEvent.click(await within(dialog).findByRole('checkbox', { name: /Read contact messages/ }));
    fireEvent.change(within(dialog).getByLabelText('Expires after'), { target: { value: '365' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Make token' }));
    expect((await screen.findByTestId('token-secret')).textContent).toBe(SECRET);
    const posted = calls.filter((c) => c.method === 'POST');
    expect(posted.map((c) => JSON.parse(c.body!))).toEqual([
      { name: 'CRM sync', permissions: ['contacts:read'], expiresInDays: 365 },
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByTestId('token-secret')).toBeNull());
  });

  it('revokes a token after a confirmation naming it', async () => {
    let revoked = false;
    const { calls } = stubFetch({
      ...NO_WEBHOOKS,
      'GET /api/admin/integrations': () =>
        page([
          token({ status: revoked ? 'revoked' : 'active', revokedBy: revoked ? 'admin' : null }),
        ]),
      'POST /api/admin/integrations/1/revoke': () => {
        revoked = true;
        return {
          success: true,
          message: 'Token “CRM sync” revoked: it is refused from now on.',
          token: token({ status: 'revoked' }),
        };
      },
    });
    render(<IntegrationsTab />);
    fireEvent.click(await screen.findByRole('button', { name: 'Revoke CRM sync' }));
    const dialog = await screen.findByRole('dialog', { name: 'Please confirm' });
    expect(dialog.textContent).toContain('Revoke the token “CRM sync”?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect((await screen.findByTestId('tab-message')).textContent).toContain(
      'revoked: it is refused from now on',
    );
    await waitFor(() => expect(screen.getByText(/^Revoked by admin/)).toBeTruthy());
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url.pathname)).toEqual([
      '/api/admin/integrations/1/revoke',
    ]);
  });

  it('shows Forbidden when the server refuses the list', async () => {
    stubFetch({
      'GET /api/admin/integrations': () =>
        Response.json(
          { statusCode: 403, message: 'You do not have access to this section.' },
          { status: 403 },
        ),
    });
    render(<IntegrationsTab />);
    expect(await screen.findByText(/do not have access/)).toBeTruthy();
  });
});
