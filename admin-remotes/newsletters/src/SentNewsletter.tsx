/**
 * A newsletter that is being sent or was sent, read-only: when it went, to how many and how it
 * went (the list's progress), and its text as the subscribers got it, in each of its languages.
 */
import { EditorField, formatDateTime, StatusTag } from '@kavach/admin-shared';
import { Button, Modal } from 'antd';
import { RichTextField } from '../../shared/src/ui/RichTextField';
import type { Newsletter } from './api';
import {
  editorTextsOf,
  NEWSLETTER_LANGUAGES,
  progressText,
  sentText,
  STATUS_TAGS,
  written,
} from './rules';

export function SentNewsletter({
  newsletter,
  onClose,
}: {
  newsletter: Newsletter | null;
  onClose(): void;
}) {
  if (!newsletter) return null;
  const texts = editorTextsOf(newsletter);
  const languages = NEWSLETTER_LANGUAGES.filter(
    ({ code }) => code === 'en' || written(texts[code]),
  );
  return (
    <Modal
      open
      title={newsletter.subject}
      onCancel={onClose}
      footer={<Button onClick={onClose}>Close</Button>}
      width={760}
    >
      <dl className="kv-nl-sent" data-testid="sent-newsletter">
        <dt>Status</dt>
        <dd>
          <StatusTag statuses={STATUS_TAGS} status={newsletter.status} /> {sentText(newsletter)}
        </dd>
        <dt>Mails</dt>
        <dd>{progressText(newsletter)}</dd>
        <dt>Languages</dt>
        <dd>{languages.map(({ name }) => name).join(', ')}</dd>
        <dt>Last change before sending</dt>
        <dd>
          {formatDateTime(newsletter.updated_at)} by {newsletter.updated_by}
        </dd>
      </dl>
      {languages.map(({ code, name }) => {
        // The English is the newsletter's own; another version is named by its language and subject.
        const label = code === 'en' ? 'Body' : `${name}: ${texts[code].subject}`;
        return (
          <div key={code} lang={code}>
            <EditorField name={code === 'en' ? 'sent-body' : `sent-body-${code}`} label={label}>
              {(c) => (
                <RichTextField
                  control={c}
                  label={label}
                  value={texts[code].doc}
                  loaded={0}
                  readOnly
                  onChange={() => {}}
                />
              )}
            </EditorField>
          </div>
        );
      })}
    </Modal>
  );
}
