import { Column, Entity } from 'typeorm';
import type { ApplicationStatus } from '../submissions/inbox-status';
import { InboxRecord } from '../submissions/inbox-record.entity';
import { type RecordField, receivedField, STATUS_FIELD } from '../submissions/record-fields';
import {
  EXPERIENCE_LABELS,
  type Experience,
  NOTICE_LABELS,
  type NoticePeriod,
} from './application.constants';

export type ApplicationSource = 'jobs_page' | 'careers_page';
export type ResumeType = 'pdf' | 'doc' | 'docx';

/**
 * The fields of an application, in the CSV's order, as its CSV export and the person's archive
 * read them (the résumé's storage key stays out of both). Only `csv`, `cell` and `archive` apply
 * here: the columns are this class's own, and the two forms store and mail an application
 * through application-forms.ts.
 */
export const APPLICATION_FIELDS: readonly RecordField[] = [
  { column: 'id', csv: 'ID', archive: true },
  { column: 'first_name', csv: 'First Name', archive: true },
  { column: 'last_name', csv: 'Last Name', archive: true },
  { column: 'email', csv: 'Email', archive: true },
  { column: 'phone_number', csv: 'Phone', archive: true },
  { column: 'job_position', csv: 'Job Position', archive: true },
  { column: 'experience', csv: 'Experience', cell: { labels: EXPERIENCE_LABELS }, archive: true },
  { column: 'notice_period', csv: 'Notice Period', cell: { labels: NOTICE_LABELS }, archive: true },
  { column: 'salary_expectation', csv: 'Salary Expectation', archive: true },
  { column: 'reason_for_leaving_prev_job', archive: true },
  { column: 'linkedin', csv: 'LinkedIn', archive: true },
  { column: 'resume_name', archive: true },
  { column: 'resume_type', archive: true },
  { column: 'resume_size', archive: true },
  { column: 'source', csv: 'Source', archive: true },
  receivedField('Date Applied'),
  STATUS_FIELD,
];

/** A career application from either public form; the resume is a private storage object. */
@Entity('applications')
export class Application extends InboxRecord<ApplicationStatus> {
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
  reasonForLeavingPrevJob: string | null;

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
}
