import { Entity } from 'typeorm';
import { PERSON_FIELDS, PersonSubmission } from '../submissions/person-submission.entity';
import {
  type RecordField,
  receivedField,
  sourceField,
  STATUS_FIELD,
  storeFields,
} from '../submissions/record-fields';

/**
 * The fields of a contact-form submission, in the CSV's order: the columns of its table, its
 * view in the staff panel, its CSV export, the person's archive, the form's INSERT and the staff
 * notification are read from here (the shared person columns are PersonSubmission's).
 */
export const CONTACT_FIELDS: readonly RecordField[] = [
  ...PERSON_FIELDS,
  {
    column: 'message',
    stored: { type: 'varchar', length: 5000 },
    view: {},
    csv: 'Message',
    archive: true,
    submitted: true,
  },
  receivedField('Date Submitted'),
  // Where the message came from: always 'website' for the public form.
  sourceField('website'),
  STATUS_FIELD,
];

/** A contact-form submission. */
@Entity('contacts')
export class Contact extends PersonSubmission {
  declare message: string;
  declare source: string;
}
storeFields(Contact, CONTACT_FIELDS);
