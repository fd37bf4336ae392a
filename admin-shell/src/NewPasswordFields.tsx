/**
 * The new password and its confirmation, as My account's password form and the "Forgot
 * password?" link's page ask for them. Kept outside account/ so the login's reset page does not
 * load the account chunk.
 */
import { PlainPasswordInput } from '@kavach/admin-shared/core';
import { useId } from 'react';

const PASSWORD_HINT = 'At least 12 characters; not a common password.';
export const PASSWORDS_DIFFER = 'The new password and its confirmation are not the same.';

export function NewPasswordFields({
  next,
  confirm,
  onNext,
  onConfirm,
  autoFocus = false,
}: {
  next: string;
  confirm: string;
  onNext: (value: string) => void;
  onConfirm: (value: string) => void;
  autoFocus?: boolean;
}) {
  const hintId = useId();
  return (
    <>
      <div className="kv-field">
        <label htmlFor={`${hintId}-new`}>New password</label>
        <PlainPasswordInput
          id={`${hintId}-new`}
          name="new-password"
          autoComplete="new-password"
          value={next}
          onChange={(e) => onNext(e.target.value)}
          aria-describedby={hintId}
          autoFocus={autoFocus}
          required
        />
        <small id={hintId} className="kv-hint">
          {PASSWORD_HINT}
        </small>
      </div>
      <label className="kv-field">
        <span>Confirm new password</span>
        <PlainPasswordInput
          name="confirm-password"
          autoComplete="new-password"
          value={confirm}
          onChange={(e) => onConfirm(e.target.value)}
          required
        />
      </label>
    </>
  );
}
