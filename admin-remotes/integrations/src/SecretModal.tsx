/**
 * A secret shown once (a new token's, a webhook's signing secret); closing the modal drops it
 * (the parent clears its state).
 */
import { COPY_FAILED_TEXT, useCopyText } from '@kavach/admin-shared';
import { Button, Modal } from 'antd';
import { useRef } from 'react';
import type { ShownSecret } from './rules';

export function SecretModal({
  secret,
  onClose,
}: {
  secret: ShownSecret | null;
  onClose: () => void;
}) {
  const code = useRef<HTMLElement>(null);
  const { copied, copy } = useCopyText<'secret'>();
  return (
    <Modal
      open={secret !== null}
      title={secret?.title ?? ''}
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
          <p>{secret.text}</p>
          <div className="kv-integrations-secret__row">
            <code ref={code} className="kv-integrations-secret__code" data-testid={secret.testId}>
              {secret.value}
            </code>
            <Button onClick={() => void copy(secret.value, 'secret', code.current)}>
              Copy {secret.what}
            </Button>
          </div>
          <p className="kv-muted" role="status" aria-live="polite">
            {copied === 'secret'
              ? `${secret.what.charAt(0).toUpperCase()}${secret.what.slice(1)} copied.`
              : copied === 'failed'
                ? COPY_FAILED_TEXT
                : ''}
          </p>
        </div>
      )}
    </Modal>
  );
}
