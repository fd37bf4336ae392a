import {
  CONSENT_COLUMNS,
  DAY_MS,
  DECISION_COLUMNS,
  isoText,
  nullableText,
  type PersonalDataKind,
  providePersonalData,
} from '../personal-data/personal-data-kind';

/** Contact messages: kept RETENTION_CONTACTS_DAYS from receipt. */
export const CONTACT_PERSONAL_DATA: PersonalDataKind = {
  key: 'contacts',
  position: 10,
  table: 'contacts',
  emailColumn: 'email',
  retention: {
    cutoff: (config, now) => new Date(now.getTime() - config.retention.contactsDays * DAY_MS),
    select: `SELECT id FROM contacts WHERE created_at < $1`,
    result: 'contacts',
    label: 'contacts',
    always: true,
  },
  view: (r) => ({
    id: Number(r.id),
    name: String(r.name),
    phone: nullableText(r.phone),
    message: String(r.message ?? '').slice(0, 300),
    created_at: isoText(r.created_at),
  }),
  export: {
    file: 'contact-messages',
    what: 'messages sent through the contact form',
    columns: [
      'id',
      'name',
      'email',
      'phone',
      'message',
      'source',
      ...CONSENT_COLUMNS,
      ...DECISION_COLUMNS,
      'created_at',
    ],
  },
  names: (r) => [String(r.name)],
  notes: { column: 'contact_id', record: 'contact' },
};

/** The provider of the declaration, for the feature module's providers. */
export const ContactPersonalData = providePersonalData(CONTACT_PERSONAL_DATA);
