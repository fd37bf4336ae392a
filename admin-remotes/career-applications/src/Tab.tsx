/**
 * Career Applications: search, the date range (Export Filters), the job-position dropdown
 * (distinct positions from the server), the pipeline status filter with a count per status, the
 * sort, saved views, export, the active filters, the count badge, a server-paged table with the
 * status, View, Send Email and Download Resume, bulk actions, and the detail modal with the
 * status and internal notes.
 */
import {
  api,
  createdAtColumn,
  EmailText,
  InboxTab,
  type InboxTabOf,
  listInbox,
  type QueryOf,
  unwrap,
  ViewButton,
} from '@kavach/admin-shared';
import type { Schemas } from '@kavach/api-client';
import { Button } from 'antd';
import { applicationRows } from './ApplicationDetails';
import { previewable, useResumeDownload, type ResumeDownload } from './resume';
import { ResumePreview } from './ResumePreview';
import {
  ALL_POSITIONS,
  APPLICATION_STATUSES,
  applicationMailto,
  applicationTone,
  countLabel,
  DELETE_CONFIRM,
  emptyText,
  fullName,
  loadErrorMessage,
  NO_APPLICATIONS_MESSAGE,
  positionFromUrl,
  SEARCH_PLACEHOLDER,
} from './rules';
import './styles';

/** How many applications of the search, dates and position are in each status. */
async function fetchStatusCounts(
  query: Pick<
    QueryOf<'/api/admin/applications/status-counts'>,
    'search' | 'from' | 'to' | 'position'
  >,
) {
  return (await unwrap(api.GET('/api/admin/applications/status-counts', { params: { query } })))
    .data;
}

const APPLICATIONS: InboxTabOf<'applications', ResumeDownload> = {
  kind: 'applications',
  statuses: APPLICATION_STATUSES,
  layout: 'pipeline',
  testId: 'career-applications-tab',
  title: 'Career Applications',
  countLabel,
  countTestId: 'applications-count',
  summaryLabel: 'Applications by status',
  sort: {
    label: 'Sort applications',
    options: [
      { value: 'newest', label: 'Newest first' },
      { value: 'status', label: 'By pipeline status' },
    ],
  },
  statusCounts: fetchStatusCounts,
  emptyText,
  noun: { one: 'application', many: 'applications' },
  fetchPage: ({ sort, ...query }) =>
    listInbox('applications', { ...query, sort: sort as Schemas['ApplicationSort'] | undefined }),
  nameOf: fullName,
  search: { placeholder: SEARCH_PLACEHOLDER, label: 'Search applications' },
  table: { label: 'Career applications' },
  loadError: loadErrorMessage,
  toneRule: applicationTone,
  noneFound: { text: NO_APPLICATIONS_MESSAGE, tone: 'info' },
  csv: { errorPrefix: 'Error exporting applications' },
  remove: {
    permission: 'applications:delete',
    confirm: DELETE_CONFIRM,
    label: (a) => `Delete application of ${fullName(a)}`,
  },
  // The list answer also carries the dropdown's distinct positions.
  ownFilter: {
    key: 'position',
    chipKey: 'position',
    label: 'Filter by job position',
    className: 'kv-apps-filter',
    allLabel: ALL_POSITIONS,
    chipLabel: (position) => `Position: ${position}`,
    // A chosen position stays selectable while the answer is on its way.
    missingLabel: (position) => position,
    // A job card of Jobs Manager opens the tab filtered to its position.
    initial: () => (typeof location === 'undefined' ? '' : positionFromUrl(location.search)),
    toView: (position) => ({ position: position || undefined }),
    fromView: (view) => view.position ?? '',
    choicesOf: (answer) =>
      Array.isArray(answer?.positions)
        ? answer.positions.map((p) => ({ value: p, label: p }))
        : undefined,
  },
  useKindState: useResumeDownload,
  columns: ({ statusColumn, view, kindState: resume }) => [
    { key: 'name', title: 'Name', render: (a) => fullName(a) },
    { key: 'email', title: 'Email', render: (a) => <EmailText email={a.email} /> },
    { key: 'phone', title: 'Phone', render: (a) => a.phone_number, className: 'kv-nowrap' },
    { key: 'position', title: 'Job Position', render: (a) => a.job_position },
    {
      key: 'experience',
      title: 'Experience',
      render: (a) => a.experience_label || a.experience,
      className: 'kv-nowrap',
    },
    statusColumn,
    createdAtColumn('submitted', 'Submitted'),
    {
      key: 'actions',
      title: 'Actions',
      render: (a) => (
        <div className="kv-apps__actions">
          <ViewButton label={`View application of ${fullName(a)}`} onView={() => view(a)} />
          <Button
            size="small"
            href={applicationMailto(a)}
            aria-label={`Send email to ${fullName(a)}`}
          >
            Email
          </Button>
          {/* A PDF opens in the preview; a Word resume is downloaded. */}
          {a.has_resume &&
            (previewable(a) ? (
              <Button
                size="small"
                onClick={() => resume.preview(a)}
                aria-label={`Preview resume of ${fullName(a)}`}
              >
                Resume
              </Button>
            ) : (
              <Button
                size="small"
                onClick={() => resume.download(a)}
                loading={resume.downloading === a.id}
                aria-label={`Download resume of ${fullName(a)}`}
              >
                Resume
              </Button>
            ))}
        </div>
      ),
    },
  ],
  kindModals: (resume) => <ResumePreview resume={resume} />,
  details: {
    title: 'Application Details',
    testId: 'application-details',
    rows: applicationRows,
    mailto: applicationMailto,
    emailMarksReplied: false,
    width: 620,
    actionsFirst: true,
  },
};

export default function CareerApplicationsTab() {
  return <InboxTab config={APPLICATIONS} />;
}
