/**
 * Session registration (/our-sessions modal): client checks (in order) and API answer → message,
 * in the page's language (its texts come from the catalogs through the page: i18n/messages.ts).
 * A specific signal in the answer, such as the captcha, wins over the generic failure text. Pure.
 */
import type { SessionsPageTexts, VisitorFormTexts } from '../../i18n/catalog';
import { codeOf, detailCodesOf, isCaptchaCode } from '../../lib/apiBody';
import {
  formError as error,
  formOutcome,
  type FormOutcome,
  type SubmitResult,
} from '../forms/messages';
import { captchaAsk, checkVisitorDetails, type VisitorDetails } from '../forms/visitorDetails';

/** The texts the form says: the page's own (pageContext.pageTexts). */
export type RegistrationTexts = Pick<
  SessionsPageTexts,
  | 'registrationSuccess'
  | 'registrationFailed'
  | 'registrationNetwork'
  | 'registrationFull'
  | 'registrationNotOpen'
> &
  VisitorFormTexts;

export interface RegistrationInput extends VisitorDetails {
  name: string;
  message: string;
}

/** First failing check: required fields, then email, phone and captcha; null when valid. */
export function validateRegistration(
  { name, email, phone, message, captcha }: RegistrationInput,
  t: RegistrationTexts,
): string | null {
  if ([name, email, phone, message].some((v) => v.trim() === '')) return t.visitorRequired;
  return checkVisitorDetails({ email: email.trim(), phone: phone.trim(), captcha }, t);
}

export function registrationMessage(result: SubmitResult, t: RegistrationTexts): FormOutcome {
  if (result === 'network-error') return error(t.registrationNetwork);
  const { status, body } = result;
  // Any 2xx is success (the API answers 201), and an unrecognised reply below
  // 400 counts as success too.
  if (status < 400) return formOutcome(t.registrationSuccess, true, 'success');
  if (status === 429) return error(t.formTooManyAttempts);
  if (status === 503) return error(t.formServiceUnavailable);

  // Specific signals (captcha, invalid email, a required field) first, by the
  // error's code and its fields' codes, then the generic failure text for any
  // other answer of 400 or above; the API's words are never read.
  if (codeOf(body) === 'SESSION_FULL') return error(t.registrationFull);
  if (codeOf(body) === 'SESSION_NOT_OPEN') return error(t.registrationNotOpen);
  const fields = detailCodesOf(body);
  const codes = Object.values(fields);
  if (isCaptchaCode(codeOf(body)) || 'captcha' in fields || codes.some(isCaptchaCode))
    return error(captchaAsk(t, 'verification'));
  if (fields.email !== undefined && fields.email !== 'FIELD_REQUIRED')
    return error(t.visitorEmailRefused);
  if (codes.includes('FIELD_REQUIRED')) return error(t.visitorRequired);
  return error(t.registrationFailed);
}
