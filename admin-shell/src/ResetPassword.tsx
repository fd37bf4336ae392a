/**
 * The page of the "Forgot password?" link: /admin#reset-password=<token> (or /jobs-admin). The
 * token is in the fragment, so it never reaches a server log. A new password (the password rules
 * apply); every session of the user ends, and they then sign in as usual, two-factor code
 * included.
 */
import { api, NETWORK_ERROR_MESSAGE, PlainButton } from '@kavach/admin-shared/core';
import { useState, type FormEvent } from 'react';
import { NewPasswordFields, PASSWORDS_DIFFER } from './NewPasswordFields';
import { PANEL_TEXT, type Panel } from './tabs';
import { BackToLogin, DoneNotice, FormError } from './FormNotices';
import { useFormAction } from './useFormAction';

export function ResetPassword({
  panel,
  token,
  onDone,
}: {
  panel: Panel;
  token: string;
  onDone: () => void;
}) {
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const { busy, error, setError, submitted } = useFormAction();
  const [done, setDone] = useState<string | null>(null);

  async function save() {
    const {
      data,
      error: body,
      response,
    } = await api.POST('/api/auth/password-reset/confirm', {
      body: { token, newPassword: next },
    });
    if (response.ok && data) setDone(data.message);
    else setError(body?.message ?? NETWORK_ERROR_MESSAGE);
  }

  function submit(event: FormEvent) {
    return submitted(event, next === confirm ? null : PASSWORDS_DIFFER, save);
  }

  return (
    <main className="kv-login">
      <div className="kv-login__card" data-testid="reset-password">
        <p className="kv-login__brand">Kavach Genomics</p>
        <h1 className="kv-login__title">{PANEL_TEXT[panel].title}</h1>
        <h2 className="kv-login__step" style={{ marginTop: 16 }}>
          Choose a new password
        </h2>
        {done ? (
          <DoneNotice text={done} testId="reset-done" next="Go to login" onNext={onDone} />
        ) : (
          <form onSubmit={submit} noValidate aria-label="Choose a new password">
            <p className="kv-login__hint">
              After saving, you log in with the new password (and your authenticator code, if
              two-factor sign-in is on). Every other session of yours is logged out.
            </p>
            <NewPasswordFields
              next={next}
              confirm={confirm}
              onNext={setNext}
              onConfirm={setConfirm}
              autoFocus
            />
            <FormError text={error} testId="reset-error" />
            <PlainButton
              kind="primary"
              type="submit"
              block
              loading={busy}
              disabled={!next || !confirm}
            >
              Save new password
            </PlainButton>
            <BackToLogin onBack={onDone} />
          </form>
        )}
      </div>
    </main>
  );
}
