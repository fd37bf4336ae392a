/**
 * A newsletter that is being sent or was sent, read-only: when it went, to how many and how it
 * went (the list's progress), and its text as the subscribers got it.
 */
import { EditorField, formatDateTime, StatusTag } from '@kavach/admin-shared';
import { Button, Modal } from 'antd';
import { RichTextField } from '../../shared/src/ui/RichTextField';
import type { Newsletter } from './api';
import { editorTextOf, progressText, sentText, STATUS_TAGS } from './rules';

export function SentNewsletter({
  newsletter,
  onClose,
}: {
  newsletter: Newsletter | null;
  onClose(): void;
}) {
  if (!newsletter) return null;
  const { doc } = editorTextOf(newsletter);
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
        <dt>Last change before sending</dt>
        <dd>
          {formatDateTime(newsletter.updated_at)} by {newsletter.updated_by}
        </dd>
      </dl>
      <EditorField name="sent-body" label="Body">
        {(c) => (
          <RichTextField
            control={c}
            label="Body"
            value={doc}
            loaded={0}
            readOnly
            onChange={() => {}}
          />
        )}
      </EditorField>
    </Modal>
  );
}
