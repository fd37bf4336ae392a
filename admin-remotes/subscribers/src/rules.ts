/** Texts and small rules of the Subscribe Details tab. */
import { ApiRequestError, type MessageTone } from '@kavach/admin-shared';

export const SEARCH_PLACEHOLDER = 'Search subscribers by email...';
export const DELETE_CONFIRM = 'Are you sure you want to delete this subscription?';
export const NO_RECORDS = 'No subscription records found.';
export const LOADING_TEXT = 'Loading subscribers...';
export const DELETED_MESSAGE = 'Subscription deleted successfully.';

function detailOf(e: unknown): string {
  return e instanceof Error && e.message ? e.message : 'Unknown error';
}

/** The server answered with an error ('Failed to …') or there was no answer ('Error …'). */
const answered = (e: unknown) => e instanceof ApiRequestError && e.status > 0;

/** 'Failed to fetch subscription data: {detail}' / 'Error fetching subscription data: {detail}'. */
export function loadErrorMessage(e: unknown): string {
  return answered(e)
    ? `Failed to fetch subscription data: ${detailOf(e)}`
    : `Error fetching subscription data: ${detailOf(e)}`;
}

/** 'Failed to delete subscription: {message or Unknown error}' / 'Error deleting subscription: {detail}'. */
export function deleteErrorMessage(e: unknown): string {
  return answered(e)
    ? `Failed to delete subscription: ${detailOf(e)}`
    : `Error deleting subscription: ${detailOf(e)}`;
}

/** 'Loaded {n} subscription records.' */
export function loadedMessage(n: number): string {
  return `Loaded ${n} subscription records.`;
}

/** Failures read 'Failed …' or 'Error …': both red; everything else in the success style. */
export function subscriberTone(text: string): MessageTone {
  return /\b(error|failed)\b/i.test(text) ? 'error' : 'success';
}

/** S.No continues across pages: row 1 of page 2 is 11. */
export function serialNumber(page: number, pageSize: number, index: number): number {
  return (Math.max(1, page) - 1) * pageSize + index + 1;
}
