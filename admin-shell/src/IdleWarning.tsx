/**
 * The API ends a session after its idle timeout without a request the person made
 * (STAFF_IDLE_TIMEOUT_MINUTES; polls do not count, BACKGROUND_HEADERS). Here the panel:
 * - keeps the session alive while the person works without calling the API — typing an article,
 *   filling a form: a key, click or touch asks GET /api/auth/me, at most once a minute;
 * - warns two minutes before the timeout, with "Stay signed in";
 * - at the timeout, asks the API once, so its 401 opens the sign-in dialog over the screen
 *   (SignInAgain.tsx) at once rather than at the next click: a screen left alone is covered.
 */
import { activity, api, plural } from '@kavach/admin-shared';
import { Button, Modal } from 'antd';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';

/** At most one keep-alive request per this long while the person types. */
const KEEP_ALIVE_MS = 60_000;
/** The warning comes this long before the timeout. */
const WARN_BEFORE_MS = 120_000;
/** How often the time left is looked at. */
const TICK_MS = 5_000;

const IDLE_WARNING_TITLE = 'Are you still there?';
const idleWarningText = (minutes: number) =>
  `For your safety you are logged out after ${plural(minutes, 'minute')} without activity. In about 2 minutes you will be asked to sign in again; what you are doing is kept.`;

const subscribe = (listener: () => void) => activity.subscribe(listener);

/** Asks the API once (it counts as activity, or its 401 opens the sign-in dialog). */
function useKeepAlive() {
  const pending = useRef(false);
  return () => {
    if (pending.current) return;
    pending.current = true;
    void api.GET('/api/auth/me', {}).finally(() => {
      pending.current = false;
    });
  };
}

export function IdleWarning({ idleMinutes }: { idleMinutes: number | null }) {
  const last = useSyncExternalStore(
    subscribe,
    () => activity.last(),
    () => 0,
  );
  const [now, setNow] = useState(() => Date.now());
  const keepAlive = useKeepAlive();
  const idleMs = idleMinutes === null ? null : idleMinutes * 60_000;

  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, []);

  // The person's own input: the API hears of it at most once a minute.
  useEffect(() => {
    const onInput = () => {
      if (Date.now() - activity.last() >= KEEP_ALIVE_MS) keepAlive();
    };
    const events = ['keydown', 'pointerdown', 'input'] as const;
    for (const e of events) document.addEventListener(e, onInput, { capture: true, passive: true });
    return () => {
      for (const e of events) document.removeEventListener(e, onInput, { capture: true });
    };
  }, [keepAlive]);

  const left = idleMs === null ? Infinity : last + idleMs - now;
  const over = left <= 0;
  useEffect(() => {
    if (over) keepAlive();
  }, [over, keepAlive]);

  return (
    <Modal
      open={left > 0 && left <= WARN_BEFORE_MS}
      title={IDLE_WARNING_TITLE}
      closable={false}
      maskClosable={false}
      footer={
        <Button type="primary" onClick={keepAlive}>
          Stay signed in
        </Button>
      }
      width={420}
      zIndex={1150}
      data-testid="idle-warning"
    >
      <p>{idleWarningText(idleMinutes ?? 0)}</p>
    </Modal>
  );
}
