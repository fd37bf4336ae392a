/**
 * After an idle timeout the API answers 401 SESSION_IDLE; the panel's API client then asks the
 * sign-in gate (askGate.ts) instead of ending the session, and this dialog answers it: the same
 * person signs in again (password, captcha, and the code where two-factor is on) over the screen,
 * and every call that met the timeout goes again with the new token. The tab under it never
 * unmounts, so a form half filled in — an article being written — is still there, and its save
 * completes. The screen is covered while the dialog is open: whoever sits down at a left-alone
 * panel sees no personal data. "Sign out instead" ends the session as before.
 */
import { PlainButton, signInGate, type LoginResult } from '@kavach/admin-shared';
import { Modal } from 'antd';
import { useEffect, useSyncExternalStore } from 'react';
import { signInOn } from './Login';
import { SignInForm } from './SignInForm';
import type { Panel } from './tabs';

const SIGN_IN_AGAIN_TITLE = 'Sign in again to continue';
const KEPT_TEXT = 'What you were doing is kept. Sign in and it carries on where it stopped.';
const SOMEONE_ELSE = (username: string) =>
  `This screen belongs to ${username}'s session. Sign out instead to sign in as someone else.`;

const subscribe = (listener: () => void) => signInGate.subscribe(listener);

export function SignInAgain({ panel, username }: { panel: Panel; username: string }) {
  const asking = useSyncExternalStore(
    subscribe,
    () => signInGate.asking(),
    () => false,
  );
  const round = useSyncExternalStore(
    subscribe,
    () => signInGate.round(),
    () => 0,
  );
  useEffect(() => signInGate.attach(), []);

  function signedIn(result: LoginResult): string | null {
    if (result.username !== username) return SOMEONE_ELSE(username);
    const refused = signInOn(panel, result);
    if (!refused) signInGate.settle('proven');
    return refused;
  }

  return (
    <Modal
      open={asking}
      title={SIGN_IN_AGAIN_TITLE}
      footer={null}
      closable={false}
      maskClosable={false}
      keyboard={false}
      destroyOnHidden
      width={420}
      // Above everything, step-up included; the mask hides the screen it keeps.
      zIndex={1200}
      styles={{ mask: { background: '#f5f7f6' } }}
      data-testid="sign-in-again"
    >
      <p data-testid="session-ended">{signInGate.reason()}</p>
      <p>{KEPT_TEXT}</p>
      <SignInForm
        key={round}
        panel={panel}
        username={username}
        onSignedIn={signedIn}
        links={
          <div className="kv-code-step__links">
            <PlainButton kind="link" onClick={() => signInGate.settle('cancelled')}>
              Sign out instead
            </PlainButton>
          </div>
        }
      />
    </Modal>
  );
}
