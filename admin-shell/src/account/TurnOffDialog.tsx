/** Turning two-factor sign-in off asks for a current code (or a recovery code), and the step-up. */
import { api, ApiRequestError, NETWORK_ERROR_MESSAGE, unwrap } from '@kavach/admin-shared';
import { Alert, Input, Modal } from 'antd';
import { useState, type FormEvent } from 'react';

export function TurnOffDialog({
  open,
  onCancel,
  onDone,
}: {
  open: boolean;
  onCancel: () => void;
  onDone: () => void;
}) {
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event?: FormEvent) {
    event?.preventDefault();
    if (!code.trim() || busy) return;
    setBusy(true);
    setError(null);
    try {
      await unwrap(api.POST('/api/account/two-factor/disable', { body: { code: code.trim() } }));
      setCode('');
      onDone();
    } catch (e) {
      setError(e instanceof ApiRequestError ? e.message : NETWORK_ERROR_MESSAGE);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      open={open}
      title="Turn off two-factor sign-in"
      okText="Turn off"
      okButtonProps={{ danger: true, disabled: !code.trim() }}
      cancelText="Cancel"
      confirmLoading={busy}
      onOk={() => submit()}
      onCancel={() => {
        setCode('');
        setError(null);
        onCancel();
      }}
      destroyOnHidden
      width={440}
    >
      <form onSubmit={submit} noValidate aria-label="Turn off two-factor sign-in">
        <p>
          Enter a current code from your authenticator app (or a recovery code) to confirm. Your
          other sessions will be logged out.
        </p>
        <label className="kv-field">
          <span>Authentication code</span>
          <Input
            name="one-time-code"
            value={code}
            onChange={(e) => setCode(e.target.value)}
            autoComplete="one-time-code"
            spellCheck={false}
            maxLength={20}
            autoFocus
          />
        </label>
        {error && (
          <Alert type="error" showIcon role="alert" title={error} data-testid="turn-off-error" />
        )}
      </form>
    </Modal>
  );
}
