/**
 * The account screens inside the shell: the setup gate (a temporary password, two-factor
 * sign-in the role requires), My account, and the login's message when the server ended the
 * session.
 */
import { sessionStore, type AdminSession } from '@kavach/admin-shared';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { error, fakeApi, loginAnswer } from './fakeFetch';

vi.mock('../src/remotes', () => ({
  registerTabRemotes: () => undefined,
  loadTab: async (key: string) =>
    function Stub() {
      return <p data-testid={`${key}-tab`}>remote {key}</p>;
    },
}));
// The login's captcha is not under test here.
vi.mock('../src/Captcha', () => ({ Captcha: () => <p>captcha</p> }));

const { App } = await import('../src/App');
const { groupSecret, recoveryCodesText } = await import('../src/account/accountSession');

const PERMISSIONS = ['sessions:manage', 'contacts:read'];
const CODES = Array.from({ length: 10 }, (_, i) => `AAAA${i}-BBBB${i}`);

function start(overrides: Partial<AdminSession> = {}) {
  sessionStore.start({
    token: 'tok',
    expiresAt: Date.now() + 3_600_000,
    role: 'kavach_admin',
    username: 'asha',
    roleLabel: 'Kavach Admin',
    permissions: PERMISSIONS,
    lastLoginAt: '2025-03-04T08:30:00Z',
    ...overrides,
  });
}

function me(overrides: Record<string, unknown> = {}) {
  return Response.json({
    username: 'asha',
    role: 'kavach_admin',
    roleLabel: 'Kavach Admin',
    permissions: PERMISSIONS,
    expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
    lastLoginAt: new Date().toISOString(),
    panel: 'admin',
    setupRequired: null,
    twoFactorEnabled: false,
    twoFactorRequired: false,
    recoveryCodesLeft: 0,
    idleTimeoutMinutes: 30,
    ...overrides,
  });
}

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

beforeEach(() => history.replaceState(null, '', '/admin'));
afterEach(() => {
  sessionStore.end(null);
  sessionStore.clearEndReason();
  vi.unstubAllGlobals();
});

describe('setup gate: a temporary password', () => {
  it('shows the password screen instead of the tabs, then the tabs with the new session', async () => {
    const api = fakeApi({
      'GET /api/auth/me': me({ setupRequired: 'password' }),
      'POST /api/account/password': Response.json(loginAnswer({ token: 'fresh' })),
    });
    start({ setupRequired: 'password' });
    render(<App panel="admin" />);
    expect(await screen.findByRole('heading', { name: 'Choose your own password' })).toBeTruthy();
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.queryByRole('button', { name: 'My account' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeTruthy();
    expect(screen.getByText('At least 12 characters; not a common password.')).toBeTruthy();
    // The temporary password worked for this one sign-in: it is not asked for again.
    expect(screen.queryByLabelText('Temporary password')).toBeNull();
    expect(screen.queryByLabelText('Current password')).toBeNull();

    fill('New password', 'violet tram harbour 42');
    fill('Confirm new password', 'violet tram harbour 42');
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByRole('tablist', { name: 'Sections' })).toBeTruthy();
    expect(api.sent('POST /api/account/password')[0].body).toEqual({
      newPassword: 'violet tram harbour 42',
    });
    // The new token replaces the old one; the header keeps the login before this session.
    expect(sessionStore.get()?.token).toBe('fresh');
    expect(localStorage.getItem('adminToken')).toBe('fresh');
    expect(sessionStore.get()?.lastLoginAt).toBe('2025-03-04T08:30:00Z');
  });

  it("shows the API's message on 400, and checks the confirmation itself", async () => {
    const api = fakeApi({
      'GET /api/auth/me': me({ setupRequired: 'password' }),
      'POST /api/account/password': error(
        400,
        'This password is too easy to guess. Use a few unrelated words or a password manager.',
      ),
    });
    start({ setupRequired: 'password' });
    render(<App panel="admin" />);
    await screen.findByRole('heading', { name: 'Choose your own password' });
    fill('New password', 'password1234');
    fill('Confirm new password', 'password1235');
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect((await screen.findByTestId('password-error')).textContent).toBe(
      'The new password and its confirmation are not the same.',
    );
    expect(api.sent('POST /api/account/password')).toHaveLength(0);
    fill('Confirm new password', 'password1234');
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() =>
      expect(screen.getByTestId('password-error').textContent).toMatch(/^This password is too/),
    );
    expect(sessionStore.get()?.token).toBe('tok');
    expect(screen.queryByRole('tablist')).toBeNull();
  });

  it('the gate also comes from GET /api/auth/me (a stored session without it)', async () => {
    fakeApi({ 'GET /api/auth/me': me({ setupRequired: 'two-factor' }) });
    start();
    render(<App panel="admin" />);
    expect(await screen.findByRole('heading', { name: 'Set up two-factor sign-in' })).toBeTruthy();
    expect(screen.queryByRole('tablist')).toBeNull();
  });
});

