/**
 * Change password (My account: with the current password) or choose your own (setup after a
 * temporary password, which worked for that one sign-in: not asked again):
 * POST /api/account/password. The answer is a new session that replaces the stored one (every
 * earlier token stops working, this page's too).
 */
import { api, CurrentPasswordField, errorFromBody, useSession } from '@kavach/admin-shared';
import { Alert, Button } from 'antd';
import { useState, type FormEvent } from 'react';
import { NewPasswordFields, PASSWORDS_DIFFER } from '../NewPasswordFields';
import { useFormAction } from '../useFormAction';
import { replaceSession } from './accountSession';
import { FormError } from '../FormNotices';

const PASSWORD_CHANGED =
  'Your password has been changed. Your other sessions have been logged out.';

export function PasswordForm({
  mode,
  onChanged,
}: {
  /** 'setup': the first sign-in with a temporary password (or the first admin's): no current one. */
  mode: 'change' | 'setup';
  onChanged?: () => void;
}) {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [done, setDone] = useState(false);
  const { busy, error, setError, submitted } = useFormAction();
  const username = useSession()?.username ?? '';

  async function save() {
    const {
      data,
      error: body,
      response,
    } = await api.POST('/api/account/password', {
      body:
        mode === 'setup' ? { newPassword: next } : { currentPassword: current, newPassword: next },
    });
    if (response.ok && data?.token) {
      setCurrent('');
      setNext('');
      setConfirm('');
      setDone(true);
      replaceSession(data);
      onChanged?.();
      return;
    }
    setError(errorFromBody(response.status, body).message);
  }

  function submit(event: FormEvent) {
    setDone(false);
    return submitted(event, next === confirm ? null : PASSWORDS_DIFFER, save);
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={mode === 'setup' ? 'Choose your own password' : 'Change password'}
      className="kv-account-form"
    >
      {/* Lets a password manager file the new password under the right account. */}
      <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
      {mode === 'change' && (
        <CurrentPasswordField
          label="Current password"
          value={current}
          onChange={setCurrent}
          required
        />
      )}
      <NewPasswordFields next={next} confirm={confirm} onNext={setNext} onConfirm={setConfirm} />
      <FormError text={error} testId="password-error" screen="account" />
      {done && mode === 'change' && (
        <Alert
          type="success"
          showIcon
          title={PASSWORD_CHANGED}
          role="status"
          className="kv-account-alert"
          data-testid="password-changed"
        />
      )}
      <Button
        type="primary"
        htmlType="submit"
        loading={busy}
        disabled={(mode === 'change' && !current) || !next || !confirm}
      >
        {mode === 'setup' ? 'Save and continue' : 'Change password'}
      </Button>
    </form>
  );
}
