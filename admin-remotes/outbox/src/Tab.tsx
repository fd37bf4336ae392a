/**
 * Mail Outbox (admin only): the notification mails, newest first, each kind in words, with its
 * status, attempts and, when something went wrong, a sentence saying what to do; Open shows a
 * mail as it was sent, and a failed one can be sent again (Retry). Server-paged, filtered by
 * status and a search on recipient or subject.
 */
import {
  createdAtColumn,
  DataTable,
  failureSentence,
  Forbidden,
  isForbidden,
  ListPager,
  ListSearch,
  LoadError,
  MessageAlert,
  NativeSelect,
  useServerList,
  useTimedMessage,
  type Column,
} from '@kavach/admin-shared';
import { Button, Tag } from 'antd';
import { MailView } from './MailView';
import { useState } from 'react';
import { fetchOutbox, retryMail, type OutboxMail, type OutboxStatus } from './api';
import {
  countText,
  emptyText,
  LOAD_ERROR,
  RETRY_MESSAGE_MS,
  retryErrorMessage,
  SEARCH_PLACEHOLDER,
  STATUS_FILTERS,
  STATUS_TAGS,
  TITLE,
} from './rules';
import './styles';

/** Mails the Retry answer replaced, for the page they were on (a new page load drops them). */
interface Retried {
  page: readonly OutboxMail[];
  mails: ReadonlyMap<number, OutboxMail>;
}

export default function OutboxTab() {
  const [status, setStatus] = useState<OutboxStatus | ''>('');
  const list = useServerList(fetchOutbox, 20, { status: status || undefined });
  const { message, show, clear } = useTimedMessage();
  const [retrying, setRetrying] = useState<number | null>(null);
  const [retried, setRetried] = useState<Retried | null>(null);
  const [open, setOpen] = useState<OutboxMail | null>(null);

  // The row shows the mail as the Retry answer left it until the page is loaded again.
  const rows =
    retried && retried.page === list.rows
      ? list.rows.map((m) => retried.mails.get(m.id) ?? m)
      : list.rows;

  async function retry(m: OutboxMail) {
    setRetrying(m.id);
    try {
      const answer = await retryMail(m.id);
      show(answer.message, RETRY_MESSAGE_MS, 'success');
      setRetried((r) => {
        const mails = new Map(r && r.page === list.rows ? r.mails : []);
        mails.set(answer.mail.id, answer.mail);
        return { page: list.rows, mails };
      });
    } catch (e) {
      show(retryErrorMessage(e), RETRY_MESSAGE_MS, 'error');
      // e.g. already retried elsewhere: show the mail as it is now.
      void list.refresh();
    } finally {
      setRetrying(null);
    }
  }

  const columns: Column<OutboxMail>[] = [
    createdAtColumn('created', 'Created'),
    { key: 'to', title: 'To', render: (m) => m.to },
    {
      key: 'subject',
      title: 'Subject',
      render: (m) => (
        <div>
          {m.subject}
          <span className="kv-outbox__kind">{m.kind_label}</span>
        </div>
      ),
    },
    {
      key: 'status',
      title: 'Status',
      render: (m) => (
        // Wrapped: on a phone the cell is a grid, which would stretch the tag itself.
        <span>
          <Tag color={STATUS_TAGS[m.status].color} data-status={m.status}>
            {STATUS_TAGS[m.status].label}
          </Tag>
        </span>
      ),
    },
    { key: 'attempts', title: 'Attempts', render: (m) => m.attempts },
    {
      key: 'problem',
      title: 'Problem',
      // Nothing when nothing went wrong; the server's own reply is in the opened mail.
      render: (m) => (m.problem ? <span className="kv-outbox__error">{m.problem}</span> : null),
    },
    {
      key: 'actions',
      title: 'Actions',
      render: (m) => (
        <div className="kv-outbox__actions">
          <Button
            size="small"
            onClick={() => setOpen(m)}
            aria-label={`Open the mail to ${m.to}: ${m.subject}`}
          >
            Open
          </Button>
          {m.status === 'failed' && (
            <Button
              size="small"
              onClick={() => void retry(m)}
              loading={retrying === m.id}
              disabled={retrying !== null && retrying !== m.id}
              aria-label={`Retry the mail to ${m.to}: ${m.subject}`}
            >
              Retry
            </Button>
          )}
        </div>
      ),
    },
  ];

  if (isForbidden(list.error)) return <Forbidden />;

  return (
    <div data-testid="outbox-tab">
      <h2 className="kv-section-title">{TITLE}</h2>
      <MessageAlert message={message} onClose={clear} />
      <LoadError error={list.error} message={(e) => `${LOAD_ERROR}: ${failureSentence(e)}`} />
      <div className="kv-toolbar">
        <ListSearch list={list} placeholder={SEARCH_PLACEHOLDER} label="Search the outbox" />
        <NativeSelect
          className="kv-outbox-filter"
          aria-label="Filter by status"
          options={STATUS_FILTERS}
          value={status}
          onChange={(e) => setStatus(e.target.value as OutboxStatus | '')}
        />
        <Button onClick={() => void list.refresh()} disabled={list.refreshing}>
          {list.refreshing ? 'Refreshing...' : 'Refresh'}
        </Button>
      </div>
      <p className="kv-muted" data-testid="outbox-count" aria-live="polite">
        {list.loaded && !list.error ? countText(list.total) : '\u00a0'}
      </p>
      <DataTable
        label="Outbox mails"
        columns={columns}
        rows={rows}
        rowKey={(m) => m.id}
        loading={list.loading}
        emptyText={emptyText(status, list.filters.search)}
      />
      <ListPager list={list} />
      <MailView mail={open} onClose={() => setOpen(null)} />
    </div>
  );
}
