import {
  consentText,
  DetailsModal,
  formatDateTime,
  orNA,
  type DetailRow,
} from '@kavach/admin-shared';
import { Button } from 'antd';
import type { ReactNode } from 'react';
import type { Registration } from './api';
import { registrationMailto } from './mail';

const ROWS: DetailRow<Registration>[] = [
  { label: 'Name', value: (r) => r.name },
  { label: 'Email', value: (r) => r.email },
  { label: 'Phone', value: (r) => orNA(r.phone) },
  { label: 'Organization', value: (r) => orNA(r.organization) },
  { label: 'Session', value: (r) => orNA(r.session_name) },
  { label: 'Date', value: (r) => formatDateTime(r.created_at, 'en-IN') },
  { label: 'Message', value: (r) => orNA(r.message) },
  { label: 'Privacy consent', value: (r) => consentText(r, 'en-IN') },
];

/**
 * The 'Registration Details' modal with its status and internal notes; Close, Send Email (a mail
 * draft to the registrant; marks it Replied), and Delete with the permission.
 */
export function RegistrationDetails({
  registration,
  statusRow,
  notes,
  onClose,
  onEmail,
  extraActions,
}: {
  registration: Registration | null;
  statusRow: DetailRow<Registration>;
  notes: ReactNode;
  onClose: () => void;
  /** Send Email was used (it marks the registration Replied). */
  onEmail: (r: Registration) => void;
  /** Buttons after Send Email (Delete, with the permission). */
  extraActions?: (r: Registration) => ReactNode;
}) {
  return (
    <DetailsModal
      item={registration}
      title="Registration Details"
      testId="registration-details"
      rows={[...ROWS, statusRow]}
      onClose={onClose}
      actions={(r) => (
        <>
          <Button type="primary" href={registrationMailto(r)} onClick={() => onEmail(r)}>
            Send Email
          </Button>
          {extraActions?.(r)}
        </>
      )}
    >
      {notes}
    </DetailsModal>
  );
}
