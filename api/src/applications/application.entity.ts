import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { ConsentRecord } from '../privacy-notice/privacy-notice';
import type { ApplicationStatus } from '../submissions/inbox-status';
import type { Experience, NoticePeriod } from './application.constants';

export type ApplicationSource = 'jobs_page' | 'careers_page';
export type ResumeType = 'pdf' | 'doc' | 'docx';

/** A career application from either public form; the resume is a private storage object. */
@Entity('applications')
export class Application extends ConsentRecord {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'ALWAYS' })
  id: number;

  @Column({ name: 'first_name', type: 'varchar', length: 100 })
  firstName: string;

  @Column({ name: 'last_name', type: 'varchar', length: 100 })
  lastName: string;

  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ name: 'phone_number', type: 'varchar', length: 10 })
  phoneNumber: string;

  @Column({ name: 'job_position', type: 'varchar', length: 200 })
  jobPosition: string;

  @Column({ type: 'varchar', length: 4 })
  experience: Experience;

  @Column({ name: 'notice_period', type: 'varchar', length: 9 })
  noticePeriod: NoticePeriod;

  @Column({ name: 'salary_expectation', type: 'varchar', length: 100 })
  salaryExpectation: string;

  @Column({ name: 'reason_for_leaving_prev_job', type: 'text', nullable: true })
  reasonForLeaving: string | null;

  @Column({ type: 'varchar', length: 300, nullable: true })
  linkedin: string | null;

  /** Server-generated storage key (resumes/<uuid>.<ext>); never sent to clients. */
  @Column({ name: 'resume_key', type: 'varchar', length: 100, nullable: true })
  resumeKey: string | null;

  /** The applicant's file name, kept as metadata only. */
  @Column({ name: 'resume_name', type: 'varchar', length: 255, nullable: true })
  resumeName: string | null;

  @Column({ name: 'resume_type', type: 'varchar', length: 8, nullable: true })
  resumeType: ResumeType | null;

  @Column({ name: 'resume_size', type: 'integer', nullable: true })
  resumeSize: number | null;

  @Column({ type: 'varchar', length: 16 })
  source: ApplicationSource;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  /** Where HR has the application in its pipeline; New until someone opens it (then Reviewed). */
  @Column({ type: 'text', default: 'new' })
  status: ApplicationStatus;

  @Column({ name: 'status_changed_at', type: 'timestamptz', nullable: true })
  statusChangedAt: Date | null;

  /** The staff username who changed the status last. */
  @Column({ name: 'status_changed_by', type: 'varchar', length: 64, nullable: true })
  statusChangedBy: string | null;
}
