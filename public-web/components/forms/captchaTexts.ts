/**
 * The captcha box's own English words (the words before it loads, and when it cannot). A form
 * on a page translated whole passes its language's (i18n/, the `captcha…` keys); the English
 * catalog reads these. Pure, and light: the browser gets it with the widget.
 */
export interface CaptchaTexts {
  /** Before the visitor starts on the form. */
  captchaPlaceholder: string;
  captchaLoading: string;
  captchaLoadFailed: string;
}

export const CAPTCHA_TEXTS: CaptchaTexts = {
  captchaPlaceholder: 'A quick verification check appears when you start filling in the form.',
  captchaLoading: 'Loading the verification check…',
  captchaLoadFailed: 'The verification check could not load. Please reload the page.',
};
