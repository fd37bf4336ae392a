import { DetailsModal, formatDateTime, MailLink, type DetailRow } from '@kavach/admin-shared';
import { Button } from 'antd';
import type { Subscriber } from './api';

const ROWS: DetailRow<Subscriber>[] = [
  { label: 'ID', value: (s) => s.id },
  { label: 'Email', value: (s) => <MailLink email={s.email} /> },
  { label: 'Date Subscribed', value: (s) => formatDateTime(s.created_at, 'en-US') },
  { label: 'Status', value: () => 'Active' },
];

/** The 'Subscription Details' modal: ID, Email, Date Subscribed, Status (always Active); Close, Delete Subscription. */
export function SubscriberDetails({
  subscriber,
  onClose,
  onDelete,
}: {
  subscriber: Subscriber | null;
  onClose: () => void;
  onDelete: (s: Subscriber) => void;
}) {
  return (
    <DetailsModal
      item={subscriber}
      title="Subscription Details"
      testId="subscription-details"
      rows={ROWS}
      onClose={onClose}
      actions={(s) => (
        <Button danger onClick={() => onDelete(s)}>
          Delete Subscription
        </Button>
      )}
    />
  );
}
