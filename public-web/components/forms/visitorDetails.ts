/**
 * What the contact form and the session registration (a visitor's name, email, phone, message
 * and a captcha) check and say alike: the first failing check of the email, phone and captcha,
 * and the words for the API's refusals of them. Pure.
 */
import {
  INVALID_EMAIL,
  INVALID_PHONE,
  isEmailAddress,
  isPhoneNumber,
} from '@kavach/api-client/field-rules';
import { captchaMessage } from '@kavach/api-client/captcha-words';

export const VISITOR_DETAILS_MESSAGES = {
  /** The captcha's words name the box the visitor sees (the spec's with reCAPTCHA). */
  get captcha() {
    return captchaMessage('verification');
  },
  email: 'Please check your email address and try again.',
  required: 'Please fill in all required fields.',
  clientEmail: INVALID_EMAIL,
  clientPhone: INVALID_PHONE,
  get clientCaptcha() {
    return captchaMessage('short');
  },
} as const;

const M = VISITOR_DETAILS_MESSAGES;

export interface VisitorDetails {
  email: string;
  phone: string;
  /** Captcha payload; empty until the widget is verified. */
  captcha: string;
}

/** What the client checks say: English unless a form in another language gives its own. */
type ClientCheckWords = Record<'clientEmail' | 'clientPhone' | 'clientCaptcha', string>;

/** First failing client check (email, phone, captcha), or null when all pass. */
export function checkVisitorDetails(
  { email, phone, captcha }: VisitorDetails,
  words: ClientCheckWords = M,
): string | null {
  if (!isEmailAddress(email)) return words.clientEmail;
  if (!isPhoneNumber(phone)) return words.clientPhone;
  if (!captcha) return words.clientCaptcha;
  return null;
}
