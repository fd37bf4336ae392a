import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { ListQueryDto } from '../../platform/listing/list-query.dto';
import { PageOf } from '../../platform/listing/page.views';
import { MAIL_KINDS, type MailKind } from '../mail-message';
import type { OutboxMail, OutboxStatus } from '../outbox-mail.entity';
import { MASKED_SECRET, maskMailSecrets } from '../mail-secrets';
import { mailKindWords, mailProblem } from '../mail-words';
import { DetailOf } from '../../platform/listing/page.views';

const STATUSES: OutboxStatus[] = ['pending', 'sending', 'sent', 'failed'];

/** The outbox list: page, search (recipient or subject), created-at range, status and kind. */
export class OutboxListQueryDto extends ListQueryDto {
  @ApiPropertyOptional({ enum: STATUSES })
  @IsOptional()
  @IsIn(STATUSES, { message: `status must be one of ${STATUSES.join(', ')}.` })
  status?: OutboxStatus;

  @ApiPropertyOptional({ enum: MAIL_KINDS })
  @IsOptional()
  @IsIn(MAIL_KINDS, { message: 'kind is not a known mail kind.' })
  kind?: MailKind;
}

export class OutboxMailView {
  @ApiProperty({ example: 42 })
  id: number;

  @ApiProperty({ enum: MAIL_KINDS, example: 'contact.staff' })
  kind: string;

  @ApiProperty({ example: 'Reply to a contact message', description: 'The kind in words' })
  kind_label: string;

  @ApiProperty({ example: 'info@kavach.example' })
  to: string;

  @ApiProperty({ example: 'New contact message from Asha Rao' })
  subject: string;

  @ApiProperty({ enum: STATUSES })
  status: OutboxStatus;

  @ApiProperty({ example: 1 })
  attempts: number;

  @ApiProperty({ type: String, nullable: true, example: 'connect ECONNREFUSED 127.0.0.1:25' })
  last_error: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    example:
      'The mail server could not be reached. Check that it is running and the SMTP settings are right, then Retry.',
    description: 'What went wrong, as a sentence to act on; null when nothing did',
  })
  problem: string | null;

  @ApiProperty({ description: 'When the next attempt is due (pending mails)' })
  next_attempt_at: string;

  @ApiProperty()
  created_at: string;

  @ApiProperty({ type: String, nullable: true })
  sent_at: string | null;

  static of(m: OutboxMail): OutboxMailView {
    return {
      id: m.id,
      kind: m.kind,
      kind_label: mailKindWords(m.kind),
      to: m.toAddress,
      subject: maskMailSecrets(m.subject),
      status: m.status,
      attempts: m.attempts,
      last_error: m.lastError,
      problem: mailProblem(m.lastError, m.status),
      next_attempt_at: m.nextAttemptAt.toISOString(),
      created_at: m.createdAt.toISOString(),
      sent_at: m.sentAt ? m.sentAt.toISOString() : null,
    };
  }
}

/**
 * One mail as it was sent: the list's fields and its bodies, with the secret of every
 * single-use link masked (`…/newsletter/confirm?token=••••••`).
 */
export class OutboxMailDetailView extends OutboxMailView {
  @ApiProperty({ type: String, nullable: true }) to_name: string | null;
  @ApiProperty({ type: String, nullable: true }) reply_to: string | null;
  @ApiProperty({
    description: `The plain-text body as sent, single-use links' secrets shown as ${MASKED_SECRET}`,
  })
  text: string;
  @ApiProperty({
    description: `The HTML body as sent, single-use links' secrets shown as ${MASKED_SECRET}: never insert it into the panel; show it in a sandboxed frame`,
  })
  html: string;

  static detail(m: OutboxMail): OutboxMailDetailView {
    return {
      ...OutboxMailView.of(m),
      to_name: m.toName,
      reply_to: m.replyTo,
      text: maskMailSecrets(m.textBody),
      html: maskMailSecrets(m.htmlBody),
    };
  }
}

export class OutboxMailDetail extends DetailOf(OutboxMailDetailView) {}

export class OutboxPage extends PageOf(OutboxMailView, { estimated: true }) {}

export class OutboxRetryResponse {
  @ApiProperty({ example: true })
  success: true;

  @ApiProperty({ example: 'The mail will be sent again.' })
  message: string;

  @ApiProperty({ type: OutboxMailView })
  mail: OutboxMailView;
}
