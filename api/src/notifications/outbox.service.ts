import { ConflictException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { DataSource, type EntityManager } from 'typeorm';
import { AuditService } from '../audit/audit.service';
import type { Principal } from '../platform/access/principal';
import type { Page } from '../platform/listing/listing';
import { APP_CONFIG, type AppConfig } from '../platform/config/app-config';
import type { SqlStatement } from '../platform/database/sql-statement';
import type { MailOutbox, OutgoingMail } from '../platform/outbox/outbox-port';
import type { OutboxListQueryDto } from './dto/outbox.dto';
import { MAIL_KINDS } from './mail-message';
import {
  assertMailAddress,
  assertMailtoUrl,
  assertWebUrl,
  domainOf,
  headerText,
  isMailAddress,
} from './mail-safety';
import type { OutboxMail } from './outbox-mail.entity';
import { OutboxRepository, type OutboxRowValues } from './outbox.repository';

export const MAIL_NOT_FOUND = 'Mail not found.';

/**
 * Writes mails into the outbox and answers the admin's outbox screen. Sending is the
 * OutboxWorker's job; nothing here talks to SMTP, so a submission never waits for mail.
 */
@Injectable()
export class OutboxService implements MailOutbox {
  constructor(
    @Inject(DataSource) private readonly db: DataSource,
    @Inject(OutboxRepository) private readonly mails: OutboxRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(AuditService) private readonly audit: AuditService,
  ) {}

  /**
   * Stores `mails` with the caller's `manager`, i.e. inside the caller's transaction: the
   * submission and its mails commit together or not at all. Returns the new outbox ids.
   */
  async enqueue(manager: EntityManager, mails: readonly OutgoingMail[]): Promise<number[]> {
    if (mails.length === 0) return [];
    return this.mails.insert(manager, this.rowsOf(mails));
  }

  /**
   * One INSERT of `mails` (status 'pending', attempts 0, due now by default), for a caller that
   * stores them in its own statement with the row they belong to.
   */
  insertStatement(mails: readonly OutgoingMail[]): SqlStatement {
    return this.mails.insertStatement(this.rowsOf(mails));
  }

  /** Each mail's row values, checked: a kind, an address or a link that is not safe is refused. */
  private rowsOf(mails: readonly OutgoingMail[]): OutboxRowValues[] {
    const domain = domainOf(this.config.mail.from.address);
    return mails.map((m) => {
      if (!(MAIL_KINDS as readonly string[]).includes(m.kind))
        throw new Error('Outbox: unknown mail kind');
      const name = m.to.name ? headerText(m.to.name, 100) : '';
      return [
        m.kind,
        assertMailAddress(m.to.address, 'recipient'),
        name || null,
        m.replyTo && isMailAddress(m.replyTo) ? m.replyTo : null,
        headerText(m.subject, 200) || '(no subject)',
        m.text,
        m.html,
        m.listUnsubscribe ? assertWebUrl(m.listUnsubscribe.url, 'List-Unsubscribe URL') : null,
        m.listUnsubscribe?.mailto
          ? assertMailtoUrl(m.listUnsubscribe.mailto, 'List-Unsubscribe mailto')
          : null,
        m.listUnsubscribe?.oneClick === true,
        `<${randomUUID()}@${domain}>`,
      ];
    });
  }

  list(q: OutboxListQueryDto): Promise<Page<OutboxMail>> {
    return this.mails.page(q);
  }

  /**
   * One mail with its bodies (the admin's outbox details), recorded in the audit log: bodies
   * hold personal data, so who read which mail is kept like any other access to it.
   */
  async read(id: number, p: Principal, ip: string | undefined): Promise<OutboxMail> {
    const mail = await this.mails.findById(id);
    if (!mail) throw new NotFoundException(MAIL_NOT_FOUND);
    await this.audit.record(p, 'outbox.read', { id }, ip);
    return mail;
  }

  /** failed → pending, due now, attempts reset; recorded in the audit log in the same transaction. */
  async retry(id: number, p: Principal, ip: string | undefined): Promise<OutboxMail> {
    return this.db.transaction(async (manager) => {
      if (!(await this.mails.retryFailed(manager, id))) {
        if (!(await this.mails.exists(manager, id))) throw new NotFoundException(MAIL_NOT_FOUND);
        throw new ConflictException('Only failed mails can be retried.');
      }
      await this.audit.record(p, 'outbox.retry', { id }, ip, manager);
      return this.mails.getById(manager, id);
    });
  }
}
