import {
  consentText,
  DetailsModal,
  formatDateTime,
  MailLink,
  mailtoHref,
  orNA,
  type DetailRow,
} from '@kavach/admin-shared';
import { Button } from 'antd';
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

/** Send Email: a reply draft to the person who wrote. */
export function contactMailto(c: Pick<Contact, 'email' | 'name'>): string {
  const subject = 'Re: your message to Kavach Genomics';
  const body = `Dear ${c.name},\n\nThank you for contacting Kavach Genomics.\n\nBest regards,\nKavach Genomics`;
  return mailtoHref(c.email, subject, body);
}

/**
 * The 'Contact Details' modal: name, email, phone, date, full message, the status (who changed it
 * and when) and the internal notes; Close, Send Email (marks it Replied) and Delete.
 */
export function ContactDetails({
  contact,
  statusRow,
  notes,
  onClose,
  onEmail,
  actions,
}: {
  contact: Contact | null;
  statusRow: DetailRow<Contact>;
  notes: ReactNode;
  onClose: () => void;
  /** Send Email was used. */
  onEmail: (c: Contact) => void;
  /** Buttons beside Close (Delete, with the permission). */
  actions?: (c: Contact) => ReactNode;
}) {
  return (
    <DetailsModal
      item={contact}
      title="Contact Details"
      testId="contact-details"
      rows={[...ROWS, statusRow]}
      onClose={onClose}
      actions={(c) => (
        <>
          <Button type="primary" href={contactMailto(c)} onClick={() => onEmail(c)}>
            Send Email
          </Button>
          {actions?.(c)}
        </>
      )}
    >
      {notes}
    </DetailsModal>
  );
}
