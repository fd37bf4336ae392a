/**
 * The login's captcha, as GET /api/captcha/config says: the self-hosted ALTCHA
 * widget fed by GET /api/captcha/challenge (the default, also when the config
 * cannot be read), or Google's reCAPTCHA v2 checkbox (Google's script is loaded
 * only then). Reports the solution ('' when unverified or expired): the ALTCHA
 * payload (a base64 string) or the reCAPTCHA token. The login resets it after
 * every failed attempt (a solution is accepted once).
 */
import { api } from '@kavach/admin-shared/core';
import type {} from 'altcha/types/react';
import { useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react';
import type { Grecaptcha } from './recaptcha';
import { showCaptchaOf } from '@kavach/api-client/captcha-words';

const CAPTCHA_CHALLENGE_URL = '/api/captcha/challenge';

export interface CaptchaHandle {
  reset(): void;
}

export type CaptchaProvider = { kind: 'altcha' } | { kind: 'recaptcha'; siteKey: string };

interface AltchaElement extends HTMLElement {
  reset?: () => void;
}

/** Which captcha the API verifies; ALTCHA when the answer is missing or incomplete. */
async function captchaProvider(): Promise<CaptchaProvider> {
  try {
    const { data } = await api.GET('/api/captcha/config', {});
    if (data?.provider === 'recaptcha' && data.siteKey)
      return { kind: 'recaptcha', siteKey: data.siteKey };
  } catch {
    // The API is unreachable: ALTCHA, the default, shows its own error.
  }
  return { kind: 'altcha' };
}

export function Captcha({
  onChange,
  ref,
}: {
  onChange: (payload: string) => void;
  ref?: Ref<CaptchaHandle>;
}) {
  const [provider, setProvider] = useState<CaptchaProvider | null>(null);
  const [failed, setFailed] = useState(false);
  const altcha = useRef<AltchaElement>(null);
  const recaptchaBox = useRef<HTMLDivElement>(null);
  const recaptcha = useRef<{ api: Grecaptcha; id: number } | null>(null);
  const changed = useRef(onChange);
  changed.current = onChange;

  useImperativeHandle(ref, () => ({
    reset() {
      if (provider?.kind === 'recaptcha') {
        if (recaptcha.current) recaptcha.current.api.reset(recaptcha.current.id);
      } else {
        altcha.current?.reset?.();
      }
      changed.current('');
    },
  }));

  // Which captcha, then (ALTCHA) its web component.
  useEffect(() => {
    let live = true;
    captchaProvider()
      .then(async (p) => {
        if (p.kind === 'altcha') await import('./altchaWidget');
        // The sign-in's captcha message names this box from now on.
        showCaptchaOf(p.kind);
        if (live) setProvider(p);
      })
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, []);

  // ALTCHA reports through events on the element.
  useEffect(() => {
    const el = altcha.current;
    if (provider?.kind !== 'altcha' || !el) return;
    const onState = (event: Event) => {
      const detail = (event as CustomEvent<{ state?: string; payload?: string | null }>).detail;
      changed.current(detail?.state === 'verified' && detail.payload ? detail.payload : '');
    };
    el.addEventListener('statechange', onState);
    return () => el.removeEventListener('statechange', onState);
  }, [provider]);

  // reCAPTCHA renders into a box through Google's script.
  useEffect(() => {
    if (provider?.kind !== 'recaptcha') return;
    let live = true;
    import('./recaptcha')
      .then(({ loadRecaptcha }) => loadRecaptcha())
      .then((grecaptcha) => {
        const box = recaptchaBox.current;
        if (!live || !box || recaptcha.current) return;
        const id = grecaptcha.render(box, {
          sitekey: provider.siteKey,
          callback: (token) => changed.current(token),
          'expired-callback': () => changed.current(''),
          'error-callback': () => changed.current(''),
        });
        recaptcha.current = { api: grecaptcha, id };
      })
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [provider]);

  if (failed)
    return (
      <p role="alert" style={{ color: '#cf1322' }}>
        The verification check could not load. Please reload the page.
      </p>
    );
  if (!provider) return <div style={{ minHeight: 58, color: '#666' }}>Loading verification…</div>;
  if (provider.kind === 'recaptcha')
    return (
      <div
        ref={recaptchaBox}
        className="kv-recaptcha"
        data-testid="captcha"
        data-provider="recaptcha"
      />
    );
  return (
    <altcha-widget
      ref={altcha}
      challenge={CAPTCHA_CHALLENGE_URL}
      name="captcha"
      data-testid="captcha"
    />
  );
}
