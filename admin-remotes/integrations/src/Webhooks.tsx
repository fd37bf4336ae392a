/**
 * The Integrations tab's webhooks: each with its address, description, events in words and
 * whether it is on (why it is off, since when it fails); Add webhook (its signing secret shown
 * once), and per webhook Deliveries, Switch off / Switch on, Rotate secret and Delete (after a
 * confirmation). Adding, switching, rotating and deleting need the step-up (the shared client
 * asks for it); the API audits them.
 */
import {
  ConfirmDialog,
  failureSentenceOr,
  formatDateTime,
  isForbidden,
  ListTable,
  MessageAlert,
  MESSAGE_TIMEOUTS,
  useItemActions,
  useServerList,
  useTimedMessage,
  type Column,
} from '@kavach/admin-shared';
import { Button, Tag } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import {
  createWebhook,
  deleteWebhook,
  fetchWebhookEvents,
  fetchWebhooks,
  rotateWebhookSecret,
  setWebhookEnabled,
  type NewWebhook,
  type Webhook,
  type WebhookEventInfo,
} from './api';
import { Deliveries } from './Deliveries';
import type { ShownSecret } from './rules';
import { SecretModal } from './SecretModal';
import { WebhookForm, type WebhookRefusal } from './WebhookForm';
import {
  deleteWebhookText,
  eventWords,
  rotateText,
  WEBHOOKS_INTRO,
  WEBHOOKS_LOAD_ERROR,
  WEBHOOKS_TITLE,
  webhookFieldProblems,
  webhookSecret,
  webhookStatusNotes,
} from './webhookRules';

/** An action waiting for its confirmation. */
type Asking = { action: 'delete' | 'rotate'; webhook: Webhook } | null;

