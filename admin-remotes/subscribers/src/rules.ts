/** Texts and small rules of the Subscribe Details tab. */
import {
  ApiRequestError,
  failureSentence,
  labelOptions,
  type MessageTone,
  type Noun,
  plural,
} from '@kavach/admin-shared';
import type { SubscriberStatus } from './api';

export const SEARCH_PLACEHOLDER = 'Search subscribers by email...';
export const DELETE_CONFIRM = 'Are you sure you want to delete this subscription?';
export const NO_RECORDS = 'No subscription records found.';
export const LOADING_TEXT = 'Loading subscribers...';
export const DELETED_MESSAGE = 'Subscription deleted successfully.';

function detailOf(e: unknown): string {
  return failureSentence(e);
}

/** The server answered with an error ('Failed to …') or there was no answer ('Error …'). */
const answered = (e: unknown) => e instanceof ApiRequestError && e.status > 0;

/**
 * 'Failed to fetch subscription data: {detail}' / 'Error fetching subscription data: {detail}',
 * the detail in a sentence (a server failure is not worded by the server).
 */
export function loadErrorMessage(e: unknown): string {
  return answered(e)
    ? `Failed to fetch subscription data: ${failureSentence(e)}`
    : `Error fetching subscription data: ${failureSentence(e)}`;
}

/** 'Failed to delete subscription: {message or Unknown error}' / 'Error deleting subscription: {detail}'. */
export function deleteErrorMessage(e: unknown): string {
  return answered(e)
    ? `Failed to delete subscription: ${detailOf(e)}`
    : `Error deleting subscription: ${detailOf(e)}`;
}

/** 'Loaded {n} subscription records.' */
export function loadedMessage(n: number): string {
  return `Loaded ${plural(n, 'subscription record')}.`;
}

/** Failures read 'Failed …' or 'Error …': both red; everything else in the success style. */
export function subscriberTone(text: string): MessageTone {
  return /\b(error|failed)\b/i.test(text) ? 'error' : 'success';
}

/** S.No continues across pages: row 1 of page 2 is 11. */
export function serialNumber(page: number, pageSize: number, index: number): number {
  return (Math.max(1, page) - 1) * pageSize + index + 1;
}

/**
 * The list opens on every sign-up, each with its status (double opt-in: a sign-up waiting for
 * its confirmation gets no newsletter); the Show control narrows it to one status.
 */
const STATUS_VIEWS: Record<SubscriberStatus, string> = {
  all: 'All sign-ups',
  confirmed: 'Confirmed',
  pending: 'Waiting for confirmation',
};
export const STATUS_OPTIONS = labelOptions(STATUS_VIEWS);

/** What the list of each status holds (the export button: 'Export 3 pending sign-ups'). */
export const NOUNS: Record<SubscriberStatus, Noun> = {
  all: { one: 'sign-up', many: 'sign-ups' },
  confirmed: { one: 'subscriber', many: 'subscribers' },
  pending: { one: 'sign-up waiting for confirmation', many: 'sign-ups waiting for confirmation' },
};

/**
 * The stat cards count the rows the list shows (the chart every sign-up): the spec's texts for
 * confirmed subscribers; sign-ups waiting for confirmation are not subscribers yet.
 */
export const STAT_LABELS: Record<SubscriberStatus, { total: string; today: string; week: string }> =
  {
    all: { total: 'All Sign-ups', today: "Today's Sign-ups", week: 'This Week' },
    confirmed: { total: 'Total Subscribers', today: "Today's Subscriptions", week: 'This Week' },
    pending: { total: 'Waiting for Confirmation', today: "Today's Sign-ups", week: 'This Week' },
  };
