/**
 * Step-up: some changes (two-factor sign-in, recovery codes, a new System Admin, resetting
 * someone's password or two-factor, one's own password or e-mail address) need the current
 * password once the sign-in is more than 5 minutes old. The API then answers 403 with
 * `details.currentPassword`; `useStepUp().confirmed(call)` asks for the password in a dialog and
 * repeats the call with it.
 */
import { Alert, Modal } from 'antd';
import { useCallback, useState, type FormEvent, type ReactNode } from 'react';
import { ApiRequestError } from './api';
import { CurrentPasswordField } from './ui/CurrentPasswordField';

export const STEP_UP_TITLE = 'Confirm it is you';
export const STEP_UP_TEXT =
  'For your safety, this change needs your password. Enter the password you sign in with; you will not be asked again for the next 5 minutes.';
export const STEP_UP_CANCELLED = 'Nothing was changed: your password was not confirmed.';

export function isStepUpRequest(e: unknown): boolean {
  return e instanceof ApiRequestError && e.status === 403 && !!e.details?.currentPassword;
}

function isWrongCurrentPassword(e: unknown): e is ApiRequestError {
  return e instanceof ApiRequestError && e.status === 400 && !!e.details?.currentPassword;
}

interface Pending {
  call: (currentPassword?: string) => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (e: unknown) => void;
}

export function useStepUp(): {
  /** Runs `call`; when the API asks for the password, asks for it and runs `call(password)`. */
  confirmed: <R>(call: (currentPassword?: string) => Promise<R>) => Promise<R>;
  /** The dialog, to render once. */
  dialog: ReactNode;
} {
  const [pending, setPending] = useState<Pending | null>(null);
  const confirmed = useCallback(
    async <R,>(call: (currentPassword?: string) => Promise<R>): Promise<R> => {
      try {
        return await call(undefined);
      } catch (e) {
        if (!isStepUpRequest(e)) throw e;
        return new Promise<R>((resolve, reject) =>
          setPending({ call, resolve: resolve as (v: unknown) => void, reject }),
        );
      }
    },
    [],
  );
  const dialog = <StepUpDialog pending={pending} onClose={() => setPending(null)} />;
  return { confirmed, dialog };
}

function StepUpDialog({ pending, onClose }: { pending: Pending | null; onClose: () => void }) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  function close() {
    setPassword('');
    setError(null);
    setBusy(false);
    onClose();
  }

  async function submit(event?: FormEvent) {
    event?.preventDefault();
    if (!pending || busy || !password) return;
    setBusy(true);
    setError(null);
    try {
      const result = await pending.call(password);
      pending.resolve(result);
      close();
    } catch (e) {
      setBusy(false);
      if (isWrongCurrentPassword(e)) setError(e.message);
      else {
        pending.reject(e);
        close();
      }
    }
  }

  return (
    <Modal
      open={pending !== null}
      title={STEP_UP_TITLE}
      okText="Confirm"
      okButtonProps={{ disabled: !password }}
      cancelText="Cancel"
      confirmLoading={busy}
      onOk={() => void submit()}
      onCancel={() => {
        pending?.reject(new ApiRequestError(400, STEP_UP_CANCELLED));
        close();
      }}
      maskClosable={false}
      destroyOnHidden
      width={420}
      zIndex={1100}
    >
      <form onSubmit={(e) => void submit(e)} noValidate aria-label={STEP_UP_TITLE}>
        <p>{STEP_UP_TEXT}</p>
        <CurrentPasswordField
          label="Your password"
          value={password}
          onChange={setPassword}
          autoFocus
          testId="step-up-password"
        />
        {error && (
          <Alert type="error" showIcon role="alert" title={error} data-testid="step-up-error" />
        )}
        {/* Enter submits the form. */}
        <button type="submit" hidden />
      </form>
    </Modal>
  );
}
