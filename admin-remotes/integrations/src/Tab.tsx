/**
 * Integrations (System Admins only): the integration tokens with what each may do, when it
 * expires and when and from where it was last used; New token (its secret shown once) and, per
 * live token, Revoke. Making and revoking need the step-up; the API audits both. Below them the
 * webhooks (Webhooks.tsx).
 */
import {
  ConfirmDialog,
  failureSentenceOr,
  Forbidden,
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
import { createToken, fetchTokens, revokeToken, type IntegrationToken, type NewToken } from './api';
import {
  INTRO,
  LOAD_ERROR,
  lastUsedText,
  revokeText,
  STATUS_LABEL,
  TITLE,
  tokenSecret,
  type ShownSecret,
} from './rules';
import { SecretModal } from './SecretModal';
import { TokenForm } from './TokenForm';
import { Webhooks } from './Webhooks';
import './styles';

const STATUS_COLOR: Record<IntegrationToken['status'], string | undefined> = {
  active: 'green',
  expired: undefined,
  revoked: 'red',
};

export default function IntegrationsTab() {
  const items = useItemActions<IntegrationToken>();
  const { setForbidden } = items;
  const list = useServerList(fetchTokens, 100);
  const forbidden = isForbidden(list.error);
  const { message, show, clear } = useTimedMessage();
  const [secret, setSecret] = useState<ShownSecret | null>(null);
  const [revoking, setRevoking] = useState<IntegrationToken | null>(null);
  useEffect(() => {
    if (forbidden) setForbidden(true);
  }, [forbidden, setForbidden]);
  const webhooksForbidden = useCallback(() => setForbidden(true), [setForbidden]);

  function create(draft: NewToken) {
    return items.save(
      () => createToken(draft),
      (reply) => {
        void list.refresh();
        show(reply.message, MESSAGE_TIMEOUTS.sessionAdmin, 'success');
        setSecret(tokenSecret(reply.token.name, reply.secret));
      },
      (e) => failureSentenceOr(e, 'Error: the token was not made.'),
    );
  }

  async function revoke() {
    const token = revoking;
    if (!token) return;
    await items.act(
      token,
      () => revokeToken(token.id),
      (reply) => {
        void list.refresh();
        show(reply.message, MESSAGE_TIMEOUTS.sessionAdmin, 'success');
      },
      (e) => show(failureSentenceOr(e, 'Error: the token was not revoked.'), 10_000, 'error'),
    );
    setRevoking(null);
  }

  if (items.forbidden) return <Forbidden />;

  const columns: Column<IntegrationToken>[] = [
    {
      key: 'name',
      title: 'Name',
      render: (t) => (
        <>
          <div className="kv-integrations__name">{t.name}</div>
          <code className="kv-muted">{t.start}…</code>
        </>
      ),
    },
    {
      key: 'permissions',
      title: 'Permissions',
      render: (t) => (
        <ul className="kv-integrations__perms">
          {t.permissions.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      ),
    },
    {
      key: 'status',
      title: 'Status',
      render: (t) => <Tag color={STATUS_COLOR[t.status]}>{STATUS_LABEL[t.status]}</Tag>,
    },
    {
      key: 'expires',
      title: 'Expires',
      className: 'kv-nowrap',
      render: (t) => formatDateTime(t.expiresAt),
    },
    { key: 'last-used', title: 'Last used', render: lastUsedText },
    {
      key: 'actions',
      title: 'Actions',
      render: (t) =>
        t.status === 'revoked' ? (
          <span className="kv-muted">
            Revoked by {t.revokedBy}
            {t.revokedAt ? `, ${formatDateTime(t.revokedAt)}` : ''}
          </span>
        ) : (
          <Button
            danger
            size="small"
            loading={items.busyId === t.id}
            onClick={() => setRevoking(t)}
            aria-label={`Revoke ${t.name}`}
          >
            Revoke
          </Button>
        ),
    },
  ];

  return (
    <div className="kv-integrations" data-testid="integrations-tab">
      <h2 className="kv-section-title">{TITLE}</h2>
      <p className="kv-integrations__intro">{INTRO}</p>
      <MessageAlert message={message} onClose={clear} />
      <div className="kv-toolbar">
        <Button type="primary" onClick={() => items.setEditing('new')}>
          Add token
        </Button>
        <Button onClick={() => void list.refresh()} disabled={list.loading}>
          {list.refreshing ? 'Refreshing...' : 'Refresh'}
        </Button>
      </div>
      <ListTable
        list={list}
        label="Integration tokens"
        columns={columns}
        rowKey={(t) => t.id}
        loadingText="Loading tokens..."
        emptyText="No integration tokens yet."
        errorMessage={(e) => `${LOAD_ERROR}: ${failureSentenceOr(e, 'try again.')}`}
      />
      <TokenForm
        open={items.editing === 'new'}
        onCancel={() => items.setEditing(null)}
        onCreate={create}
      />
      <SecretModal secret={secret} onClose={() => setSecret(null)} />
      <ConfirmDialog
        open={revoking !== null}
        text={revoking ? revokeText(revoking) : ''}
        okText="Revoke"
        busy={revoking !== null && items.busyId === revoking.id}
        onConfirm={() => void revoke()}
        onCancel={() => setRevoking(null)}
      />
      <Webhooks onForbidden={webhooksForbidden} />
    </div>
  );
}
