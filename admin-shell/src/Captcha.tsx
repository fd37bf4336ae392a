/**
 * The login's captcha: the self-hosted ALTCHA widget fed by
 * GET /api/captcha/challenge. Reports the solution payload (a base64 string,
 * '' when unverified); the login resets it after every failed attempt (a
 * solution is accepted once).
 */
import type {} from 'altcha/types/react';
import { useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react';

export const CAPTCHA_CHALLENGE_URL = '/api/captcha/challenge';

export interface CaptchaHandle {
  reset(): void;
}

interface AltchaElement extends HTMLElement {
  reset?: () => void;
}

export function Captcha({
  onChange,
  ref,
}: {
  onChange: (payload: string) => void;
  ref?: Ref<CaptchaHandle>;
}) {
  const [ready, setReady] = useState(false);
  const [failed, setFailed] = useState(false);
  const widget = useRef<AltchaElement>(null);
  const changed = useRef(onChange);
  changed.current = onChange;

  useImperativeHandle(ref, () => ({
    reset() {
      widget.current?.reset?.();
      changed.current('');
    },
  }));

  useEffect(() => {
    let live = true;
    import('./altchaWidget').then(
      () => live && setReady(true),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    const el = widget.current;
    if (!ready || !el) return;
    const onState = (event: Event) => {
      const detail = (event as CustomEvent<{ state?: string; payload?: string | null }>).detail;
      changed.current(detail?.state === 'verified' && detail.payload ? detail.payload : '');
    };
    el.addEventListener('statechange', onState);
    return () => el.removeEventListener('statechange', onState);
  }, [ready]);

  if (failed)
    return (
      <p role="alert" style={{ color: '#cf1322' }}>
        The verification check could not load. Please reload the page.
      </p>
    );
  if (!ready) return <div style={{ minHeight: 58, color: '#666' }}>Loading verification…</div>;
  return (
    <altcha-widget
      ref={widget}
      challenge={CAPTCHA_CHALLENGE_URL}
      name="captcha"
      data-testid="captcha"
    />
  );
}
