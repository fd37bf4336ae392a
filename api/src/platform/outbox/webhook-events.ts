import type { EntityManager } from 'typeorm';
import type { SqlStatement } from '../database/sql-statement';
import { Permission } from '../access/permissions';

/**
 * The events a webhook can subscribe to. An event is thin: it names what happened and the
 * record's id (and a few non-personal facts), never the person's data. A receiver reads the
 * record through the API with an integration token, where permissions and the audit log apply,
 * and an erased record leaves no copy in a delivery waiting to be retried.
 */
export const WEBHOOK_EVENTS = {
  'contact.received': {
    permission: Permission.ContactsRead,
    words: 'A contact message came in',
    read: 'GET /api/admin/contacts/{id}',
  },
  'registration.received': {
    permission: Permission.RegistrationsRead,
    words: 'Someone registered for a session',
    read: 'GET /api/admin/registrations/{id}',
  },
  'registration.cancelled': {
    permission: Permission.RegistrationsRead,
    words: 'A registration was marked Cancelled',
    read: 'GET /api/admin/registrations/{id}',
  },
  'application.received': {
    permission: Permission.ApplicationsRead,
    words: 'A job application came in',
    read: 'GET /api/admin/applications/{id}',
  },
  'application.status_changed': {
    permission: Permission.ApplicationsRead,
    words: "An application's status changed",
    read: 'GET /api/admin/applications/{id}',
  },
  'subscriber.confirmed': {
    permission: Permission.SubscribersRead,
    words: 'A newsletter subscriber confirmed their address',
    read: 'GET /api/admin/subscribers/{id}',
  },
  'subscriber.removed': {
    permission: Permission.SubscribersRead,
    words: 'A subscriber unsubscribed or was deleted',
    read: null,
  },
  'content.published': {
    permission: Permission.ContentEdit,
    words: 'Content went live',
    read: 'GET /api/admin/content/{kind}/{id}',
  },
  'content.unpublished': {
    permission: Permission.ContentEdit,
    words: 'Content was taken off the site',
    read: 'GET /api/admin/content/{kind}/{id}',
  },
  'newsletter.sent': {
    permission: Permission.NewslettersSend,
    words: 'A newsletter was sent to every confirmed subscriber',
    read: 'GET /api/admin/newsletters/{id}',
  },
} as const satisfies Record<string, { permission: Permission; words: string; read: string | null }>;

export type WebhookEventType = keyof typeof WEBHOOK_EVENTS;
export const WEBHOOK_EVENT_TYPES = Object.keys(WEBHOOK_EVENTS) as WebhookEventType[];

/** An item of the site's content; `live_at`: when a published one is on the site (a scheduled one: later). */
interface ContentEventData {
  kind: string;
  id: number;
  slug: string;
  live_at: string | null;
}

/** What each event's `data` holds (the id of its record always). */
interface WebhookEventData {
  'contact.received': { id: number };
  'registration.received': { id: number; session_id: number };
  'registration.cancelled': { id: number };
  'application.received': { id: number };
  'application.status_changed': { id: number; from: string; to: string };
  'subscriber.confirmed': { id: number };
  'subscriber.removed': { id: number; reason: 'unsubscribed' | 'deleted' };
  'content.published': ContentEventData;
  'content.unpublished': ContentEventData;
  'newsletter.sent': { id: number; recipients: number };
}

/** One event: its type and its data. */
export type WebhookEvent = {
  [T in WebhookEventType]: { type: T; data: WebhookEventData[T] };
}[WebhookEventType];

/** An event about a row a statement inserts: its data without the id the INSERT returns. */
export type InsertedRecordEvent = {
  [T in WebhookEventType]: { type: T; data: Omit<WebhookEventData[T], 'id'> };
}[WebhookEventType];

/**
 * What a writer of events needs of the webhooks' outbox: the deliveries of its events stored
 * with the change they report, in the same transaction or the same statement, so a change is
 * never reported without having happened and never happens without being reported.
 */
export interface WebhookOutbox {
  /** Stores a delivery of each event for every live endpoint subscribed to it, in `manager`'s transaction. */
  record(manager: EntityManager, events: readonly WebhookEvent[]): Promise<void>;
  /**
   * The same as one statement, for an event about the row that the WITH clause `recordCte`
   * inserted (`… RETURNING id`): its id goes into the event's data.
   */
  recordStatement(event: InsertedRecordEvent, recordCte: string): SqlStatement;
}

/** The injection token of the WebhookOutbox (provided by the webhooks feature). */
export const WEBHOOK_OUTBOX = Symbol('WEBHOOK_OUTBOX');
