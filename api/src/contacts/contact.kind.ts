import { formatDateTime, contactsExportName } from '../platform/csv/export-format';
import { Permission } from '../platform/access/permissions';
import { SubmissionStatusDto, SubmissionStatusResponse } from '../inbox/dto/inbox.views';
import type { InboxKind } from '../inbox/inbox-kind';
import { SUBMISSION_STATUSES, statusLabel } from '../submissions/inbox-status';
import {
  PERSON_SEARCH_COLUMNS,
  type PersonSubmissionRow,
} from '../submissions/person-submission.view';
import { Contact } from './contact.entity';
import {
  ContactBulkDto,
  ContactExportQueryDto,
  ContactFilterDto,
  ContactListQueryDto,
} from './dto/contact-filters.dto';
import { ContactDetail, ContactOpened, ContactsPage, toContactView } from './dto/contact.views';

export const NO_CONTACTS_IN_RANGE = 'No data found for the selected date range.';
export const CONTACT_NOT_FOUND = 'Contact not found.';

/** A contact as its CSV export reads it (snake_case, raw). */
interface ContactRow extends PersonSubmissionRow {
  message: string;
  status: string;
}

/** The contact-form submissions in the staff panel (the Contacts tab). */
export const CONTACT_KIND: InboxKind<Contact, ContactRow> = {
  kind: 'contacts',
  noun: 'contact',
  entity: Contact,
  view: toContactView,
  notFound: CONTACT_NOT_FOUND,
  statuses: SUBMISSION_STATUSES,
  opened: 'read',
  noteColumn: 'contact_id',
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
    columns: ['id', 'name', 'email', 'phone', 'message', 'source', 'created_at', 'status'],
    header: [
      'S.No',
      'ID',
      'Name',
      'Email',
      'Phone',
      'Message',
      'Date Submitted',
      'Source',
      'Status',
    ],
    toCells: (r, n) => [
      n,
      r.id,
      r.name,
      r.email,
      r.phone ?? '',
      r.message,
      formatDateTime(r.created_at, 'en-IN'),
      r.source || 'Website',
      statusLabel(r.status),
    ],
    empty: NO_CONTACTS_IN_RANGE,
    filename: contactsExportName,
  },
  audit: {
    status: 'contact.status',
    note: 'contact.note',
    noteDelete: 'contact.note-delete',
    bulkStatus: 'contacts.bulk-status',
    bulkDelete: 'contacts.bulk-delete',
    delete: 'contact.delete',
    export: 'contacts.export',
  },
  dto: {
    list: ContactListQueryDto,
    export: ContactExportQueryDto,
    filter: ContactFilterDto,
    status: SubmissionStatusDto,
    bulk: ContactBulkDto,
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
    page: ContactsPage,
    detailResponse: ContactDetail,
    statusResponse: SubmissionStatusResponse,
    openedResponse: ContactOpened,
  },
};
