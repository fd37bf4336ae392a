/**
 * Users (System Admins only): the staff accounts with role, status, last login and two-factor;
 * Add user (a temporary password, shown once), and per row Change role, Disable / Enable, Reset
 * password and Remove two-factor. Each change ends that user's sessions on the server and is
 * audited there. The list is short: loaded whole, searched here by username.
 */
import {
  ConfirmDialog,
  SESSION_ENDED_MESSAGE,
  sessionStore,
  DataTable,
  Forbidden,
  LoadError,
  MESSAGE_TIMEOUTS,
  MessageAlert,
  useItemActions,
  useSession,
  useTimedMessage,
  useWholeList,
} from '@kavach/admin-shared';
import { Button, Input, Spin } from 'antd';
import { useEffect, useState } from 'react';
import {
  createUser,
  fetchUsers,
  removeTwoFactor,
  resetPassword,
  updateUser,
  type Role,
  type TemporaryPasswordReply,
  type User,
  type UserChangeReply,
} from './api';
import {
  CONFIRM_OK,
  confirmText,
  errorText,
  filterUsers,
  LOAD_ERROR,
  SEARCH_PLACEHOLDER,
  TITLE,
  withUser,
  type ConfirmKind,
} from './rules';
import { userColumns } from './columns';
import { TemporaryPasswordModal, type TemporaryPassword } from './TemporaryPasswordModal';
import { UserEditor, type NewUserDraft } from './UserForms';
import './styles';

const SUCCESS_MS = MESSAGE_TIMEOUTS.sessionAdmin;
/** Refusals (e.g. the last System Admin) are sentences to read: they stay longer. */
const ERROR_MS = 10_000;

interface Confirming {
  kind: ConfirmKind;
  user: User;
}

/** The server ended the signed-in admin's own sessions (their role, password or two-factor changed). */
function endOwnSession() {
  sessionStore.end(SESSION_ENDED_MESSAGE);
}

export default function UsersTab() {
  const session = useSession();
  const me = session?.username;
  const [search, setSearch] = useState('');
  // Kept while the dialog closes, so its text does not blank out; `open` says whether it is shown.
  const [confirming, setConfirming] = useState<Confirming | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [temporary, setTemporary] = useState<TemporaryPassword | null>(null);
  const items = useItemActions<User>();
  const { setForbidden } = items;
  const { message, show, clear } = useTimedMessage();
  const {
    rows: users,
    setRows: setUsers,
    loaded,
    loading,
    error: loadError,
    load,
  } = useWholeList(fetchUsers, { onForbidden: () => setForbidden(true) });

  useEffect(() => {
    void load();
  }, [load]);

  const isMe = (u: User) => Boolean(me) && u.username === me;

  /** The server's answer: its message, and its `user` replaces the row. */
  function applied(reply: UserChangeReply) {
    setUsers((list) => withUser(list, reply.user));
    show(reply.message, SUCCESS_MS, 'success');
  }

  /** As applied, then the temporary password once (an own reset logs out when it is closed). */
  function passwordShown(reply: TemporaryPasswordReply) {
    applied(reply);
    setTemporary({
      username: reply.user.username,
      password: reply.temporaryPassword,
      expiresAt: reply.temporaryPasswordExpiresAt,
      panel: reply.signInPanel,
      own: isMe(reply.user),
    });
  }

  function changed(reply: UserChangeReply) {
    applied(reply);
    if (isMe(reply.user)) endOwnSession();
  }

  function add(draft: NewUserDraft & { role: Role }) {
    return items.save(
      () => createUser(draft),
      passwordShown,
      (e) => errorText(e, 'Error: the user was not added.'),
    );
  }

  function changeRole(user: User, role: Role) {
    return items.save(
      () => updateUser(user.id, { role }),
      changed,
      (e) => errorText(e, 'Error: the role was not changed.'),
    );
  }

  function ask(kind: ConfirmKind, user: User) {
    setConfirming({ kind, user });
    setConfirmOpen(true);
  }

  async function confirmed() {
    if (!confirming || !confirmOpen) return;
    const { kind, user } = confirming;
    const call = (): Promise<void> => {
      switch (kind) {
        case 'disable':
        case 'enable':
          return updateUser(user.id, { disabled: kind === 'disable' }).then(applied);
        case 'reset-password':
          return resetPassword(user.id).then(passwordShown);
        case 'remove-two-factor':
          return removeTwoFactor(user.id).then(changed);
      }
    };
    await items.act(
      user,
      call,
      () => undefined,
      (e) => show(errorText(e, 'Error: the change was not saved.'), ERROR_MS, 'error'),
    );
    setConfirmOpen(false);
  }

  function closePassword() {
    const own = temporary?.own;
    setTemporary(null);
    if (own) endOwnSession();
  }

  if (items.forbidden) return <Forbidden />;

  const columns = userColumns({
    isMe,
    myLastLoginAt: session?.lastLoginAt ?? null,
    busyId: items.busyId,
    onRole: (u) => items.setEditing(u),
    onAsk: ask,
  });
  const shown = filterUsers(users, search);

  return (
    <div className="kv-users" data-testid="users-tab">
      <h2 className="kv-section-title">{TITLE}</h2>
      <MessageAlert message={message} onClose={clear} />
      <LoadError
        error={loadError}
        message={(e) => `${LOAD_ERROR}: ${errorText(e, 'try again.')}`}
      />
      <div className="kv-toolbar">
        <Button type="primary" onClick={() => items.setEditing('new')}>
          Add user
        </Button>
        <Input
          className="kv-toolbar__grow"
          type="search"
          allowClear
          placeholder={SEARCH_PLACEHOLDER}
          aria-label="Search users"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
        <Button onClick={() => void load()} disabled={loading}>
          {loading && loaded ? 'Refreshing...' : 'Refresh'}
        </Button>
      </div>
      {!loaded ? (
        <div style={{ padding: 40, textAlign: 'center' }} aria-busy="true">
          <Spin />
        </div>
      ) : (
        <>
          <p className="kv-muted" data-testid="showing">
            Showing {shown.length} of {users.length} users
          </p>
          <DataTable
            label="Users"
            columns={columns}
            rows={shown}
            rowKey={(u) => u.id}
            loading={loading}
            emptyText={search.trim() ? 'No users match your search.' : 'No users found.'}
          />
        </>
      )}
      <UserEditor
        editing={items.editing}
        me={me}
        onCancel={() => items.setEditing(null)}
        onAdd={add}
        onChangeRole={changeRole}
      />
      <ConfirmDialog
        open={confirmOpen}
        text={
          confirming ? confirmText(confirming.kind, confirming.user, isMe(confirming.user)) : ''
        }
        okText={confirming ? CONFIRM_OK[confirming.kind] : ''}
        danger={confirming?.kind !== 'enable'}
        busy={confirmOpen && confirming !== null && items.busyId === confirming.user.id}
        onConfirm={() => void confirmed()}
        onCancel={() => setConfirmOpen(false)}
      />
      <TemporaryPasswordModal shown={temporary} onClose={closePassword} />
    </div>
  );
}