export function Webhooks({ onForbidden }: { onForbidden: () => void }) {
  const items = useItemActions<Webhook>();
  const list = useServerList(fetchWebhooks, 100);
  const { message, show, clear } = useTimedMessage();
  const [events, setEvents] = useState<WebhookEventInfo[] | null | 'failed'>(null);
  const [secret, setSecret] = useState<ShownSecret | null>(null);
  const [asking, setAsking] = useState<Asking>(null);
  const [deliveriesOf, setDeliveriesOf] = useState<Webhook | null>(null);
  const forbidden = items.forbidden || isForbidden(list.error);
  useEffect(() => {
    if (forbidden) onForbidden();
  }, [forbidden, onForbidden]);

  useEffect(() => {
    let live = true;
    fetchWebhookEvents().then(
      (e) => live && setEvents(e),
      () => live && setEvents('failed'),
    );
    return () => {
      live = false;
    };
  }, []);
  const known = Array.isArray(events) ? events : null;
  const { setForbidden } = items;
  const deliveriesForbidden = useCallback(() => setForbidden(true), [setForbidden]);

  async function create(draft: NewWebhook): Promise<WebhookRefusal | null> {
    try {
      const reply = await createWebhook(draft);
      items.setEditing(null);
      void list.refresh();
      show(reply.message, MESSAGE_TIMEOUTS.sessionAdmin, 'success');
      setSecret(webhookSecret(reply.webhook, reply.secret));
      return null;
    } catch (e) {
      if (isForbidden(e)) {
        items.setEditing(null);
        items.setForbidden(true);
        return null;
      }
      const fields = webhookFieldProblems(e);
      return Object.keys(fields).length > 0
        ? { fields, form: null }
        : { fields: {}, form: failureSentenceOr(e, 'Error: the webhook was not added.') };
    }
  }

  const failed = (what: string) => (e: unknown) =>
    show(`Error: ${what}\n${failureSentenceOr(e, 'Try again.')}`, 10_000, 'error');

  function toggle(w: Webhook) {
    const enabled = !w.enabled;
    void items.act(
      w,
      () => setWebhookEnabled(w.id, enabled),
      () => {
        void list.refresh();
        show(
          enabled
            ? 'Webhook switched on: what waited is sent now.'
            : 'Webhook switched off: nothing is sent to it until it is switched on.',
          MESSAGE_TIMEOUTS.sessionAdmin,
          'success',
        );
      },
      failed(enabled ? 'the webhook was not switched on.' : 'the webhook was not switched off.'),
    );
  }

  async function confirm() {
    if (!asking) return;
    const { action, webhook: w } = asking;
    await (action === 'delete'
      ? items.act(
          w,
          () => deleteWebhook(w.id),
          (reply) => {
            void list.refresh();
            show(reply.message, MESSAGE_TIMEOUTS.sessionAdmin, 'success');
          },
          failed('the webhook was not deleted.'),
        )
      : items.act(
          w,
          () => rotateWebhookSecret(w.id),
          (reply) => {
            void list.refresh();
            show(reply.message, MESSAGE_TIMEOUTS.sessionAdmin, 'success');
            setSecret(webhookSecret(reply.webhook, reply.secret, true));
          },
          failed('no new secret was made.'),
        ));
    setAsking(null);
  }

  const columns: Column<Webhook>[] = [
    {
      key: 'address',
      title: 'Address',
      // One element: on a phone the cell is a grid, which would put a second one under the label.
      render: (w) => (
        <div>
          <div className="kv-integrations__url">{w.url}</div>
          {w.description && <div>{w.description}</div>}
          <div className="kv-integrations__note">
            Added by {w.createdBy}, {formatDateTime(w.createdAt)}
          </div>
        </div>
      ),
    },
    {
      key: 'events',
      title: 'Events',
      render: (w) => (
        <ul className="kv-integrations__perms">
          {w.events.map((t) => (
            <li key={t}>{eventWords(t, known)}</li>
          ))}
        </ul>
      ),
    },
    {
      key: 'status',
      title: 'Status',
      render: (w) => (
        <span>
          <Tag color={w.enabled ? 'green' : undefined} data-status={w.enabled ? 'on' : 'off'}>
            {w.enabled ? 'On' : 'Off'}
          </Tag>
          {webhookStatusNotes(w).map((n) => (
            <span
              key={n.text}
              className={n.problem ? 'kv-integrations__note--problem' : 'kv-integrations__note'}
            >
              {n.text}
            </span>
          ))}
        </span>
      ),
    },
    {
      key: 'actions',
      title: 'Actions',
      render: (w) => {
        const busy = items.busyId === w.id;
        return (
          <div className="kv-integrations__actions">
            <Button
              size="small"
              onClick={() => setDeliveriesOf(w)}
              aria-label={`Deliveries of ${w.url}`}
            >
              Deliveries
            </Button>
            <Button
              size="small"
              loading={busy && asking === null}
              disabled={busy}
              onClick={() => toggle(w)}
              aria-label={`${w.enabled ? 'Switch off' : 'Switch on'} ${w.url}`}
            >
              {w.enabled ? 'Switch off' : 'Switch on'}
            </Button>
            <Button
              size="small"
              disabled={busy}
              onClick={() => setAsking({ action: 'rotate', webhook: w })}
              aria-label={`Rotate secret of ${w.url}`}
            >
              Rotate secret
            </Button>
            <Button
              size="small"
              danger
              disabled={busy}
              onClick={() => setAsking({ action: 'delete', webhook: w })}
              aria-label={`Delete webhook ${w.url}`}
            >
              Delete
            </Button>
          </div>
        );
      },
    },
  ];

  return (
    <section className="kv-integrations-webhooks" aria-labelledby="kv-webhooks-title">
      <h3 className="kv-section-title" id="kv-webhooks-title">
        {WEBHOOKS_TITLE}
      </h3>
      <p className="kv-integrations__intro">{WEBHOOKS_INTRO}</p>
      <MessageAlert message={message} onClose={clear} />
      <div className="kv-toolbar">
        <Button type="primary" onClick={() => items.setEditing('new')}>
          Add webhook
        </Button>
        <Button
          onClick={() => void list.refresh()}
          disabled={list.loading}
          aria-label={list.refreshing ? 'Refreshing webhooks...' : 'Refresh webhooks'}
        >
          {list.refreshing ? 'Refreshing...' : 'Refresh'}
        </Button>
      </div>
      <ListTable
        list={list}
        label="List of webhooks"
        columns={columns}
        rowKey={(w) => w.id}
        loadingText="Loading webhooks..."
        emptyText="No webhooks yet."
        errorMessage={(e) => `${WEBHOOKS_LOAD_ERROR}: ${failureSentenceOr(e, 'try again.')}`}
      />
      <WebhookForm
        open={items.editing === 'new'}
        events={events}
        onCancel={() => items.setEditing(null)}
        onCreate={create}
      />
      <SecretModal secret={secret} onClose={() => setSecret(null)} />
      <Deliveries
        webhook={deliveriesOf}
        events={known}
        onClose={() => setDeliveriesOf(null)}
        onForbidden={deliveriesForbidden}
      />
      <ConfirmDialog
        open={asking !== null}
        text={
          asking
            ? asking.action === 'delete'
              ? deleteWebhookText(asking.webhook)
              : rotateText(asking.webhook)
            : ''
        }
        okText={asking?.action === 'rotate' ? 'Make new secret' : 'Delete'}
        danger={asking?.action !== 'rotate'}
        busy={asking !== null && items.busyId === asking.webhook.id}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(null)}
      />
    </section>
  );
}
