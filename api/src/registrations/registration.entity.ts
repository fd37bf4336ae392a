import { Column, Entity } from 'typeorm';
import { PersonSubmission } from '../submissions/person-submission.entity';

/**
 * A session registration. The session's id is kept with a snapshot of its title, date, time and
 * mode, so the admin view and CSV keep what the registrant signed up for even if
 * the session is edited or deleted later (session_id then becomes null).
 */
@Entity('registrations')
export class Registration extends PersonSubmission {
  @Column({ type: 'varchar', length: 200, nullable: true })
  organization: string | null;

  @Column({ type: 'varchar', length: 5000, nullable: true })
  message: string | null;

  @Column({ name: 'session_id', type: 'integer', nullable: true })
  sessionId: number | null;

  /** The session's title at registration time (shown as "Session Name"). */
  @Column({ name: 'session_name', type: 'varchar', length: 200, nullable: true })
  sessionName: string | null;

  @Column({ name: 'session_date', type: 'date', nullable: true })
  sessionDate: string | null;

  @Column({ name: 'session_time', type: 'varchar', length: 100, nullable: true })
  sessionTime: string | null;

  @Column({ name: 'session_mode', type: 'varchar', length: 16, nullable: true })
  sessionMode: string | null;

  @Column({ type: 'varchar', length: 32, default: 'session_registration' })
  source: string;
}
