import { DetailsModal, formatDateTime, MailLink, type DetailRow } from '@kavach/admin-shared';
import { Button } from 'antd';
import type { Subscriber } from './api';

/** The rows; `status` names the list's status until the stored record has arrived. */
function rows(status: string): DetailRow<Subscriber>[] {
  return [
    { label: 'ID', value: (s) => s.id },
    { label: 'Email', value: (s) => <MailLink email={s.email} /> },
    { label: 'Date Subscribed', value: (s) => formatDateTime(s.created_at, 'en-US') },
    { label: 'Status', value: (s) => s.status ?? status },
    {
      label: 'Date Confirmed',
      value: (s) => formatDateTime(s.confirmed_at ?? '', 'en-US'),
      when: (s) => Boolean(s.confirmed_at),
    },
  ];
}

/**
 * The 'Subscription Details' modal: ID, Email, Date Subscribed, Status (Active, or Pending
 * confirmation: double opt-in) and when the address confirmed; Close, Delete Subscription.
 */
export function SubscriberDetails({
  subscriber,
  status,
  onClose,
  onDelete,
}: {
  subscriber: Subscriber | null;
  /** The status label of the list the row came from. */
  status: string;
  onClose: () => void;
  onDelete: (s: Subscriber) => void;
}) {
  return (
    <DetailsModal
      item={subscriber}
      title="Subscription Details"
      testId="subscription-details"
      rows={rows(status)}
      onClose={onClose}
      actions={(s) => (
        <Button danger onClick={() => onDelete(s)}>
          Delete Subscription
        </Button>
      )}
    />
  );
}
