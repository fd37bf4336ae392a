/**
 * The two pages a newsletter mail links to (/newsletter/confirm, /newsletter/unsubscribe):
 * what a link's state and the API's answer to its button mean for the visitor. Pure;
 * unit-tested row by row. The API's own wording decides nothing but the expired case.
 */
import { EMAILS } from '../../content/site';
import { codeOf } from '../../lib/apiBody';
import { SERVICE_UNAVAILABLE, TOO_MANY_ATTEMPTS, type SubmitResult } from '../forms/messages';
import type { Notice } from '../forms/FormStatus';

export const NEWSLETTER_LINK_MESSAGES = {
  confirmed: 'Your subscription is confirmed. Thank you!',
  confirmExpired:
    'This confirmation link has expired. Please subscribe again with the form at the bottom of this page.',
  confirmInvalid:
    'This confirmation link is not valid. Please subscribe again with the form at the bottom of this page.',
  unsubscribed: 'You have been unsubscribed. You will receive no more newsletters from us.',
  unsubscribeInvalid: `This unsubscribe link is not valid. Please use the link in our latest email, or write to ${EMAILS.general} and we will unsubscribe you.`,
  failed: 'Something went wrong. Please try again.',
  network: 'An error occurred. Please try again later.',
} as const;

const M = NEWSLETTER_LINK_MESSAGES;

/**
 * What the confirmation page knows before its button is pressed (the server asked the API):
 * the sign-up waits for it, is already confirmed, or the link cannot be used; `unknown` when
 * the API could not be asked (the button is shown and its answer tells).
 */
export type ConfirmLinkState = 'pending' | 'confirmed' | 'expired' | 'invalid' | 'unknown';

/** The answer of GET /api/subscriptions/confirm → the page's state. */
export function confirmLinkState(status: number, body: unknown): ConfirmLinkState {
  if (status >= 200 && status < 300) {
    const subscription = (body as { subscription?: unknown } | null)?.subscription;
    return subscription === 'confirmed' || subscription === 'pending' ? subscription : 'unknown';
  }
  if (status === 400) return codeOf(body) === 'LINK_EXPIRED' ? 'expired' : 'invalid';
  return 'unknown';
}

/** The notice a state shows at once (none while the button is still to be pressed). */
export function confirmStateNotice(state: ConfirmLinkState): Notice | null {
  if (state === 'confirmed') return { text: M.confirmed, kind: 'success' };
  if (state === 'expired') return { text: M.confirmExpired, kind: 'error' };
  if (state === 'invalid') return { text: M.confirmInvalid, kind: 'error' };
  return null;
}

/** A link's button outcome: the notice, and whether the button has done its job (hide it). */
export interface LinkOutcome {
  notice: Notice;
  done: boolean;
}

function common(result: SubmitResult): LinkOutcome {
  if (result === 'network-error')
    return { notice: { text: M.network, kind: 'error' }, done: false };
  if (result.status === 429)
    return { notice: { text: TOO_MANY_ATTEMPTS, kind: 'error' }, done: false };
  if (result.status === 503)
    return { notice: { text: SERVICE_UNAVAILABLE, kind: 'error' }, done: false };
  return { notice: { text: M.failed, kind: 'error' }, done: false };
}

/** POST /api/subscriptions/confirm → what the confirmation page shows. */
export function confirmOutcome(result: SubmitResult): LinkOutcome {
  if (result !== 'network-error') {
    if (result.status >= 200 && result.status < 300)
      return { notice: { text: M.confirmed, kind: 'success' }, done: true };
    if (result.status === 400) {
      const expired = confirmLinkState(400, result.body) === 'expired';
      return {
        notice: { text: expired ? M.confirmExpired : M.confirmInvalid, kind: 'error' },
        done: true,
      };
    }
  }
  return common(result);
}

/** POST /api/subscriptions/unsubscribe → what the unsubscribe page shows. */
export function unsubscribeOutcome(result: SubmitResult): LinkOutcome {
  if (result !== 'network-error') {
    if (result.status >= 200 && result.status < 300)
      return { notice: { text: M.unsubscribed, kind: 'success' }, done: true };
    if (result.status === 400)
      return { notice: { text: M.unsubscribeInvalid, kind: 'error' }, done: true };
  }
  return common(result);
}

/** The token of a link's query string: one non-empty value of at most 100 characters. */
export function linkToken(search: Record<string, string> | undefined): string | null {
  const token = search?.token?.trim();
  return token && token.length <= 100 ? token : null;
}
