/**
 * Career Applications: search, the job-position dropdown
 * (distinct positions from the server), the pipeline status filter with a count per status, the
 * sort, saved views, export, the active filters, the count badge, a server-paged table with the
 * status, View, Send Email and Download Resume, bulk actions, and the detail modal with the
 * status and internal notes.
 */
import {
  ActiveFilters,
  filterChips,
  Forbidden,
  formatDateTime,
  inboxChanged,
  isForbidden,
  ListSearch,
  ListTable,
  MESSAGE_TIMEOUTS,
  MessageAlert,
  NativeSelect,
  Skeleton,
  statusLabel,
  StatusTag,
  todayInIndia,
  APPLICATION_STATUSES,
  useAnnounceOnce,
  useCsvExport,
  useInboxTab,
  useServerList,
  useRecordDelete,
  useTimedMessage,
  type Column,
} from '@kavach/admin-shared';
import { Button, Tag } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import {
  APPLICATIONS_EXPORT_PATH,
  deleteApplication,
  downloadResume,
  fetchApplications,
  fetchStatusCounts,
  type Application,
  type ApplicationQuery,
  type StatusCounts,
} from './api';
import { ApplicationDetails } from './ApplicationDetails';
import {
  ALL_POSITIONS,
  applicationMailto,
  applicationTone,
  countLabel,
  DELETE_CONFIRM,
  emptyText,
  fullName,
  loadErrorMessage,
  NO_APPLICATIONS_MESSAGE,
  resumeErrorMessage,
  SEARCH_PLACEHOLDER,
} from './rules';
import './styles';

type SortChoice = 'newest' | 'status';
const SORT_OPTIONS = [
  { value: 'newest', label: 'Newest first' },
  { value: 'status', label: 'By pipeline status' },
];

/** How many applications of the search and position are in each status; a click filters by it. */
function StatusSummary({
  counts,
  active,
  onPick,
}: {
  counts: StatusCounts;
  active: string;
  onPick: (status: string) => void;
}) {
  return (
    <ul
      className="kv-inbox-summary"
      aria-label="Applications by status"
      data-testid="status-summary"
    >
      {APPLICATION_STATUSES.map((s) => (
        <li key={s}>
          <Button
            size="small"
            type={active === s ? 'primary' : 'default'}
            aria-pressed={active === s}
            onClick={() => onPick(active === s ? '' : s)}
          >
            <StatusTag status={s} /> {counts[s]}
          </Button>
        </li>
      ))}
    </ul>
  );
}

