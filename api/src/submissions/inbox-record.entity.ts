import { Column, CreateDateColumn, PrimaryGeneratedColumn } from 'typeorm';
import { ConsentRecord } from '../privacy-notice/privacy-notice';

/**
 * The columns of every record staff work like an inbox (contacts, registrations, applications):
 * no table of its own. Who moved it to its status last, and when, is kept for the audit and
 * the person's archive.
 */
export abstract class InboxRecord<S extends string = string> extends ConsentRecord {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'ALWAYS' })
  id: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  /** New until a staff member opens it; the kind's other statuses are set by hand. */
  @Column({ type: 'text', default: 'new' })
  status: S;

  @Column({ name: 'status_changed_at', type: 'timestamptz', nullable: true })
  statusChangedAt: Date | null;

  /** The staff username who changed the status last. */
  @Column({ name: 'status_changed_by', type: 'varchar', length: 64, nullable: true })
  statusChangedBy: string | null;
}
