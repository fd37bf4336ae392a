/**
 * The captcha of the public forms: ALTCHA (self-hosted proof of work) by
 * default, Google reCAPTCHA when the API is configured for it (GET
 * /api/captcha/config). Reports the response through `onChange` ('' when
 * unverified or expired) — the ALTCHA payload (base64) or the reCAPTCHA
 * token — and the parent resets it through the ref after each submit
 * (responses are single-use). The widget code is loaded on demand — on the
 * visitor's first interaction with the form — so pages without a captcha form
 * never download it and pages with one do not pay for it while loading.
 */
import type {} from 'altcha/types/react';
import { useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { CAPTCHA_CHALLENGE_PATH } from '../../lib/apiBody';
import { showCaptchaOf } from '@kavach/api-client/captcha-words';
import { DEFAULT_LOCALE, type Locale } from '../../lib/locale';
import { CAPTCHA_TEXTS, type CaptchaTexts } from './captchaTexts';

export interface CaptchaHandle {
  reset(): void;
}

interface CaptchaWidgetProps {
  onChange: (response: string) => void;
  ref?: Ref<CaptchaHandle>;
  /** The words around the box, and the box's own language: the form's (English by default). */
  texts?: CaptchaTexts;
  language?: Locale;
}

type Provider = { kind: 'altcha' } | { kind: 'recaptcha'; siteKey: string };

interface AltchaElement extends HTMLElement {
  reset?: () => void;
}

async function captchaProvider(): Promise<Provider> {
  try {
    const { api } = await import('../../lib/api');
    const { data: config } = await api().GET('/api/captcha/config');
    if (config?.provider === 'recaptcha' && config.siteKey)
      return { kind: 'recaptcha', siteKey: config.siteKey };
  } catch {
    // The API is unreachable: ALTCHA, the default, will show its own error.
  }
  return { kind: 'altcha' };
}

export function CaptchaWidget({
  onChange,
  ref,
  texts = CAPTCHA_TEXTS,
  language = DEFAULT_LOCALE,
}: CaptchaWidgetProps) {
  const [armed, setArmed] = useState(false);
  const [provider, setProvider] = useState<Provider | null>(null);
  const boxRef = useRef<HTMLDivElement>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const altchaRef = useRef<AltchaElement>(null);
  const recaptchaBox = useRef<HTMLDivElement>(null);
  const recaptchaId = useRef<number | null>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  useImperativeHandle(ref, () => ({
    reset() {
      if (provider?.kind === 'recaptcha') {
        if (recaptchaId.current !== null) window.grecaptcha?.reset(recaptchaId.current);
      } else {
        altchaRef.current?.reset?.();
      }
      onChangeRef.current('');
    },
  }));

  // Arm on the first focus, hover or touch inside the form.
  useEffect(() => {
    const scope: HTMLElement | Document = boxRef.current?.closest('form') ?? document;
    const arm = () => setArmed(true);
    const events = ['focusin', 'pointerover', 'touchstart'] as const;
    for (const e of events) scope.addEventListener(e, arm, { once: true, passive: true });
    // A visitor who focused a field before the page hydrated sent no event we heard.
    if (scope !== document && scope.contains(document.activeElement)) arm();
    return () => {
      for (const e of events) scope.removeEventListener(e, arm);
    };
  }, []);

  // Which captcha, then its code.
  useEffect(() => {
    if (!armed) return;
    let cancelled = false;
    captchaProvider()
      .then(async (p) => {
        if (p.kind === 'altcha')
          await import('./altchaWidget').then((m) => m.loadAltchaLanguage(language));
        // The forms' captcha messages name this box from now on.
        showCaptchaOf(p.kind);
        if (!cancelled) setProvider(p);
      })
      .catch(() => !cancelled && setLoadFailed(true));
    return () => {
      cancelled = true;
    };
  }, [armed, language]);

  // ALTCHA reports through events on the element.
  useEffect(() => {
    const widget = altchaRef.current;
    if (provider?.kind !== 'altcha' || !widget) return;
    function onState(event: Event) {
      const detail = (event as CustomEvent<{ state?: string; payload?: string | null }>).detail;
      onChangeRef.current(detail?.state === 'verified' && detail.payload ? detail.payload : '');
    }
    widget.addEventListener('statechange', onState);
    return () => widget.removeEventListener('statechange', onState);
  }, [provider]);

  // reCAPTCHA renders into a box through Google's script.
  useEffect(() => {
    if (provider?.kind !== 'recaptcha' || !recaptchaBox.current) return;
    let cancelled = false;
    import('./recaptcha')
      .then(({ loadRecaptcha }) => loadRecaptcha(language))
      .then((grecaptcha) => {
        if (cancelled || !recaptchaBox.current || recaptchaId.current !== null) return;
        recaptchaId.current = grecaptcha.render(recaptchaBox.current, {
          sitekey: provider.siteKey,
          callback: (token) => onChangeRef.current(token),
          'expired-callback': () => onChangeRef.current(''),
        });
      })
      .catch(() => !cancelled && setLoadFailed(true));
    return () => {
      cancelled = true;
    };
  }, [provider, language]);

  if (loadFailed) {
    return (
      <p className="alert alert--error" role="alert">
        {texts.captchaLoadFailed}
      </p>
    );
  }
  if (!provider) {
    return (
      <div ref={boxRef} className="captcha-placeholder" data-testid="captcha-placeholder">
        {armed ? texts.captchaLoading : texts.captchaPlaceholder}
      </div>
    );
  }
  if (provider.kind === 'recaptcha') return <div ref={recaptchaBox} data-testid="captcha" />;
  return (
    <altcha-widget
      ref={altchaRef}
      challenge={CAPTCHA_CHALLENGE_PATH}
      language={language}
      name="captcha"
      data-testid="captcha"
    />
  );
}
