/**
 * The login's second step, after POST /api/auth/login answered with a
 * two-factor challenge: one field for the 6-digit code of the authenticator app
 * or (after "Use a recovery code") one of the recovery codes, sent with the
 * challenge to POST /api/auth/login/two-factor.
 */
import { api, PlainButton, PlainInput, type LoginResult } from '@kavach/admin-shared/core';
import { useState, type FormEvent } from 'react';
import { CODE_REQUIRED, codeFailureMessage, RECOVERY_CODE_REQUIRED } from './loginMessages';
import { useFormAction } from './useFormAction';
import { FormError } from './FormNotices';

export interface TwoFactorChallengeStep {
  challenge: string;
  /** Epoch ms: after it the challenge is refused and the user starts over. */
  expiresAt: number;
}

/** A typed code as the API wants it: digits only for an app code, trimmed for a recovery code. */
export function normaliseCode(input: string, recovery: boolean): string {
  return recovery ? input.trim().toUpperCase() : input.replace(/[\s-]/g, '');
}

/** Why a normalised code cannot be sent yet, if it cannot. */
function codeProblem(value: string, recovery: boolean): string | null {
  if (recovery) return value ? null : RECOVERY_CODE_REQUIRED;
  return /^\d{6}$/.test(value) ? null : CODE_REQUIRED;
}

export function TwoFactorStep({
  step,
  onSignedIn,
  onRestart,
}: {
  step: TwoFactorChallengeStep;
  /** The login answer; returns an error message when it cannot be used on this panel. */
  onSignedIn: (result: LoginResult) => string | null;
  /** Back to the password step, with a message when the challenge can no longer be used. */
  onRestart: (message: string | null) => void;
}) {
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState('');
  const { busy, error, setError, submitted } = useFormAction();

  async function verify(value: string) {
    const {
      data,
      error: body,
      response,
    } = await api.POST('/api/auth/login/two-factor', {
      body: { challenge: step.challenge, code: value },
    });
    if (response.ok && data?.token) {
      const refused = onSignedIn(data);
      if (refused) setError(refused);
      return;
    }
    const message = codeFailureMessage(response.status, body?.message);
    // An expired, used or dead challenge (or a disabled account) cannot be retried: start
    // over from the password.
    if (
      response.status === 403 ||
      (response.status === 401 &&
        (Date.now() >= step.expiresAt ||
          body?.code === 'TWO_FACTOR_CHALLENGE_EXPIRED' ||
          body?.code === 'TWO_FACTOR_CHALLENGE_ENDED'))
    )
      onRestart(message);
    else {
      setError(message);
      setCode('');
    }
  }

  function submit(event: FormEvent) {
    const value = normaliseCode(code, recovery);
    return submitted(event, codeProblem(value, recovery), () => verify(value));
  }

  function toggleRecovery() {
    setRecovery((r) => !r);
    setCode('');
    setError(null);
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Two-factor sign-in" className="kv-code-step">
      <h2 className="kv-login__step">Two-factor sign-in</h2>
      <p className="kv-login__hint" id="kv-code-hint">
        {recovery
          ? 'Enter one of the recovery codes you saved when you turned two-factor sign-in on (like 7KQ2M-XD4PA). Each code works once.'
          : 'Enter the 6-digit code your authenticator app shows for Kavach Genomics.'}
      </p>
      <label className="kv-field">
        <span>{recovery ? 'Recovery code' : 'Authentication code'}</span>
        <PlainInput
          // A new element when the kind changes, so the browser applies the new autocomplete.
          key={recovery ? 'recovery' : 'app'}
          name={recovery ? 'recovery-code' : 'one-time-code'}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          inputMode={recovery ? 'text' : 'numeric'}
          autoComplete={recovery ? 'off' : 'one-time-code'}
          autoCapitalize={recovery ? 'characters' : 'off'}
          spellCheck={false}
          maxLength={recovery ? 20 : 8}
          aria-describedby="kv-code-hint"
          className="kv-code-input"
          data-testid="two-factor-code"
          autoFocus
          required
        />
      </label>
      <FormError text={error} testId="login-error" />
      <PlainButton kind="primary" type="submit" block loading={busy} disabled={!code.trim()}>
        {busy ? 'Verifying...' : 'Verify'}
      </PlainButton>
      <div className="kv-code-step__links">
        <PlainButton kind="link" onClick={toggleRecovery}>
          {recovery ? 'Use your authenticator app' : 'Use a recovery code'}
        </PlainButton>
        <PlainButton kind="link" onClick={() => onRestart(null)}>
          Back to login
        </PlainButton>
      </div>
    </form>
  );
}
