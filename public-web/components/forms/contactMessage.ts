/**
 * Contact form: client checks (email, phone, captcha, in that order) and API
 * answer → message (the form's own texts plus the shared 429/503 messages of
 * messages.ts). Pure.
 */
import {
  INVALID_EMAIL,
  INVALID_PHONE,
  isEmailAddress,
  isPhoneNumber,
} from '@kavach/api-client/field-rules';
import type { Schemas } from '@kavach/api-client';
import { codeOf, detailCodesOf, isCaptchaCode } from '../../lib/apiBody';
import {
  alertKind,
  SERVICE_UNAVAILABLE,
  TOO_MANY_ATTEMPTS,
  type FormOutcome,
  type SubmitResult,
} from './messages';

/** The API's thank-you text (its document types it as this one string: a changed text fails the build). */
const CONTACT_THANKS: Schemas['SubmitResponse']['message'] =
  "Thanks for contacting us! We'll be in touch soon.";

export const CONTACT_MESSAGES = {
  success: CONTACT_THANKS,
  failed: 'Unable to send message. Please check your details and try again.',
  captcha: 'Please complete the reCAPTCHA verification.',
  email: 'Please check your email address and try again.',
  required: 'Please fill in all required fields.',
  network: 'Error sending message. Please try again.',
  clientEmail: INVALID_EMAIL,
  clientPhone: INVALID_PHONE,
  clientCaptcha: 'Please complete the reCAPTCHA.',
} as const;

const M = CONTACT_MESSAGES;

export interface ContactCheckInput {
  email: string;
  phone: string;
  /** Captcha payload; empty until the widget is verified. */
  captcha: string;
}

/** First failing client check (email, phone, captcha), or null when all pass. */
export function validateContact({ email, phone, captcha }: ContactCheckInput): string | null {
  if (!isEmailAddress(email)) return M.clientEmail;
  if (!isPhoneNumber(phone)) return M.clientPhone;
  if (!captcha) return M.clientCaptcha;
  return null;
}

function outcome(text: string, reset = false): FormOutcome {
  return { text, kind: alertKind(text), reset };
}

export function contactMessage(result: SubmitResult): FormOutcome {
  if (result === 'network-error') return outcome(M.network);
  const { status, body } = result;
  // Any 2xx is success, not only 200; the API answers 201.
  if (status >= 200 && status < 300) return outcome(M.success, true);
  if (status === 429) return outcome(TOO_MANY_ATTEMPTS);
  if (status === 503) return outcome(SERVICE_UNAVAILABLE);

  // Specific signals first, then the generic 'HTTP 400 or above' row: the
  // error's code, then the first failing check (`detailCodes` are in the
  // API's check order) decide; the API's words are never read.
  if (isCaptchaCode(codeOf(body))) return outcome(M.captcha);
  const [field, code] = Object.entries(detailCodesOf(body))[0] ?? [];
  if (field === 'captcha' || isCaptchaCode(code)) return outcome(M.captcha);
  if (code === 'FIELD_REQUIRED') return outcome(M.required);
  if (field === 'email') return outcome(M.email);
  return outcome(M.failed);
}
