/**
 * The account screens, one lazily loaded chunk of the shell:
 *   AccountPanel — "My account": who you are, Change password, Two-factor sign-in;
 *   SetupScreen  — shown instead of the tabs while the account must be set up first
 *                  (a temporary password to replace, or two-factor sign-in the role requires).
 */
import {
  api,
  ApiRequestError,
  injectStyles,
  NETWORK_ERROR_MESSAGE,
  plural,
  unwrap,
  type AdminSession,
} from '@kavach/admin-shared';
import { Alert, Button, Spin, Tag } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { FormError } from '../FormNotices';
import { lastLoginText } from '../Header';
import { ACCOUNT_CSS } from './accountStyles';
import { fetchMe, refreshAccountState, type Me } from './accountSession';
import { EmailForm } from './EmailForm';
import { PasswordForm } from './PasswordForm';
import { RecoveryCodes } from './RecoveryCodes';
import { TurnOffDialog } from './TurnOffDialog';
import { TwoFactorSetup } from './TwoFactorSetup';

injectStyles('kv-account', ACCOUNT_CSS);

const TWO_FACTOR_REQUIRED_TEXT =
  'Your role requires two-factor sign-in: after your password you also enter a code from an authenticator app on your phone. Set it up now to continue.';
const REQUIRED_CANNOT_TURN_OFF =
  'Your role requires two-factor sign-in, so it cannot be turned off.';

type MeState =
  { status: 'loading' } | { status: 'failed'; message: string } | { status: 'ready'; me: Me };

export function AccountPanel({ session, onClose }: { session: AdminSession; onClose: () => void }) {
  const [state, setState] = useState<MeState>({ status: 'loading' });
  const [settingUp, setSettingUp] = useState<false | 'on' | 'move'>(false);
  const [turningOff, setTurningOff] = useState(false);
  const [newCodes, setNewCodes] = useState<string[] | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

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

  /** Ten new recovery codes (after the step-up dialog, when asked), shown once like the first ones. */
  async function regenerate() {
    setNotice(null);
    setFailure(null);
    try {
      const reply = await unwrap(api.POST('/api/account/two-factor/recovery-codes', { body: {} }));
      setNewCodes(reply.recoveryCodes);
    } catch (e) {
      setFailure(e instanceof ApiRequestError ? e.message : NETWORK_ERROR_MESSAGE);
    }
  }

  async function afterChange(twoFactorEnabled: boolean, message: string) {
    setSettingUp(false);
    setTurningOff(false);
    setNewCodes(null);
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
            For your safety you are logged out after {plural(state.me.idleTimeoutMinutes, 'minute')}{' '}
            without activity.
          </p>
        )}
      </div>

      <div className="kv-account__card" data-testid="email-section">
        <h3 className="kv-account__subtitle">E-mail address</h3>
        {state.status === 'ready' && (
          <EmailForm
            email={state.me.email}
            onSaved={(email) => setState({ status: 'ready', me: { ...state.me, email } })}
          />
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
        <FormError text={failure} screen="account" onClose={() => setFailure(null)} />
        {state.status === 'ready' &&
          (settingUp ? (
            <TwoFactorSetup
              username={session.username}
              doneLabel="Done"
              moving={settingUp === 'move'}
              onDone={() =>
                afterChange(
                  true,
                  settingUp === 'move'
                    ? 'Two-factor sign-in moved to your new phone; the old one no longer works. Your other sessions were logged out.'
                    : 'Two-factor sign-in is on. Your other sessions were logged out.',
                )
              }
              onCancel={() => setSettingUp(false)}
            />
          ) : newCodes ? (
            <RecoveryCodes
              codes={newCodes}
              username={session.username}
              doneLabel="Done"
              onDone={() =>
                afterChange(true, 'New recovery codes saved; the old ones no longer work.')
              }
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
                <p className="kv-hint">Few recovery codes are left: make ten new ones.</p>
              )}
              {state.me.twoFactorRequired && (
                <p className="kv-hint" data-testid="two-factor-required">
                  {REQUIRED_CANNOT_TURN_OFF}
                </p>
              )}
              <div className="kv-account__actions">
                <Button
                  onClick={() => {
                    setNotice(null);
                    setSettingUp('move');
                  }}
                >
                  Move to a new phone
                </Button>
                <Button onClick={() => void regenerate()}>Make new recovery codes</Button>
                {!state.me.twoFactorRequired && (
                  <Button danger onClick={() => setTurningOff(true)}>
                    Turn off
                  </Button>
                )}
              </div>
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
                  setSettingUp('on');
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
        onDone={() =>
          afterChange(false, 'Two-factor sign-in is off. Your other sessions were logged out.')
        }
      />
    </section>
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
            You signed in with a password you were given. Choose a password only you know to
            continue; the one you were given is not needed again.
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
