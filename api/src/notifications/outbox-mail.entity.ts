import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

export type OutboxStatus = 'pending' | 'sending' | 'sent' | 'failed';

/** One mail waiting in, being sent from, or done with the outbox (table `outbox_mails`). */
@Entity('outbox_mails')
export class OutboxMail {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'ALWAYS', type: 'integer' })
  id: number;

  /** e.g. 'contact.staff', 'registration.confirmation' (see MailKind). */
  @Column({ type: 'varchar', length: 48 })
  kind: string;

  @Column({ name: 'to_address', type: 'varchar', length: 254 })
  toAddress: string;

  @Column({ name: 'to_name', type: 'varchar', length: 200, nullable: true })
  toName: string | null;

  @Column({ name: 'reply_to', type: 'varchar', length: 254, nullable: true })
  replyTo: string | null;

  @Column({ type: 'varchar', length: 300 })
  subject: string;

  @Column({ name: 'text_body', type: 'text' })
  textBody: string;

  @Column({ name: 'html_body', type: 'text' })
  htmlBody: string;

  @Column({ name: 'list_unsubscribe', type: 'varchar', length: 2000, nullable: true })
  listUnsubscribe: string | null;

  /** The mailto: URL List-Unsubscribe offers beside the https one. */
  @Column({ name: 'list_unsubscribe_mailto', type: 'varchar', length: 1000, nullable: true })
  listUnsubscribeMailto: string | null;

  /** List-Unsubscribe-Post: the https URL unsubscribes on a POST (RFC 8058 one-click). */
  @Column({ name: 'list_unsubscribe_post', type: 'boolean', default: false })
  listUnsubscribePost: boolean;

  /** Fixed at enqueue, so a mail delivered twice (at-least-once) carries the same Message-ID. */
  @Column({ name: 'message_id', type: 'varchar', length: 200 })
  messageId: string;

  @Column({ type: 'varchar', length: 16, default: 'pending' })
  status: OutboxStatus;

  @Column({ type: 'integer', default: 0 })
  attempts: number;

  @Column({ name: 'next_attempt_at', type: 'timestamptz' })
  nextAttemptAt: Date;

  @Column({ name: 'locked_until', type: 'timestamptz', nullable: true })
  lockedUntil: Date | null;

  @Column({ name: 'lease_token', type: 'uuid', nullable: true })
  leaseToken: string | null;

  @Column({ name: 'last_error', type: 'varchar', length: 1000, nullable: true })
  lastError: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'sent_at', type: 'timestamptz', nullable: true })
  sentAt: Date | null;
}
