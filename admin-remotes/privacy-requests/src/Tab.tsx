/**
 * Privacy Requests (System Admins): one person's right to see and to erase their data. Look up
 * an e-mail address → what is held, kind by kind, with the case reference the audit log knows
 * the request by; Download ZIP (everything, with the resumes); Erase → a confirmation naming
 * what goes, with the address typed again → the API's counts.
 */
import {
  COPY_FAILED_TEXT,
  Forbidden,
  inboxChanged,
  isForbidden,
  MessageAlert,
  useCopyText,
  useTimedMessage,
} from '@kavach/admin-shared';
import { FIELD_LENGTHS } from '@kavach/api-client/field-rules';
import { Alert, Button, Input } from 'antd';
import { useRef, useState, type FormEvent } from 'react';
import { downloadExport, erase, lookUp, type Lookup } from './api';
import { EraseDialog } from './EraseDialog';
import { LookupResult } from './LookupResult';
import { erasedText, erasureReply, errorText, INTRO, TITLE } from './rules';
import './styles';

const MESSAGE_MS = 6000;

export default function PrivacyRequestsTab() {
  const [address, setAddress] = useState('');
  const [result, setResult] = useState<Lookup | null>(null);
  const [searching, setSearching] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const [forbidden, setForbidden] = useState(false);
  const [confirming, setConfirming] = useState(false);
  /** The last erasure: what the API said, and the reply to send the person. */
  const [done, setDone] = useState<{ text: string; caseReference: string; reply: string } | null>(
    null,
  );
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
    // The person's contacts, registrations and applications are gone: the tab badges follow.
    void inboxChanged();
    clear();
    setConfirming(false);
    setResult(null);
    // The result goes, its case reference stays: staff answer the person with it.
    setDone({
      text: erasedText(r.email, reply.message, reply.erased),
      caseReference: r.caseReference,
      reply: erasureReply(r.email, r.caseReference, reply.erased),
    });
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
      {done ? <ErasureDone done={done} onClose={() => setDone(null)} /> : null}
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

/** After an erasure: what went, the case reference, and the reply to the person to copy. */
function ErasureDone({
  done,
  onClose,
}: {
  done: { text: string; caseReference: string; reply: string };
  onClose: () => void;
}) {
  const reply = useRef<HTMLPreElement>(null);
  const { copied, copy } = useCopyText<'reply'>();
  return (
    <div className="kv-privacy__done">
      <Alert
        type="success"
        showIcon
        role="status"
        title={done.text}
        data-testid="erase-done"
        closable={{ onClose }}
      />
      <p>
        Case reference <strong data-testid="erased-case-reference">{done.caseReference}</strong>
      </p>
      <p className="kv-muted">Send the person this reply, so they know what was erased:</p>
      <pre ref={reply} className="kv-privacy__reply" data-testid="erasure-reply">
        {done.reply}
      </pre>
      <Button onClick={() => void copy(done.reply, 'reply', reply.current)}>Copy reply text</Button>
      <p className="kv-muted" role="status" aria-live="polite">
        {copied === 'reply' ? 'Reply copied.' : copied === 'failed' ? COPY_FAILED_TEXT : ''}
      </p>
    </div>
  );
}
