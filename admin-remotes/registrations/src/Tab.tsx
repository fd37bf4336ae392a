/**
 * Registration Details (titled 'Session Registration Details'): the
 * contacts layout with its own placeholder, Hide Filters, export messages and Send Email, plus a
 * session filter (the Session Manager's cards link here with ?session=<id>).
 */
import {
  ApiRequestError,
  failureSentence,
  filteredExportName,
  Forbidden,
  formatDate,
  inboxChanged,
  isForbidden,
  NativeSelect,
  MESSAGE_TIMEOUTS,
  orNA,
  statusAfterEmail,
  submissionColumns,
  SubmissionsPage,
  todayInIndia,
  useAnnounceOnce,
  useCsvExport,
  useInboxTab,
  useServerList,
  useHoldsPermission,
  useRecordDelete,
  useTimedMessage,
} from '@kavach/admin-shared';
import { useEffect, useState } from 'react';
import {
  deleteRegistration,
  fetchRegistrations,
  fetchSessionChoices,
  REGISTRATIONS_EXPORT_PATH,
  type Registration,
  type SessionChoice,
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

/** The session a link opened the tab with (?session=<id>), if any. */
export function sessionFromUrl(search: string): string {
  const id = new URLSearchParams(search).get('session') ?? '';
  // A session id is a positive 32-bit integer; anything else would only earn a 400.
  return /^[1-9]\d{0,9}$/.test(id) && Number(id) <= 2_147_483_647 ? id : '';
}

/** 'Breast cancer screening, 12 Dec 2026' */
export function sessionLabel(s: SessionChoice): string {
  return `${s.title}, ${formatDate(s.date)}`;
}

export default function RegistrationsTab() {
  const [status, setStatus] = useState('');
  const [sessionId, setSessionId] = useState(() =>
    typeof location === 'undefined' ? '' : sessionFromUrl(location.search),
  );
  const list = useServerList(fetchRegistrations, 10, {
    status: status || undefined,
    sessionId: sessionId || undefined,
  });
  const { message, show, clear } = useTimedMessage();
  const [chartKey, setChartKey] = useState(0);
  const mayListSessions = useHoldsPermission('sessions:manage');
  const [sessions, setSessions] = useState<SessionChoice[]>([]);
  useEffect(() => {
    if (!mayListSessions) return;
    fetchSessionChoices().then(setSessions, () => {
      /* the filter offers the session of the link only */
    });
  }, [mayListSessions]);
  const today = todayInIndia();
  const inbox = useInboxTab<Registration>({
    kind: 'registrations',
    list,
    status,
    onStatus: setStatus,
    own: { sessionId: sessionId ? Number(sessionId) : undefined },
    onApplyOwn: (f) => setSessionId(f.sessionId ? String(f.sessionId) : ''),
    nameOf: (r) => r.name,
    locale: 'en-IN',
    noun: { one: 'registration', many: 'registrations' },
    deletePermission: 'registrations:delete',
    exportPath: REGISTRATIONS_EXPORT_PATH,
    exportName: filteredExportName('registration_details', today),
    show,
  });
  const { details } = inbox;
  const del = useRecordDelete<Registration>({
    permission: 'registrations:delete',
    confirmText: DELETE_CONFIRM,
    label: (r) => `Delete registration of ${r.name}`,
    remove: deleteRegistration,
    onDeleted: async () => {
      details.close();
      setChartKey((k) => k + 1);
      await inbox.refresh();
    },
    show,
  });
  const csv = useCsvExport({
    path: REGISTRATIONS_EXPORT_PATH,
    fallbackName: (f) => filteredExportName('registration_details', todayInIndia(), f.from, f.to),
    errorPrefix: 'Error exporting registrations',
    show,
    query: { status: status || undefined, sessionId: sessionId || undefined },
  });

  // 'No registrations found in database.' (success style, 3 s) when there are none at all.
  const noneAtAll = list.all !== null ? list.all === 0 : !list.filtered && list.total === 0;
  useAnnounceOnce(list.loaded && !list.loading && !list.error, noneAtAll, () =>
    show(NO_REGISTRATIONS, MESSAGE_TIMEOUTS.noData, 'success'),
  );

  const columns = [
    inbox.selection.column,
    ...submissionColumns<Registration>({
      extra: [
        { key: 'session', title: 'Session', render: (r) => orNA(r.session_name) },
        inbox.statusColumn,
      ],
      onView: details.view,
      viewLabel: (r) => `View registration of ${r.name}`,
    }),
  ];

  const chosen = sessions.find((s) => String(s.id) === sessionId);
  // A linked session not in the list (e.g. older than the 100 latest) stays selectable.
  const sessionOptions = [
    { value: '', label: 'All sessions' },
    ...sessions.map((s) => ({ value: String(s.id), label: sessionLabel(s) })),
    ...(sessionId && !chosen ? [{ value: sessionId, label: `Session #${sessionId}` }] : []),
  ];
  const sessionChip = sessionId
    ? [
        {
          key: 'session',
          label: `Session: ${chosen ? sessionLabel(chosen) : `#${sessionId}`}`,
          onRemove: () => setSessionId(''),
        },
      ]
    : [];

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
      onRefresh={inboxChanged}
      toolbarExtra={
        <>
          {(sessions.length > 0 || sessionId) && (
            <NativeSelect
              className="kv-session-filter"
              aria-label="Filter by session"
              value={sessionId}
              options={sessionOptions}
              onChange={(e) => setSessionId(e.target.value)}
            />
          )}
          {inbox.toolbar}
        </>
      }
      extraChips={[...sessionChip, ...inbox.statusChips]}
      onClearExtra={() => {
        setStatus('');
        setSessionId('');
      }}
      beforeTable={inbox.bulkBar}
      table={{ label: 'Registrations', columns, rowKey: (r) => r.id }}
    >
      <RegistrationDetails
        registration={details.viewing}
        statusRow={details.statusRow}
        notes={details.notes}
        onClose={details.close}
        onEmail={(r) => {
          const next = statusAfterEmail(r.status);
          if (next) void details.changeStatus(r, next);
        }}
        extraActions={del.button}
      />
      {del.dialog}
    </SubmissionsPage>
  );
}
