/** The temporary password, shown once after a create or a password reset, with its sign-in instructions. */
import { Button, Modal } from 'antd';
import { useRef } from 'react';
import { COPY_FAILED_TEXT, useCopyText } from '@kavach/admin-shared';
import { signInInstructions, temporaryPasswordText } from './rules';

export interface TemporaryPassword {
  username: string;
  password: string;
  /** When it stops working (it also stops after its one sign-in). */
  expiresAt: string;
  /** The panel of the user's role, for the sign-in instructions. */
  panel: 'admin' | 'jobs-admin';
  /** The signed-in admin's own: closing it ends their session (the server has already). */
  own?: boolean;
}

/** The temporary password, shown once; closing the modal drops it (the parent clears its state). */
export function TemporaryPasswordModal({
  shown,
  onClose,
}: {
  shown: TemporaryPassword | null;
  onClose: () => void;
}) {
  return (
    <Modal
      open={shown !== null}
      title="Temporary password"
      onCancel={onClose}
      maskClosable={false}
      destroyOnHidden
      width={440}
      footer={
        <Button type="primary" onClick={onClose}>
          Done
        </Button>
      }
    >
      {shown && <PasswordBody key={`${shown.username}|${shown.password}`} shown={shown} />}
    </Modal>
  );
}

function PasswordBody({ shown }: { shown: TemporaryPassword }) {
  const code = useRef<HTMLElement>(null);
  const instructions = useRef<HTMLPreElement>(null);
  const { copied: copy, copy: copyTo } = useCopyText<'password' | 'instructions'>();
  const text = signInInstructions({ ...shown, origin: location.origin });
  const copyText = (value: string, what: 'password' | 'instructions') =>
    copyTo(value, what, what === 'password' ? code.current : instructions.current);

  return (
    <div className="kv-users-temp">
      <p data-testid="temporary-password-text">
        {temporaryPasswordText(shown.username, shown.expiresAt)}
      </p>
      <div className="kv-users-temp__row">
        <code ref={code} className="kv-users-temp__code" data-testid="temporary-password">
          {shown.password}
        </code>
        <Button onClick={() => void copyText(shown.password, 'password')}>Copy password</Button>
      </div>
      <Button block onClick={() => void copyText(text, 'instructions')}>
        Copy sign-in instructions
      </Button>
      <pre
        ref={instructions}
        className="kv-users-temp__instructions"
        data-testid="sign-in-instructions"
      >
        {text}
      </pre>
      <p className="kv-muted" role="status" aria-live="polite">
        {copy === 'password'
          ? 'Password copied.'
          : copy === 'instructions'
            ? 'Sign-in instructions copied: paste them into a message to the new user.'
            : copy === 'failed'
              ? COPY_FAILED_TEXT
              : ''}
      </p>
    </div>
  );
}
