/** Texts and small rules of the Mail Outbox tab. */
import { failureSentence, plural } from '@kavach/admin-shared';
import type { OutboxStatus } from './api';

export const TITLE = 'Mail Outbox';
export const SEARCH_PLACEHOLDER = 'Search recipient or subject...';
export const LOAD_ERROR = 'Error loading the outbox';
/** How long the Retry message stays (ms). */
export const RETRY_MESSAGE_MS = 5000;

/** Each status's tag: its label and antd colour (a status added to the API breaks this map). */
export const STATUS_TAGS: Record<OutboxStatus, { label: string; color: string }> = {
  pending: { label: 'Pending', color: 'gold' },
  sending: { label: 'Sending', color: 'blue' },
  sent: { label: 'Sent', color: 'green' },
  failed: { label: 'Failed', color: 'red' },
};

/** The status filter: every mail, or the ones waiting, given up on, or delivered. */
export const STATUS_FILTERS: { value: OutboxStatus | ''; label: string }[] = [
  { value: '', label: 'All' },
  { value: 'pending', label: 'Pending' },
  { value: 'failed', label: 'Failed' },
  { value: 'sent', label: 'Sent' },
];

/** The empty list's text, naming the status and the search that emptied it. */
export function emptyText(status: OutboxStatus | '', search: string | undefined): string {
  const mails = status ? `${status} mails` : 'mails';
  if (search) return `No ${mails} match “${search}”.`;
  return status ? `No ${mails}.` : 'The outbox is empty.';
}

export function countText(total: number): string {
  return plural(total, 'mail');
}

/** 'Error retrying the mail: {the API's message}'. */
export function retryErrorMessage(e: unknown): string {
  return `Error retrying the mail: ${failureSentence(e)}`;
}
