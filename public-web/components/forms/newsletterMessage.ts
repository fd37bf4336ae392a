/**
 * Newsletter form: API answer → message, in the page's language (its texts come from the
 * catalogs through the page: i18n/messages.ts). Pure; unit-tested row by row.
 */
import type { Chrome } from '../../i18n/catalog';
import { codeOf, detailCodesOf } from '../../lib/apiBody';
import {
  formError as error,
  formOutcome as outcome,
  type FormOutcome,
  type SubmitResult,
} from './messages';

/** The texts the form says: the page's own (pageContext.chrome). */
export type NewsletterTexts = Pick<
  Chrome,
  | 'newsletterSuccess'
  | 'newsletterRequired'
  | 'newsletterInvalid'
  | 'newsletterAlready'
  | 'newsletterUnauthorized'
  | 'newsletterFailed'
  | 'newsletterNetwork'
  | 'formTooManyAttempts'
  | 'formServiceUnavailable'
>;

export function newsletterMessage(result: SubmitResult, t: NewsletterTexts): FormOutcome {
  if (result === 'network-error') return error(t.newsletterNetwork);
  const { status, body } = result;
  // Chosen by the answer's code (a conflict is an address already on the list), never its words.
  const code = codeOf(body);
  const invalid = code === 'VALIDATION_FAILED' || code === 'FIELD_INVALID';

  if (status >= 200 && status < 300) {
    if (code === 'CONFLICT') return error(t.newsletterAlready);
    if (invalid) return error(t.newsletterInvalid);
    return outcome(t.newsletterSuccess, true, 'success');
  }
  if (status === 429) return error(t.formTooManyAttempts);
  if (status === 503) return error(t.formServiceUnavailable);
  if (status === 409) return error(t.newsletterAlready);
  if (status === 401) return error(t.newsletterUnauthorized);
  if (status === 400)
    return error(
      detailCodesOf(body).email === 'FIELD_REQUIRED' ? t.newsletterRequired : t.newsletterInvalid,
    );
  if (code === 'CONFLICT') return error(t.newsletterAlready);
  if (invalid) return error(t.newsletterInvalid);
  return error(t.newsletterFailed);
}
