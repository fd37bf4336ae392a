/**
 * Career Applications: search, the job-position dropdown
 * (distinct positions from the server), the active filters, the count badge, a server-paged
 * table with View, Send Email and Download Resume, and the detail modal.
 */
import {
  ActiveFilters,
  filterChips,
  Forbidden,
  formatDateTime,
  isForbidden,
  ListSearch,
  ListTable,
  MESSAGE_TIMEOUTS,
  MessageAlert,
  NativeSelect,
  Skeleton,
  todayInIndia,
  useAnnounceOnce,
  useServerList,
  useRecordDelete,
  useTimedMessage,
  type Column,
} from '@kavach/admin-shared';
import { Button, Tag } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import {
  deleteApplication,
  downloadResume,
  fetchApplication,
  fetchApplications,
  type Application,
  type ApplicationQuery,
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

export default function CareerApplicationsTab() {
  const [positions, setPositions] = useState<string[]>([]);
  const [position, setPosition] = useState('');
  // The list answer also carries the dropdown's distinct positions.
  const fetchPage = useCallback(async (q: ApplicationQuery) => {
    const res = await fetchApplications(q);
    if (Array.isArray(res?.positions)) setPositions(res.positions);
    return res;
  }, []);
  const list = useServerList(fetchPage, 10, { position: position || undefined });
  const { message, show, clear } = useTimedMessage(applicationTone);
  const [viewing, setViewing] = useState<Application | null>(null);
  const [downloading, setDownloading] = useState<number | null>(null);
  const del = useRecordDelete<Application>({
    permission: 'applications:delete',
    confirmText: DELETE_CONFIRM,
    label: (a) => `Delete application of ${fullName(a)}`,
    remove: deleteApplication,
    onDeleted: async () => {
      setViewing(null);
      await list.refresh();
    },
    show,
  });

  // 'No career applications found.' (info, 3 s) when there are none at all.
  useAnnounceOnce(
    list.loaded && !list.loading && !list.error,
    !list.filtered && list.total === 0,
    () => show(NO_APPLICATIONS_MESSAGE, MESSAGE_TIMEOUTS.noData),
  );

  // The details show the stored record.
  const viewingId = viewing?.id;
  useEffect(() => {
    if (viewingId === undefined) return;
    let live = true;
    fetchApplication(viewingId).then(
      (a) => live && setViewing((v) => (v && v.id === a.id ? a : v)),
      () => {
        /* the row's copy stays on screen */
      },
    );
    return () => {
      live = false;
    };
  }, [viewingId]);

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

  const columns = useMemo<Column<Application>[]>(
    () => [
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
              onClick={() => setViewing(a)}
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
    ],
    [download, downloading],
  );

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
      </div>
      <ActiveFilters
        chips={chips}
        onClear={() => {
          list.clearFilters();
          setPosition('');
        }}
      />
      <ListTable
        list={list}
        label="Career applications"
        columns={columns}
        rowKey={(a) => a.id}
        emptyText={emptyText(list.resultFilters.search, position)}
        errorMessage={loadErrorMessage}
      />
      <ApplicationDetails
        application={viewing}
        downloading={viewing !== null && downloading === viewing.id}
        onDownload={(a) => void download(a)}
        onClose={() => setViewing(null)}
        extraActions={del.button}
      />
      {del.dialog}
    </div>
  );
}
