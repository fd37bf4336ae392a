import { Permission } from '../platform/access/permissions';
import { filteredExportName } from '../platform/csv/export-format';
import {
  CONSENT_COLUMNS,
  HOUR_MS,
  isoText,
  type PersonalDataKind,
} from '../personal-data/personal-data-kind';
import { csvFields, type RecordField } from '../submissions/record-fields';
import { STATUS_LABELS } from './dto/subscriber.views';
import { SUBSCRIBER_STATUSES, type SubscriberStatus } from './subscriber.entity';
import { UNCONFIRMED_BEFORE } from './subscribers.repository';

const NO_SUBSCRIBERS_IN_RANGE = 'No subscription records found for the selected date range.';

/** A subscriber as the CSV export reads it, in the CSV's order. */
const SUBSCRIBER_FIELDS: readonly RecordField[] = [
  { column: 'id', csv: 'ID' },
  { column: 'email', csv: 'Email' },
  { column: 'created_at', csv: 'Date Subscribed', cell: 'date-time' },
  { column: 'status', csv: 'Status', cell: { labels: STATUS_LABELS } },
];

/**
 * Newsletter subscribers, declared once: the Subscribers tab's list, export and delete (one
 * status at a time, confirmed unless asked), and what the privacy desk and the purge do.
 */
export const SUBSCRIBER_KIND = {
  table: 'subscribers',
  statuses: SUBSCRIBER_STATUSES,
  permissions: { read: Permission.SubscribersRead, delete: Permission.SubscribersDelete },
  /** The columns the export searches (the list's source, in the repository, searches the same). */
  list: { search: ['email'] },
  csv: {
    ...csvFields(SUBSCRIBER_FIELDS),
    empty: NO_SUBSCRIBERS_IN_RANGE,
    /** One status alone goes to a file of its own (`…_confirmed.csv`, `…_pending.csv`). */
    filename: (status: SubscriberStatus | 'all', from?: string, to?: string) => {
      const name = filteredExportName('subscription_details', from, to);
      return status === 'all' ? name : name.replace(/\.csv$/, `_${status}.csv`);
    },
  },
  audit: { delete: 'subscriber.delete', export: 'subscribers.export' },
} as const;

/**
 * Newsletter subscriptions: kept until the person unsubscribes or asks for erasure; a sign-up
 * nobody confirmed goes NEWSLETTER_CONFIRM_HOURS after its last confirmation mail (its link works
 * until then), else after the sign-up.
 */
export const SUBSCRIBER_PERSONAL_DATA: PersonalDataKind = {
  key: 'subscribers',
  position: 30,
  table: 'subscribers',
  emailColumn: 'email',
  retention: {
    cutoff: (config, now) => new Date(now.getTime() - config.newsletter.confirmHours * HOUR_MS),
    select: UNCONFIRMED_BEFORE,
    result: 'pendingSubscribers',
    label: 'unconfirmed sign-ups',
    always: false,
  },
  view: (r) => ({
    id: Number(r.id),
    email: String(r.email),
    created_at: isoText(r.created_at),
  }),
  export: {
    file: 'newsletter-subscriptions',
    what: 'newsletter subscriptions (any status)',
    columns: [
      'id',
      'email',
      'status',
      'confirmation_sent_at',
      'confirmed_at',
      ...CONSENT_COLUMNS,
      'created_at',
    ],
  },
};
