/**
 * Subscribe Details (titled 'Newsletter Subscription Details'): search by
 * email, three stat cards from the server, a server-paged table with View and
 * Delete, the details modal, export with the date filters, and the
 * subscriptions per day. Messages (rules.ts) last 5 s after a Refresh, 3 s after a delete or
 * export. The three figures count the rows the list shows (status, search and dates).
 * Double opt-in: the list opens on every sign-up with its Status (Confirmed / Waiting for
 * confirmation), and the cards, chart and export count that same set; the Show control narrows
 * the list, cards and export to one status.
 */
import {
  type Column,
  ConfirmDialog,
  createdAtColumn,
  EmailText,
  filtersPhrase,
  Forbidden,
  isForbidden,
  MESSAGE_TIMEOUTS,
  NativeSelect,
  SubmissionsPage,
  todayInIndia,
  useCsvExport,
  useServerList,
  useTimedMessage,
  ViewButton,
} from '@kavach/admin-shared';
import { Button } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import {
  deleteSubscriber,
  fetchSubscriber,
  fetchSubscribers,
  SUBSCRIBERS_EXPORT_PATH,
  type Subscriber,
  type SubscriberStatus,
} from './api';
import {
  DELETE_CONFIRM,
  DELETED_MESSAGE,
  deleteErrorMessage,
  LOADING_TEXT,
  loadErrorMessage,
  loadedMessage,
  NO_RECORDS,
  NOUNS,
  SEARCH_PLACEHOLDER,
  serialNumber,
  STAT_LABELS,
  STATUS_OPTIONS,
  subscriberTone,
} from './rules';
import { SubscriberDetails } from './SubscriberDetails';
import './styles';

const PAGE_SIZE = 10;

export default function SubscribersTab() {
  const [status, setStatus] = useState<SubscriberStatus>('all');
  // The API's default is all: only the narrower views are asked for by name.
  const statusQuery = useMemo(() => ({ status: status === 'all' ? undefined : status }), [status]);
  const list = useServerList(fetchSubscribers, PAGE_SIZE, statusQuery);
  // The list's answer also carries the stat cards' figures: those of the rows on screen.
  const stats = list.answer?.stats ?? null;
  const { message, show, clear } = useTimedMessage(subscriberTone);
  const [viewing, setViewing] = useState<Subscriber | null>(null);
  const [deleting, setDeleting] = useState<Subscriber | null>(null);
  const [busy, setBusy] = useState(false);
  const [chartKey, setChartKey] = useState(0);
  const csv = useCsvExport({
    path: SUBSCRIBERS_EXPORT_PATH,
    errorPrefix: 'Error exporting subscribers',
    show,
    query: statusQuery,
  });
  const statLabels = STAT_LABELS[status];

  // 'Loaded {n} subscription records.' (5 s) after a Refresh: opening the tab says nothing.
  const announce = useRef(false);
  const ready = list.loaded && !list.loading;
  useEffect(() => {
    if (!ready || !announce.current) return;
    announce.current = false;
    if (!list.error) show(loadedMessage(list.total), MESSAGE_TIMEOUTS.subscriberLoad);
  }, [ready, list.error, list.total, show]);

  // The details show the stored record (it may have gone meanwhile).
  const viewingId = viewing?.id;
  useEffect(() => {
    if (viewingId === undefined) return;
    let live = true;
    fetchSubscriber(viewingId).then(
      (s) => live && setViewing((v) => (v && v.id === s.id ? s : v)),
      (e: unknown) => {
        if (!live) return;
        setViewing(null);
        show(loadErrorMessage(e), MESSAGE_TIMEOUTS.subscriberLoad);
        void list.refresh();
      },
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per opened subscriber
  }, [viewingId]);

  async function confirmDelete() {
    const s = deleting;
    if (!s) return;
    setBusy(true);
    try {
      const reply = await deleteSubscriber(s.id);
      show(reply?.message || DELETED_MESSAGE, MESSAGE_TIMEOUTS.delete);
      setViewing(null);
      setChartKey((k) => k + 1);
      await list.refresh();
    } catch (e) {
      show(deleteErrorMessage(e), MESSAGE_TIMEOUTS.delete);
    } finally {
      setBusy(false);
      setDeleting(null);
    }
  }

  const columns = useMemo<Column<Subscriber>[]>(
    () => [
      {
        key: 'sno',
        title: 'S.No',
        render: (_s, i) => serialNumber(list.page, PAGE_SIZE, i),
        className: 'kv-nowrap',
        width: 72,
      },
      { key: 'email', title: 'Email', render: (s) => <EmailText email={s.email} /> },
      {
        key: 'status',
        title: 'Status',
        render: (s) => (
          <span className={s.status === 'Confirmed' ? undefined : 'kv-muted'}>{s.status}</span>
        ),
      },
      createdAtColumn('date', 'Date Subscribed'),
      {
        key: 'actions',
        title: 'Actions',
        render: (s) => (
          <div className="kv-subscribers__actions">
            <ViewButton label={`View subscription of ${s.email}`} onView={() => setViewing(s)} />
            <Button
              size="small"
              danger
              onClick={() => setDeleting(s)}
              aria-label={`Delete subscription of ${s.email}`}
            >
              Delete
            </Button>
          </div>
        ),
      },
    ],
    [list.page],
  );

  if (isForbidden(list.error)) return <Forbidden />;

  const statsScope = list.hasPage ? filtersPhrase(list.resultFilters, todayInIndia()) : '';

  return (
    <SubmissionsPage
      testId="subscribers-tab"
      title="Newsletter Subscription Details"
      beforeChart={
        <>
          <dl className="kv-stats" aria-label="Subscriber figures" data-testid="subscriber-stats">
            <div className="kv-stat">
              <dt>{statLabels.total}</dt>
              <dd data-testid="stat-total">{stats?.total ?? '–'}</dd>
            </div>
            <div className="kv-stat">
              <dt>{statLabels.today}</dt>
              <dd data-testid="stat-today">{stats?.today ?? '–'}</dd>
            </div>
            <div className="kv-stat">
              <dt>{statLabels.week}</dt>
              <dd data-testid="stat-week">{stats?.thisWeek ?? '–'}</dd>
            </div>
          </dl>
          {statsScope && (
            <p className="kv-stats__scope kv-muted" data-testid="stats-scope">
              All three figures count the filtered list: {statsScope}.
            </p>
          )}
        </>
      }
      chart={{ area: 'subscriptions', title: 'Sign-ups per day (last 30 days)' }}
      chartKey={chartKey}
      list={list}
      message={message}
      onCloseMessage={clear}
      loadError={loadErrorMessage}
      csv={csv}
      noun={NOUNS[status]}
      showCount={false}
      onRefresh={() => {
        announce.current = true;
      }}
      searchPlaceholder={SEARCH_PLACEHOLDER}
      searchLabel="Search subscribers by email"
      hideLabel
      toolbarExtra={
        <NativeSelect
          className="kv-subscribers__status"
          aria-label="Show"
          options={STATUS_OPTIONS}
          value={status}
          onChange={(e) => setStatus(e.target.value as SubscriberStatus)}
        />
      }
      table={{
        label: 'Subscribers',
        columns,
        rowKey: (s) => s.id,
        emptyText: NO_RECORDS,
        loadingText: LOADING_TEXT,
      }}
    >
      <SubscriberDetails
        subscriber={viewing}
        onClose={() => setViewing(null)}
        onDelete={(s) => setDeleting(s)}
      />
      <ConfirmDialog
        open={deleting !== null}
        text={DELETE_CONFIRM}
        busy={busy}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </SubmissionsPage>
  );
}
