/**
 * My account's e-mail address: where "Forgot password?" sends its link. Accounts from before
 * addresses were asked for add theirs here (POST /api/account/email, with the step-up).
 */
import { api, ApiRequestError, NETWORK_ERROR_MESSAGE, unwrap } from '@kavach/admin-shared';
import { Alert, Button, Input } from 'antd';
import { useId, useState, type FormEvent } from 'react';
import { FormError } from '../FormNotices';

const EMAIL_MISSING =
  'No e-mail address yet: add one, so that you can reset your password yourself if you forget it.';
const EMAIL_SAVED = 'Your e-mail address is saved.';

export function EmailForm({
  email,
  onSaved,
}: {
  email: string | null;
  onSaved: (email: string) => void;
}) {
  const [value, setValue] = useState(email ?? '');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const id = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const next = value.trim();
    if (busy || !next) return;
    setBusy(true);
    setError(null);
    setSaved(false);
    try {
      await unwrap(api.POST('/api/account/email', { body: { email: next } }));
      setSaved(true);
      onSaved(next);
    } catch (e) {
      setError(e instanceof ApiRequestError ? e.message : NETWORK_ERROR_MESSAGE);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-label="E-mail address" className="kv-account-form">
      {!email && (
        <Alert
          type="warning"
          showIcon
          title={EMAIL_MISSING}
          className="kv-account-alert"
          data-testid="email-missing"
        />
      )}
      <div className="kv-field">
        <label htmlFor={id}>E-mail address</label>
        <Input
          id={id}
          type="email"
          name="email"
          autoComplete="email"
          value={value}
          onChange={(e) => {
            setValue(e.target.value);
            setSaved(false);
          }}
          maxLength={254}
          spellCheck={false}
        />
        <small className="kv-hint">
          Only for your own account: &quot;Forgot password?&quot; sends its link here.
        </small>
      </div>
      <FormError text={error} screen="account" />
      {saved && (
        <Alert
          type="success"
          showIcon
          role="status"
          title={EMAIL_SAVED}
          className="kv-account-alert"
          data-testid="email-saved"
        />
      )}
      <Button
        type="primary"
        htmlType="submit"
        loading={busy}
        disabled={!value.trim() || value.trim() === (email ?? '')}
      >
        Save e-mail address
      </Button>
    </form>
  );
}
