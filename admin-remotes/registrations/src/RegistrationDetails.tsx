import { formatDateTime, orNA, type Registration } from '@kavach/admin-shared';
import { Button, Modal } from 'antd';
import { registrationMailto } from './mail';

/** The 'Registration Details' modal with Close and Send Email (a mail draft to the registrant). */
export function RegistrationDetails({
  registration: r,
  onClose,
}: {
  registration: Registration | null;
  onClose: () => void;
}) {
  return (
    <Modal
      open={r !== null}
      title="Registration Details"
      onCancel={onClose}
      destroyOnHidden
      footer={
        <>
          <Button onClick={onClose}>Close</Button>
          {r && (
            <Button type="primary" href={registrationMailto(r)}>
              Send Email
            </Button>
          )}
        </>
      }
    >
      {r && (
        <dl className="kv-details" data-testid="registration-details">
          <dt>Name</dt>
          <dd>{r.name}</dd>
          <dt>Email</dt>
          <dd>{r.email}</dd>
          <dt>Phone</dt>
          <dd>{orNA(r.phone)}</dd>
          <dt>Organization</dt>
          <dd>{orNA(r.organization)}</dd>
          <dt>Session</dt>
          <dd>{orNA(r.session_name)}</dd>
          <dt>Date</dt>
          <dd>{formatDateTime(r.created_at, 'en-IN')}</dd>
          <dt>Message</dt>
          <dd>{orNA(r.message)}</dd>
        </dl>
      )}
    </Modal>
  );
}
