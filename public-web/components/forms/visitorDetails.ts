/**
 * What the contact form and the session registration (a visitor's name, email, phone, message
 * and a captcha) check and say alike, in their page's language: the first failing check of the
 * email, phone and captcha, and the captcha's words for the box shown. Pure.
 */
import { isEmailAddress, isPhoneNumber } from '@kavach/api-client/field-rules';
import { shownCaptcha } from '@kavach/api-client/captcha-words';
import type { VisitorFormTexts } from '../../i18n/catalog';

export interface VisitorDetails {
  email: string;
  phone: string;
  /** Captcha payload; empty until the widget is verified. */
  captcha: string;
}

/** The captcha's words for the box shown: `short` for the form's own check, `verification` for the API's refusal. */
export function captchaAsk(t: VisitorFormTexts, ask: 'short' | 'verification'): string {
  if (shownCaptcha() === 'altcha') return t.captchaAltcha;
  return ask === 'short' ? t.captchaRecaptchaShort : t.captchaRecaptchaVerification;
}

/** First failing client check (email, phone, captcha), or null when all pass. */
export function checkVisitorDetails(
  { email, phone, captcha }: VisitorDetails,
  t: VisitorFormTexts,
): string | null {
  if (!isEmailAddress(email)) return t.visitorEmailInvalid;
  if (!isPhoneNumber(phone)) return t.visitorPhoneInvalid;
  if (!captcha) return captchaAsk(t, 'short');
  return null;
}
