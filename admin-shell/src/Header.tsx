/** The dashboard header: role badge, 'Last login' line, My account, Logout. */
import { formatDateTime, type AdminSession } from '@kavach/admin-shared';
import { Button, Tag } from 'antd';

/**
 * "Last login" is the previous successful login (the current one is not news), in en-IN;
 * on the first login it says so.
 */
export function lastLoginText(lastLoginAt: string | null): string {
  return lastLoginAt
    ? `Last login: ${formatDateTime(lastLoginAt)}`
    : 'Last login: this is your first login.';
}

export function Header({
  title,
  session,
  onLogout,
  loggingOut,
  onAccount,
  accountOpen = false,
}: {
  title: string;
  session: AdminSession;
  onLogout: () => void;
  loggingOut: boolean;
  /** Opens My account; no button without it (e.g. while the account must be set up). */
  onAccount?: () => void;
  accountOpen?: boolean;
}) {
  return (
    <header className="kv-header">
      <div className="kv-header__brand">
        <h1 className="kv-header__title">{title}</h1>
        <div className="kv-header__meta">
          <Tag color="green" data-testid="role-badge">
            {session.roleLabel}
          </Tag>
          {session.username && <span className="kv-header__user">{session.username}</span>}
          <span className="kv-header__last" data-testid="last-login">
            {lastLoginText(session.lastLoginAt)}
          </span>
        </div>
      </div>
      <div className="kv-header__actions">
        {onAccount && (
          <Button
            onClick={onAccount}
            aria-pressed={accountOpen}
            type={accountOpen ? 'primary' : 'default'}
            ghost={accountOpen}
          >
            My account
          </Button>
        )}
        <Button onClick={onLogout} loading={loggingOut}>
          Logout
        </Button>
      </div>
    </header>
  );
}
