import {
  CONSENT_COLUMNS,
  HOUR_MS,
  isoText,
  type PersonalDataKind,
  providePersonalData,
} from '../personal-data/personal-data-kind';

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
    select: `SELECT id FROM subscribers
          WHERE status = 'pending' AND coalesce(confirmation_sent_at, created_at) < $1`,
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

/** The provider of the declaration, for the feature module's providers. */
export const SubscriberPersonalData = providePersonalData(SUBSCRIBER_PERSONAL_DATA);
