/**
 * Signing in: username, password, captcha, then for two-factor accounts the code step
 * (TwoFactorStep.tsx). The login page shows it, and so does the dialog that signs the same person
 * in again over the screen after an idle timeout (SignInAgain.tsx), with the username fixed.
 */
import {
  api,
  CurrentPasswordField,
  PlainButton,
  PlainInput,
  type LoginResult,
} from '@kavach/admin-shared/core';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Captcha, type CaptchaHandle } from './Captcha';
import { FormError } from './FormNotices';
import { captchaRequired, loginFailureMessage } from './loginMessages';
import type { Panel } from './tabs';
import { TwoFactorStep, type TwoFactorChallengeStep } from './TwoFactorStep';
import { useFormAction } from './useFormAction';

export function SignInForm({
  panel,
  username: fixedUsername,
  onSignedIn,
  notice,
  links,
}: {
  panel: Panel;
  /** The one account this form signs in (shown, not editable), or any when absent. */
  username?: string;
  /** Starts the session of a login answer; returns the message when it cannot be used here. */
  onSignedIn: (result: LoginResult) => string | null;
  /** Shown above the fields of the password step while no error is (why one signs in). */
  notice?: ReactNode;
  /** Under the button of the password step (e.g. "Forgot password?"). */
  links?: ReactNode;
}) {
  const [typed, setTyped] = useState('');
  const username = fixedUsername ?? typed;
  const [password, setPassword] = useState('');
  const [captcha, setCaptcha] = useState('');
  const { busy, error, setError, submitted } = useFormAction();
  const [codeStep, setCodeStep] = useState<TwoFactorChallengeStep | null>(null);
  const captchaRef = useRef<CaptchaHandle>(null);

  function fail(message: string) {
    setError(message);
    captchaRef.current?.reset();
  }

  function restart(message: string | null) {
    setCodeStep(null);
    setPassword('');
    setCaptcha('');
    setError(message);
  }

  async function logIn() {
    const {
      data,
      error: body,
      response,
    } = await api.POST('/api/auth/login', {
      body: { username: username.trim(), password, captcha, panel },
    });
    if (response.ok && data?.step === 'two-factor') {
      // Two-factor account: the password was right; now the code.
      const expiresAt = Date.parse(data.expiresAt);
      setCaptcha('');
      setCodeStep({
        challenge: data.challenge,
        expiresAt: Number.isFinite(expiresAt) ? expiresAt : Date.now() + 300_000,
      });
      return;
    }
    if (response.ok && data?.step === 'signed-in') {
      const refused = onSignedIn(data);
      if (refused) fail(refused);
      return;
    }
    fail(loginFailureMessage(response.status, body?.message));
  }

  function submit(event: FormEvent) {
    return submitted(event, captcha ? null : captchaRequired(), logIn, fail);
  }

  if (codeStep)
    return <TwoFactorStep step={codeStep} onSignedIn={onSignedIn} onRestart={restart} />;
  return (
    <>
      {!error && notice}
      <form onSubmit={submit} noValidate aria-label="Log in">
        <label className="kv-field">
          <span>Username</span>
          <PlainInput
            name="username"
            autoComplete="username"
            value={username}
            onChange={(e) => setTyped(e.target.value)}
            readOnly={fixedUsername !== undefined}
            required
            autoFocus={fixedUsername === undefined}
          />
        </label>
        <CurrentPasswordField
          label="Password"
          name="password"
          value={password}
          onChange={setPassword}
          required
          autoFocus={fixedUsername !== undefined}
        />
        <div className="kv-field">
          <Captcha ref={captchaRef} onChange={setCaptcha} />
        </div>
        <FormError text={error} testId="login-error" />
        <PlainButton
          kind="primary"
          type="submit"
          block
          loading={busy}
          disabled={!username.trim() || !password}
        >
          {busy ? 'Logging in...' : 'Login'}
        </PlainButton>
        {links}
      </form>
    </>
  );
}
