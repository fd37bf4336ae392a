/**
 * Google reCAPTCHA v2 (the checkbox), used by the login instead of ALTCHA when
 * GET /api/captcha/config says { provider: 'recaptcha', siteKey }. Google's
 * script is added only then (and once); the admin area's Content-Security-Policy
 * allows its origins only when CAPTCHA_PROVIDER=recaptcha
 * (web-server/security-headers.mjs, which also renders the nginx edge's policy).
 */
export interface Grecaptcha {
  render(
    el: HTMLElement,
    options: {
      sitekey: string;
      callback: (token: string) => void;
      'expired-callback': () => void;
      'error-callback'?: () => void;
    },
  ): number;
  reset(id?: number): void;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
    __kavachAdminRecaptchaReady?: () => void;
  }
}

/** @public The test reads it through vi.importActual, which knip does not follow. */
export const RECAPTCHA_SCRIPT_URL =
  'https://www.google.com/recaptcha/api.js?render=explicit&onload=__kavachAdminRecaptchaReady';

let loading: Promise<Grecaptcha> | null = null;

/** Adds Google's script (once) and resolves with `grecaptcha` when it is ready. */
export function loadRecaptcha(): Promise<Grecaptcha> {
  if (window.grecaptcha?.render) return Promise.resolve(window.grecaptcha);
  loading ??= new Promise<Grecaptcha>((resolve, reject) => {
    window.__kavachAdminRecaptchaReady = () => resolve(window.grecaptcha!);
    const script = document.createElement('script');
    script.src = RECAPTCHA_SCRIPT_URL;
    script.async = true;
    script.onerror = () => {
      loading = null;
      script.remove();
      reject(new Error('reCAPTCHA failed to load'));
    };
    document.head.append(script);
  });
  return loading;
}
