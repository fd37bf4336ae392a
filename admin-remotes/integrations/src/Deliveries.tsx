/**
 * A webhook's deliveries, newest first, paged on the server: the event, its status, attempts,
 * the answer's code, when, and the start of the answer or the error; Details opens the row (the
 * webhook-id, the whole answer or error, the body as sent); Redeliver sends one again now with the
 * same webhook-id and body, and the list is read again.
 */
import {
  DateTimeText,
  failureSentence,
  formatDateTime,
  isForbidden,
  ListTable,
  MessageAlert,
  MESSAGE_TIMEOUTS,
  plural,
  useServerList,
  useTimedMessage,
  type Column,
} from '@kavach/admin-shared';
import { Button, Modal, Tag } from 'antd';
import { useEffect, useState } from 'react';
import {
  fetchDeliveries,
  redeliver,
  type Delivery,
  type Webhook,
  type WebhookEventInfo,
} from './api';
import {
  answerPreview,
  bodyText,
  DELIVERIES_EMPTY,
  DELIVERIES_LOAD_ERROR,
  DELIVERY_STATUS,
  eventWords,
} from './webhookRules';

export function Deliveries({
  webhook,
  events,
  onClose,
  onForbidden,
}: {
  /** The webhook whose deliveries are shown; null: closed. */
  webhook: Webhook | null;
  events: readonly WebhookEventInfo[] | null;
  onClose: () => void;
  onForbidden: () => void;
}) {
  return (
    <Modal
      open={webhook !== null}
      title="Deliveries"
      onCancel={onClose}
      destroyOnHidden
      width={1100}
      footer={
        <Button type="primary" onClick={onClose}>
          Close
        </Button>
      }
    >
      {webhook && (
        <DeliveryList
          key={webhook.id}
          webhook={webhook}
          events={events}
          onForbidden={onForbidden}
        />
      )}
    </Modal>
  );
}

