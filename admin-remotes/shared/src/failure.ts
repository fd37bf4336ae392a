/**
 * A failed call in a sentence staff can act on. The API's own messages are written for people
 * (a refused filter, a missing record), but a failure of the server or of a proxy in front of it
 * carries at best 'Internal server error' or 'HTTP error! status: 503'.
 */
import { ApiRequestError, NETWORK_ERROR_MESSAGE } from './api';

export const SERVER_UNAVAILABLE_MESSAGE =
  'The server is not available right now. Please try again in a moment.';
export const SERVER_FAILED_MESSAGE =
  'Something went wrong on the server. Please try again in a moment.';
export const TOO_MANY_REQUESTS_MESSAGE = 'Too many requests. Please try again in a minute.';

const BARE_STATUS = /^HTTP error! status: \d+$/;

export function failureSentence(e: unknown): string {
  if (e instanceof ApiRequestError) {
    if (e.status === 0) return e.message || NETWORK_ERROR_MESSAGE;
    if (e.status === 502 || e.status === 503 || e.status === 504) return SERVER_UNAVAILABLE_MESSAGE;
    if (e.status >= 500) return SERVER_FAILED_MESSAGE;
    if (e.status === 429) return TOO_MANY_REQUESTS_MESSAGE;
    if (e.message && !BARE_STATUS.test(e.message)) return e.message;
    return `The server refused the request.`;
  }
  return e instanceof Error && e.message ? e.message : 'Unknown error';
}
