/**
 * Session registration (/our-sessions modal): client checks (in order) and
 * API answer → message (the form's own texts plus the shared 429/503 messages
 * of forms/messages.ts; a specific signal in the answer, such as the captcha,
 * wins over the generic failure text). Pure.
 */
import { codeOf, detailCodesOf, isCaptchaCode } from '../../lib/apiBody';
import {
  formMessages,
  formOutcome as outcome,
  SERVICE_UNAVAILABLE,
  TOO_MANY_ATTEMPTS,
  type FormOutcome,
  type SubmitResult,
} from '../forms/messages';
import {
  checkVisitorDetails,
  VISITOR_DETAILS_MESSAGES,
  type VisitorDetails,
} from '../forms/visitorDetails';

export const REGISTRATION_MESSAGES = formMessages(VISITOR_DETAILS_MESSAGES, {
  sending: 'Sending...',
  success: "Thanks for registering! We'll be in touch soon.",
  failed: 'Unable to submit registration. Please check your details and try again.',
  network: 'Error sending registration. Please try again.',
  clientRequired: 'Please fill in all required fields.',
  /** 409 SESSION_FULL: the last seat went to someone else. */
  full: 'This session is full: all seats are taken. Please choose another session.',
  /** SESSION_NOT_OPEN: it ended or was closed while the page was open. */
  notOpen: 'This session is not open for registration. Please choose another session.',
  /** Registering for the fallback session shown when the list could not load. */
  unavailable: 'Registrations are temporarily unavailable. Please try again later or contact us.',
} as const);

const M = REGISTRATION_MESSAGES;

export interface RegistrationInput extends VisitorDetails {
  name: string;
  message: string;
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
  return checkVisitorDetails({ email: email.trim(), phone: phone.trim(), captcha });
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
  if (codeOf(body) === 'SESSION_FULL') return outcome(M.full);
  if (codeOf(body) === 'SESSION_NOT_OPEN') return outcome(M.notOpen);
  const fields = detailCodesOf(body);
  const codes = Object.values(fields);
  if (isCaptchaCode(codeOf(body)) || 'captcha' in fields || codes.some(isCaptchaCode))
    return outcome(M.captcha);
  if (fields.email !== undefined && fields.email !== 'FIELD_REQUIRED') return outcome(M.email);
  if (codes.includes('FIELD_REQUIRED')) return outcome(M.required);
  return outcome(M.failed);
}
