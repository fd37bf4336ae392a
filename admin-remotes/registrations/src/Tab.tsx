/**
 * Registration Details (titled 'Session Registration Details'): the
 * contacts layout with its own placeholder, Hide Filters / Clear Filters,
 * export messages and Send Email.
 */
import {
  ApiRequestError,
  DataTable,
  filteredExportName,
  Forbidden,
  formatDateTime,
  isForbidden,
  ListPager,
  ListToolbar,
  LoadError,
  MESSAGE_TIMEOUTS,
  MessageAlert,
  orNA,
  preview,
  ShowingCount,
  SubmissionsChart,
  todayInIndia,
  useAnnounceOnce,
  useCsvExport,
  useServerList,
  useTimedMessage,
  type Column,
} from '@kavach/admin-shared';
import { Button } from 'antd';
import { useMemo, useState } from 'react';
import { fetchRegistrations, REGISTRATIONS_EXPORT_PATH, type Registration } from './api';
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
  const list = useServerList(fetchRegistrations, 10);
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
  const filtered = list.filtered;
  const noneAtAll = list.all !== null ? list.all === 0 : !filtered && list.total === 0;
  useAnnounceOnce(list.loaded && !list.loading && !list.error, noneAtAll, () =>
    show(NO_REGISTRATIONS, MESSAGE_TIMEOUTS.noData, 'success'),
  );

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

  return (
    <div data-testid="registrations-tab">
      <h2 className="kv-section-title">Session Registration Details</h2>
      <SubmissionsChart
        area="registrations"
        title="Registrations per day (last 30 days)"
        refreshKey={chartKey}
      />
      <MessageAlert message={message} onClose={clear} />
      <LoadError error={list.error} message={loadErrorMessage} />
      <ListToolbar
        list={list}
        csv={csv}
        exportDisabled={list.total === 0 || list.loading}
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
      <ShowingCount list={list} noun="registrations" />
      <DataTable
        label="Registrations"
        columns={columns}
        rows={list.rows}
        rowKey={(r) => r.id}
        loading={list.loading}
        emptyText={emptyText}
      />
      <ListPager list={list} />
      <RegistrationDetails registration={viewing} onClose={() => setViewing(null)} />
    </div>
  );
}
