import { Entity } from 'typeorm';
import { formatDateTime } from '../platform/csv/export-format';
import { PersonSubmission } from '../submissions/person-submission.entity';
import { statusLabel } from '../submissions/inbox-status';
import { type RecordField, storeFields } from '../submissions/record-fields';

/**
 * The fields of a contact-form submission, in the CSV's order: the columns of its table, its
 * view in the staff panel, its CSV export, the person's archive, the form's INSERT and the staff
 * notification are read from here (the shared person columns are PersonSubmission's).
 */
export const CONTACT_FIELDS: readonly RecordField[] = [
  { column: 'id', csv: 'ID', archive: true },
  { column: 'name', csv: 'Name', archive: true, submitted: true },
  { column: 'email', csv: 'Email', archive: true, submitted: true },
  { column: 'phone', csv: 'Phone', archive: true, submitted: true },
  {
    column: 'message',
    stored: { type: 'varchar', length: 5000 },
    view: {},
    csv: 'Message',
    archive: true,
    submitted: true,
  },
  {
    column: 'created_at',
    view: { format: 'date-time' },
    csv: 'Date Submitted',
    cell: (v) => formatDateTime(v as Date, 'en-IN'),
  },
  {
    // Where the message came from: always 'website' for the public form.
    column: 'source',
    stored: { type: 'varchar', length: 32, default: 'website' },
    view: { example: 'website' },
    csv: 'Source',
    cell: (v) => (v as string) || 'Website',
    archive: true,
  },
  { column: 'status', csv: 'Status', cell: (v) => statusLabel(v as string) },
];

/** A contact-form submission. */
@Entity('contacts')
export class Contact extends PersonSubmission {
  declare message: string;
  declare source: string;
}
storeFields(Contact, CONTACT_FIELDS);
