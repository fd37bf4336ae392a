import { sessionStore } from '@kavach/admin-shared';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { forwardRef, useImperativeHandle } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { error, fakeApi, loginAnswer } from './fakeFetch';

// The captcha is replaced by a button that "solves" it (see login.test.tsx).
vi.mock('../src/Captcha', () => ({
  Captcha: forwardRef<{ reset(): void }, { onChange: (p: string) => void }>(function FakeCaptcha(
    { onChange },
    ref,
  ) {
    useImperativeHandle(ref, () => ({ reset: () => onChange('') }));
    return (
      <button type="button" onClick={() => onChange('payload')}>
        solve captcha
      </button>
    );
  }),
}));

const { Login } = await import('../src/Login');
const { normaliseCode } = await import('../src/TwoFactorStep');

const CHALLENGE = {
  step: 'two-factor',
  challenge: 'challenge-jwt',
  expiresAt: new Date(Date.now() + 300_000).toISOString(),
};
const INVALID_CODE = 'That code is not valid. Check your authenticator app and try again.';

function logIn() {
  fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'asha' } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret' } });
  fireEvent.click(screen.getByText('solve captcha'));
  fireEvent.click(screen.getByRole('button', { name: 'Login' }));
}

function typeCode(code: string) {
  fireEvent.change(screen.getByLabelText(/^(Authentication code|Recovery code)$/), {
    target: { value: code },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
}

describe('the login code step', () => {
  afterEach(() => {
    sessionStore.end(null);
    sessionStore.clearEndReason();
    vi.unstubAllGlobals();
  });

  it('asks for the app code after a two-factor answer and signs in with it', async () => {
    const api = fakeApi({
      'POST /api/auth/login': Response.json(CHALLENGE),
      'POST /api/auth/login/two-factor': Response.json(loginAnswer()),
    });
    render(<Login panel="admin" />);
    logIn();
    expect(await screen.findByRole('heading', { name: 'Two-factor sign-in' })).toBeTruthy();
    const field = screen.getByLabelText('Authentication code');
    expect(field.getAttribute('inputmode')).toBe('numeric');
    expect(field.getAttribute('autocomplete')).toBe('one-time-code');
    expect(screen.queryByLabelText('Password')).toBeNull();
    expect(sessionStore.get()).toBeNull();

    typeCode('123 456');
    await waitFor(() => expect(sessionStore.get()?.token).toBe('jwt'));
    expect(api.sent('POST /api/auth/login/two-factor')[0].body).toEqual({
      challenge: 'challenge-jwt',
      code: '123456',
    });
  });

  it('switches to a recovery code (same field, new label and hint) and back', async () => {
    const api = fakeApi({
      'POST /api/auth/login': Response.json(CHALLENGE),
      'POST /api/auth/login/two-factor': Response.json(loginAnswer()),
    });
    render(<Login panel="admin" />);
    logIn();
    fireEvent.click(await screen.findByRole('button', { name: 'Use a recovery code' }));
    const field = screen.getByLabelText('Recovery code');
    expect(field.getAttribute('autocomplete')).toBe('off');
    expect(screen.getByText(/recovery codes you saved/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Use your authenticator app' }));
    expect(screen.getByLabelText('Authentication code')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Use a recovery code' }));
    typeCode(' 7kq2m-xd4pa ');
    await waitFor(() => expect(sessionStore.get()?.token).toBe('jwt'));
    expect(api.sent('POST /api/auth/login/two-factor')[0].body).toMatchObject({
      code: '7KQ2M-XD4PA',
    });
  });

  it("shows the server's message for a wrong code and stays on the step", async () => {
    fakeApi({
      'POST /api/auth/login': Response.json(CHALLENGE),
      'POST /api/auth/login/two-factor': error(401, INVALID_CODE),
    });
    render(<Login panel="admin" />);
    logIn();
    await screen.findByRole('heading', { name: 'Two-factor sign-in' });
    typeCode('000000');
    expect((await screen.findByTestId('login-error')).textContent).toBe(INVALID_CODE);
    expect(screen.getByLabelText('Authentication code')).toBeTruthy();
    expect(sessionStore.get()).toBeNull();
  });

  it('asks for six digits before sending', async () => {
    const api = fakeApi({ 'POST /api/auth/login': Response.json(CHALLENGE) });
    render(<Login panel="admin" />);
    logIn();
    await screen.findByRole('heading', { name: 'Two-factor sign-in' });
    typeCode('12345');
    expect((await screen.findByTestId('login-error')).textContent).toBe(
      'Enter the 6-digit code from your authenticator app.',
    );
    expect(api.sent('POST /api/auth/login/two-factor')).toHaveLength(0);
  });

  it('an expired challenge goes back to the password with the message', async () => {
    fakeApi({
      'POST /api/auth/login': Response.json(CHALLENGE),
      'POST /api/auth/login/two-factor': error(
        401,
        'Your sign-in took too long. Please log in again.',
        'TWO_FACTOR_CHALLENGE_EXPIRED',
      ),
    });
    render(<Login panel="admin" />);
    logIn();
    await screen.findByRole('heading', { name: 'Two-factor sign-in' });
    typeCode('123456');
    expect((await screen.findByTestId('login-error')).textContent).toBe(
      'Your sign-in took too long. Please log in again.',
    );
    expect(screen.getByLabelText('Password')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Two-factor sign-in' })).toBeNull();
  });

  it('a challenge ended by wrong codes goes back to the password with the message', async () => {
    const ended = 'Too many wrong codes for this sign-in. Please log in again.';
    fakeApi({
      'POST /api/auth/login': Response.json(CHALLENGE),
      'POST /api/auth/login/two-factor': error(401, ended, 'TWO_FACTOR_CHALLENGE_ENDED'),
    });
    render(<Login panel="admin" />);
    logIn();
    await screen.findByRole('heading', { name: 'Two-factor sign-in' });
    typeCode('123456');
    expect((await screen.findByTestId('login-error')).textContent).toBe(ended);
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('');
    expect(screen.queryByRole('heading', { name: 'Two-factor sign-in' })).toBeNull();
  });

  it('Back to login returns to an empty password and a fresh captcha', async () => {
    fakeApi({ 'POST /api/auth/login': Response.json(CHALLENGE) });
    render(<Login panel="admin" />);
    logIn();
    fireEvent.click(await screen.findByRole('button', { name: 'Back to login' }));
    expect((screen.getByLabelText('Username') as HTMLInputElement).value).toBe('asha');
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('');
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret' } });
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect((await screen.findByTestId('login-error')).textContent).toBe(
      "Please tick “I'm not a robot” and wait until it says Verified.",
    );
  });

  it('stores what must be set up first from the login answer', async () => {
    fakeApi({ 'POST /api/auth/login': Response.json(loginAnswer({ setupRequired: 'password' })) });
    render(<Login panel="admin" />);
    logIn();
    await waitFor(() => expect(sessionStore.get()?.setupRequired).toBe('password'));
    expect(JSON.parse(localStorage.getItem('adminProfile') ?? '{}').setupRequired).toBe('password');
  });
});

describe('normaliseCode', () => {
  it('keeps the digits of an app code and tidies a recovery code', () => {
    expect(normaliseCode(' 123 456 ', false)).toBe('123456');
    expect(normaliseCode('123-456', false)).toBe('123456');
    expect(normaliseCode(' 7kq2m-xd4pa ', true)).toBe('7KQ2M-XD4PA');
  });
});
