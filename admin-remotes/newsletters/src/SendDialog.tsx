/**
 * "Send to subscribers": counts the confirmed subscribers now, asks with that number, and sends
 * with it as `expected`. When the number changed in between (409), the dialog stays open with
 * the API's message and the new number, to be confirmed again.
 */
import { failureSentence, isForbidden } from '@kavach/admin-shared';
import { Alert, Modal } from 'antd';
import { useState } from 'react';
import { countRecipients, sendToSubscribers, type Newsletter } from './api';
import { errorText, isConflict, NO_RECIPIENTS, sendConfirmText } from './rules';

interface Asking {
  newsletter: Newsletter;
  count: number;
  /** Why it asks again (the API's message), if it does. */
  problem: string | null;
}

export function useSendToSubscribers(on: {
  sent(newsletter: Newsletter, count: number): void;
  failed(text: string): void;
  forbidden(): void;
}) {
  const [asking, setAsking] = useState<Asking | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);

  function fail(e: unknown, what: string) {
    if (isForbidden(e)) on.forbidden();
    else on.failed(errorText(what, e));
  }

  async function start(newsletter: Newsletter) {
    setBusyId(newsletter.id);
    try {
      const count = await countRecipients();
      if (count === 0) on.failed(NO_RECIPIENTS);
      else setAsking({ newsletter, count, problem: null });
    } catch (e) {
      fail(e, 'the confirmed subscribers were not counted.');
    } finally {
      setBusyId(null);
    }
  }

  async function confirm() {
    if (!asking) return;
    const { newsletter, count } = asking;
    setBusyId(newsletter.id);
    try {
      const { data } = await sendToSubscribers(newsletter.id, count);
      setAsking(null);
      on.sent(data, count);
    } catch (e) {
      const now = isConflict(e) ? await countRecipients().catch(() => null) : null;
      if (now !== null && now > 0 && now !== count)
        setAsking({ newsletter, count: now, problem: failureSentence(e) });
      else {
        setAsking(null);
        fail(e, 'the newsletter was not sent.');
      }
    } finally {
      setBusyId(null);
    }
  }

  const dialog = (
    <Modal
      open={asking !== null}
      title="Send to subscribers"
      okText="Send"
      cancelText="Cancel"
      confirmLoading={asking !== null && busyId === asking.newsletter.id}
      onOk={() => void confirm()}
      onCancel={() => setAsking(null)}
      destroyOnHidden
      width={460}
    >
      {asking?.problem && (
        <Alert
          type="warning"
          showIcon
          role="alert"
          title={asking.problem}
          style={{ marginBottom: 12 }}
        />
      )}
      {asking && (
        <p data-testid="send-confirm-text">
          {sendConfirmText(asking.newsletter.subject, asking.count)}
        </p>
      )}
    </Modal>
  );

  return { start, busyId, dialog };
}
