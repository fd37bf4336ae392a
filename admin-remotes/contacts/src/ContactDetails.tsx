import {
  consentText,
  DetailsModal,
  formatDateTime,
  MailLink,
  orNA,
  type DetailRow,
} from '@kavach/admin-shared';
import type { ReactNode } from 'react';
import type { Contact } from './api';

const ROWS: DetailRow<Contact>[] = [
  { label: 'Name', value: (c) => c.name },
  { label: 'Email', value: (c) => <MailLink email={c.email} /> },
  { label: 'Phone', value: (c) => orNA(c.phone) },
  { label: 'Date', value: (c) => formatDateTime(c.created_at, 'en-IN') },
  { label: 'Message', value: (c) => c.message },
  { label: 'Privacy consent', value: (c) => consentText(c, 'en-IN') },
];

/** The 'Contact Details' modal: name, email, phone, date, full message, Close (and Delete). */
export function ContactDetails({
  contact,
  onClose,
  actions,
}: {
  contact: Contact | null;
  onClose: () => void;
  /** Buttons beside Close (Delete, with the permission). */
  actions?: (c: Contact) => ReactNode;
}) {
  return (
    <DetailsModal
      item={contact}
      title="Contact Details"
      testId="contact-details"
      rows={ROWS}
      onClose={onClose}
      actions={actions}
    />
  );
}
