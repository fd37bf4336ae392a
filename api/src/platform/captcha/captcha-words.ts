/**
 * What a captcha message asks, in the words of the box the visitor sees. The spec's words name
 * Google's reCAPTCHA, and are kept exactly with that provider; the default ALTCHA box says
 * "I'm not a robot" and then "Verified", so its message says that instead.
 */
export type CaptchaProvider = 'altcha' | 'recaptcha';
/**
 * The spec's two sentences: `short` for the public forms (their own check and the API's
 * refusal), `verification` for staff sign-in and password reset, and for the public site's words
 * when the API refused a form's captcha.
 */
export type CaptchaAsk = 'short' | 'verification';

const ALTCHA_ASK = "Please tick “I'm not a robot” and wait until it says Verified.";

export const CAPTCHA_WORDS: Record<CaptchaProvider, Record<CaptchaAsk, string>> = {
  recaptcha: {
    short: 'Please complete the reCAPTCHA.',
    verification: 'Please complete the reCAPTCHA verification.',
  },
  altcha: { short: ALTCHA_ASK, verification: ALTCHA_ASK },
};

let shown: CaptchaProvider = 'altcha';

/**
 * The provider whose box is shown. In the API, from the configuration (CaptchaService sets it
 * at start; one process has one configuration): validation messages are declared on DTO classes,
 * before any configuration exists, and read it through `captchaMessage` when they are made. In a
 * browser, the captcha widget sets it once it knows the provider.
 */
export function showCaptchaOf(provider: CaptchaProvider): void {
  shown = provider;
}

/** The provider whose box is shown (a form in another language picks its own words by it). */
export function shownCaptcha(): CaptchaProvider {
  return shown;
}

export function captchaMessage(ask: CaptchaAsk): string {
  return CAPTCHA_WORDS[shown][ask];
}
