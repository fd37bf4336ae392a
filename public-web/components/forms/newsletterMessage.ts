/**
 * Newsletter form: API answer → message (the form's own texts plus the
 * shared 429/503 messages of messages.ts). Pure; unit-tested row by row.
 */
import { NEWSLETTER_INVALID_EMAIL } from '@kavach/api-client/field-rules';
import { codeOf, detailCodesOf } from '../../lib/apiBody';
import {
  formOutcome as outcome,
  SERVICE_UNAVAILABLE,
  TOO_MANY_ATTEMPTS,
  type FormOutcome,
  type SubmitResult,
} from './messages';

export const NEWSLETTER_MESSAGES = {
  // Double opt-in: the same answer whether or not the address is already on the list.
  success: 'Check your inbox to confirm your subscription.',
  required: 'Email is required.',
  invalid: NEWSLETTER_INVALID_EMAIL,
  already: 'Email is already subscribed.',
  unauthorized: 'Unauthorized request. Please contact support.',
  failed: 'Failed to subscribe. Please try again.',
  network: 'An error occurred. Please try again later.',
} as const;

const M = NEWSLETTER_MESSAGES;

/** Client check before sending: empty or only spaces → 'Email is required.' */
export function validateNewsletterEmail(email: string): string | null {
  return email.trim() === '' ? M.required : null;
}

export function newsletterMessage(result: SubmitResult): FormOutcome {
  if (result === 'network-error') return outcome(M.network);
  const { status, body } = result;
  // Chosen by the answer's code (a conflict is an address already on the list), never its words.
  const code = codeOf(body);
  const invalid = code === 'VALIDATION_FAILED' || code === 'FIELD_INVALID';

  if (status >= 200 && status < 300) {
    if (code === 'CONFLICT') return outcome(M.already);
    if (invalid) return outcome(M.invalid);
    return outcome(M.success, true, 'success');
  }
  if (status === 429) return outcome(TOO_MANY_ATTEMPTS);
  if (status === 503) return outcome(SERVICE_UNAVAILABLE);
  if (status === 409) return outcome(M.already);
  if (status === 401) return outcome(M.unauthorized);
  if (status === 400)
    return outcome(detailCodesOf(body).email === 'FIELD_REQUIRED' ? M.required : M.invalid);
  if (code === 'CONFLICT') return outcome(M.already);
  if (invalid) return outcome(M.invalid);
  return outcome(M.failed);
}
