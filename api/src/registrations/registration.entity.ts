import { Entity } from 'typeorm';
import { PERSON_FIELDS, PersonSubmission } from '../submissions/person-submission.entity';
import {
  type RecordField,
  receivedField,
  sourceField,
  STATUS_FIELD,
  storeFields,
} from '../submissions/record-fields';

/** Whether the person came, beside the inbox status: staff set it in the Registrations tab. */
export const ATTENDANCES = ['registered', 'attended', 'no_show', 'cancelled'] as const;
export type Attendance = (typeof ATTENDANCES)[number];
export const ATTENDANCE_LABELS: Record<Attendance, string> = {
  registered: 'Registered',
  attended: 'Attended',
  no_show: 'No-show',
  cancelled: 'Cancelled',
};

const text = (length: number) => ({ type: 'varchar', length, nullable: true }) as const;
const nullableText = { type: String, nullable: true } as const;

/**
 * The fields of a session registration, in the CSV's order: the columns of its table, its view
 * in the staff panel, its CSV export, the person's archive and the form's INSERT are read from
 * here (the shared person columns are PersonSubmission's). The session's id is kept with a
 * snapshot of its title, date, time and mode, so the admin view and CSV keep what the registrant
 * signed up for even if the session is edited or deleted later (session_id then becomes null).
 */
export const REGISTRATION_FIELDS: readonly RecordField[] = [
  ...PERSON_FIELDS,
  {
    column: 'organization',
    stored: text(200),
    view: nullableText,
    csv: 'Organization',
    archive: true,
    submitted: true,
  },
  {
    column: 'session_name',
    stored: text(200),
    view: { ...nullableText, description: "The session's title when registering" },
    csv: 'Session Name',
    archive: true,
  },
  {
    column: 'session_id',
    stored: { type: 'integer', nullable: true },
    view: { type: Number, nullable: true, description: 'Null once the session is deleted' },
  },
  {
    column: 'session_date',
    stored: { type: 'date', nullable: true },
    view: { ...nullableText, format: 'date' },
    archive: true,
  },
  { column: 'session_time', stored: text(100), view: nullableText, archive: true },
  { column: 'session_mode', stored: text(16), view: nullableText, archive: true },
  {
    column: 'message',
    stored: text(5000),
    view: nullableText,
    csv: 'Message/Comments',
    archive: true,
    submitted: true,
  },
  {
    column: 'attendance',
    stored: { type: 'varchar', length: 16, default: 'registered' },
    view: {
      enum: ATTENDANCES,
      enumName: 'Attendance',
      description: 'Registered, Attended, No-show or Cancelled (a cancelled one frees its seat)',
    },
    csv: 'Attendance',
    cell: { labels: ATTENDANCE_LABELS },
    archive: true,
  },
  receivedField('Date Registered'),
  sourceField('session_registration'),
  STATUS_FIELD,
];

/** A session registration. */
@Entity('registrations')
export class Registration extends PersonSubmission {
  declare organization: string | null;
  declare sessionName: string | null;
  declare sessionId: number | null;
  declare sessionDate: string | null;
  declare sessionTime: string | null;
  declare sessionMode: string | null;
  declare message: string | null;
  declare attendance: Attendance;
  declare source: string;
}
storeFields(Registration, REGISTRATION_FIELDS);
