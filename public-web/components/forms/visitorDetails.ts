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

/** First failing client check (email, phone, captcha), or null when all pass. */
export function checkVisitorDetails({ email, phone, captcha }: VisitorDetails): string | null {
  if (!isEmailAddress(email)) return M.clientEmail;
  if (!isPhoneNumber(phone)) return M.clientPhone;
  if (!captcha) return M.clientCaptcha;
  return null;
}
