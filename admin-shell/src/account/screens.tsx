/**
 * The account screens, one lazily loaded chunk of the shell:
 *   AccountPanel — "My account": who you are, Change password, Two-factor sign-in;
 *   SetupScreen  — shown instead of the tabs while the account must be set up first
 *                  (a temporary password to replace, or two-factor sign-in the role requires).
 */
import {
  api,
  errorFromBody,
  injectStyles,
  NETWORK_ERROR_MESSAGE,
  type AdminSession,
} from '@kavach/admin-shared';
import { Alert, Button, Input, Modal, Spin, Tag } from 'antd';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { lastLoginText } from '../Header';
import { ACCOUNT_CSS } from './accountStyles';
import { fetchMe, refreshAccountState, type Me } from './accountSession';
import { useFormAction } from '../useFormAction';
import { PasswordForm } from './PasswordForm';
import { TwoFactorSetup } from './TwoFactorSetup';

injectStyles('kv-account', ACCOUNT_CSS);

export const TWO_FACTOR_REQUIRED_TEXT =
  'Your role requires two-factor sign-in: after your password you also enter a code from an authenticator app on your phone. Set it up now to continue.';
export const REQUIRED_CANNOT_TURN_OFF =
  'Your role requires two-factor sign-in, so it cannot be turned off.';

type MeState =
  { status: 'loading' } | { status: 'failed'; message: string } | { status: 'ready'; me: Me };

export function AccountPanel({ session, onClose }: { session: AdminSession; onClose: () => void }) {
  const [state, setState] = useState<MeState>({ status: 'loading' });
  const [settingUp, setSettingUp] = useState(false);
  const [turningOff, setTurningOff] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);

  const load = useCallback(() => {
    setState({ status: 'loading' });
    fetchMe().then(
      (me) => setState({ status: 'ready', me }),
      (e: unknown) =>
        setState({
          status: 'failed',
          message: e instanceof Error ? e.message : NETWORK_ERROR_MESSAGE,
        }),
    );
  }, []);

  useEffect(load, [load]);

  async function afterChange(twoFactorEnabled: boolean, message: string) {
    setSettingUp(false);
    setTurningOff(false);
    setNotice(message);
    const me = await refreshAccountState({ setupRequired: null, twoFactorEnabled });
    if (me) setState({ status: 'ready', me });
    else load();
  }

  return (
    <section className="kv-account" aria-labelledby="kv-account-title" data-testid="my-account">
      <div className="kv-account__head">
        <h2 id="kv-account-title" className="kv-account__title">
          My account
        </h2>
        <Button onClick={onClose}>Back to the panel</Button>
      </div>

      <div className="kv-account__card">
        <dl className="kv-account__facts">
          <dt>Username</dt>
          <dd data-testid="account-username">{session.username}</dd>
          <dt>Role</dt>
          <dd>{session.roleLabel}</dd>
          <dt>Last login</dt>
          <dd>{lastLoginText(session.lastLoginAt).replace(/^Last login: /, '')}</dd>
        </dl>
        {state.status === 'ready' && (
          <p className="kv-hint">
            For your safety you are logged out after {state.me.idleTimeoutMinutes} minutes without
            activity.
          </p>
        )}
      </div>

      <div className="kv-account__card">
        <h3 className="kv-account__subtitle">Change password</h3>
        <PasswordForm mode="change" />
      </div>

      <div className="kv-account__card" data-testid="two-factor-section">
        <h3 className="kv-account__subtitle">
          Two-factor sign-in{' '}
          {state.status === 'ready' &&
            !settingUp &&
            (state.me.twoFactorEnabled ? (
              <Tag color="green" data-testid="two-factor-status">
                On
              </Tag>
            ) : (
              <Tag data-testid="two-factor-status">Off</Tag>
            ))}
        </h3>
        {notice && (
          <Alert
            type="success"
            showIcon
            role="status"
            title={notice}
            className="kv-account-alert"
            closable={{ onClose: () => setNotice(null) }}
          />
        )}
        {state.status === 'loading' && <Spin />}
        {state.status === 'failed' && (
          <Alert
            type="error"
            showIcon
            role="alert"
            title={state.message}
            className="kv-account-alert"
            action={
              <Button size="small" onClick={load}>
                Retry
              </Button>
            }
          />
        )}
        {state.status === 'ready' &&
          (settingUp ? (
            <TwoFactorSetup
              username={session.username}
              doneLabel="Done"
              onDone={() => afterChange(true, 'Two-factor sign-in is on.')}
              onCancel={() => setSettingUp(false)}
            />
          ) : state.me.twoFactorEnabled ? (
            <>
              <p>
                After your password you enter a code from your authenticator app.{' '}
                <span data-testid="recovery-codes-left">
                  Recovery codes left: {state.me.recoveryCodesLeft}
                </span>
                .
              </p>
              {state.me.recoveryCodesLeft <= 3 && (
                <p className="kv-hint">
                  {state.me.twoFactorRequired
                    ? 'Few recovery codes are left: an administrator can reset your two-factor sign-in, and you then set it up again with ten new codes.'
                    : 'Few recovery codes are left: turn two-factor sign-in off and on again to get ten new ones.'}
                </p>
              )}
              {state.me.twoFactorRequired ? (
                <p className="kv-hint" data-testid="two-factor-required">
                  {REQUIRED_CANNOT_TURN_OFF}
                </p>
              ) : (
                <Button danger onClick={() => setTurningOff(true)}>
                  Turn off
                </Button>
              )}
            </>
          ) : (
            <>
              <p>
                Protect your account with a second step at login: a 6-digit code from an
                authenticator app on your phone.
              </p>
              <Button
                type="primary"
                onClick={() => {
                  setNotice(null);
                  setSettingUp(true);
                }}
              >
                Set up
              </Button>
            </>
          ))}
      </div>

      <TurnOffDialog
        open={turningOff}
        onCancel={() => setTurningOff(false)}
        onDone={() => afterChange(false, 'Two-factor sign-in is off.')}
      />
    </section>
  );
}

