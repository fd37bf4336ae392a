import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { EditedRecord } from '../platform/database/edited-record';
import type { RichTextDoc } from '../rich-text/rich-text';

/** A draft is written and tested; `sending` queues it to the recipients; `sent` when all are queued. */
export const NEWSLETTER_STATUSES = ['draft', 'sending', 'sent'] as const;
export type NewsletterStatus = (typeof NEWSLETTER_STATUSES)[number];

/** A newsletter's words in one language. */
export interface NewsletterVersion {
  subject: string;
  body: string;
  doc: RichTextDoc | null;
}

/** The languages a newsletter may also be written in (English is the newsletter itself). */
export const NEWSLETTER_LANGUAGES = ['hi', 'mr'] as const;
type NewsletterLanguage = (typeof NEWSLETTER_LANGUAGES)[number];
export type NewsletterTranslations = Partial<Record<NewsletterLanguage, NewsletterVersion>>;

/** A newsletter staff write and send to confirmed subscribers (table `newsletters`). */
@Entity('newsletters')
export class Newsletter extends EditedRecord {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'ALWAYS' })
  id: number;

  @Column({ type: 'varchar', length: 150 })
  subject: string;

  /** Plain text; paragraphs are separated by blank lines. The text of `doc` when there is one. */
  @Column({ type: 'text' })
  body: string;

  /** The rich text (the panel's editor), sent with its headings, lists and links; null: plain. */
  @Column({ type: 'jsonb', nullable: true })
  doc: RichTextDoc | null;

  /**
   * Its Hindi and Marathi versions, where written: a subscriber who chose one gets it, anyone
   * else the English.
   */
  @Column({ type: 'jsonb', default: () => `'{}'` })
  translations: NewsletterTranslations;

  /** The uploaded images its text shows (textOf): the media library's "used by". */
  @Column({ name: 'image_names', type: 'text', array: true, default: () => `'{}'`, select: false })
  imageNames: string[];

  @Column({ type: 'varchar', length: 16, default: 'draft' })
  status: NewsletterStatus;

  @Column({ name: 'send_started_at', type: 'timestamptz', nullable: true })
  sendStartedAt: Date | null;

  @Column({ name: 'sent_at', type: 'timestamptz', nullable: true })
  sentAt: Date | null;

  /** The confirmed subscribers when sending began (0 for a draft). */
  @Column({ type: 'integer', default: 0 })
  recipients: number;

  /** The figures once every mail is done, kept so the outbox's retention does not change them. */
  @Column({ name: 'final_sent', type: 'integer', nullable: true })
  finalSent: number | null;

  @Column({ name: 'final_failed', type: 'integer', nullable: true })
  finalFailed: number | null;

  @Column({ name: 'final_skipped', type: 'integer', nullable: true })
  finalSkipped: number | null;
}
