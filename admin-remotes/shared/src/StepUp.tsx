/**
 * Step-up: the actions a stolen token must not be enough for (account changes, user changes,
 * privacy look-ups and erasure, exports, deletes, a newsletter send, opening a stored mail) need
 * proof that the person is still the one who signed in, once the sign-in is more than 5 minutes
 * old. The API then answers 403 STEP_UP_REQUIRED.
 *
 * One mechanism for every such call, in one place: the shared API client (api.ts) sees that
 * answer, asks the step-up gate (askGate.ts), and the one StepUpHost on the page (the shell
 * renders it once; remotes share the shell's copy of this package) shows this dialog. The
 * person gives their password — or, with two-factor sign-in on, a code from their
 * authenticator app or a recovery code — which goes to POST /api/account/step-up; on its 204
 * the client sends the refused request again, unchanged, and the tab gets that answer as if
 * nothing had happened. A wrong password or code stays in the dialog, under the field. Cancel
 * answers the call with STEP_UP_CANCELLED, which the tab shows like any refusal. Calls refused
 * while the dialog is open wait for the same answer, so one proof repeats them all.
 */
import { Alert, Button, Input, Modal } from 'antd';
import { useEffect, useState, useSyncExternalStore, type FormEvent } from 'react';
import { api, ApiRequestError, isStepUpBody, STEP_UP_PATH, unwrap } from './api';
import { failureSentence } from './failure';
import { stepUpGate } from './askGate';
import { CurrentPasswordField } from './ui/CurrentPasswordField';
import { useSession } from './useSession';

export { STEP_UP_CANCELLED } from './askGate';

export const STEP_UP_TITLE = 'Confirm it is you';
export const STEP_UP_PASSWORD_TEXT =
  'For your safety, this needs your password. Enter the password you sign in with; you will not be asked again for the next 5 minutes.';
export const STEP_UP_CODE_TEXT =
  'For your safety, this needs a code from your authenticator app (or one of your recovery codes). You will not be asked again for the next 5 minutes.';
export const USE_CODE_INSTEAD = 'Use a code from your authenticator app instead';
export const USE_PASSWORD_INSTEAD = 'Use your password instead';

/** A call the API refused until the person confirms it is them (seen when no dialog answered it). */
export function isStepUpRequest(e: unknown): boolean {
  return e instanceof ApiRequestError && isStepUpBody(e.status, { details: e.details });
}

type Proof = 'password' | 'code';

/** What went wrong with the proof, in the API's words (a wrong password or code), else the failure. */
function proofErrorText(e: unknown): string {
  if (e instanceof ApiRequestError && e.status === 400)
    return e.details?.currentPassword || e.details?.code || e.message;
  return failureSentence(e);
}

const subscribe = (listener: () => void) => stepUpGate.subscribe(listener);

/** The step-up dialog; render it once per page (the shell does). */
export function StepUpHost() {
  const round = useSyncExternalStore(
    subscribe,
    () => stepUpGate.round(),
    () => 0,
  );
  const asking = useSyncExternalStore(
    subscribe,
    () => stepUpGate.asking(),
    () => false,
  );
  useEffect(() => stepUpGate.attach(), []);
  const twoFactor = useSession()?.twoFactorEnabled;
  // A new instance per ask: an empty field, and the password again as the first choice.
  return <StepUpDialog key={round} open={asking} twoFactor={twoFactor} />;
}

function StepUpDialog({ open, twoFactor }: { open: boolean; twoFactor: boolean | undefined }) {
  // The password first (a password manager fills it in); with two-factor on, or not known yet,
  // a code from the authenticator app is one click away.
  const [proof, setProof] = useState<Proof>('password');
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const entered = proof === 'code' ? value.trim() : value;

  async function submit(event?: FormEvent) {
    event?.preventDefault();
    if (!open || busy || !entered) return;
    setBusy(true);
    setError(null);
    try {
      await unwrap(
        api.POST(STEP_UP_PATH, {
          body: proof === 'code' ? { code: entered } : { currentPassword: entered },
        }),
      );
      stepUpGate.settle('proven');
    } catch (e) {
      setBusy(false);
      setError(proofErrorText(e));
    }
  }

  function switchProof() {
    setProof(proof === 'code' ? 'password' : 'code');
    setValue('');
    setError(null);
  }

  return (
    <Modal
      open={open}
      title={STEP_UP_TITLE}
      okText="Confirm"
      okButtonProps={{ disabled: !entered }}
      cancelText="Cancel"
      confirmLoading={busy}
      onOk={() => void submit()}
      onCancel={() => stepUpGate.settle('cancelled')}
      maskClosable={false}
      destroyOnHidden
      width={420}
      // Above the dialog of the action that asked (a confirmation, a details modal).
      zIndex={1100}
    >
      <form onSubmit={(e) => void submit(e)} noValidate aria-label={STEP_UP_TITLE}>
        <p>{proof === 'code' ? STEP_UP_CODE_TEXT : STEP_UP_PASSWORD_TEXT}</p>
        {proof === 'code' ? (
          <label className="kv-field">
            <span>Authentication code</span>
            <Input
              name="one-time-code"
              autoComplete="one-time-code"
              spellCheck={false}
              value={value}
              onChange={(e) => setValue(e.target.value)}
              autoFocus
              aria-invalid={error ? true : undefined}
              data-testid="step-up-code"
            />
          </label>
        ) : (
          <CurrentPasswordField
            label="Your password"
            value={value}
            onChange={setValue}
            autoFocus
            testId="step-up-password"
          />
        )}
        {error && (
          <Alert type="error" showIcon role="alert" title={error} data-testid="step-up-error" />
        )}
        {twoFactor !== false && (
          <Button type="link" style={{ paddingInline: 0 }} onClick={switchProof}>
            {proof === 'code' ? USE_PASSWORD_INSTEAD : USE_CODE_INSTEAD}
          </Button>
        )}
        {/* Enter submits the form. */}
        <button type="submit" hidden />
      </form>
    </Modal>
  );
}
