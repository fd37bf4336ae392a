import { Column } from 'typeorm';
import type { SubmissionStatus } from './inbox-status';
import { InboxRecord } from './inbox-record.entity';
import type { RecordField } from './record-fields';

/**
 * The columns every submission from a visitor has (contacts, registrations): no table of its
 * own. The columns are the same as the migrations create for each table.
 */
export abstract class PersonSubmission extends InboxRecord<SubmissionStatus> {
  @Column({ type: 'varchar', length: 100 })
  name: string;

  /** Trimmed and lower-cased. */
  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ type: 'varchar', length: 10, nullable: true })
  phone: string | null;
}

/** The first fields of a visitor's submission in a kind's field list (columns of this class). */
export const PERSON_FIELDS: readonly RecordField[] = [
  { column: 'id', csv: 'ID', archive: true },
  { column: 'name', csv: 'Name', archive: true, submitted: true },
  { column: 'email', csv: 'Email', archive: true, submitted: true },
  { column: 'phone', csv: 'Phone', archive: true, submitted: true },
];
