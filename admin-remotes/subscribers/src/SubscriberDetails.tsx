import { formatDateTime } from '@kavach/admin-shared';
import { Button, Modal } from 'antd';
import type { Subscriber } from './api';

/** The 'Subscription Details' modal: ID, Email, Date Subscribed, Status (always Active); Close, Delete Subscription. */
export function SubscriberDetails({
  subscriber: s,
  onClose,
  onDelete,
}: {
  subscriber: Subscriber | null;
  onClose: () => void;
  onDelete: (s: Subscriber) => void;
}) {
  return (
    <Modal
      open={s !== null}
      title="Subscription Details"
      onCancel={onClose}
      destroyOnHidden
      footer={
        <>
          <Button onClick={onClose}>Close</Button>
          {s && (
            <Button danger onClick={() => onDelete(s)}>
              Delete Subscription
            </Button>
          )}
        </>
      }
    >
      {s && (
        <dl className="kv-details" data-testid="subscription-details">
          <dt>ID</dt>
          <dd>{s.id}</dd>
          <dt>Email</dt>
          <dd>
            <a href={`mailto:${s.email}`}>{s.email}</a>
          </dd>
          <dt>Date Subscribed</dt>
          <dd>{formatDateTime(s.created_at, 'en-US')}</dd>
          <dt>Status</dt>
          <dd>Active</dd>
        </dl>
      )}
    </Modal>
  );
}
