/**
 * Registration Details (titled 'Session Registration Details'): the
 * contacts layout with its own placeholder, Hide Filters, export messages and Send Email.
 */
import {
  ApiRequestError,
  failureSentence,
  filteredExportName,
  Forbidden,
  isForbidden,
  MESSAGE_TIMEOUTS,
  orNA,
  submissionColumns,
  SubmissionsPage,
  todayInIndia,
  useAnnounceOnce,
  useCsvExport,
  useServerList,
  useRecordDelete,
  useTimedMessage,
} from '@kavach/admin-shared';
import { useMemo, useState } from 'react';
import {
  deleteRegistration,
  fetchRegistrations,
  REGISTRATIONS_EXPORT_PATH,
  type Registration,
} from './api';
import { RegistrationDetails } from './RegistrationDetails';

export const SEARCH_PLACEHOLDER = 'Search registrations by name, email, or message...';
export const NO_REGISTRATIONS = 'No registrations found in database.';
export const DELETE_CONFIRM = 'Are you sure you want to delete this registration?';

/**
 * 'Error loading registrations: {what went wrong}', in a sentence; an answer of the server adds
 * the spec's '(HTTP error! status: {code})' after it.
 */
export function loadErrorMessage(error: unknown): string {
  const text = `Error loading registrations: ${failureSentence(error)}`;
  return error instanceof ApiRequestError && error.status > 0
    ? `${text} (HTTP error! status: ${error.status})`
    : text;
}

export default function RegistrationsTab() {
  const list = useServerList(fetchRegistrations, 10);
  const { message, show, clear } = useTimedMessage();
  const [viewing, setViewing] = useState<Registration | null>(null);
  const [chartKey, setChartKey] = useState(0);
  const del = useRecordDelete<Registration>({
    permission: 'registrations:delete',
    confirmText: DELETE_CONFIRM,
    label: (r) => `Delete registration of ${r.name}`,
    remove: deleteRegistration,
    onDeleted: async () => {
      setViewing(null);
      setChartKey((k) => k + 1);
      await list.refresh();
    },
    show,
  });
  const csv = useCsvExport({
    path: REGISTRATIONS_EXPORT_PATH,
    fallbackName: (f) => filteredExportName('registration_details', todayInIndia(), f.from, f.to),
    errorPrefix: 'Error exporting registrations',
    show,
  });

  // 'No registrations found in database.' (success style, 3 s) when there are none at all.
  const noneAtAll = list.all !== null ? list.all === 0 : !list.filtered && list.total === 0;
  useAnnounceOnce(list.loaded && !list.loading && !list.error, noneAtAll, () =>
    show(NO_REGISTRATIONS, MESSAGE_TIMEOUTS.noData, 'success'),
  );

  const columns = useMemo(
    () =>
      submissionColumns<Registration>({
        extra: [{ key: 'session', title: 'Session', render: (r) => orNA(r.session_name) }],
        onView: setViewing,
        viewLabel: (r) => `View registration of ${r.name}`,
      }),
    [],
  );

  if (isForbidden(list.error)) return <Forbidden />;

  return (
    <SubmissionsPage
      testId="registrations-tab"
      title="Session Registration Details"
      chart={{ area: 'registrations', title: 'Registrations per day (last 30 days)' }}
      chartKey={chartKey}
      list={list}
      message={message}
      onCloseMessage={clear}
      loadError={loadErrorMessage}
      csv={csv}
      noun={{ one: 'registration', many: 'registrations' }}
      searchPlaceholder={SEARCH_PLACEHOLDER}
      searchLabel="Search registrations"
      hideLabel
      table={{ label: 'Registrations', columns, rowKey: (r) => r.id }}
    >
      <RegistrationDetails
        registration={viewing}
        onClose={() => setViewing(null)}
        extraActions={del.button}
      />
      {del.dialog}
    </SubmissionsPage>
  );
}
