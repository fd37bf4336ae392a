/**
 * "Forgot password?" under the login: username or e-mail address and the captcha; the API mails
 * a single-use link (30 minutes) to the account's address and answers the same whether or not an
 * account matches, so this screen says the same in every case.
 */
import { api, PlainButton, PlainInput } from '@kavach/admin-shared/core';
import { useRef, useState, type FormEvent } from 'react';
import { Captcha, type CaptchaHandle } from './Captcha';
import { captchaRequired, loginFailureMessage } from './loginMessages';
import type { Panel } from './tabs';
import { BackToLogin, DoneNotice, FormError } from './FormNotices';
import { useFormAction } from './useFormAction';

export function ForgotPassword({ panel, onBack }: { panel: Panel; onBack: () => void }) {
  const [login, setLogin] = useState('');
  const [captcha, setCaptcha] = useState('');
  const { busy, error, setError, submitted } = useFormAction();
  const [sent, setSent] = useState<string | null>(null);
  const captchaRef = useRef<CaptchaHandle>(null);

  function fail(message: string) {
    setError(message);
    captchaRef.current?.reset();
  }

  async function requestLink() {
    const {
      data,
      error: body,
      response,
    } = await api.POST('/api/auth/password-reset', {
      body: { login: login.trim(), captcha, panel },
    });
    if (response.ok && data) setSent(data.message);
    else fail(loginFailureMessage(response.status, body?.message));
  }

  function submit(event: FormEvent) {
    // Nothing to send without a login (its button is disabled then).
    if (!login.trim()) {
      event.preventDefault();
      return;
    }
    return submitted(event, captcha ? null : captchaRequired(), requestLink, fail);
  }

  return (
    <section aria-labelledby="kv-forgot-title" data-testid="forgot-password">
      <h2 id="kv-forgot-title" className="kv-login__step">
        Reset your password
      </h2>
      {sent ? (
        <DoneNotice text={sent} testId="forgot-sent" next="Back to login" onNext={onBack} />
      ) : (
        <form onSubmit={submit} noValidate aria-label="Reset your password">
          <p className="kv-login__hint">
            Enter your username or the e-mail address of your staff account. We send a link to that
            account&apos;s e-mail address to choose a new password.
          </p>
          <label className="kv-field">
            <span>Username or e-mail address</span>
            <PlainInput
              name="username"
              autoComplete="username"
              value={login}
              onChange={(e) => setLogin(e.target.value)}
              maxLength={254}
              spellCheck={false}
              autoFocus
            />
          </label>
          <div className="kv-field">
            <Captcha ref={captchaRef} onChange={setCaptcha} />
          </div>
          <FormError text={error} testId="forgot-error" />
          <PlainButton kind="primary" type="submit" block loading={busy} disabled={!login.trim()}>
            Send the link
          </PlainButton>
          <BackToLogin onBack={onBack} />
        </form>
      )}
    </section>
  );
}
