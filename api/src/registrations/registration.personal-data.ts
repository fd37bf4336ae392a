import {
  CONSENT_COLUMNS,
  DAY_MS,
  DECISION_COLUMNS,
  isoText,
  nullableText,
  type PersonalDataKind,
  providePersonalData,
} from '../personal-data/personal-data-kind';
import { TIME_ZONE } from '../platform/dates/ist';

/** The first instant after an IST `date` expression's day. */
const dayAfter = (date: string) => `((${date}) + 1)::timestamp AT TIME ZONE '${TIME_ZONE}'`;

/** Session registrations: kept RETENTION_REGISTRATIONS_DAYS from the session's (last) day. */
export const REGISTRATION_PERSONAL_DATA: PersonalDataKind = {
  key: 'registrations',
  position: 20,
  table: 'registrations',
  emailColumn: 'email',
  retention: {
    cutoff: (config, now) => new Date(now.getTime() - config.retention.registrationsDays * DAY_MS),
    // From the day after the session (its end date if it has one, the snapshot taken at
    // registration if the session is gone), never from before the registration itself.
    select: `SELECT r.id FROM registrations r LEFT JOIN sessions s ON s.id = r.session_id
          WHERE r.created_at < $1
            AND greatest(r.created_at, ${dayAfter('r.session_date')},
                         ${dayAfter('coalesce(s.end_date, s.date)')}) < $1`,
    result: 'registrations',
    label: 'registrations',
    always: true,
  },
  view: (r) => ({
    id: Number(r.id),
    name: String(r.name),
    phone: nullableText(r.phone),
    session_name: nullableText(r.session_name),
    session_date: r.session_date ? isoText(r.session_date).slice(0, 10) : null,
    created_at: isoText(r.created_at),
  }),
  export: {
    file: 'session-registrations',
    what: 'registrations for sessions',
    columns: [
      'id',
      'name',
      'email',
      'phone',
      'organization',
      'message',
      'session_name',
      'session_date',
      'session_time',
      'session_mode',
      'source',
      ...CONSENT_COLUMNS,
      ...DECISION_COLUMNS,
      'created_at',
    ],
  },
  names: (r) => [String(r.name)],
  notes: { column: 'registration_id', record: 'registration' },
};

/** The provider of the declaration, for the feature module's providers. */
export const RegistrationPersonalData = providePersonalData(REGISTRATION_PERSONAL_DATA);
