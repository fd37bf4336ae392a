/** The Users tab's 'Add user' and 'Change role of …' forms (one EditorModal: 'new' or the user). */
import {
  EditorModal,
  FormProblem,
  useDraft,
  useFormSubmit,
  type Editing,
} from '@kavach/admin-shared';
import { Alert, Button, Input } from 'antd';
import { useId, type ReactNode } from 'react';
import type { Role, User } from './api';
import { RolePicker } from './RolePicker';
import {
  ROLE_REQUIRED,
  EMAIL_HINT,
  EMAIL_PATTERN,
  isKnownRole,
  OWN_SESSION_ENDS,
  SESSIONS_END,
  USERNAME_HINT,
  USERNAME_PATTERN,
} from './rules';

export interface NewUserDraft {
  username: string;
  email: string;
  /** None until the admin chooses: a role is a decision, never a default. */
  role: Role | '';
}
/** Saves the form; resolves to the text to show in it, or null when done (the modal then closes). */
export type AddHandler = (draft: NewUserDraft & { role: Role }) => Promise<string | null>;
export type RoleHandler = (user: User, role: Role) => Promise<string | null>;

export function UserEditor({
  editing,
  me,
  onCancel,
  onAdd,
  onChangeRole,
}: {
  /** null = closed; 'new' = Add user; a user = Change role. */
  editing: Editing<User>;
  /** The signed-in username (their own role change logs them out). */
  me: string | undefined;
  onCancel: () => void;
  onAdd: AddHandler;
  onChangeRole: RoleHandler;
}) {
  const title = editing && editing !== 'new' ? `Change role of ${editing.username}` : '';
  return (
    <EditorModal
      editing={editing}
      addTitle="Add user"
      editTitle={title}
      width={440}
      maskClosable={false}
      onCancel={onCancel}
    >
      {(user) =>
        user ? (
          <RoleForm
            user={user}
            own={user.username === me}
            onCancel={onCancel}
            onSave={onChangeRole}
          />
        ) : (
          <AddForm onCancel={onCancel} onSave={onAdd} />
        )
      }
    </EditorModal>
  );
}

/** A label pointing at its control by id (a wrapping label would add a select's option to its name). */
function Field({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className="kv-users-form__field">
      <label className="kv-field-label" htmlFor={id}>
        {label}
      </label>
      {children(id)}
    </div>
  );
}

function FormButtons({
  saving,
  label,
  disabled = false,
  onCancel,
}: {
  saving: boolean;
  label: string;
  disabled?: boolean;
  onCancel: () => void;
}) {
  return (
    <div className="kv-users-form__actions">
      <Button onClick={onCancel} disabled={saving}>
        Cancel
      </Button>
      <Button type="primary" htmlType="submit" disabled={saving || disabled}>
        {saving ? 'Saving...' : label}
      </Button>
    </div>
  );
}

function AddForm({ onCancel, onSave }: { onCancel: () => void; onSave: AddHandler }) {
  const { draft, bind, set } = useDraft<NewUserDraft>({
    username: '',
    email: '',
    role: '',
  });
  const { saving, problem, submit } = useFormSubmit(
    () =>
      onSave({
        username: draft.username.trim(),
        email: draft.email.trim(),
        role: draft.role as Role,
      }),
    (setProblem) => {
      if (!USERNAME_PATTERN.test(draft.username.trim())) {
        setProblem(`Username: ${USERNAME_HINT}`);
        return true;
      }
      if (!EMAIL_PATTERN.test(draft.email.trim())) {
        setProblem('E-mail address: enter a valid address, like name@example.com.');
        return true;
      }
      if (draft.role === '') {
        setProblem(ROLE_REQUIRED);
        return true;
      }
      return false;
    },
  );
  return (
    <form
      onSubmit={(e) => void submit(e)}
      noValidate
      className="kv-users-form"
      aria-label="Add user"
    >
      <Field label="Username">
        {(id) => (
          <Input
            id={id}
            {...bind('username')}
            maxLength={64}
            autoComplete="off"
            spellCheck={false}
            autoFocus
          />
        )}
      </Field>
      <p className="kv-muted kv-users-form__hint">{USERNAME_HINT}</p>
      <Field label="E-mail address">
        {(id) => (
          <Input
            id={id}
            type="email"
            {...bind('email')}
            maxLength={254}
            autoComplete="off"
            spellCheck={false}
          />
        )}
      </Field>
      <p className="kv-muted kv-users-form__hint">{EMAIL_HINT}</p>
      <RolePicker value={draft.role} onChange={(r) => r && set('role', r)} />
      <p className="kv-muted kv-users-form__hint">
        You get a temporary password to give them; they choose their own when they first log in.
      </p>
      <FormProblem text={problem} />
      <FormButtons saving={saving} label="Add user" onCancel={onCancel} />
    </form>
  );
}

function RoleForm({
  user,
  own,
  onCancel,
  onSave,
}: {
  user: User;
  own: boolean;
  onCancel: () => void;
  onSave: RoleHandler;
}) {
  // A role outside the enum is offered as it is (labelled by the API) but cannot be saved again.
  const current = isKnownRole(user.role) ? user.role : '';
  const { draft, set } = useDraft<{ role: Role | '' }>({ role: current });
  const unchanged = draft.role === current;
  const { saving, problem, submit } = useFormSubmit(
    () => onSave(user, draft.role as Role),
    () => draft.role === '' || unchanged,
  );
  return (
    <form
      onSubmit={(e) => void submit(e)}
      noValidate
      className="kv-users-form"
      aria-label={`Change role of ${user.username}`}
    >
      <RolePicker
        value={draft.role}
        onChange={(r) => set('role', r)}
        extra={current ? undefined : { label: `${user.roleLabel} (${user.role})` }}
        autoFocus
      />
      <Alert
        type="warning"
        showIcon
        title={own ? `${SESSIONS_END} ${OWN_SESSION_ENDS}` : SESSIONS_END}
      />
      <FormProblem text={problem} />
      <FormButtons
        saving={saving}
        label="Save"
        disabled={unchanged || draft.role === ''}
        onCancel={onCancel}
      />
    </form>
  );
}
