/**
 * The login panel: username, password, captcha. On /jobs-admin it
 * is the 'Jobs Management Panel' and sends panel 'jobs-admin'. Accounts with
 * two-factor sign-in get a second step (TwoFactorStep.tsx) for the code.
 */
import {
  api,
  CurrentPasswordField,
  isJobsPanelRole,
  sessionFromLogin,
  sessionStore,
  useSessionEndReason,
  type LoginResult,
} from '@kavach/admin-shared';
import { Alert, Button, Input } from 'antd';
import { lazy, useRef, useState, type FormEvent } from 'react';
import { Captcha, type CaptchaHandle } from './Captcha';
import { LazyView } from './LazyView';
import { CAPTCHA_REQUIRED, loginFailureMessage, NO_PANEL_ACCESS } from './loginMessages';
import { PANEL_TEXT, type Panel } from './tabs';
import { TwoFactorStep, type TwoFactorChallengeStep } from './TwoFactorStep';
import { useFormAction } from './useFormAction';
import { FormError } from './FormNotices';

const ForgotPassword = lazy(() =>
  import('./ForgotPassword').then((m) => ({ default: m.ForgotPassword })),
);

export function Login({ panel }: { panel: Panel }) {
  const [forgot, setForgot] = useState(false);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [captcha, setCaptcha] = useState('');
  const { busy, error, setError, submitted } = useFormAction();
  const [codeStep, setCodeStep] = useState<TwoFactorChallengeStep | null>(null);
  const captchaRef = useRef<CaptchaHandle>(null);
  const endReason = useSessionEndReason();
  const text = PANEL_TEXT[panel];

  function fail(message: string) {
    setError(message);
    captchaRef.current?.reset();
  }

  /** Starts the session of a login answer; the message when this panel refuses its role. */
  function signIn(result: LoginResult): string | null {
    if (panel === 'jobs-admin' && !isJobsPanelRole(result.role)) return NO_PANEL_ACCESS;
    sessionStore.start(sessionFromLogin(result));
    return null;
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
      const refused = signIn(data);
      if (refused) fail(refused);
      return;
    }
    fail(loginFailureMessage(response.status, body?.message));
  }

  function submit(event: FormEvent) {
    return submitted(event, captcha ? null : CAPTCHA_REQUIRED, logIn, fail);
  }

  const passwordStep = (
    <>
      {endReason && !error && (
        <Alert
          type="warning"
          showIcon
          title={endReason}
          style={{ marginBottom: 16 }}
          data-testid="session-ended"
        />
      )}
      <form onSubmit={submit} noValidate aria-label="Log in">
        <label className="kv-field">
          <span>Username</span>
          <Input
            name="username"
            autoComplete="username"
            value={username}
            onChange={(e) => setUsername(e.target.value)}
            required
            autoFocus
          />
        </label>
        <CurrentPasswordField
          label="Password"
          name="password"
          value={password}
          onChange={setPassword}
          required
        />
        <div className="kv-field">
          <Captcha ref={captchaRef} onChange={setCaptcha} />
        </div>
        <FormError text={error} testId="login-error" />
        <Button
          type="primary"
          htmlType="submit"
          block
          loading={busy}
          disabled={!username.trim() || !password}
        >
          {busy ? 'Logging in...' : 'Login'}
        </Button>
        <div className="kv-code-step__links">
          <Button
            type="link"
            className="kv-link-button"
            onClick={() => {
              setError(null);
              setCaptcha(''); // the widget is drawn again, unsolved, on the way back
              setForgot(true);
            }}
          >
            Forgot password?
          </Button>
        </div>
      </form>
    </>
  );

  return (
    <main className="kv-login">
      <div className="kv-login__card">
        <p className="kv-login__brand">Kavach Genomics</p>
        <h1 className="kv-login__title">{text.title}</h1>
        <p className="kv-login__subtitle">{text.subtitle}</p>
        {codeStep ? (
          <TwoFactorStep step={codeStep} onSignedIn={signIn} onRestart={restart} />
        ) : forgot ? (
          <LazyView>
            <ForgotPassword panel={panel} onBack={() => setForgot(false)} />
          </LazyView>
        ) : (
          passwordStep
        )}
      </div>
    </main>
  );
}
