import { DetailsModal, formatDateTime, MailLink, type DetailRow } from '@kavach/admin-shared';
import { Button } from 'antd';
import type { Subscriber } from './api';

/** The rows (each list row carries its status). */
function rows(): DetailRow<Subscriber>[] {
  return [
    { label: 'ID', value: (s) => s.id },
    { label: 'Email', value: (s) => <MailLink email={s.email} /> },
    { label: 'Date Subscribed', value: (s) => formatDateTime(s.created_at) },
    { label: 'Status', value: (s) => s.status },
    {
      label: 'Date Confirmed',
      value: (s) => formatDateTime(s.confirmed_at ?? ''),
      when: (s) => Boolean(s.confirmed_at),
    },
  ];
}

/**
 * The 'Subscription Details' modal: ID, Email, Date Subscribed, Status (Confirmed, or Waiting
 * for confirmation: double opt-in) and when the address confirmed; Close, Delete Subscription.
 */
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
      rows={rows()}
      onClose={onClose}
      actions={(s) => (
        <Button danger onClick={() => onDelete(s)}>
          Delete Subscription
        </Button>
      )}
    />
  );
}
