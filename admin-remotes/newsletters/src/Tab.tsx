/**
 * Newsletters (newsletters:send): the newsletters, newest first, paged on the server and searched
 * by subject, with their status and sending progress. A draft can be edited, deleted, sent as a
 * test to the signed-in staff member, and sent to every confirmed subscriber (after a
 * confirmation naming how many). While one is being sent the list reads its progress again every
 * few seconds.
 */
import {
  ConfirmDialog,
  DataTable,
  Forbidden,
  isForbidden,
  ListPager,
  ListSearch,
  LoadError,
  MessageAlert,
  StatusTag,
  useServerList,
  useTimedMessage,
  type ListQuery,
  type Column,
} from '@kavach/admin-shared';
import { Button } from 'antd';
import { useCallback, useRef, useState } from 'react';
import { deleteNewsletter, fetchNewsletters, sendTest, type Newsletter } from './api';
import { NewsletterEditor } from './NewsletterEditor';
import { SentNewsletter } from './SentNewsletter';
import {
  AUDIENCE,
  deleteConfirmText,
  emptyText,
  errorText,
  lastChangeText,
  PAGE_SIZE,
  progressText,
  PROGRESS_REFRESH_MS,
  progressMoving,
  SEARCH_PLACEHOLDER,
  sendingMessage,
  sentText,
  STATUS_TAGS,
  TITLE,
} from './rules';
import { useSendToSubscribers } from './SendDialog';
import { useRefreshWhile } from './useRefreshWhile';
import './styles';

const SUCCESS_MS = 5000;
/** Refusals are sentences to read: they stay longer. */
const ERROR_MS = 10_000;

