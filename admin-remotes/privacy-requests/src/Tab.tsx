/**
 * Privacy Requests (System Admins): one person's right to see and to erase their data. Look up
 * an e-mail address → what is held, kind by kind, with the case reference the audit log knows
 * the request by; Download ZIP (everything, with the resumes); Erase → a confirmation naming
 * what goes, with the address typed again → the API's counts.
 */
import { Forbidden, isForbidden, MessageAlert, useTimedMessage } from '@kavach/admin-shared';
import { FIELD_LENGTHS } from '@kavach/api-client/field-rules';
import { Alert, Button, Input } from 'antd';
import { useState, type FormEvent } from 'react';
import { downloadExport, erase, lookUp, type Lookup } from './api';
import { EraseDialog } from './EraseDialog';
import { LookupResult } from './LookupResult';
import { erasedText, errorText, INTRO, TITLE } from './rules';
import './styles';

const MESSAGE_MS = 6000;

export default function PrivacyRequestsTab() {
  const [address, setAddress] = useState('');
  const [result, setResult] = useState<Lookup | null>(null);
  const [searching, setSearching] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const [forbidden, setForbidden] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const { message, show, clear } = useTimedMessage();

  async function search(e?: FormEvent) {
    e?.preventDefault();
    setSearching(true);
    setDone(null);
    clear();
    try {
      setResult(await lookUp(address));
    } catch (err) {
      if (isForbidden(err)) setForbidden(true);
      else show(errorText('looking up the address', err), MESSAGE_MS, 'error');
    } finally {
      setSearching(false);
    }
  }

  async function download(r: Lookup) {
    setDownloading(true);
    try {
      const name = await downloadExport(r.email, `personal-data_${r.caseReference}.zip`);
      show(`ZIP file '${name}' downloaded.`, MESSAGE_MS, 'success');
    } catch (err) {
      show(errorText('downloading the data', err), MESSAGE_MS, 'error');
    } finally {
      setDownloading(false);
    }
  }

  /** Erases; on success the result is replaced by what the API says it erased. */
  async function eraseNow(r: Lookup, typed: string) {
    const reply = await erase(r.email, typed);
    clear();
    setConfirming(false);
    setResult(null);
    setDone(erasedText(r.email, reply.message, reply.erased));
  }

  if (forbidden) return <Forbidden />;

  return (
    <div data-testid="privacy-requests-tab" className="kv-privacy">
      <h2 className="kv-section-title">{TITLE}</h2>
      <p className="kv-muted kv-privacy__intro">{INTRO}</p>
      <form className="kv-toolbar kv-privacy__form" onSubmit={(e) => void search(e)} noValidate>
        <Input
          type="email"
          inputMode="email"
          autoComplete="off"
          spellCheck={false}
          aria-label="E-mail address"
          placeholder="E-mail address, e.g. asha@example.com"
          value={address}
          onChange={(e) => setAddress(e.target.value)}
          maxLength={FIELD_LENGTHS.email}
        />
        <Button type="primary" htmlType="submit" loading={searching}>
          Look up
        </Button>
      </form>
      <MessageAlert message={message} onClose={clear} />
      {done ? (
        <Alert
          type="success"
          showIcon
          role="status"
          title={done}
          data-testid="erase-done"
          closable={{ onClose: () => setDone(null) }}
          style={{ marginBottom: 12 }}
        />
      ) : null}
      {result ? (
        <LookupResult
          result={result}
          downloading={downloading}
          onDownload={() => void download(result)}
          onErase={() => setConfirming(true)}
        />
      ) : null}
      {result ? (
        <EraseDialog
          open={confirming}
          lookup={result}
          onErase={(typed) => eraseNow(result, typed)}
          onCancel={() => setConfirming(false)}
        />
      ) : null}
    </div>
  );
}
