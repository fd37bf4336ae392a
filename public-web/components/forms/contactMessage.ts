/**
 * Contact form: client checks (email, phone, captcha, in that order) and API
 * answer → message (the form's own texts plus the shared 429/503 messages of
 * messages.ts). Pure.
 */
import type { Schemas } from '@kavach/api-client';
import { codeOf, detailCodesOf, isCaptchaCode } from '../../lib/apiBody';
import {
  formMessages,
  formOutcome as outcome,
  SERVICE_UNAVAILABLE,
  TOO_MANY_ATTEMPTS,
  type FormOutcome,
  type SubmitResult,
} from './messages';
import { checkVisitorDetails, VISITOR_DETAILS_MESSAGES } from './visitorDetails';

/** The API's thank-you text (its document types it as this one string: a changed text fails the build). */
const CONTACT_THANKS: Schemas['SubmitResponse']['message'] =
  "Thanks for contacting us! We'll be in touch soon.";

export const CONTACT_MESSAGES = formMessages(VISITOR_DETAILS_MESSAGES, {
  success: CONTACT_THANKS,
  failed: 'Unable to send message. Please check your details and try again.',
  network: 'Error sending message. Please try again.',
} as const);

const M = CONTACT_MESSAGES;

/** First failing client check (email, phone, captcha, as typed), or null when all pass. */
export const validateContact = checkVisitorDetails;

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
