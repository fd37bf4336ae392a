/** The texts and rules of the Integrations tab's webhooks, kept apart from the components so tests can name them. */
import { ApiRequestError, formatDateTime, preview } from '@kavach/admin-shared';
import type { Delivery, Webhook, WebhookEventInfo, WebhookEventType } from './api';
import type { ShownSecret } from './rules';

export const WEBHOOKS_TITLE = 'Webhooks';
export const WEBHOOKS_INTRO =
  'A webhook tells another system at once when something happens here: the API sends a signed POST to its address for each event it is subscribed to. The event names the record; the other system reads it with an integration token.';
export const WEBHOOKS_LOAD_ERROR = 'Error loading webhooks';
export const DELIVERIES_LOAD_ERROR = 'Error loading deliveries';
export const EVENTS_LOAD_ERROR = 'The events could not be loaded. Close this and try again.';

export const DESCRIPTION_MAX = 200;
const URL_REQUIRED = 'Address: enter the address the other system gave you, starting https://.';
const EVENTS_REQUIRED = 'Choose at least one event to send.';

export type WebhookField = 'url' | 'description' | 'events';
export type WebhookProblems = Partial<Record<WebhookField, string>>;

/** What a draft lacks before it is sent (the API judges the address itself). */
export function webhookDraftProblems(draft: {
  url: string;
  events: readonly string[];
}): WebhookProblems {
  const out: WebhookProblems = {};
  if (!draft.url.trim()) out.url = URL_REQUIRED;
  if (draft.events.length === 0) out.events = EVENTS_REQUIRED;
  return out;
}

/** The API's own sentences for the form's fields (a 400 with `details`), nothing for other failures. */
export function webhookFieldProblems(e: unknown): WebhookProblems {
  if (!(e instanceof ApiRequestError) || e.status !== 400 || !e.details) return {};
  const out: WebhookProblems = {};
  for (const field of ['url', 'description', 'events'] as const)
    if (e.details[field]) out[field] = e.details[field];
  return out;
}

/** An event in words, with a capital ('A contact message came in'); its type until the words arrive. */
export function eventWords(
  type: WebhookEventType,
  events: readonly WebhookEventInfo[] | null,
): string {
  const words = events?.find((e) => e.type === type)?.words;
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : type;
}

/** The host of a webhook's address ('crm.example.org'), or the address when it is not a URL. */
function hostOf(url: string): string {
  try {
    return new URL(url).host || url;
  } catch {
    return url;
  }
}

/** The lines under a webhook's On/Off: why it is off, since when it fails, the former secret. */
export function webhookStatusNotes(w: Webhook): { text: string; problem: boolean }[] {
  const notes: { text: string; problem: boolean }[] = [];
  if (!w.enabled && w.disabledReason) notes.push({ text: w.disabledReason, problem: true });
  if (w.failingSince)
    notes.push({ text: `Failing since ${formatDateTime(w.failingSince)}`, problem: true });
  if (w.previousSecretUntil)
    notes.push({
      text: `The former secret signs too until ${formatDateTime(w.previousSecretUntil)}`,
      problem: false,
    });
  return notes;
}

const SECRET_TEXT =
  'Copy this signing secret now and give it to the system behind the address: it must verify each delivery with it (the webhook-signature header, the Standard Webhooks way) and drop any delivery that does not verify. It will not be shown again.';
const ROTATED_TEXT =
  'The former secret still signs for 24 hours, so the receiver can switch in that time.';

/** The signing secret of a webhook just added (or given a new secret), for SecretModal. */
export function webhookSecret(w: Webhook, value: string, rotated = false): ShownSecret {
  return {
    title: `Webhook “${w.description || hostOf(w.url)}”`,
    what: 'signing secret',
    text: rotated ? `${SECRET_TEXT} ${ROTATED_TEXT}` : SECRET_TEXT,
    value,
    testId: 'webhook-secret',
  };
}

export function deleteWebhookText(w: Webhook): string {
  return `Delete the webhook to ${w.url}? Nothing more is sent to it, and its deliveries are deleted with it. This cannot be undone.`;
}

export function rotateText(w: Webhook): string {
  return `Make a new signing secret for the webhook to ${w.url}? ${ROTATED_TEXT}`;
}

export const DELIVERY_STATUS: Record<Delivery['status'], { label: string; color: string }> = {
  pending: { label: 'Pending', color: 'gold' },
  sending: { label: 'Sending', color: 'blue' },
  delivered: { label: 'Delivered', color: 'green' },
  failed: { label: 'Failed', color: 'red' },
};

/** The start of the answer, or the error; cut to `max` characters (the whole text is in the row's details). */
export function answerPreview(d: Delivery, max = 80): { text: string; error: boolean } | null {
  if (d.lastError) return { text: preview(d.lastError, max), error: true };
  if (d.responseStart) return { text: preview(d.responseStart, max), error: false };
  return null;
}

/** The body as sent, laid out to read (as sent when it is not JSON). */
export function bodyText(body: string): string {
  try {
    return JSON.stringify(JSON.parse(body), null, 2);
  } catch {
    return body;
  }
}

export const DELIVERIES_EMPTY =
  'Nothing was sent to it yet: a delivery appears here when one of its events happens.';
