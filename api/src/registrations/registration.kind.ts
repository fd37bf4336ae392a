import { filteredExportName } from '../platform/csv/export-format';
import { Permission } from '../platform/access/permissions';
import { SubmissionStatusDto, SubmissionStatusResponse } from '../inbox/dto/inbox.views';
import { type InboxKind, inboxKindNames } from '../inbox/inbox-kind';
import { SUBMISSION_STATUSES } from '../submissions/inbox-status';
import { PERSON_SEARCH_COLUMNS } from '../submissions/person-submission.view';
import { archiveColumns, csvFields } from '../submissions/record-fields';
import { REGISTRATION_ANSWERS, toRegistrationView } from './dto/registration.views';
import { REGISTRATION_QUERIES } from './dto/registration-filters.dto';
import {
  DAY_MS,
  isoText,
  nullableText,
  type PersonalDataKind,
} from '../personal-data/personal-data-kind';
import { REGISTRATION_FIELDS, Registration } from './registration.entity';
import { REGISTRATIONS_PAST_KEEPING } from './registrations.repository';

const NO_REGISTRATIONS_IN_RANGE = 'No registration records found for the selected date range.';
export const REGISTRATION_NOT_FOUND = 'Registration not found.';

/** Session registrations: kept RETENTION_REGISTRATIONS_DAYS from the session's (last) day. */
export const REGISTRATION_PERSONAL_DATA: PersonalDataKind = {
  key: 'registrations',
  position: 20,
  table: 'registrations',
  emailColumn: 'email',
  retention: {
    cutoff: (config, now) => new Date(now.getTime() - config.retention.registrationsDays * DAY_MS),
    select: REGISTRATIONS_PAST_KEEPING,
    result: 'registrations',
    label: 'registrations',
    always: true,
  },
  view: (r) => ({
    id: Number(r.id),
    name: String(r.name),
    phone: nullableText(r.phone),
    session_name: nullableText(r.session_name),
    session_date: r.session_date ? isoText(r.session_date).slice(0, 10) : null,
    created_at: isoText(r.created_at),
  }),
  export: {
    file: 'session-registrations',
    what: 'registrations for sessions',
    columns: archiveColumns(REGISTRATION_FIELDS),
  },
  names: (r) => [String(r.name)],
  notes: { column: 'registration_id', record: 'registration' },
};

/** The session registrations in the staff panel (the Registrations tab). */
export const REGISTRATION_KIND: InboxKind<Registration> = {
  ...inboxKindNames('registrations'),
  entity: Registration,
  view: toRegistrationView,
  notFound: REGISTRATION_NOT_FOUND,
  statuses: SUBMISSION_STATUSES,
  opened: 'read',
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
    ...csvFields(REGISTRATION_FIELDS),
    empty: NO_REGISTRATIONS_IN_RANGE,
    filename: (from, to) => filteredExportName('registration_details', from, to),
  },
  personalData: REGISTRATION_PERSONAL_DATA,
  dto: {
    ...REGISTRATION_QUERIES,
    status: SubmissionStatusDto,
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
    page: REGISTRATION_ANSWERS.page,
    detailResponse: REGISTRATION_ANSWERS.detail,
    statusResponse: SubmissionStatusResponse,
    openedResponse: REGISTRATION_ANSWERS.opened,
  },
};