describe('setup gate: two-factor sign-in the role requires', () => {
  it('enrols, shows the recovery codes once, then opens the tabs', async () => {
    let enabled = false;
    const api = fakeApi({
      'GET /api/auth/me': () =>
        me(enabled ? { twoFactorEnabled: true } : { setupRequired: 'two-factor' }),
      'POST /api/account/two-factor': Response.json({
        secret: 'JBSWY3DPEHPK3PXPJBSWY3DP',
        otpauthUrl: 'otpauth://totp/Kavach%20Genomics:asha?secret=JBSWY3DPEHPK3PXPJBSWY3DP',
        qrCode: 'data:image/svg+xml;base64,PHN2Zy8+',
      }),
      'POST /api/account/two-factor/confirm': () => {
        enabled = true;
        return Response.json({ success: true, message: 'on', recoveryCodes: CODES });
      },
    });
    start({ setupRequired: 'two-factor' });
    render(<App panel="admin" />);
    expect(await screen.findByTestId('two-factor-required')).toBeTruthy();
    const qr = await screen.findByAltText('QR code for your authenticator app');
    expect(qr.getAttribute('src')).toBe('data:image/svg+xml;base64,PHN2Zy8+');
    expect(screen.getByTestId('totp-secret').textContent).toBe('JBSW Y3DP EHPK 3PXP JBSW Y3DP');

    fill('Authentication code', '12345');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect((await screen.findByTestId('enrol-error')).textContent).toBe(
      'Enter the 6-digit code your authenticator app shows.',
    );
    fill('Authentication code', '123456');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    const list = await screen.findByTestId('recovery-codes');
    expect([...list.querySelectorAll('li')].map((li) => li.textContent)).toEqual(CODES);
    expect(api.sent('POST /api/account/two-factor/confirm')[0].body).toEqual({ code: '123456' });
    // Still the setup screen until the codes are saved.
    expect(screen.queryByRole('tablist')).toBeNull();
    const next = screen.getByRole('button', { name: 'Continue to the panel' });
    expect((next as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByLabelText('I have saved these codes'));
    fireEvent.click(next);
    expect(await screen.findByRole('tablist', { name: 'Sections' })).toBeTruthy();
    expect(sessionStore.get()).toMatchObject({ setupRequired: null, twoFactorEnabled: true });
  });
});

describe('My account', () => {
  it('opens from the header (?view=account) and closes back to the tabs', async () => {
    fakeApi({ 'GET /api/auth/me': me() });
    start();
    render(<App panel="admin" />);
    await screen.findByRole('tablist', { name: 'Sections' });
    fireEvent.click(screen.getByRole('button', { name: 'My account' }));
    expect(await screen.findByRole('heading', { name: 'My account' })).toBeTruthy();
    expect(location.search).toContain('view=account');
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.getByTestId('account-username').textContent).toBe('asha');
    expect((await screen.findByTestId('two-factor-status')).textContent).toBe('Off');
    expect(screen.getByRole('button', { name: 'Set up' })).toBeTruthy();
    expect(screen.getByText('At least 12 characters; not a common password.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Back to the panel' }));
    expect(await screen.findByRole('tablist', { name: 'Sections' })).toBeTruthy();
    expect(location.search).not.toContain('view=account');
  });

  it('two-factor on: the codes left, and no Turn off when the role requires it', async () => {
    fakeApi({
      'GET /api/auth/me': me({
        twoFactorEnabled: true,
        twoFactorRequired: true,
        recoveryCodesLeft: 7,
      }),
    });
    history.replaceState(null, '', '/admin?view=account');
    start();
    render(<App panel="admin" />);
    expect((await screen.findByTestId('two-factor-status')).textContent).toBe('On');
    expect(screen.getByTestId('recovery-codes-left').textContent).toBe('Recovery codes left: 7');
    expect(screen.getByTestId('two-factor-required').textContent).toBe(
      'Your role requires two-factor sign-in, so it cannot be turned off.',
    );
    expect(screen.queryByRole('button', { name: 'Turn off' })).toBeNull();
  });

  it('Turn off asks for a code and shows the result', async () => {
    let on = true;
    const api = fakeApi({
      'GET /api/auth/me': () => me({ twoFactorEnabled: on, recoveryCodesLeft: on ? 10 : 0 }),
      'POST /api/account/two-factor/disable': (body) => {
        if ((body as { code: string }).code !== '654321')
          return error(400, 'That code is not valid. Check your authenticator app and try again.');
        on = false;
        return Response.json({ success: true, message: 'Two-factor sign-in is off.' });
      },
    });
    history.replaceState(null, '', '/admin?view=account');
    start();
    render(<App panel="admin" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Turn off' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(dialog.querySelector('input')!, { target: { value: '111111' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /Turn off$/ }));
    expect((await screen.findByTestId('turn-off-error')).textContent).toMatch(/not valid/);
    fireEvent.change(dialog.querySelector('input')!, { target: { value: '654321' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /Turn off$/ }));
    await waitFor(() => expect(api.sent('POST /api/account/two-factor/disable')).toHaveLength(2));
    await waitFor(() => expect(screen.getByTestId('two-factor-status').textContent).toBe('Off'));
    expect(sessionStore.get()?.twoFactorEnabled).toBe(false);
  });
});