export default function NewslettersTab() {
  // A read of the progress poll is not the person at work: it keeps no session alive.
  const polled = useRef(false);
  const fetchPage = useCallback(
    (q: ListQuery) => fetchNewsletters(q, { background: polled.current }),
    [],
  );
  const list = useServerList(fetchPage, PAGE_SIZE);
  const { message, show, clear } = useTimedMessage();
  const [editing, setEditing] = useState<Newsletter | 'new' | null>(null);
  const [viewing, setViewing] = useState<Newsletter | null>(null);
  const [deleting, setDeleting] = useState<Newsletter | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);
  const [forbidden, setForbidden] = useState(false);
  const moving = list.rows.some(progressMoving);
  const { polling } = useRefreshWhile(
    moving,
    async () => {
      polled.current = true;
      try {
        await list.refresh();
      } finally {
        polled.current = false;
      }
    },
    PROGRESS_REFRESH_MS,
  );

  const failed = (text: string) => {
    show(text, ERROR_MS, 'error');
    // e.g. sent or deleted elsewhere meanwhile: show the list as it is now.
    void list.refresh();
  };
  const send = useSendToSubscribers({
    sent: (n, count) => {
      show(sendingMessage(n.subject, count), SUCCESS_MS, 'success');
      void list.refresh();
    },
    failed,
    forbidden: () => setForbidden(true),
  });

  /** Runs one row's action; a 403 shows the forbidden view, other failures the API's words. */
  async function act(n: Newsletter, what: string, call: () => Promise<string>) {
    setBusyId(n.id);
    try {
      show(await call(), SUCCESS_MS, 'success');
    } catch (e) {
      if (isForbidden(e)) setForbidden(true);
      else failed(errorText(what, e));
    } finally {
      setBusyId(null);
    }
  }

  function test(n: Newsletter) {
    return act(n, 'the test mail was not sent.', async () => (await sendTest(n.id)).message);
  }

  async function confirmDelete() {
    const n = deleting;
    if (!n) return;
    await act(n, 'the draft was not deleted.', async () => {
      await deleteNewsletter(n.id);
      void list.refresh();
      return `The draft “${n.subject}” was deleted.`;
    });
    setDeleting(null);
  }

  function saved(n: Newsletter, created: boolean) {
    setEditing(null);
    show(`${created ? 'Draft saved' : 'Changes saved'}: “${n.subject}”.`, SUCCESS_MS, 'success');
    void list.refresh();
  }

  function gone(n: Newsletter) {
    setEditing(null);
    failed(
      `“${n.subject}” is no longer a draft: it is ${STATUS_TAGS[n.status].label.toLowerCase()}.`,
    );
  }

  const busy = (n: Newsletter) => busyId === n.id || send.busyId === n.id;
  const columns: Column<Newsletter>[] = [
    { key: 'subject', title: 'Subject', render: (n) => n.subject },
    {
      key: 'status',
      title: 'Status',
      render: (n) => (
        // Wrapped: on a phone the cell is a grid, which would stretch the tag itself.
        <span className="kv-nl-status">
          <StatusTag statuses={STATUS_TAGS} status={n.status} />
          {n.status !== 'draft' && <span className="kv-muted">{sentText(n)}</span>}
        </span>
      ),
    },
    {
      key: 'progress',
      title: 'Progress',
      render: (n) => <span className="kv-nl-progress">{progressText(n)}</span>,
    },
    { key: 'changed', title: 'Last change', render: (n) => lastChangeText(n) },
    {
      key: 'actions',
      title: 'Actions',
      render: (n) =>
        n.status === 'draft' ? (
          <div className="kv-nl-actions">
            <Button
              size="small"
              onClick={() => setEditing(n)}
              disabled={busy(n)}
              aria-label={`Edit: ${n.subject}`}
            >
              Edit
            </Button>
            <Button
              size="small"
              onClick={() => void test(n)}
              loading={busyId === n.id}
              disabled={busy(n)}
              aria-label={`Send test to me: ${n.subject}`}
            >
              Send test to me
            </Button>
            <Button
              size="small"
              type="primary"
              onClick={() => void send.start(n)}
              loading={send.busyId === n.id}
              disabled={busy(n)}
              aria-label={`Send to subscribers: ${n.subject}`}
            >
              Send to subscribers
            </Button>
            <Button
              size="small"
              danger
              onClick={() => setDeleting(n)}
              disabled={busy(n)}
              aria-label={`Delete: ${n.subject}`}
            >
              Delete
            </Button>
          </div>
        ) : (
          // Read-only once sending: what went out, when and to how many.
          <Button size="small" onClick={() => setViewing(n)} aria-label={`Open: ${n.subject}`}>
            Open
          </Button>
        ),
    },
  ];

  if (forbidden || isForbidden(list.error)) return <Forbidden />;

  return (
    <div data-testid="newsletters-tab">
      <h2 className="kv-section-title">{TITLE}</h2>
      <p className="kv-muted kv-nl-intro">{AUDIENCE}</p>
      <MessageAlert message={message} onClose={clear} />
      <LoadError
        error={list.error}
        message={(e) => errorText('the newsletters were not loaded.', e)}
        onRetry={() => void list.refresh()}
      />
      <div className="kv-toolbar">
        <Button type="primary" onClick={() => setEditing('new')}>
          New newsletter
        </Button>
        <ListSearch list={list} placeholder={SEARCH_PLACEHOLDER} label="Search newsletters" />
        <Button onClick={() => void list.refresh()} disabled={list.refreshing && !polling}>
          {list.refreshing && !polling ? 'Refreshing...' : 'Refresh'}
        </Button>
      </div>
      <DataTable
        label="Newsletters"
        columns={columns}
        rows={list.rows}
        rowKey={(n) => n.id}
        loading={list.loading && !polling}
        emptyText={emptyText(list.filters.search)}
      />
      <ListPager list={list} />
      <NewsletterEditor
        editing={editing}
        onClose={() => setEditing(null)}
        onSaved={saved}
        onGone={gone}
        onForbidden={() => setForbidden(true)}
      />
      <SentNewsletter newsletter={viewing} onClose={() => setViewing(null)} />
      <ConfirmDialog
        open={deleting !== null}
        text={deleting ? deleteConfirmText(deleting.subject) : ''}
        busy={deleting !== null && busyId === deleting.id}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
      {send.dialog}
    </div>
  );
}
