/**
 * The login panel: username, password, captcha. On /jobs-admin it
 * is the 'Jobs Management Panel' and sends panel 'jobs-admin'. Accounts with
 * two-factor sign-in get a second step (TwoFactorStep.tsx) for the code.
 */
import {
  isJobsPanelRole,
  sessionFromLogin,
  sessionStore,
  useSessionEndReason,
  type LoginResult,
  PlainAlert,
  PlainButton,
} from '@kavach/admin-shared/core';
import { lazy, useState } from 'react';
import { LazyView } from './LazyView';
import { NO_PANEL_ACCESS } from './loginMessages';
import { SignInForm } from './SignInForm';
import { PANEL_TEXT, type Panel } from './tabs';

const ForgotPassword = lazy(() =>
  import('./ForgotPassword').then((m) => ({ default: m.ForgotPassword })),
);

/** Starts the session of a login answer; the message when the panel refuses its role. */
export function signInOn(panel: Panel, result: LoginResult): string | null {
  if (panel === 'jobs-admin' && !isJobsPanelRole(result.role)) return NO_PANEL_ACCESS;
  sessionStore.start(sessionFromLogin(result));
  return null;
}

export function Login({ panel }: { panel: Panel }) {
  const [forgot, setForgot] = useState(false);
  const endReason = useSessionEndReason();
  const text = PANEL_TEXT[panel];

  return (
    <main className="kv-login">
      <div className="kv-login__card">
        <p className="kv-login__brand">Kavach Genomics</p>
        <h1 className="kv-login__title">{text.title}</h1>
        <p className="kv-login__subtitle">{text.subtitle}</p>
        {forgot ? (
          <LazyView>
            <ForgotPassword panel={panel} onBack={() => setForgot(false)} />
          </LazyView>
        ) : (
          <SignInForm
            panel={panel}
            onSignedIn={(result) => signInOn(panel, result)}
            notice={
              endReason && (
                <PlainAlert
                  type="warning"
                  title={endReason}
                  className="kv-login__notice"
                  testId="session-ended"
                />
              )
            }
            links={
              <div className="kv-code-step__links">
                <PlainButton kind="link" onClick={() => setForgot(true)}>
                  Forgot password?
                </PlainButton>
              </div>
            }
          />
        )}
      </div>
    </main>
  );
}
