import { sessionStore, STORAGE_KEYS } from '@kavach/admin-shared';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { forwardRef, useImperativeHandle } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loginFailureMessage } from '../src/loginMessages';
import { showCaptchaOf } from '@kavach/api-client/captcha-words';

const ALTCHA_ASK = "Please tick “I'm not a robot” and wait until it says Verified.";

const captchaReset = vi.fn();
// The ALTCHA widget is a web component with proof of work: replaced by a button that "solves" it.
vi.mock('../src/Captcha', () => ({
  Captcha: forwardRef<{ reset(): void }, { onChange: (p: string) => void }>(function FakeCaptcha(
    { onChange },
    ref,
  ) {
    useImperativeHandle(ref, () => ({
      reset: () => {
        captchaReset();
        onChange('');
      },
    }));
    return (
      <button type="button" onClick={() => onChange('payload')}>
        solve captcha
      </button>
    );
  }),
}));

const { Login } = await import('../src/Login');

function fill(solve = true) {
  fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'asha' } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret' } });
  if (solve) fireEvent.click(screen.getByText('solve captcha'));
  fireEvent.click(screen.getByRole('button', { name: 'Login' }));
}

describe('loginFailureMessage', () => {
  it('prefers the server message, else the default for the status', () => {
    expect(loginFailureMessage(401, 'Invalid credentials. Please try again.')).toBe(
      'Invalid credentials. Please try again.',
    );
    expect(loginFailureMessage(401)).toBe('Invalid credentials. Please try again.');
    expect(loginFailureMessage(403)).toBe('You do not have access to this panel.');
    // The captcha's words name the box shown: the spec's with reCAPTCHA, ALTCHA's own otherwise.
    expect(loginFailureMessage(400)).toBe(ALTCHA_ASK);
    try {
      showCaptchaOf('recaptcha');
      expect(loginFailureMessage(400)).toBe('Please complete the reCAPTCHA verification.');
    } finally {
      showCaptchaOf('altcha');
    }
    expect(loginFailureMessage(429, 'Too many failed logins. Try again in 15 minutes.')).toBe(
      'Too many failed logins. Try again in 15 minutes.',
    );
    expect(loginFailureMessage(0)).toBe(
      'Network error. Please check your connection and try again.',
    );
  });
});

describe('Login', () => {
  beforeEach(() => captchaReset.mockClear());
  afterEach(() => {
    sessionStore.end(null);
    sessionStore.clearEndReason();
    vi.unstubAllGlobals();
  });

  it('asks for the captcha first', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    render(<Login panel="admin" />);
    fill(false);
    expect(await screen.findByText(ALTCHA_ASK)).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("shows the server's message and resets the captcha on failure", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json(
          {
            statusCode: 401,
            error: 'Unauthorized',
            message: 'Invalid credentials. Please try again.',
          },
          { status: 401 },
        ),
      ),
    );
    render(<Login panel="admin" />);
    fill();
    expect(await screen.findByText('Invalid credentials. Please try again.')).toBeTruthy();
    expect(captchaReset).toHaveBeenCalled();
  });

  it('tells a disabled account so (the API says it only after the right password)', async () => {
    const disabled = 'This account is disabled. Ask your administrator.';
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json({ statusCode: 403, error: 'Forbidden', message: disabled }, { status: 403 }),
      ),
    );
    render(<Login panel="admin" />);
    fill();
    expect((await screen.findByTestId('login-error')).textContent).toBe(disabled);
    expect(sessionStore.get()).toBeNull();
  });

  it('shows the network message when the server cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    render(<Login panel="admin" />);
    fill();
    expect(
      await screen.findByText('Network error. Please check your connection and try again.'),
    ).toBeTruthy();
  });

  it("is the 'Jobs Management Panel' on /jobs-admin and sends panel jobs-admin", async () => {
    const fetch = vi.fn(async (_req: Request) =>
      Response.json(
        { statusCode: 403, message: 'You do not have access to this panel.' },
        { status: 403 },
      ),
    );
    vi.stubGlobal('fetch', fetch);
    render(<Login panel="jobs-admin" />);
    expect(screen.getByRole('heading', { name: 'Jobs Management Panel' })).toBeTruthy();
    expect(screen.getByText('Access job postings and career applications')).toBeTruthy();
    fill();
    expect(await screen.findByText('You do not have access to this panel.')).toBeTruthy();
    expect(await fetch.mock.calls[0][0].json()).toEqual({
      username: 'asha',
      password: 'secret',
      captcha: 'payload',
      panel: 'jobs-admin',
    });
  });

  it('stores token, expiry and role on success', async () => {
    const expiresAt = new Date(Date.now() + 86_400_000).toISOString();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json({
          step: 'signed-in',
          success: true,
          setupRequired: null,
          token: 'jwt',
          role: 'kavach_admin',
          roleLabel: 'Kavach Admin',
          username: 'asha',
          expiresAt,
          lastLoginAt: null,
          permissions: ['contacts:read'],
        }),
      ),
    );
    render(<Login panel="admin" />);
    fill();
    await waitFor(() => expect(sessionStore.get()?.token).toBe('jwt'));
    expect(localStorage.getItem(STORAGE_KEYS.admin.token)).toBe('jwt');
    expect(localStorage.getItem(STORAGE_KEYS.admin.expiry)).toBe(String(Date.parse(expiresAt)));
    expect(localStorage.getItem(STORAGE_KEYS.admin.role)).toBe('kavach_admin');
  });
});
