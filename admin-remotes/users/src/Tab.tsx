/**
 * Users (System Admins only): the staff accounts with role, status, last login and two-factor;
 * Add user (a temporary password, shown once), and per row Change role, Disable / Enable, Reset
 * password and Remove two-factor. Each change ends that user's sessions on the server and is
 * audited there. The list pages and searches on the server (username and e-mail address), as
 * every panel list does.
 */
import {
  ConfirmDialog,
  failureSentenceOr,
  SESSION_ENDED_MESSAGE,
  sessionStore,
  Forbidden,
  isForbidden,
  ListSearch,
  ListTable,
  MESSAGE_TIMEOUTS,
  MessageAlert,
  ShowingCount,
  useItemActions,
  useServerList,
  useSession,
  useTimedMessage,
} from '@kavach/admin-shared';
import { Button } from 'antd';
import { useEffect, useState } from 'react';
import {
  createUser,
  fetchUsersPage,
  removeTwoFactor,
  resetPassword,
  updateUser,
  type Role,
  type TemporaryPasswordReply,
  type User,
  type UserChangeReply,
  USERS_PAGE_SIZE,
} from './api';
import {
  CONFIRM_OK,
  confirmText,
  LOAD_ERROR,
  SEARCH_PLACEHOLDER,
  TITLE,
  USERS_NOUN,
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
  // Kept while the dialog closes, so its text does not blank out; `open` says whether it is shown.
  const [confirming, setConfirming] = useState<Confirming | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [temporary, setTemporary] = useState<TemporaryPassword | null>(null);
  const items = useItemActions<User>();
  const { setForbidden } = items;
  const { message, show, clear } = useTimedMessage();
  const list = useServerList(fetchUsersPage, USERS_PAGE_SIZE);
  const forbidden = isForbidden(list.error);
  useEffect(() => {
    if (forbidden) setForbidden(true);
  }, [forbidden, setForbidden]);

  const isMe = (u: User) => Boolean(me) && u.username === me;

  /** The server's answer: its message, and the page read again, as every list tab does. */
  function applied(reply: UserChangeReply) {
    void list.refresh();
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
      (e) => failureSentenceOr(e, 'Error: the user was not added.'),
    );
  }

  function changeRole(user: User, role: Role) {
    return items.save(
      () => updateUser(user.id, { role }),
      changed,
      (e) => failureSentenceOr(e, 'Error: the role was not changed.'),
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
      (e) => show(failureSentenceOr(e, 'Error: the change was not saved.'), ERROR_MS, 'error'),
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

  return (
    <div className="kv-users" data-testid="users-tab">
      <h2 className="kv-section-title">{TITLE}</h2>
      <MessageAlert message={message} onClose={clear} />
      <div className="kv-toolbar">
        <Button type="primary" onClick={() => items.setEditing('new')}>
          Add user
        </Button>
        <ListSearch list={list} placeholder={SEARCH_PLACEHOLDER} label="Search users" />
        <Button onClick={() => void list.refresh()} disabled={list.loading}>
          {list.refreshing ? 'Refreshing...' : 'Refresh'}
        </Button>
      </div>
      <ShowingCount list={list} noun={USERS_NOUN} />
      <ListTable
        list={list}
        label="Users"
        columns={columns}
        rowKey={(u) => u.id}
        loadingText="Loading users..."
        emptyText={list.filters.search ? 'No users match your search.' : 'No users found.'}
        errorMessage={(e) => `${LOAD_ERROR}: ${failureSentenceOr(e, 'try again.')}`}
      />
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
