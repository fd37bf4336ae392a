/**
 * Turning two-factor sign-in on, or moving it to a new phone: POST /api/account/two-factor gives
 * a new secret (QR code and text; the step-up dialog may ask for proof first), the user confirms
 * it with a code of their app (POST /api/account/two-factor/confirm), then sees the ten recovery
 * codes once.
 */
import { api, errorFromBody, NETWORK_ERROR_MESSAGE, unwrap } from '@kavach/admin-shared';
import { Alert, Button, Input, Spin } from 'antd';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { copyText, groupSecret } from './accountSession';
import { useFormAction } from '../useFormAction';
import { RecoveryCodes } from './RecoveryCodes';
import { FormError } from '../FormNotices';

interface Enrolment {
  secret: string;
  qrCode: string;
}

type State =
  | { step: 'starting' }
  | { step: 'failed'; message: string }
  | { step: 'scan'; enrolment: Enrolment }
  | { step: 'codes'; codes: string[] };

const CODE_FORMAT = 'Enter the 6-digit code your authenticator app shows.';

interface SetupProps {
  username: string;
  doneLabel: string;
  /** After the recovery codes were saved. */
  onDone: () => void;
  onCancel?: () => void;
  /** Two-factor sign-in is on already: this moves it to a new phone. */
  moving?: boolean;
}

export function TwoFactorSetup({
  username,
  doneLabel,
  onDone,
  onCancel,
  moving = false,
}: SetupProps) {
  const [state, setState] = useState<State>({ step: 'starting' });
  const [attempt, setAttempt] = useState(0);
  const [code, setCode] = useState('');
  const { busy, error, setError, submitted } = useFormAction();
  const [copied, setCopied] = useState<boolean | null>(null);
  const started = useRef(-1);
  const ids = useId();

  useEffect(() => {
    if (started.current === attempt) return; // one secret per attempt
    started.current = attempt;
    let live = true;
    // A sign-in older than 5 minutes: the step-up dialog asks first (StepUp.tsx).
    unwrap(api.POST('/api/account/two-factor', { body: {} })).then(
      (enrolment) => live && setState({ step: 'scan', enrolment }),
      (e: unknown) =>
        live &&
        setState({
          step: 'failed',
          message: e instanceof Error ? e.message : NETWORK_ERROR_MESSAGE,
        }),
    );
    return () => {
      live = false;
    };
  }, [attempt]);

  async function sendCode(value: string) {
    const {
      data,
      error: body,
      response,
    } = await api.POST('/api/account/two-factor/confirm', {
      body: { code: value },
    });
    if (response.ok && data) setState({ step: 'codes', codes: data.recoveryCodes });
    else {
      setError(errorFromBody(response.status, body).message);
      setCode('');
    }
  }

  function confirm(event: FormEvent) {
    const value = code.replace(/\s+/g, '');
    return submitted(event, /^\d{6}$/.test(value) ? null : CODE_FORMAT, () => sendCode(value));
  }

  if (state.step === 'starting')
    return (
      <div className="kv-account__loading" aria-busy="true">
        <Spin /> <span>Preparing your secret key…</span>
      </div>
    );
  if (state.step === 'failed')
    return (
      <Alert
        type="error"
        showIcon
        role="alert"
        className="kv-account-alert"
        title={state.message}
        action={
          <span style={{ display: 'flex', gap: 8 }}>
            <Button size="small" onClick={() => setAttempt((n) => n + 1)}>
              Try again
            </Button>
            {onCancel && (
              <Button size="small" onClick={onCancel}>
                Cancel
              </Button>
            )}
          </span>
        }
      />
    );
  if (state.step === 'codes')
    return (
      <RecoveryCodes
        codes={state.codes}
        username={username}
        doneLabel={doneLabel}
        onDone={onDone}
      />
    );

  const { enrolment } = state;
  return (
    <div className="kv-enrol" data-testid="two-factor-setup">
      <ol className="kv-enrol__steps">
        <li>
          <p>
            {moving
              ? 'On your new phone, open an authenticator app (for example Google Authenticator, Microsoft Authenticator or 1Password) and scan this QR code. Your old phone keeps working until you confirm below; then it stops.'
              : 'Open an authenticator app on your phone (for example Google Authenticator, Microsoft Authenticator or 1Password) and scan this QR code.'}
          </p>
          <img
            className="kv-enrol__qr"
            src={enrolment.qrCode}
            alt="QR code for your authenticator app"
            width={184}
            height={184}
          />
          <p className="kv-hint">Cannot scan it? Type this key into the app instead:</p>
          <div className="kv-enrol__secret">
            <code data-testid="totp-secret" aria-label="Secret key">
              {groupSecret(enrolment.secret)}
            </code>
            <Button size="small" onClick={async () => setCopied(await copyText(enrolment.secret))}>
              Copy key
            </Button>
            {copied !== null && (
              <span role="status" className="kv-hint">
                {copied ? 'Copied.' : 'Copying failed: select the key and copy it.'}
              </span>
            )}
          </div>
        </li>
        <li>
          <form onSubmit={confirm} noValidate aria-label="Confirm two-factor sign-in">
            <div className="kv-field">
              <label htmlFor={`${ids}-code`}>Authentication code</label>
              <Input
                id={`${ids}-code`}
                name="one-time-code"
                value={code}
                onChange={(e) => setCode(e.target.value)}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={8}
                aria-describedby={`${ids}-hint`}
                className="kv-code-input"
                data-testid="enrol-code"
                required
              />
              <small id={`${ids}-hint`} className="kv-hint">
                The 6-digit code the app shows now for Kavach Genomics.
              </small>
            </div>
            <FormError text={error} testId="enrol-error" screen="account" />
            <div className="kv-account__actions">
              <Button type="primary" htmlType="submit" loading={busy} disabled={!code.trim()}>
                Confirm
              </Button>
              {onCancel && <Button onClick={onCancel}>Cancel</Button>}
            </div>
          </form>
        </li>
      </ol>
    </div>
  );
}
