/** The users table's columns and each row's buttons. */
import { formatDateTime, type Column } from '@kavach/admin-shared';
import { Button, Tag } from 'antd';
import type { User } from './api';
import { isKnownRole, type ConfirmKind } from './rules';

export function userColumns({
  isMe,
  myLastLoginAt,
  busyId,
  onRole,
  onAsk,
}: {
  /** The signed-in admin's own row ('(you)'). */
  isMe: (u: User) => boolean;
  /** The signed-in admin's sign-in before this session, as the header shows it. */
  myLastLoginAt: string | null;
  /** The row a change is on its way for: its buttons wait. */
  busyId: number | null;
  onRole: (u: User) => void;
  onAsk: (kind: ConfirmKind, user: User) => void;
}): Column<User>[] {
  return [
    {
      key: 'username',
      title: 'Username',
      className: 'kv-users__name',
      render: (u) => (
        <>
          <span>
            {u.username}
            {isMe(u) && <span className="kv-muted"> (you)</span>}
          </span>
          {/* Forgot password? mails this address: staff see who cannot use it yet. */}
          <div className="kv-muted">{u.email ?? 'No e-mail address yet'}</div>
        </>
      ),
    },
    {
      key: 'role',
      title: 'Role',
      render: (u) =>
        isKnownRole(u.role) ? (
          u.roleLabel
        ) : (
          <span>
            {u.roleLabel} <span className="kv-muted">({u.role})</span>
          </span>
        ),
    },
    {
      key: 'status',
      title: 'Status',
      render: (u) => (
        <span className="kv-users__tags">
          {u.disabled ? <Tag color="red">Disabled</Tag> : <Tag color="green">Active</Tag>}
          {u.mustChangePassword && <Tag color="gold">Must set password</Tag>}
        </span>
      ),
    },
    {
      key: 'last-login',
      title: 'Last login',
      className: 'kv-nowrap',
      // "Last login" means the latest sign-in before the session one is using, as in the header:
      // one's own row shows the sign-in before this one (this one is not news), the others
      // their latest.
      render: (u) => {
        const at = isMe(u) ? myLastLoginAt : u.lastLoginAt;
        if (at) return formatDateTime(at);
        return isMe(u) ? 'This is your first login' : 'Never';
      },
    },
    {
      key: 'two-factor',
      title: 'Two-factor',
      render: (u) => (
        <span className="kv-users__tags">
          {u.twoFactorEnabled ? <Tag color="green">On</Tag> : <Tag>Off</Tag>}
        </span>
      ),
    },
    {
      key: 'actions',
      title: 'Actions',
      render: (u) => (
        <RowActions user={u} busy={busyId === u.id} onRole={() => onRole(u)} onAsk={onAsk} />
      ),
    },
  ];
}

/** A row's buttons; each names its user for screen readers. Remove two-factor only when it is on. */
function RowActions({
  user: u,
  busy,
  onRole,
  onAsk,
}: {
  user: User;
  busy: boolean;
  onRole: () => void;
  onAsk: (kind: ConfirmKind, user: User) => void;
}) {
  return (
    <div className="kv-users__actions">
      <Button
        size="small"
        disabled={busy}
        aria-label={`Change role of ${u.username}`}
        onClick={onRole}
      >
        Change role
      </Button>
      <Button
        size="small"
        danger={!u.disabled}
        disabled={busy}
        aria-label={`${u.disabled ? 'Enable' : 'Disable'} ${u.username}`}
        onClick={() => onAsk(u.disabled ? 'enable' : 'disable', u)}
      >
        {u.disabled ? 'Enable' : 'Disable'}
      </Button>
      <Button
        size="small"
        disabled={busy}
        aria-label={`Reset password of ${u.username}`}
        onClick={() => onAsk('reset-password', u)}
      >
        Reset password
      </Button>
      {u.twoFactorEnabled && (
        <Button
          size="small"
          disabled={busy}
          aria-label={`Remove two-factor of ${u.username}`}
          onClick={() => onAsk('remove-two-factor', u)}
        >
          Remove two-factor
        </Button>
      )}
    </div>
  );
}
