import { Column, CreateDateColumn, PrimaryGeneratedColumn } from 'typeorm';
import type { SubmissionStatus } from './inbox-status';
import { ConsentRecord } from '../privacy-notice/privacy-notice';

/**
 * The columns every submission from a visitor has (contacts, registrations): no table of its
 * own. The columns are the same as the migrations create for each table.
 */
export abstract class PersonSubmission extends ConsentRecord {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'ALWAYS' })
  id: number;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  /** Trimmed and lower-cased. */
  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ type: 'varchar', length: 10, nullable: true })
  phone: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  /** New until a staff member opens it (then Read); Replied and Closed are set by hand. */
  @Column({ type: 'text', default: 'new' })
  status: SubmissionStatus;

  @Column({ name: 'status_changed_at', type: 'timestamptz', nullable: true })
  statusChangedAt: Date | null;

  /** The staff username who changed the status last. */
  @Column({ name: 'status_changed_by', type: 'varchar', length: 64, nullable: true })
  statusChangedBy: string | null;
}
