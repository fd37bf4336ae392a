import { formatDateTime, orNA, type Contact } from '@kavach/admin-shared';
import { Button, Modal } from 'antd';

/** The 'Contact Details' modal: name, email, phone, date, full message, Close. */
export function ContactDetails({
  contact,
  onClose,
}: {
  contact: Contact | null;
  onClose: () => void;
}) {
  return (
    <Modal
      open={contact !== null}
      title="Contact Details"
      onCancel={onClose}
      footer={<Button onClick={onClose}>Close</Button>}
      destroyOnHidden
    >
      {contact && (
        <dl className="kv-details" data-testid="contact-details">
          <dt>Name</dt>
          <dd>{contact.name}</dd>
          <dt>Email</dt>
          <dd>
            <a href={`mailto:${contact.email}`}>{contact.email}</a>
          </dd>
          <dt>Phone</dt>
          <dd>{orNA(contact.phone)}</dd>
          <dt>Date</dt>
          <dd>{formatDateTime(contact.created_at, 'en-IN')}</dd>
          <dt>Message</dt>
          <dd>{contact.message}</dd>
        </dl>
      )}
    </Modal>
  );
}
