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
const DEFAULT_SESSION_TITLE = 'Information Session';
/** The picture of a session saved without an image of its own. */
export const DEFAULT_SESSION_IMAGE = '/images/news-1.svg';

/**
 * An information session. Dates are ISO YYYY-MM-DD, times HH:MM in India time; `time` is the
 * text shown and snapshotted by registrations ("11:00 AM – 12:30 PM IST"), written from the
 * start and end times on every save.
 */
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

  /** The times as text, e.g. "11:00 AM – 12:30 PM IST" (kept as typed for old rows without times). */
  @Column({ type: 'varchar', length: 100 })
  time: string;

  /** HH:MM:SS; null only for an old session whose free-text time could not be read. */
  @Column({ name: 'start_time', type: 'time', nullable: true })
  startTime: string | null;

  @Column({ name: 'end_time', type: 'time', nullable: true })
  endTime: string | null;

  /** Where it happens (an address or room), for offline and hybrid sessions. */
  @Column({ type: 'varchar', length: 300, nullable: true })
  place: string | null;

  @Column({ name: 'meeting_link', type: 'varchar', length: 500, nullable: true })
  meetingLink: string | null;

  /** Seats; null means no limit. Cancelled registrations do not take a seat. */
  @Column({ type: 'integer', nullable: true })
  capacity: number | null;

  @Column({ type: 'varchar', length: 2000, nullable: true })
  description: string | null;

  @Column({ type: 'varchar', length: 16, default: 'online' })
  mode: SessionMode;

  @Column({ type: 'varchar', length: 16, default: 'active' })
  status: SessionStatus;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