describe('step-up in the shell', () => {
  it('new recovery codes after 5 minutes: the one step-up dialog, then the same request again', async () => {
    let proven = false;
    const api = fakeApi({
      'GET /api/auth/me': me({ twoFactorEnabled: true, recoveryCodesLeft: 7 }),
      'POST /api/account/two-factor/recovery-codes': () =>
        proven
          ? Response.json({ recoveryCodes: CODES })
          : error(403, 'To confirm it is you, enter your current password.', 'STEP_UP_REQUIRED'),
      'POST /api/account/step-up': (body) => {
        if ((body as { currentPassword?: string }).currentPassword !== 'my password')
          return error(400, 'Your current password is not correct.');
        proven = true;
        return new Response(null, { status: 204 });
      },
    });
    history.replaceState(null, '', '/admin?view=account');
    start({ twoFactorEnabled: true });
    render(<App panel="admin" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Make new recovery codes' }));
    const form = await screen.findByRole('form', { name: 'Confirm it is you' });
    // Two-factor is on: a code would do as well.
    expect(
      within(form).getByRole('button', { name: 'Use a code from your authenticator app instead' }),
    ).toBeTruthy();
    fireEvent.change(within(form).getByLabelText('Your password'), {
      target: { value: 'my password' },
    });
    fireEvent.click(
      within(form.closest('.ant-modal') as HTMLElement).getByRole('button', { name: 'Confirm' }),
    );
    const list = await screen.findByTestId('recovery-codes');
    expect([...list.querySelectorAll('li')].map((li) => li.textContent)).toEqual(CODES);
    expect(api.sent('POST /api/account/step-up').map((c) => c.body)).toEqual([
      { currentPassword: 'my password' },
    ]);
    // Sent twice, the same both times: no password in the action itself.
    expect(api.sent('POST /api/account/two-factor/recovery-codes').map((c) => c.body)).toEqual([
      {},
      {},
    ]);
  });
});

describe('a session the server ended', () => {
  it("the login shows the server's message (idle timeout)", async () => {
    fakeApi({
      'GET /api/auth/me': error(
        401,
        'You were logged out after 30 minutes without activity. Please log in again.',
        'SESSION_ENDED',
      ),
    });
    start();
    render(<App panel="admin" />);
    expect((await screen.findByTestId('session-ended')).textContent).toBe(
      'You were logged out after 30 minutes without activity. Please log in again.',
    );
    expect(screen.getByLabelText('Username')).toBeTruthy();
  });

  it('a 401 without such a message says the session has ended', async () => {
    fakeApi({ 'GET /api/auth/me': error(401, 'Unauthorized') });
    start();
    render(<App panel="admin" />);
    expect((await screen.findByTestId('session-ended')).textContent).toBe(
      'Your session has ended. Please log in again.',
    );
  });
});

describe('another tab of the same browser', () => {
  it('finishing the setup there opens the tabs here', async () => {
    fakeApi({ 'GET /api/auth/me': me({ setupRequired: 'password' }) });
    start({ setupRequired: 'password' });
    render(<App panel="admin" />);
    await screen.findByRole('heading', { name: 'Choose your own password' });
    // The other tab stored the same token with nothing left to set up.
    const profile = JSON.parse(localStorage.getItem('adminProfile')!);
    localStorage.setItem('adminProfile', JSON.stringify({ ...profile, setupRequired: null }));
    sessionStore.syncFromStorage();
    expect(await screen.findByRole('tablist', { name: 'Sections' })).toBeTruthy();
    expect(sessionStore.get()?.token).toBe('tok');
  });
});

describe('helpers', () => {
  it('groups a secret in fours', () => {
    expect(groupSecret('JBSWY3DPEHPK3PXPQ')).toBe('JBSW Y3DP EHPK 3PXP Q');
  });

  it('writes the recovery codes file', () => {
    const text = recoveryCodesText(['A', 'B'], 'asha', new Date('2025-03-05T10:00:00Z'));
    expect(text).toContain('Account: asha');
    expect(text).toContain('Created: 2025-03-05');
    expect(text.trim().split('\n').slice(-2)).toEqual(['A', 'B']);
  });
});
