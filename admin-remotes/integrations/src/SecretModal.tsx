/** A new token's secret, shown once; closing the modal drops it (the parent clears its state). */
import { COPY_FAILED_TEXT, useCopyText } from '@kavach/admin-shared';
import { Button, Modal } from 'antd';
import { useRef } from 'react';
import { SECRET_TEXT } from './rules';

export function SecretModal({
  secret,
  onClose,
}: {
  secret: { name: string; value: string } | null;
  onClose: () => void;
}) {
  const code = useRef<HTMLElement>(null);
  const { copied, copy } = useCopyText<'token'>();
  return (
    <Modal
      open={secret !== null}
      title={secret ? `Token “${secret.name}”` : ''}
      onCancel={onClose}
      mask={{ closable: false }}
      destroyOnHidden
      width={520}
      footer={
        <Button type="primary" onClick={onClose}>
          Done
        </Button>
      }
    >
      {secret && (
        <div className="kv-integrations-secret">
          <p>{SECRET_TEXT}</p>
          <div className="kv-integrations-secret__row">
            <code ref={code} className="kv-integrations-secret__code" data-testid="token-secret">
              {secret.value}
            </code>
            <Button onClick={() => void copy(secret.value, 'token', code.current)}>
              Copy token
            </Button>
          </div>
          <p className="kv-muted" role="status" aria-live="polite">
            {copied === 'token' ? 'Token copied.' : copied === 'failed' ? COPY_FAILED_TEXT : ''}
          </p>
        </div>
      )}
    </Modal>
  );
}
