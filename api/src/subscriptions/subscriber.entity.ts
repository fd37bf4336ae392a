import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { SiteLanguage } from '../notifications/mail-languages';
import { ConsentRecord } from '../privacy-notice/privacy-notice';

/** `pending` until the address confirms the sign-up (double opt-in); only `confirmed` get mail. */
export type SubscriberStatus = 'pending' | 'confirmed';
export const SUBSCRIBER_STATUSES: readonly SubscriberStatus[] = ['confirmed', 'pending'];

/** A newsletter subscriber (one row per address, whatever its status). */
@Entity('subscribers')
export class Subscriber extends ConsentRecord {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'ALWAYS' })
  id: number;

  /** Trimmed and lower-cased; unique on lower(email). */
  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ type: 'varchar', length: 16, default: 'pending' })
  status: SubscriberStatus;

  /** When the address confirmed; null while pending, and for subscribers from before double opt-in. */
  @Column({ name: 'confirmed_at', type: 'timestamptz', nullable: true })
  confirmedAt: Date | null;

  /** The last confirmation mail (one per interval; the purge of unconfirmed sign-ups counts from it). */
  @Column({ name: 'confirmation_sent_at', type: 'timestamptz', nullable: true })
  confirmationSentAt: Date | null;

  /** The language of the page it signed up on: its confirmation and welcome are written in it. */
  @Column({ type: 'varchar', length: 2, default: 'en' })
  language: SiteLanguage;

  /** The sign-up. */
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
