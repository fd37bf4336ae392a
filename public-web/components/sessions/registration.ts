/**
 * Session registration (/our-sessions modal): client checks (in order) and
 * API answer → message (the form's own texts plus the shared 429/503 messages
 * of forms/messages.ts; a specific signal in the answer, such as the captcha,
 * wins over the generic failure text). Pure.
 */
import {
  INVALID_EMAIL,
  INVALID_PHONE,
  isEmailAddress,
  isPhoneNumber,
} from '@kavach/api-client/field-rules';
import { codeOf, detailCodesOf, isCaptchaCode } from '../../lib/apiBody';
import {
  alertKind,
  SERVICE_UNAVAILABLE,
  TOO_MANY_ATTEMPTS,
  type FormOutcome,
  type SubmitResult,
} from '../forms/messages';

export const REGISTRATION_MESSAGES = {
  sending: 'Sending...',
  success: "Thanks for registering! We'll be in touch soon.",
  failed: 'Unable to submit registration. Please check your details and try again.',
  captcha: 'Please complete the reCAPTCHA verification.',
  email: 'Please check your email address and try again.',
  required: 'Please fill in all required fields.',
  network: 'Error sending registration. Please try again.',
  clientRequired: 'Please fill in all required fields.',
  clientEmail: INVALID_EMAIL,
  clientPhone: INVALID_PHONE,
  clientCaptcha: 'Please complete the reCAPTCHA.',
  /** Registering for the fallback session shown when the list could not load. */
  unavailable: 'Registrations are temporarily unavailable. Please try again later or contact us.',
} as const;

const M = REGISTRATION_MESSAGES;

export interface RegistrationInput {
  name: string;
  email: string;
  phone: string;
  message: string;
  captcha: string;
}

/** First failing check: required fields, then email, phone and captcha; null when valid. */
export function validateRegistration({
  name,
  email,
  phone,
  message,
  captcha,
}: RegistrationInput): string | null {
  if ([name, email, phone, message].some((v) => v.trim() === '')) return M.clientRequired;
  if (!isEmailAddress(email.trim())) return M.clientEmail;
  if (!isPhoneNumber(phone.trim())) return M.clientPhone;
  if (!captcha) return M.clientCaptcha;
  return null;
}

function outcome(text: string, reset = false): FormOutcome {
  return { text, kind: alertKind(text), reset };
}

export function registrationMessage(result: SubmitResult): FormOutcome {
  if (result === 'network-error') return outcome(M.network);
  const { status, body } = result;
  // Any 2xx is success (the API answers 201), and an unrecognised reply below
  // 400 counts as success too.
  if (status < 400) return outcome(M.success, true);
  if (status === 429) return outcome(TOO_MANY_ATTEMPTS);
  if (status === 503) return outcome(SERVICE_UNAVAILABLE);

  // Specific signals (captcha, invalid email, a required field) first, by the
  // error's code and its fields' codes, then the generic failure text for any
  // other answer of 400 or above.
  const fields = detailCodesOf(body);
  const codes = Object.values(fields);
  if (isCaptchaCode(codeOf(body)) || 'captcha' in fields || codes.some(isCaptchaCode))
    return outcome(M.captcha);
  if (fields.email !== undefined && fields.email !== 'FIELD_REQUIRED') return outcome(M.email);
  if (codes.includes('FIELD_REQUIRED')) return outcome(M.required);
  return outcome(M.failed);
}
