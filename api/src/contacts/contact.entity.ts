import { Column, Entity } from 'typeorm';
import { PersonSubmission } from '../submissions/person-submission.entity';

/** A contact-form submission. */
@Entity('contacts')
export class Contact extends PersonSubmission {
  @Column({ type: 'varchar', length: 5000 })
  message: string;

  /** Where the message came from: always 'website' for the public form; shown in the admin and CSV. */
  @Column({ type: 'varchar', length: 32, default: 'website' })
  source: string;
}
