import {
  Column,
  CreateDateColumn,
  Entity,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';

export const SESSION_MODES = ['online', 'offline', 'hybrid'] as const;
export type SessionMode = (typeof SESSION_MODES)[number];
export const SESSION_STATUSES = ['active', 'inactive', 'expired'] as const;
export type SessionStatus = (typeof SESSION_STATUSES)[number];
export const DEFAULT_SESSION_TITLE = 'Information Session';

/** An information session. The title is optional ('Information Session' when empty); dates are ISO YYYY-MM-DD. */
@Entity('sessions')
export class Session {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'ALWAYS' })
  id: number;

  @Column({ type: 'varchar', length: 200, default: DEFAULT_SESSION_TITLE })
  title: string;

  /** URL of the banner image (an uploaded /api/files/session-images/… or a site image). */
  @Column({ type: 'varchar', length: 500 })
  image: string;

  /** Start date, YYYY-MM-DD (TypeORM hydrates `date` columns as strings). */
  @Column({ type: 'date' })
  date: string;

  /** Optional last day; null means a one-day session. Never before `date`. */
  @Column({ name: 'end_date', type: 'date', nullable: true })
  endDate: string | null;

  /** Free text, e.g. "11:00 AM – 12:30 PM IST". */
  @Column({ type: 'varchar', length: 100 })
  time: string;

  @Column({ type: 'varchar', length: 16, default: 'online' })
  mode: SessionMode;

  @Column({ type: 'varchar', length: 16, default: 'active' })
  status: SessionStatus;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
