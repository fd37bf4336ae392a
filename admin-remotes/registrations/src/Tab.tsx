/**
 * Registration Details (titled 'Session Registration Details'): the
 * contacts layout with its own placeholder, Hide Filters, export messages and Send Email, plus a
 * session filter (the Session Manager's cards link here with ?session=<id>) and each
 * registration's attendance beside its inbox status.
 */
import {
  ApiRequestError,
  consentText,
  failureSentence,
  formatDate,
  formatDateTime,
  api,
  InboxTab,
  listInbox,
  orNA,
  submissionColumns,
  SUBMISSION_STATUSES,
  unwrap,
  type InboxTabOf,
  injectStyles,
} from '@kavach/admin-shared';
import type { Schemas } from '@kavach/api-client';
import { AttendanceSelect, useAttendance, type AttendanceState } from './attendance';
import { registrationMailto } from './mail';

type Registration = Schemas['RegistrationView'];
type SessionChoice = Pick<Schemas['AdminSessionView'], 'id' | 'title' | 'date'>;

export const SEARCH_PLACEHOLDER = 'Search registrations by name, email, or message...';
export const NO_REGISTRATIONS = 'No registrations yet.';
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

/**
 * The sessions for the session filter, matching `search` (title or place; '' for all): upcoming
 * soonest first, then past latest first, up to 100 of each.
 */
async function fetchSessionChoices(search: string): Promise<SessionChoice[]> {
  const list = async (when: 'upcoming' | 'past') =>
    (
      await unwrap(
        api.GET('/api/admin/sessions', {
          params: { query: { page: 1, pageSize: 100, when, ...(search ? { search } : {}) } },
        }),
      )
    )?.data ?? [];
  const [upcoming, past] = await Promise.all([list('upcoming'), list('past')]);
  return [...upcoming, ...past];
}

/** 'Breast cancer screening, 12 Dec 2026' */
export function sessionLabel(s: SessionChoice): string {
  return `${s.title}, ${formatDate(s.date)}`;
}

injectStyles('kv-registrations', '.kv-status-attendance{display:grid;gap:4px;justify-items:start}');

const REGISTRATIONS: InboxTabOf<'registrations', AttendanceState> = {
  kind: 'registrations',
  statuses: SUBMISSION_STATUSES,
  layout: 'submissions',
  testId: 'registrations-tab',
  title: 'Session Registration Details',
  chart: { area: 'registrations', title: 'Registrations per day (last 30 days)' },
  hideLabel: true,
  noun: { one: 'registration', many: 'registrations' },
  fetchPage: ({ sessionId, ...query }) =>
    listInbox('registrations', { ...query, sessionId: sessionId ? Number(sessionId) : undefined }),
  nameOf: (r) => r.name,
  search: { placeholder: SEARCH_PLACEHOLDER, label: 'Search registrations' },
  table: { label: 'Registrations' },
  loadError: loadErrorMessage,
  // An empty list is news, not a success: neutral.
  noneFound: { text: NO_REGISTRATIONS, tone: 'info' },
  csv: { errorPrefix: 'Error exporting registrations' },
  remove: {
    permission: 'registrations:delete',
    confirm: DELETE_CONFIRM,
    label: (r) => `Delete registration of ${r.name}`,
  },
  ownFilter: {
    key: 'sessionId',
    chipKey: 'session',
    label: 'Filter by session',
    className: 'kv-session-filter',
    allLabel: 'All sessions',
    chipLabel: (id, label) => `Session: ${label ?? `#${id}`}`,
    // A linked session not in the list (e.g. older than the 100 latest) stays selectable; the
    // search box finds any other by its title or place.
    missingLabel: (id) => `Session #${id}`,
    initial: () => (typeof location === 'undefined' ? '' : sessionFromUrl(location.search)),
    toView: (id) => ({ sessionId: id ? Number(id) : undefined }),
    fromView: (view) => (view.sessionId ? String(view.sessionId) : ''),
    load: {
      permission: 'sessions:manage',
      choices: async (search) =>
        (await fetchSessionChoices(search)).map((s) => ({
          value: String(s.id),
          label: sessionLabel(s),
        })),
      search: { label: 'Find a session by title or place', placeholder: 'Find a session' },
    },
    hideWithoutChoices: true,
  },
  useKindState: useAttendance,
  columns: ({ statusColumn, view, kindState }) =>
    submissionColumns<Registration>({
      extra: [
        { key: 'session', title: 'Session', render: (r) => orNA(r.session_name) },
        // Attendance under the inbox status, in one cell: a column of its own pushed the table
        // past a 1024 px screen.
        {
          ...statusColumn,
          title: 'Status / Attendance',
          label: 'Status / Attendance',
          render: (r, i) => (
            <div className="kv-status-attendance">
              {statusColumn.render(r, i)}
              <AttendanceSelect row={r} state={kindState} />
            </div>
          ),
        },
      ],
      onView: view,
      viewLabel: (r) => `View registration of ${r.name}`,
    }),
  // The 'Registration Details' modal: Send Email marks the registration Replied.
  details: {
    title: 'Registration Details',
    testId: 'registration-details',
    rows: (attendance) => [
      // The record's number, for a colleague or the privacy desk (not a list column).
      { label: 'ID', value: (r) => r.id },
      { label: 'Name', value: (r) => r.name },
      { label: 'Email', value: (r) => r.email },
      { label: 'Phone', value: (r) => orNA(r.phone) },
      { label: 'Organization', value: (r) => orNA(r.organization) },
      { label: 'Session', value: (r) => orNA(r.session_name) },
      { label: 'Attendance', value: (r) => <AttendanceSelect row={r} state={attendance} /> },
      { label: 'Date', value: (r) => formatDateTime(r.created_at) },
      { label: 'Message', value: (r) => orNA(r.message) },
      { label: 'Privacy consent', value: (r) => consentText(r) },
    ],
    mailto: registrationMailto,
    emailMarksReplied: true,
  },
};

export default function RegistrationsTab() {
  return <InboxTab config={REGISTRATIONS} />;
}
