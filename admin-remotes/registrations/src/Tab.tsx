/**
 * Registration Details (titled 'Session Registration Details'): the
 * contacts layout with its own placeholder, Hide Filters / Clear Filters,
 * export messages and Send Email.
 */
import {
  ApiRequestError,
  DataTable,
  ListToolbar,
  filteredExportName,
  Forbidden,
  formatDateTime,
  isForbidden,
  MESSAGE_TIMEOUTS,
  MessageAlert,
  orNA,
  Pager,
  preview,
  SubmissionsChart,
  todayInIndia,
  useCsvExport,
  useServerList,
  useTimedMessage,
  type Column,
  type Registration,
} from '@kavach/admin-shared';
import { Alert, Button } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { fetchRegistrations, REGISTRATIONS_EXPORT_PATH } from './api';
import { RegistrationDetails } from './RegistrationDetails';

export const SEARCH_PLACEHOLDER = 'Search registrations by name, email, or message...';
export const NO_REGISTRATIONS = 'No registrations found in database.';

/** 'Error loading registrations: {detail}': an HTTP failure reads 'HTTP error! status: {code}', anything else its message or 'Unknown error'. */
export function loadErrorMessage(error: unknown): string {
  if (error instanceof ApiRequestError && error.status > 0)
    return `Error loading registrations: HTTP error! status: ${error.status}`;
  const detail = error instanceof Error && error.message ? error.message : 'Unknown error';
  return `Error loading registrations: ${detail}`;
}

export default function RegistrationsTab() {
  const list = useServerList<Registration>(fetchRegistrations, 10);
  const { message, show, clear } = useTimedMessage();
  const [viewing, setViewing] = useState<Registration | null>(null);
  const [chartKey, setChartKey] = useState(0);
  const csv = useCsvExport({
    path: REGISTRATIONS_EXPORT_PATH,
    fallbackName: (f) => filteredExportName('registration_details', todayInIndia(), f.from, f.to),
    errorPrefix: 'Error exporting registrations',
    show,
  });

  // 'No registrations found in database.' (success style, 3 s) when there are none at all.
  const filtered = Boolean(list.filters.search || list.filters.from || list.filters.to);
  const noneAtAll = list.all !== null ? list.all === 0 : !filtered && list.total === 0;
  const ready = list.loaded && !list.loading && !list.error;
  const announcedEmpty = useRef(false);
  useEffect(() => {
    if (!ready) return;
    if (noneAtAll && !announcedEmpty.current)
      show(NO_REGISTRATIONS, MESSAGE_TIMEOUTS.noData, 'success');
    announcedEmpty.current = noneAtAll;
  }, [ready, noneAtAll, show]);

  const columns = useMemo<Column<Registration>[]>(
    () => [
      { key: 'id', title: 'ID', render: (r) => r.id, className: 'kv-nowrap' },
      { key: 'name', title: 'Name', render: (r) => r.name },
      { key: 'email', title: 'Email', render: (r) => r.email },
      { key: 'phone', title: 'Phone', render: (r) => orNA(r.phone), className: 'kv-nowrap' },
      { key: 'session', title: 'Session', render: (r) => orNA(r.session_name) },
      { key: 'message', title: 'Message', render: (r) => preview(r.message) },
      {
        key: 'date',
        title: 'Date',
        render: (r) => formatDateTime(r.created_at, 'en-IN'),
        className: 'kv-nowrap',
      },
      {
        key: 'actions',
        title: 'Actions',
        render: (r) => (
          <Button
            size="small"
            onClick={() => setViewing(r)}
            aria-label={`View registration of ${r.name}`}
          >
            View
          </Button>
        ),
      },
    ],
    [],
  );

  if (isForbidden(list.error)) return <Forbidden />;

  const emptyText = filtered
    ? 'No registrations found matching your search.'
    : 'No registrations found.';
  const all = list.all ?? list.total;

  return (
    <div data-testid="registrations-tab">
      <h2 className="kv-section-title">Session Registration Details</h2>
      <SubmissionsChart
        area="registrations"
        title="Registrations per day (last 30 days)"
        refreshKey={chartKey}
      />
      <MessageAlert message={message} onClose={clear} />
      {list.error && (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={loadErrorMessage(list.error)}
          style={{ marginBottom: 12 }}
        />
      )}
      <ListToolbar
        list={list}
        onExport={() => csv.run(list.filters)}
        exportDisabled={list.total === 0 || list.loading}
        exporting={csv.exporting}
        onRefresh={() => {
          setChartKey((k) => k + 1);
          void list.refresh();
        }}
        searchPlaceholder={SEARCH_PLACEHOLDER}
        searchLabel="Search registrations"
        hideLabel
      >
        <Button onClick={() => list.clearFilters()} disabled={!filtered && !list.search}>
          Clear Filters
        </Button>
      </ListToolbar>
      <p className="kv-muted" data-testid="showing">
        Showing {list.total} of {all} registrations
      </p>
      <DataTable
        label="Registrations"
        columns={columns}
        rows={list.rows}
        rowKey={(r) => r.id}
        loading={list.loading}
        emptyText={emptyText}
      />
      <Pager page={list.page} pages={list.pages} onChange={list.setPage} disabled={list.loading} />
      <RegistrationDetails registration={viewing} onClose={() => setViewing(null)} />
    </div>
  );
}
