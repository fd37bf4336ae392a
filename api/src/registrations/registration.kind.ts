import { filteredExportName, formatDateTime } from '../platform/csv/export-format';
import { Permission } from '../platform/access/permissions';
import { SubmissionStatusDto, SubmissionStatusResponse } from '../inbox/dto/inbox.views';
import type { InboxKind } from '../inbox/inbox-kind';
import { SUBMISSION_STATUSES, statusLabel } from '../submissions/inbox-status';
import {
  PERSON_SEARCH_COLUMNS,
  type PersonSubmissionRow,
} from '../submissions/person-submission.view';
import {
  RegistrationDetail,
  RegistrationOpened,
  RegistrationsPage,
  toRegistrationView,
} from './dto/registration.views';
import {
  RegistrationBulkDto,
  RegistrationExportQueryDto,
  RegistrationFilterDto,
  RegistrationListQueryDto,
} from './dto/registration-filters.dto';
import { Registration } from './registration.entity';

export const NO_REGISTRATIONS_IN_RANGE =
  'No registration records found for the selected date range.';
export const REGISTRATION_NOT_FOUND = 'Registration not found.';

/** A registration as its CSV export reads it (snake_case, raw). */
interface RegistrationRow extends PersonSubmissionRow {
  organization: string | null;
  session_name: string | null;
  message: string | null;
  status: string;
}

/** The session registrations in the staff panel (the Registrations tab). */
export const REGISTRATION_KIND: InboxKind<Registration, RegistrationRow> = {
  kind: 'registrations',
  noun: 'registration',
  entity: Registration,
  view: toRegistrationView,
  notFound: REGISTRATION_NOT_FOUND,
  statuses: SUBMISSION_STATUSES,
  opened: 'read',
  noteColumn: 'registration_id',
  permissions: {
    read: Permission.RegistrationsRead,
    handle: Permission.RegistrationsRead,
    delete: Permission.RegistrationsDelete,
  },
  list: {
    alias: 'r',
    search: PERSON_SEARCH_COLUMNS,
    created: 'r.createdAt',
    unfilteredCount: true,
  },
  csv: {
    columns: [
      'id',
      'name',
      'email',
      'phone',
      'organization',
      'session_name',
      'message',
      'source',
      'created_at',
      'status',
    ],
    header: [
      'S.No',
      'ID',
      'Name',
      'Email',
      'Phone',
      'Organization',
      'Session Name',
      'Message/Comments',
      'Date Registered',
      'Source',
      'Status',
    ],
    toCells: (r, n) => [
      n,
      r.id,
      r.name,
      r.email,
      r.phone ?? '',
      r.organization ?? '',
      r.session_name ?? '',
      r.message ?? '',
      formatDateTime(r.created_at, 'en-IN'),
      r.source || 'Website',
      statusLabel(r.status),
    ],
    empty: NO_REGISTRATIONS_IN_RANGE,
    filename: (from, to) => filteredExportName('registration_details', from, to),
  },
  audit: {
    status: 'registration.status',
    note: 'registration.note',
    noteDelete: 'registration.note-delete',
    bulkStatus: 'registrations.bulk-status',
    bulkDelete: 'registrations.bulk-delete',
    delete: 'registration.delete',
    export: 'registrations.export',
  },
  dto: {
    list: RegistrationListQueryDto,
    export: RegistrationExportQueryDto,
    filter: RegistrationFilterDto,
    status: SubmissionStatusDto,
    bulk: RegistrationBulkDto,
  },
  api: {
    tag: 'admin: registrations',
    list: 'Session registrations, newest first: page, search, IST date range, status, session',
    export:
      'CSV of the registrations the list shows (search, date range, status, session) or of the selected ids (streamed)',
    detail: 'One registration',
    delete: 'Delete one registration (audited), e.g. when the person asks',
    deleted: 'Registration deleted successfully.',
    status: 'Set the status of one registration (audited: from → to)',
    openedLabel: 'Read',
    page: RegistrationsPage,
    detailResponse: RegistrationDetail,
    statusResponse: SubmissionStatusResponse,
    openedResponse: RegistrationOpened,
  },
};