export default function CareerApplicationsTab() {
  const [positions, setPositions] = useState<string[]>([]);
  const [position, setPosition] = useState('');
  // The list answer also carries the dropdown's distinct positions.
  const fetchPage = useCallback(async (q: ApplicationQuery) => {
    const res = await fetchApplications(q);
    if (Array.isArray(res?.positions)) setPositions(res.positions);
    return res;
  }, []);
  const [status, setStatus] = useState('');
  const [countsKey, setCountsKey] = useState(0);
  const [sort, setSort] = useState<SortChoice>('newest');
  const list = useServerList(fetchPage, 10, {
    position: position || undefined,
    status: status || undefined,
    sort: sort === 'newest' ? undefined : sort,
  });
  const { message, show, clear } = useTimedMessage(applicationTone);
  const [downloading, setDownloading] = useState<number | null>(null);
  const inbox = useInboxTab<Application>({
    kind: 'applications',
    list,
    status,
    onStatus: setStatus,
    own: { position: position || undefined },
    onApplyOwn: (f) => setPosition(f.position ?? ''),
    nameOf: fullName,
    locale: 'en-US',
    noun: { one: 'application', many: 'applications' },
    deletePermission: 'applications:delete',
    exportPath: APPLICATIONS_EXPORT_PATH,
    show,
    onChanged: () => setCountsKey((k) => k + 1),
  });
  const { details } = inbox;
  const viewing = details.viewing;
  const del = useRecordDelete<Application>({
    permission: 'applications:delete',
    confirmText: DELETE_CONFIRM,
    label: (a) => `Delete application of ${fullName(a)}`,
    remove: deleteApplication,
    onDeleted: async () => {
      details.close();
      await inbox.refresh();
    },
    show,
  });
  const csv = useCsvExport({
    path: APPLICATIONS_EXPORT_PATH,
    errorPrefix: 'Error exporting applications',
    show,
    query: { position: position || undefined, status: status || undefined },
  });

  // The summary counts every status of the search and position, again after a change here.
  const [counts, setCounts] = useState<StatusCounts | null>(null);
  const searched = list.resultFilters.search;
  useEffect(() => {
    let live = true;
    fetchStatusCounts({ search: searched, position: position || undefined }).then(
      (c) => live && setCounts(c),
      () => live && setCounts(null),
    );
    return () => {
      live = false;
    };
  }, [searched, position, countsKey]);

  // 'No career applications found.' (info, 3 s) when there are none at all.
  useAnnounceOnce(
    list.loaded && !list.loading && !list.error,
    !list.filtered && list.total === 0,
    () => show(NO_APPLICATIONS_MESSAGE, MESSAGE_TIMEOUTS.noData),
  );

  const download = useCallback(
    async (a: Application) => {
      setDownloading(a.id);
      try {
        await downloadResume(a);
      } catch (e) {
        show(resumeErrorMessage(e), MESSAGE_TIMEOUTS.export);
      } finally {
        setDownloading(null);
      }
    },
    [show],
  );

  const columns: Column<Application>[] = [
    inbox.selection.column,
    { key: 'name', title: 'Name', render: (a) => fullName(a) },
    { key: 'email', title: 'Email', render: (a) => a.email },
    { key: 'phone', title: 'Phone', render: (a) => a.phone_number, className: 'kv-nowrap' },
    { key: 'position', title: 'Job Position', render: (a) => a.job_position },
    {
      key: 'experience',
      title: 'Experience',
      render: (a) => a.experience_label || a.experience,
      className: 'kv-nowrap',
    },
    inbox.statusColumn,
    {
      key: 'submitted',
      title: 'Submitted',
      render: (a) => formatDateTime(a.created_at, 'en-US'),
      className: 'kv-nowrap',
    },
    {
      key: 'actions',
      title: 'Actions',
      render: (a) => (
        <div className="kv-apps__actions">
          <Button
            size="small"
            onClick={() => details.view(a)}
            aria-label={`View application of ${fullName(a)}`}
          >
            View
          </Button>
          <Button
            size="small"
            href={applicationMailto(a)}
            aria-label={`Send email to ${fullName(a)}`}
          >
            Email
          </Button>
          {a.has_resume && (
            <Button
              size="small"
              onClick={() => void download(a)}
              loading={downloading === a.id}
              aria-label={`Download resume of ${fullName(a)}`}
            >
              Resume
            </Button>
          )}
        </div>
      ),
    },
  ];

  if (isForbidden(list.error)) return <Forbidden />;

  const positionOptions = [
    { value: '', label: ALL_POSITIONS },
    ...positions.map((p) => ({ value: p, label: p })),
  ];
  // A chosen position stays selectable while the answer is on its way.
  if (position && !positions.includes(position))
    positionOptions.push({ value: position, label: position });

  const chips = filterChips(list.filters, todayInIndia(), {
    search: list.clearSearch,
    from: () => undefined,
    to: () => undefined,
  });
  if (position)
    chips.push({
      key: 'position',
      label: `Position: ${position}`,
      onRemove: () => setPosition(''),
    });
  chips.push(...inbox.statusChips);

  return (
    <div data-testid="career-applications-tab">
      <div className="kv-apps-head">
        <h2 className="kv-section-title">Career Applications</h2>
        {/* The count of a list not read yet is not 0: a grey bar until the first page. */}
        {list.hasPage && !list.error && (
          <Tag color="green" className="kv-apps-count" data-testid="applications-count">
            {countLabel(list.total)}
          </Tag>
        )}
        {!list.hasPage && !list.error && <Skeleton width={110} />}
      </div>
      {counts && <StatusSummary counts={counts} active={status} onPick={setStatus} />}
      <MessageAlert message={message} onClose={clear} />
      <div className="kv-toolbar">
        <ListSearch list={list} placeholder={SEARCH_PLACEHOLDER} label="Search applications" />
        <NativeSelect
          className="kv-apps-filter"
          aria-label="Filter by job position"
          options={positionOptions}
          value={position}
          onChange={(e) => setPosition(e.target.value)}
        />
        {inbox.toolbar}
        <NativeSelect
          aria-label="Sort applications"
          options={SORT_OPTIONS}
          value={sort}
          onChange={(e) => setSort(e.target.value as SortChoice)}
        />
        <Button
          data-testid="export-csv"
          onClick={() => csv.run(list.resultFilters)}
          disabled={!list.hasPage || list.loading || list.pending || list.total === 0}
          loading={csv.exporting}
        >
          Export to CSV
        </Button>
        <Button
          onClick={() => {
            inboxChanged();
            void list.refresh();
          }}
          disabled={list.refreshing}
        >
          {list.refreshing ? 'Refreshing...' : 'Refresh'}
        </Button>
      </div>
      <ActiveFilters
        chips={chips}
        onClear={() => {
          list.clearFilters();
          setPosition('');
          setStatus('');
        }}
      />
      {inbox.bulkBar}
      <ListTable
        list={list}
        label="Career applications"
        columns={columns}
        rowKey={(a) => a.id}
        emptyText={emptyText(list.resultFilters.search, position, status && statusLabel(status))}
        errorMessage={loadErrorMessage}
      />
      <ApplicationDetails
        application={viewing}
        downloading={viewing !== null && downloading === viewing.id}
        onDownload={(a) => void download(a)}
        onClose={details.close}
        statusRow={details.statusRow}
        notes={details.notes}
        extraActions={del.button}
      />
      {del.dialog}
    </div>
  );
}
