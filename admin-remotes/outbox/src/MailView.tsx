/**
 * One outbox mail as it was sent: who it went to, its kind in words, subject, status and problem,
 * then its text. The code of a single-use link (password reset, newsletter confirm, unsubscribe)
 * arrives masked from the API, and a note says so. The HTML version is shown only inside a
 * sandboxed frame (no scripts, no same-origin access, no forms or navigation), never inserted
 * into the panel.
 */
import {
  DetailsModal,
  failureSentence,
  formatDateTime,
  type DetailRow,
} from '@kavach/admin-shared';
import { Alert, Radio, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { fetchMail, type OutboxMail, type OutboxMailDetail } from './api';
import { STATUS_TAGS } from './rules';

const ROWS: DetailRow<OutboxMailDetail>[] = [
  { label: 'Kind', value: (m) => m.kind_label },
  { label: 'To', value: (m) => (m.to_name ? `${m.to_name} <${m.to}>` : m.to) },
  { label: 'Reply-To', value: (m) => m.reply_to, when: (m) => Boolean(m.reply_to) },
  { label: 'Subject', value: (m) => m.subject },
  { label: 'Status', value: (m) => STATUS_TAGS[m.status].label },
  { label: 'Created', value: (m) => formatDateTime(m.created_at) },
  {
    label: 'Sent',
    value: (m) => formatDateTime(m.sent_at),
    when: (m) => Boolean(m.sent_at),
  },
  { label: 'Attempts', value: (m) => m.attempts },
  { label: 'Problem', value: (m) => m.problem, when: (m) => Boolean(m.problem) },
  {
    label: 'Mail server’s reply',
    value: (m) => <span className="kv-outbox__error">{m.last_error}</span>,
    when: (m) => Boolean(m.last_error),
  },
];

type Version = 'text' | 'html';

/** How the API shows the secret of a single-use link (a reset, confirm or unsubscribe link). */
const MASKED = '••••••';

export function MailView({ mail, onClose }: { mail: OutboxMail | null; onClose: () => void }) {
  const [detail, setDetail] = useState<OutboxMailDetail | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [version, setVersion] = useState<Version>('text');

  useEffect(() => {
    if (!mail) return;
    let live = true;
    setDetail(null);
    setError(null);
    setVersion('text');
    fetchMail(mail.id).then(
      (d) => live && setDetail(d),
      (e: unknown) => live && setError(`Could not open the mail: ${failureSentence(e)}`),
    );
    return () => {
      live = false;
    };
  }, [mail]);

  // While loading, the row's own fields; the bodies follow.
  const shown: OutboxMailDetail | null =
    detail ?? (mail && { ...mail, to_name: null, reply_to: null, text: '', html: '' });

  return (
    <DetailsModal
      item={mail ? shown : null}
      title={mail ? mail.subject : ''}
      testId="outbox-mail"
      rows={ROWS}
      onClose={onClose}
      width={760}
    >
      {error && <Alert type="error" showIcon message={error} />}
      {!detail && !error && <Spin aria-label="Loading the mail" />}
      {detail && (
        <section className="kv-outbox-mail" aria-label="The mail as sent">
          <Radio.Group
            aria-label="Version"
            optionType="button"
            value={version}
            onChange={(e) => setVersion(e.target.value as Version)}
            options={[
              { value: 'text', label: 'Text' },
              { value: 'html', label: 'As designed (HTML)' },
            ]}
          />
          {(detail.text.includes(MASKED) || detail.html.includes(MASKED)) && (
            <p className="kv-outbox-mail__note" data-testid="outbox-mail-masked">
              Single-use links are shown with {MASKED} in place of their code: only the recipient’s
              copy of the mail works.
            </p>
          )}
          {version === 'text' ? (
            <pre className="kv-outbox-mail__text" data-testid="outbox-mail-text">
              {detail.text}
            </pre>
          ) : (
            <iframe
              className="kv-outbox-mail__html"
              title={`The HTML version of “${detail.subject}”`}
              // Empty sandbox: no scripts, forms, pop-ups or same-origin access.
              sandbox=""
              referrerPolicy="no-referrer"
              srcDoc={detail.html}
            />
          )}
        </section>
      )}
    </DetailsModal>
  );
}
