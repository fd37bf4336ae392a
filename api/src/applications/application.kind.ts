import type { DataSource } from 'typeorm';
import { filteredExportName, formatDateTime } from '../platform/csv/export-format';
import { Permission } from '../platform/access/permissions';
import { ApplicationStatusDto, ApplicationStatusResponse } from '../inbox/dto/inbox.views';
import type { InboxKind } from '../inbox/inbox-kind';
import {
  APPLICATION_STATUS_RANK,
  APPLICATION_STATUSES,
  type ApplicationStatus,
  statusLabel,
} from '../submissions/inbox-status';
import {
  APPLICATION_MESSAGES as M,
  APPLICATION_SEARCH_COLUMNS,
  EXPERIENCE_LABELS,
  NOTICE_LABELS,
} from './application.constants';
import { Application } from './application.entity';
import {
  ApplicationBulkDto,
  ApplicationExportQueryDto,
  ApplicationFilterDto,
  ApplicationListQueryDto,
} from './dto/application-filters.dto';
import {
  ApplicationDetail,
  ApplicationOpened,
  ApplicationsPage,
  toApplicationView,
} from './dto/application.views';

/** An application as its CSV export reads it (snake_case, raw). */
interface ApplicationRow {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string;
  job_position: string;
  experience: string;
  notice_period: string;
  salary_expectation: string;
  linkedin: string | null;
  source: string;
  created_at: Date;
  status: string;
}

/** The dropdown lists at most this many positions. */
const POSITIONS_CAP = 500;

/** Distinct job positions of all applications, for the list's dropdown. */
async function positions(db: DataSource): Promise<{ positions: string[] }> {
  const rows: { job_position: string }[] = await db.query(
    `SELECT DISTINCT job_position FROM applications ORDER BY job_position LIMIT ${POSITIONS_CAP}`,
  );
  return { positions: rows.map((r) => r.job_position) };
}

/** The career applications in the staff panel (the Career Applications tab). */
export const APPLICATION_KIND: InboxKind<Application, ApplicationRow, ApplicationStatus> = {
  kind: 'applications',
  noun: 'application',
  entity: Application,
  view: toApplicationView,
  notFound: M.notFound,
  statuses: APPLICATION_STATUSES,
  opened: 'reviewed',
  noteColumn: 'application_id',
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
    sorts: {
      // Pipeline order, newest first within a status (applications_status_rank_idx).
      status: (qb, a) =>
        qb
          .orderBy(APPLICATION_STATUS_RANK(a), 'ASC')
          .addOrderBy(`${a}.created_at`, 'DESC')
          .addOrderBy(`${a}.id`, 'DESC'),
    },
    extra: positions,
  },
  csv: {
    columns: [
      'id',
      'first_name',
      'last_name',
      'email',
      'phone_number',
      'job_position',
      'experience',
      'notice_period',
      'salary_expectation',
      'linkedin',
      'source',
      'created_at',
      'status',
    ],
    header: [
      'S.No',
      'ID',
      'First Name',
      'Last Name',
      'Email',
      'Phone',
      'Job Position',
      'Experience',
      'Notice Period',
      'Salary Expectation',
      'LinkedIn',
      'Source',
      'Date Applied',
      'Status',
    ],
    toCells: (r, n) => [
      n,
      r.id,
      r.first_name,
      r.last_name,
      r.email,
      r.phone_number,
      r.job_position,
      EXPERIENCE_LABELS[r.experience as keyof typeof EXPERIENCE_LABELS] ?? r.experience,
      NOTICE_LABELS[r.notice_period as keyof typeof NOTICE_LABELS] ?? r.notice_period,
      r.salary_expectation,
      r.linkedin ?? '',
      r.source,
      formatDateTime(r.created_at, 'en-IN'),
      statusLabel(r.status),
    ],
    empty: M.noneInRange,
    filename: (from, to) => filteredExportName('career_applications', from, to),
  },
  audit: {
    status: 'application.status',
    note: 'application.note',
    noteDelete: 'application.note-delete',
    bulkStatus: 'applications.bulk-status',
    bulkDelete: 'applications.bulk-delete',
    delete: 'application.delete',
    export: 'applications.export',
  },
  dto: {
    list: ApplicationListQueryDto,
    export: ApplicationExportQueryDto,
    filter: ApplicationFilterDto,
    status: ApplicationStatusDto,
    bulk: ApplicationBulkDto,
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
    openedLabel: 'Reviewed',
    page: ApplicationsPage,
    detailResponse: ApplicationDetail,
    statusResponse: ApplicationStatusResponse,
    openedResponse: ApplicationOpened,
  },
};
