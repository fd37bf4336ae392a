/**
 * The notices of the shell's forms: a failure, and the success that ends a screen. Plain controls
 * (no antd): the login screens show them before the component library is loaded.
 */
import { PlainAlert, PlainButton } from '@kavach/admin-shared/core';

/**
 * A form's failure in red, read out at once (nothing without one). On the login screens it keeps
 * its distance to the button below; the account screens space it by their own class. With
 * `onClose` it can be dismissed.
 */
export function FormError({
  text,
  testId,
  screen = 'login',
  onClose,
}: {
  text: string | null | undefined;
  testId?: string;
  screen?: 'login' | 'account';
  onClose?: () => void;
}) {
  if (!text) return null;
  return (
    <PlainAlert
      type="error"
      role="alert"
      title={text}
      className={screen === 'account' ? 'kv-account-alert' : 'kv-login__notice'}
      onClose={onClose}
      testId={testId}
    />
  );
}

/** A screen's success in place of its form, and the one way on (e.g. back to the login). */
export function DoneNotice({
  text,
  testId,
  next,
  onNext,
}: {
  text: string;
  testId: string;
  /** The button's label. */
  next: string;
  onNext: () => void;
}) {
  return (
    <>
      <PlainAlert type="success" role="status" title={text} testId={testId} />
      <PlainButton kind="primary" block onClick={onNext} className="kv-login__next">
        {next}
      </PlainButton>
    </>
  );
}

/** The 'Back to login' link under a form of the login screen. */
export function BackToLogin({ onBack }: { onBack: () => void }) {
  return (
    <div className="kv-code-step__links">
      <PlainButton kind="link" onClick={onBack}>
        Back to login
      </PlainButton>
    </div>
  );
}
