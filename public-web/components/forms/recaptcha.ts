/**
 * Google reCAPTCHA v2 (checkbox), used instead of ALTCHA when the API says
 * so (GET /api/captcha/config → { provider: 'recaptcha', siteKey }). The
 * web server widens its Content-Security-Policy for Google's script and
 * frame when CAPTCHA_PROVIDER=recaptcha (web-server/index.mjs).
 */
interface Grecaptcha {
  render(
    el: HTMLElement,
    options: { sitekey: string; callback: (token: string) => void; 'expired-callback': () => void },
  ): number;
  reset(id?: number): void;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
    __kavachRecaptchaReady?: () => void;
  }
}

let loading: Promise<Grecaptcha> | null = null;

/** Google's script, its box in `language` (its `hl`; the script loads once a page). */
export function loadRecaptcha(language: string): Promise<Grecaptcha> {
  if (window.grecaptcha?.render) return Promise.resolve(window.grecaptcha);
  loading ??= new Promise<Grecaptcha>((resolve, reject) => {
    window.__kavachRecaptchaReady = () => resolve(window.grecaptcha!);
    const script = document.createElement('script');
    script.src = `https://www.google.com/recaptcha/api.js?render=explicit&onload=__kavachRecaptchaReady&hl=${language}`;
    script.async = true;
    script.onerror = () => {
      loading = null;
      reject(new Error('reCAPTCHA failed to load'));
    };
    document.head.append(script);
  });
  return loading;
}