/** Turning two-factor sign-in off asks for a current code (or a recovery code). */
function TurnOffDialog({
  open,
  onCancel,
  onDone,
}: {
  open: boolean;
  onCancel: () => void;
  onDone: () => void;
}) {
  const [code, setCode] = useState('');
  const { busy, error, setError, run } = useFormAction();

  async function submit(event?: FormEvent) {
    event?.preventDefault();
    if (!code.trim()) return;
    await run(async () => {
      const { error: body, response } = await api.POST('/api/account/two-factor/disable', {
        body: { code: code.trim() },
      });
      if (response.ok) {
        setCode('');
        onDone();
      } else setError(errorFromBody(response.status, body).message);
    });
  }

  return (
    <Modal
      open={open}
      title="Turn off two-factor sign-in"
      okText="Turn off"
      okButtonProps={{ danger: true, disabled: !code.trim() }}
      cancelText="Cancel"
      confirmLoading={busy}
      onOk={() => submit()}
      onCancel={() => {
        setCode('');
        setError(null);
        onCancel();
      }}
      destroyOnHidden
      width={440}
    >
      <form onSubmit={submit} noValidate aria-label="Turn off two-factor sign-in">
        <p>Enter a current code from your authenticator app (or a recovery code) to confirm.</p>
        <label className="kv-field">
          <span>Authentication code</span>
          <Input
            name="one-time-code"
            value={code}
            onChange={(e) => setCode(e.target.value)}
            autoComplete="one-time-code"
            spellCheck={false}
            maxLength={20}
            autoFocus
          />
        </label>
        {error && (
          <Alert type="error" showIcon role="alert" title={error} data-testid="turn-off-error" />
        )}
      </form>
    </Modal>
  );
}

/** Instead of the tabs while the account must be set up first. */
export function SetupScreen({ session }: { session: AdminSession }) {
  const setup = session.setupRequired;
  return (
    <section
      className="kv-account kv-account--setup"
      aria-labelledby="kv-setup-title"
      data-testid="account-setup"
    >
      {setup === 'password' ? (
        <div className="kv-account__card">
          <h2 id="kv-setup-title" className="kv-account__title">
            Choose your own password
          </h2>
          <p>
            You logged in with a temporary password. Choose a password only you know to continue.
          </p>
          <PasswordForm mode="setup" />
        </div>
      ) : (
        <div className="kv-account__card">
          <h2 id="kv-setup-title" className="kv-account__title">
            Set up two-factor sign-in
          </h2>
          <p data-testid="two-factor-required">{TWO_FACTOR_REQUIRED_TEXT}</p>
          <TwoFactorSetup
            username={session.username}
            doneLabel="Continue to the panel"
            onDone={() => refreshAccountState({ setupRequired: null, twoFactorEnabled: true })}
          />
        </div>
      )}
    </section>
  );
}
