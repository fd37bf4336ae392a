/** New token: a name, what it may do (each permission in words) and how long it lives. */
import { NativeSelect } from '@kavach/admin-shared';
import { Alert, Button, Input, Modal } from 'antd';
import { useEffect, useId, useState } from 'react';
import { fetchGrantable, type GrantablePermission, type NewToken } from './api';
import { DEFAULT_EXPIRY, draftProblem, EXPIRY_OPTIONS, NAME_MAX } from './rules';

export function TokenForm({
  open,
  onCancel,
  onCreate,
}: {
  open: boolean;
  onCancel: () => void;
  /** Sends the draft; resolves to the failure to show, or null once it was made. */
  onCreate: (draft: NewToken) => Promise<string | null>;
}) {
  return (
    <Modal
      open={open}
      title="New integration token"
      onCancel={onCancel}
      mask={{ closable: false }}
      destroyOnHidden
      width={520}
      footer={null}
    >
      {open && <FormBody onCancel={onCancel} onCreate={onCreate} />}
    </Modal>
  );
}

function FormBody({
  onCancel,
  onCreate,
}: {
  onCancel: () => void;
  onCreate: (draft: NewToken) => Promise<string | null>;
}) {
  const id = useId();
  const [name, setName] = useState('');
  const [chosen, setChosen] = useState<string[]>([]);
  const [days, setDays] = useState<string>(DEFAULT_EXPIRY);
  const [grantable, setGrantable] = useState<GrantablePermission[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    fetchGrantable().then(
      (g) => live && setGrantable(g),
      () => live && setProblem('The permissions could not be loaded. Close this and try again.'),
    );
    return () => {
      live = false;
    };
  }, []);

  const toggle = (permission: string, on: boolean) =>
    setChosen((c) => (on ? [...c, permission] : c.filter((p) => p !== permission)));

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const missing = draftProblem({ name, permissions: chosen });
    if (missing) return setProblem(missing);
    setBusy(true);
    const failure = await onCreate({
      name: name.trim(),
      permissions: chosen as NewToken['permissions'],
      expiresInDays: Number(days),
    });
    setBusy(false);
    setProblem(failure);
  }

  return (
    <form className="kv-integrations-form" onSubmit={(e) => void submit(e)} noValidate>
      <div className="kv-integrations-form__field">
        <label htmlFor={`${id}-name`}>Name</label>
        <Input
          id={`${id}-name`}
          value={name}
          maxLength={NAME_MAX}
          placeholder="e.g. CRM sync"
          onChange={(e) => setName(e.target.value)}
        />
      </div>
      <fieldset className="kv-integrations-perms" data-testid="token-permissions">
        <legend>What it may do</legend>
        {grantable === null && !problem && <span className="kv-muted">Loading...</span>}
        {grantable?.map((g) => (
          <label key={g.permission}>
            <input
              type="checkbox"
              checked={chosen.includes(g.permission)}
              onChange={(e) => toggle(g.permission, e.target.checked)}
            />
            <span>
              {g.words.charAt(0).toUpperCase() + g.words.slice(1)}{' '}
              <code className="kv-muted">{g.permission}</code>
            </span>
          </label>
        ))}
      </fieldset>
      <div className="kv-integrations-form__field">
        <label htmlFor={`${id}-expiry`}>Expires after</label>
        <NativeSelect
          id={`${id}-expiry`}
          options={EXPIRY_OPTIONS}
          value={days}
          onChange={(e) => setDays(e.target.value)}
        />
      </div>
      {problem && <Alert type="error" showIcon message={problem} role="alert" />}
      <div className="kv-toolbar" style={{ justifyContent: 'flex-end' }}>
        <Button onClick={onCancel}>Cancel</Button>
        <Button type="primary" htmlType="submit" loading={busy}>
          Make token
        </Button>
      </div>
    </form>
  );
}