function DeliveryList({
  webhook,
  events,
  onForbidden,
}: {
  webhook: Webhook;
  events: readonly WebhookEventInfo[] | null;
  onForbidden: () => void;
}) {
  const list = useServerList(({ page, pageSize }) => fetchDeliveries(webhook.id, page, pageSize));
  const { message, show, clear } = useTimedMessage();
  const [sending, setSending] = useState<string | null>(null);
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const forbidden = isForbidden(list.error);
  useEffect(() => {
    if (forbidden) onForbidden();
  }, [forbidden, onForbidden]);

  const when = (d: Delivery) =>
    `${eventWords(d.eventType, events)}, ${formatDateTime(d.createdAt)}`;
  const toggle = (d: Delivery) =>
    setOpen((o) => {
      const next = new Set(o);
      if (!next.delete(d.id)) next.add(d.id);
      return next;
    });

  async function again(d: Delivery) {
    setSending(d.id);
    try {
      const answer = await redeliver(webhook.id, d.id);
      show(answer.message, MESSAGE_TIMEOUTS.sessionAdmin, 'success');
    } catch (e) {
      if (isForbidden(e)) return onForbidden();
      show(`Error: it was not sent again.\n${failureSentence(e)}`, 10_000, 'error');
    } finally {
      setSending(null);
    }
    // The row as it is now: Pending (or already on its way).
    await list.refresh();
  }

  const columns: Column<Delivery>[] = [
    {
      key: 'event',
      title: 'Event',
      // Room for the longest type on one line (application.status_changed).
      width: '22%',
      // One element: on a phone the cell is a grid, which would put a second one under the label.
      render: (d) => (
        <div>
          <div>{eventWords(d.eventType, events)}</div>
          <code className="kv-muted kv-integrations__code">{d.eventType}</code>
        </div>
      ),
    },
    {
      key: 'status',
      title: 'Status',
      render: (d) => (
        // Wrapped: on a phone the cell is a grid, which would stretch the tag itself.
        <span>
          <Tag color={DELIVERY_STATUS[d.status].color} data-status={d.status}>
            {DELIVERY_STATUS[d.status].label}
          </Tag>
          {d.status === 'pending' && d.attempts > 0 && d.nextAttemptAt && (
            <span className="kv-integrations__note">
              Next try {formatDateTime(d.nextAttemptAt)}
            </span>
          )}
        </span>
      ),
    },
    { key: 'attempts', title: 'Attempts', render: (d) => d.attempts },
    {
      key: 'code',
      title: 'Answer code',
      render: (d) => d.responseStatus ?? <span className="kv-muted">None</span>,
    },
    {
      key: 'time',
      title: 'Time',
      render: (d) => (
        <span>
          <DateTimeText value={d.lastAttemptAt ?? d.createdAt} />
        </span>
      ),
    },
    {
      key: 'answer',
      title: 'Answer or error',
      render: (d) => {
        const shown = answerPreview(d);
        return (
          shown && (
            <span className={shown.error ? 'kv-integrations__error' : 'kv-integrations__answer'}>
              {shown.text}
            </span>
          )
        );
      },
    },
    {
      key: 'actions',
      title: 'Actions',
      render: (d) => (
        <div className="kv-integrations__actions">
          <Button
            size="small"
            aria-expanded={open.has(d.id)}
            aria-controls={open.has(d.id) ? `kv-delivery-${d.id}` : undefined}
            aria-label={`Details of ${when(d)}`}
            onClick={() => toggle(d)}
          >
            Details
          </Button>
          {d.status !== 'sending' && (
            <Button
              size="small"
              loading={sending === d.id}
              disabled={sending !== null && sending !== d.id}
              aria-label={`Redeliver ${when(d)}`}
              onClick={() => void again(d)}
            >
              Redeliver
            </Button>
          )}
        </div>
      ),
    },
  ];

  return (
    <div className="kv-integrations-deliveries" data-testid="webhook-deliveries">
      <p className="kv-integrations__url">To {webhook.url}</p>
      <MessageAlert message={message} onClose={clear} />
      <div className="kv-toolbar">
        <Button onClick={() => void list.refresh()} disabled={list.loading}>
          {list.refreshing ? 'Refreshing...' : 'Refresh'}
        </Button>
        <span className="kv-muted" aria-live="polite" data-testid="deliveries-count">
          {list.hasPage && !list.error ? plural(list.total, 'delivery', 'deliveries') : ''}
        </span>
      </div>
      <ListTable
        list={list}
        label="Deliveries"
        columns={columns}
        rowKey={(d) => d.id}
        loadingText="Loading deliveries..."
        emptyText={DELIVERIES_EMPTY}
        errorMessage={(e) => `${DELIVERIES_LOAD_ERROR}: ${failureSentence(e)}`}
        expandedRow={(d) => (open.has(d.id) ? <DeliveryDetails delivery={d} /> : null)}
      />
    </div>
  );
}

/** What an opened delivery shows under its row. */
function DeliveryDetails({ delivery: d }: { delivery: Delivery }) {
  return (
    <dl className="kv-details kv-integrations-delivery" id={`kv-delivery-${d.id}`}>
      <dt>webhook-id</dt>
      <dd>
        <code>{d.messageId}</code>
      </dd>
      {d.deliveredAt && (
        <>
          <dt>Delivered</dt>
          <dd>{formatDateTime(d.deliveredAt)}</dd>
        </>
      )}
      {d.lastError && (
        <>
          <dt>Error</dt>
          <dd className="kv-integrations__error">{d.lastError}</dd>
        </>
      )}
      {d.responseStart && (
        <>
          <dt>Answer (start)</dt>
          <dd>
            <pre className="kv-integrations__pre">{d.responseStart}</pre>
          </dd>
        </>
      )}
      <dt>Body</dt>
      <dd>
        <pre className="kv-integrations__pre" data-testid="delivery-body">
          {bodyText(d.body)}
        </pre>
      </dd>
    </dl>
  );
}
