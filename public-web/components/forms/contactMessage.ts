/**
 * Contact form: client checks (email, phone, captcha, in that order) and API answer → message,
 * in the page's language (its texts come from the catalogs through the page: i18n/messages.ts).
 * Pure.
 */
import type { ContactPageTexts, VisitorFormTexts } from '../../i18n/catalog';
import { codeOf, detailCodesOf, isCaptchaCode } from '../../lib/apiBody';
import { formError as error, formOutcome, type FormOutcome, type SubmitResult } from './messages';
import { captchaAsk, checkVisitorDetails, type VisitorDetails } from './visitorDetails';

/** The texts the form says: the page's own (pageContext.pageTexts). */
export type ContactTexts = Pick<
  ContactPageTexts,
  'contactSuccess' | 'contactFailed' | 'contactNetwork'
> &
  VisitorFormTexts;

/** First failing client check (email, phone, captcha, as typed), or null when all pass. */
export function validateContact(details: VisitorDetails, t: ContactTexts): string | null {
  return checkVisitorDetails(details, t);
}

export function contactMessage(result: SubmitResult, t: ContactTexts): FormOutcome {
  if (result === 'network-error') return error(t.contactNetwork);
  const { status, body } = result;
  // Any 2xx is success, not only 200; the API answers 201.
  if (status >= 200 && status < 300) return formOutcome(t.contactSuccess, true, 'success');
  if (status === 429) return error(t.formTooManyAttempts);
  if (status === 503) return error(t.formServiceUnavailable);

  // Specific signals first, then the generic 'HTTP 400 or above' row: the
  // error's code, then the first failing check (`detailCodes` are in the
  // API's check order) decide; the API's words are never read.
  if (isCaptchaCode(codeOf(body))) return error(captchaAsk(t, 'verification'));
  const [field, code] = Object.entries(detailCodesOf(body))[0] ?? [];
  if (field === 'captcha' || isCaptchaCode(code)) return error(captchaAsk(t, 'verification'));
  if (code === 'FIELD_REQUIRED') return error(t.visitorRequired);
  if (field === 'email') return error(t.visitorEmailRefused);
  return error(t.contactFailed);
}
