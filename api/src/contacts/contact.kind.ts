import { contactsExportName } from '../platform/csv/export-format';
import { archiveColumns, csvFields } from '../submissions/record-fields';
import {
  isoText,
  keptFromReceipt,
  nullableText,
  type PersonalDataKind,
} from '../personal-data/personal-data-kind';
import { Permission } from '../platform/access/permissions';
import { SubmissionStatusDto, SubmissionStatusResponse } from '../inbox/dto/inbox.views';
import { type InboxKind, inboxKindNames } from '../inbox/inbox-kind';
import { SUBMISSION_STATUSES } from '../submissions/inbox-status';
import { PERSON_SEARCH_COLUMNS } from '../submissions/person-submission.view';
import { CONTACT_FIELDS, Contact } from './contact.entity';
import { inboxQueryDtos } from '../inbox/dto/inbox-kind-dtos';
import { CONTACT_ANSWERS, toContactView } from './dto/contact.views';

const NO_CONTACTS_IN_RANGE = 'No data found for the selected date range.';
const CONTACT_NOT_FOUND = 'Contact not found.';

/** Contact messages in the privacy desk and the purge: kept RETENTION_CONTACTS_DAYS from receipt. */
export const CONTACT_PERSONAL_DATA: PersonalDataKind = {
  key: 'contacts',
  position: 10,
  table: 'contacts',
  emailColumn: 'email',
  retention: keptFromReceipt('contacts', (config) => config.retention.contactsDays),
  view: (r) => ({
    id: Number(r.id),
    name: String(r.name),
    phone: nullableText(r.phone),
    message: String(r.message ?? '').slice(0, 300),
    created_at: isoText(r.created_at),
  }),
  export: {
    file: 'contact-messages',
    what: 'messages sent through the contact form',
    columns: archiveColumns(CONTACT_FIELDS),
  },
  names: (r) => [String(r.name)],
  notes: { column: 'contact_id', record: 'contact' },
};

/** The contact-form submissions in the staff panel (the Contacts tab). */
export const CONTACT_KIND: InboxKind<Contact> = {
  ...inboxKindNames('contacts'),
  entity: Contact,
  view: toContactView,
  notFound: CONTACT_NOT_FOUND,
  statuses: SUBMISSION_STATUSES,
  opened: 'read',
  permissions: {
    read: Permission.ContactsRead,
    handle: Permission.ContactsRead,
    delete: Permission.ContactsDelete,
  },
  list: {
    alias: 'c',
    search: PERSON_SEARCH_COLUMNS,
    created: 'c.createdAt',
    unfilteredCount: true,
  },
  csv: {
    ...csvFields(CONTACT_FIELDS),
    empty: NO_CONTACTS_IN_RANGE,
    filename: contactsExportName,
  },
  personalData: CONTACT_PERSONAL_DATA,
  dto: {
    ...inboxQueryDtos({
      name: 'Contact',
      plural: 'contacts',
      statuses: SUBMISSION_STATUSES,
      statusEnum: 'SubmissionStatus',
    }),
    status: SubmissionStatusDto,
  },
  api: {
    tag: 'admin: contacts',
    list: 'Contact submissions, newest first: page, search, IST date range, status',
    export:
      'CSV of the contact submissions the list shows (search, date range, status) or of the selected ids (streamed)',
    detail: 'One contact submission',
    delete: 'Delete one contact submission (audited), e.g. when the person asks',
    deleted: 'Contact deleted successfully.',
    status: 'Set the status of one contact (audited: from → to)',
    openedLabel: 'Read',
    page: CONTACT_ANSWERS.page,
    detailResponse: CONTACT_ANSWERS.detail,
    statusResponse: SubmissionStatusResponse,
    openedResponse: CONTACT_ANSWERS.opened,
  },
};
