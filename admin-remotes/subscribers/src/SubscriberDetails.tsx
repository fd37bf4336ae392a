import { DetailsModal, formatDateTime, MailLink, type DetailRow } from '@kavach/admin-shared';
import { Button } from 'antd';
import type { Subscriber } from './api';

/** The site's languages, as staff read them. */
const LANGUAGE_NAMES = { en: 'English', hi: 'Hindi', mr: 'Marathi' } as const satisfies Record<
  NonNullable<Subscriber['language']>,
  string
>;

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
    // The language of the page it signed up on: its mails are written in it.
    {
      label: 'Language',
      value: (s) => (s.language ? LANGUAGE_NAMES[s.language] : ''),
      when: (s) => Boolean(s.language),
    },
  ];
}

/**
 * The 'Subscription Details' modal: ID, Email, Date Subscribed, Status (Confirmed, or Waiting
 * for confirmation: double opt-in), when the address confirmed and the language of its mails;
 * Close, Delete Subscription.
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
