/**
 * The erasure's confirmation: what will go, in numbers, and the address typed again (the API
 * checks it too). A refusal stays in the dialog with the API's message.
 */
import { Alert, Input, Modal } from 'antd';
import { useState } from 'react';
import type { Lookup } from './api';
import { CONFIRM_LABEL, eraseSummary, errorText, sameAddress } from './rules';

export function EraseDialog({
  open,
  lookup,
  onErase,
  onCancel,
}: {
  open: boolean;
  lookup: Lookup;
  /** Resolves when erased (the caller closes the dialog); a rejection is shown here. */
  onErase: (typed: string) => Promise<void>;
  onCancel: () => void;
}) {
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const matches = sameAddress(typed, lookup.email);

  async function confirm() {
    if (!matches || busy) return;
    setBusy(true);
    setError(null);
    try {
      await onErase(typed);
    } catch (e) {
      setError(errorText('erasing the data', e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      open={open}
      title="Erase personal data"
      okText="Erase"
      okButtonProps={{ danger: true, disabled: !matches }}
      cancelText="Cancel"
      confirmLoading={busy}
      onOk={() => void confirm()}
      onCancel={onCancel}
      afterClose={() => {
        setTyped('');
        setError(null);
      }}
      destroyOnHidden
      width={480}
    >
      <div className="kv-privacy-confirm">
        <p data-testid="erase-summary">{eraseSummary(lookup.counts)}</p>
        <p>
          Address: <strong>{lookup.email}</strong>
          <br />
          Case reference: <strong>{lookup.caseReference}</strong>
        </p>
        <label className="kv-field-label">
          {CONFIRM_LABEL}
          <Input
            type="email"
            autoComplete="off"
            spellCheck={false}
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            onPressEnter={() => void confirm()}
            aria-invalid={typed !== '' && !matches}
          />
        </label>
        {error ? (
          <Alert type="error" showIcon role="alert" title={error} style={{ marginTop: 12 }} />
        ) : null}
      </div>
    </Modal>
  );
}
