import { filteredExportName } from '../platform/csv/export-format';
import { archiveColumns, csvFields } from '../submissions/record-fields';
import { Permission } from '../platform/access/permissions';
import { ApplicationStatusDto, ApplicationStatusResponse } from '../inbox/dto/inbox.views';
import { type InboxKind, inboxKindNames } from '../inbox/inbox-kind';
import { APPLICATION_STATUSES, type ApplicationStatus } from '../submissions/inbox-status';
import {
  archiveSafeName,
  isoText,
  keptFromReceipt,
  nullableText,
  type PersonalDataKind,
  type StoredFileArea,
} from '../personal-data/personal-data-kind';
import { resumeFileName } from './application-resumes';
import { APPLICATION_MESSAGES as M, APPLICATION_SEARCH_COLUMNS } from './application.constants';
import { APPLICATION_FIELDS, Application } from './application.entity';
import { applicationPositions, pipelineOrder, RESUMES_IN_USE } from './applications.repository';
import { APPLICATION_QUERIES } from './dto/application-filters.dto';
import { APPLICATION_ANSWERS, toApplicationView } from './dto/application.views';

/** Job applications with their resume files: kept RETENTION_APPLICATIONS_DAYS from receipt. */
export const APPLICATION_PERSONAL_DATA: PersonalDataKind = {
  key: 'applications',
  position: 40,
  table: 'applications',
  emailColumn: 'email',
  retention: keptFromReceipt('applications', (config) => config.retention.applicationsDays),
  view: (r, resume) => ({
    id: Number(r.id),
    first_name: String(r.first_name),
    last_name: String(r.last_name),
    job_position: String(r.job_position),
    resume_name: nullableText(r.resume_name),
    resume,
    created_at: isoText(r.created_at),
  }),
  export: {
    file: 'career-applications',
    what: 'job applications (the resume files are under resumes/)',
    columns: archiveColumns(APPLICATION_FIELDS),
  },
  names: (r) => [`${String(r.first_name)} ${String(r.last_name)}`],
  notes: { column: 'application_id', record: 'application' },
  // A resume download's target is "application #<id> <first> <last>".
  audit: { action: 'application.resume', recordKind: 'application' },
  file: {
    keyColumn: 'resume_key',
    uploadedAsColumn: 'resume_name',
    count: 'resumeFiles',
    // resumes/<id>-<First>_<Last>_Resume.<ext>
    archivePath: (a) =>
      `resumes/${String(a.id)}-${archiveSafeName(resumeFileName(String(a.first_name), String(a.last_name), String(a.resume_type ?? 'bin')))}`,
    readmeLine: (n) => `  resumes/: ${plural(n, 'resume file')} of the job applications`,
    missingHeading: 'Resume files named by an application but no longer in storage (not included):',
    rowName: 'application',
  },
};

/** The career applications in the staff panel (the Career Applications tab). */
export const APPLICATION_KIND: InboxKind<Application, ApplicationStatus> = {
  ...inboxKindNames('applications'),
  entity: Application,
  view: toApplicationView,
  notFound: M.notFound,
  statuses: APPLICATION_STATUSES,
  // Reviewed is a step of the hiring pipeline: staff choose it, opening does not.
  opened: null,
  statusEvent: 'application.status_changed',
  file: { column: 'resume_key', noun: 'resume' },
  permissions: {
    read: Permission.ApplicationsRead,
    handle: Permission.ApplicationsRead,
    delete: Permission.ApplicationsDelete,
  },
  list: {
    alias: 'a',
    search: APPLICATION_SEARCH_COLUMNS,
    created: 'a.created_at',
    unfilteredCount: false,
    sorts: { status: pipelineOrder },
    extra: applicationPositions,
  },
  csv: {
    ...csvFields(APPLICATION_FIELDS),
    empty: M.noneInRange,
    filename: (from, to) => filteredExportName('career_applications', from, to),
  },
  personalData: APPLICATION_PERSONAL_DATA,
  dto: {
    ...APPLICATION_QUERIES,
    status: ApplicationStatusDto,
  },
  api: {
    tag: 'admin: career applications',
    list: 'Career applications, newest first or in pipeline order (sort=status), with search, position, status and date range',
    export:
      'CSV of the applications the list shows (search, date range, position, status) or of the selected ids (streamed)',
    detail: 'One career application',
    detailNotFound: M.notFound,
    delete: 'Delete one career application and its resume (audited)',
    deleted: M.deleted,
    status: 'Set the pipeline status of one application (audited: from → to)',
    openedLabel: null,
    page: APPLICATION_ANSWERS.page,
    detailResponse: APPLICATION_ANSWERS.detail,
    statusResponse: ApplicationStatusResponse,
    openedResponse: APPLICATION_ANSWERS.opened,
  },
};

/** A resume file with no application row is deleted once older than this. */
const ORPHAN_RESUME_AGE_MS = 3600_000;

const plural = (n: number, one: string) => `${n} ${n === 1 ? one : `${one}s`}`;

/** Uploaded resumes, each named by an application's resume_key. */
export const RESUME_FILES: StoredFileArea = {
  area: 'resumes',
  orphanAgeMs: ORPHAN_RESUME_AGE_MS,
  usedKeys: RESUMES_IN_USE,
};
