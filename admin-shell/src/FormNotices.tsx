/** The notices of the shell's forms: a failure, and the success that ends a screen. */
import { Alert, Button } from 'antd';

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
    <Alert
      type="error"
      showIcon
      role="alert"
      title={text}
      {...(screen === 'account'
        ? { className: 'kv-account-alert' }
        : { style: { marginBottom: 16 } })}
      {...(onClose && { closable: { onClose } })}
      data-testid={testId}
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
      <Alert type="success" showIcon role="status" title={text} data-testid={testId} />
      <Button type="primary" block onClick={onNext} style={{ marginTop: 16 }}>
        {next}
      </Button>
    </>
  );
}

/** The 'Back to login' link under a form of the login screen. */
export function BackToLogin({ onBack }: { onBack: () => void }) {
  return (
    <div className="kv-code-step__links">
      <Button type="link" className="kv-link-button" onClick={onBack}>
        Back to login
      </Button>
    </div>
  );
}
