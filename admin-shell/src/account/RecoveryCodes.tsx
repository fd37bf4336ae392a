/**
 * The ten recovery codes, shown once right after two-factor sign-in is turned on: a list,
 * Copy, Download as .txt, and "I have saved these codes" before the screen can be closed.
 */
import { saveBlob } from '@kavach/admin-shared';
import { Alert, Button } from 'antd';
import { useId, useState } from 'react';
import { copyText, recoveryCodesText } from './accountSession';

const RECOVERY_FILE_NAME = 'kavach-recovery-codes.txt';

export function RecoveryCodes({
  codes,
  username,
  doneLabel,
  onDone,
}: {
  codes: readonly string[];
  username: string;
  doneLabel: string;
  onDone: () => void;
}) {
  const [saved, setSaved] = useState(false);
  const [copied, setCopied] = useState<boolean | null>(null);
  const checkId = useId();

  async function copy() {
    setCopied(await copyText(codes.join('\n')));
  }

  function download() {
    const text = recoveryCodesText(codes, username);
    saveBlob(new Blob([text], { type: 'text/plain;charset=utf-8' }), RECOVERY_FILE_NAME);
  }

  return (
    <section className="kv-recovery" aria-labelledby={`${checkId}-title`} data-testid="recovery">
      <h3 id={`${checkId}-title`} className="kv-account__subtitle">
        Your recovery codes
      </h3>
      <Alert
        type="warning"
        showIcon
        className="kv-account-alert"
        title="Save these codes now: they are shown only this once."
        description="If you lose your phone, each code signs you in once instead of a code from the app. Keep them in a password manager or print them."
      />
      <ol className="kv-recovery__codes" data-testid="recovery-codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className="kv-account__actions">
        <Button onClick={copy}>Copy</Button>
        <Button onClick={download}>Download as .txt</Button>
        {copied !== null && (
          <span role="status" className="kv-hint">
            {copied ? 'Copied.' : 'Copying failed: select the codes and copy them.'}
          </span>
        )}
      </div>
      <label className="kv-check" htmlFor={checkId}>
        <input
          id={checkId}
          type="checkbox"
          checked={saved}
          onChange={(e) => setSaved(e.target.checked)}
        />
        <span>I have saved these codes</span>
      </label>
      <Button type="primary" disabled={!saved} onClick={onDone}>
        {doneLabel}
      </Button>
    </section>
  );
}
