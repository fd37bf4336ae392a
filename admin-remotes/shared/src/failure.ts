/**
 * A failed call in a sentence staff can act on, chosen by the API's error `code` as the public
 * site chooses its words. The API's own message is kept where it carries facts the panel does
 * not know (who changed a record and when, which field is wrong, why a change is refused); a
 * code whose cause is the server's or the panel's own gets the panel's words. A failure that
 * never reached the API (the network, a proxy in front of it) is worded by its status.
 */
import type { ErrorCode } from '@kavach/api-client';
import { ApiRequestError, NETWORK_ERROR_MESSAGE } from './api';

export const SERVER_UNAVAILABLE_MESSAGE =
  'The server is not available right now. Please try again in a moment.';
export const SERVER_FAILED_MESSAGE =
  'Something went wrong on the server. Please try again in a moment.';
export const TOO_MANY_REQUESTS_MESSAGE = 'Too many requests. Please try again in a minute.';
/** The panel sent what this API does not take: after a new release, an open tab is out of date. */
export const PANEL_OUTDATED_MESSAGE =
  'This page is out of date. Reload it (your browser’s reload button) and try again.';

/**
 * The codes the panel words itself; every other code keeps the API's message (a refused rate says
 * when to try again, which only the API knows).
 */
const PANEL_WORDS: Partial<Record<ErrorCode, string>> = {
  SERVICE_UNAVAILABLE: SERVER_UNAVAILABLE_MESSAGE,
  INTERNAL_ERROR: SERVER_FAILED_MESSAGE,
  MALFORMED_BODY: PANEL_OUTDATED_MESSAGE,
  UNSUPPORTED_MEDIA_TYPE: PANEL_OUTDATED_MESSAGE,
  UNKNOWN_FIELD: PANEL_OUTDATED_MESSAGE,
};

const BARE_STATUS = /^HTTP error! status: \d+$/;

/** The panel's words for a failure without a code (no answer, or a proxy's). */
function byStatus(status: number): string | null {
  if (status === 502 || status === 503 || status === 504) return SERVER_UNAVAILABLE_MESSAGE;
  if (status >= 500) return SERVER_FAILED_MESSAGE;
  if (status === 429) return TOO_MANY_REQUESTS_MESSAGE;
  return null;
}

export function failureSentence(e: unknown): string {
  if (e instanceof ApiRequestError) {
    if (e.status === 0) return e.message || NETWORK_ERROR_MESSAGE;
    const fieldCodes = Object.values(e.detailCodes ?? {});
    const code = fieldCodes.includes('UNKNOWN_FIELD') ? 'UNKNOWN_FIELD' : e.code;
    const own = code ? PANEL_WORDS[code] : byStatus(e.status);
    if (own) return own;
    if (e.message && !BARE_STATUS.test(e.message)) return e.message;
    return byStatus(e.status) ?? 'The server refused the request.';
  }
  return e instanceof Error && e.message ? e.message : 'Unknown error';
}

/** The API's sentence for a failed call; `fallback` when the failure is not the API's answer. */
export function failureSentenceOr(e: unknown, fallback: string): string {
  return e instanceof ApiRequestError ? failureSentence(e) : fallback;
}
