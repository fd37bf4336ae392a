/**
 * The two pages a newsletter mail links to (/newsletter/confirm, /newsletter/unsubscribe):
 * what a link's state and the API's answer to its button mean for the visitor, in the page's
 * language (its texts: NewsletterLinkTexts, with the `{generalEmail}` slot filled). Pure;
 * unit-tested row by row. The API's answer is read by its code, never its words.
 */
import { BRAND_NAME, EMAILS } from '../../content/site';
import type { NewsletterLinkTexts } from '../../i18n/catalog';
import { fillSlots } from '../../i18n/useChrome';
import { codeOf } from '../../lib/apiBody';
import type { SubmitResult } from '../forms/messages';
import type { Notice } from '../forms/FormStatus';

/** The pages' texts (pageContext.pageTexts) with the company's name and address in their slots. */
export function newsletterLinkTexts(texts: NewsletterLinkTexts): NewsletterLinkTexts {
  const names = { brand: BRAND_NAME, generalEmail: EMAILS.general };
  return {
    ...texts,
    confirmIntro: fillSlots(texts.confirmIntro, names),
    unsubscribeIntro: fillSlots(texts.unsubscribeIntro, names),
    linkUnsubscribeInvalid: fillSlots(texts.linkUnsubscribeInvalid, names),
  };
}

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
export function confirmStateNotice(state: ConfirmLinkState, t: NewsletterLinkTexts): Notice | null {
  if (state === 'confirmed') return { text: t.linkConfirmed, kind: 'success' };
  if (state === 'expired') return { text: t.linkConfirmExpired, kind: 'error' };
  if (state === 'invalid') return { text: t.linkConfirmInvalid, kind: 'error' };
  return null;
}

/** A link's button outcome: the notice, and whether the button has done its job (hide it). */
export interface LinkOutcome {
  notice: Notice;
  done: boolean;
}

function common(result: SubmitResult, t: NewsletterLinkTexts): LinkOutcome {
  const error = (text: string) => ({ notice: { text, kind: 'error' as const }, done: false });
  if (result === 'network-error') return error(t.linkNetwork);
  if (result.status === 429) return error(t.formTooManyAttempts);
  if (result.status === 503) return error(t.formServiceUnavailable);
  return error(t.linkFailed);
}

/** POST /api/subscriptions/confirm → what the confirmation page shows. */
export function confirmOutcome(result: SubmitResult, t: NewsletterLinkTexts): LinkOutcome {
  if (result !== 'network-error') {
    if (result.status >= 200 && result.status < 300)
      return { notice: { text: t.linkConfirmed, kind: 'success' }, done: true };
    if (result.status === 400) {
      const expired = confirmLinkState(400, result.body) === 'expired';
      return {
        notice: { text: expired ? t.linkConfirmExpired : t.linkConfirmInvalid, kind: 'error' },
        done: true,
      };
    }
  }
  return common(result, t);
}

/** POST /api/subscriptions/unsubscribe → what the unsubscribe page shows. */
export function unsubscribeOutcome(result: SubmitResult, t: NewsletterLinkTexts): LinkOutcome {
  if (result !== 'network-error') {
    if (result.status >= 200 && result.status < 300)
      return { notice: { text: t.linkUnsubscribed, kind: 'success' }, done: true };
    if (result.status === 400)
      return { notice: { text: t.linkUnsubscribeInvalid, kind: 'error' }, done: true };
  }
  return common(result, t);
}

/**
 * POST /api/subscriptions/language → what the language choice shows. Saved, it stays: the
 * subscriber may choose again.
 */
export function languageOutcome(result: SubmitResult, t: NewsletterLinkTexts): LinkOutcome {
  if (result !== 'network-error') {
    if (result.status >= 200 && result.status < 300)
      return { notice: { text: t.languageSaved, kind: 'success' }, done: false };
    if (result.status === 400 && codeOf(result.body) === 'LINK_INVALID')
      return { notice: { text: t.linkUnsubscribeInvalid, kind: 'error' }, done: true };
    if (result.status === 404)
      return { notice: { text: t.languageGone, kind: 'error' }, done: true };
  }
  return common(result, t);
}

/** The token of a link's query string: one non-empty value of at most 100 characters. */
export function linkToken(search: Record<string, string> | undefined): string | null {
  const token = search?.token?.trim();
  return token && token.length <= 100 ? token : null;
}
