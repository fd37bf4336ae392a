import {
  Column,
  CreateDateColumn,
  Entity,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import type { JobDepartment, JobMode, JobStatus, JobType } from './job.constants';

@Entity('jobs')
export class Job {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'ALWAYS' })
  id: number;

  @Column({ type: 'varchar', length: 200 })
  title: string;

  @Column({ type: 'varchar', length: 200 })
  company: string;

  @Column({ type: 'varchar', length: 32 })
  department: JobDepartment;

  @Column({ type: 'varchar', length: 200 })
  location: string;

  @Column({ type: 'varchar', length: 32 })
  type: JobType;

  @Column({ type: 'varchar', length: 32 })
  mode: JobMode;

  @Column({ type: 'text' })
  description: string;

  @Column({ type: 'text' })
  requirements: string;

  @Column({ type: 'text' })
  responsibilities: string;

  @Column({ name: 'salary_range', type: 'varchar', length: 200 })
  salaryRange: string;

  @Column({ type: 'varchar', length: 16 })
  status: JobStatus;

  /** ISO date (TypeORM hydrates `date` columns as 'YYYY-MM-DD' strings). */
  @Column({ name: 'posted_date', type: 'date' })
  postedDate: string;

  @Column({ name: 'application_deadline', type: 'date', nullable: true })
  applicationDeadline: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
