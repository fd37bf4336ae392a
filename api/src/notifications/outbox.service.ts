import { ConflictException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { DataSource, type EntityManager } from 'typeorm';
import { AuditService } from '../audit/audit.service';
import type { Principal } from '../platform/access/principal';
import { AdminList } from '../platform/listing/admin-list';
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
import { OutboxMail } from './outbox-mail.entity';

export const MAIL_NOT_FOUND = 'Mail not found.';

/**
 * Writes mails into the outbox and answers the admin's outbox screen. Sending is the
 * OutboxWorker's job; nothing here talks to SMTP, so a submission never waits for mail.
 */
@Injectable()
export class OutboxService implements MailOutbox {
  private readonly listing: AdminList<OutboxMail, OutboxMail>;

  constructor(
    @Inject(DataSource) private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(AuditService) private readonly audit: AuditService,
  ) {
    this.listing = new AdminList(db, {
      entity: OutboxMail,
      alias: 'm',
      search: ['m.to_address', 'm.subject'],
      created: 'm.createdAt',
      view: (m) => m,
    });
  }

  /**
   * Stores `mails` with the caller's `manager`, i.e. inside the caller's transaction: the
   * submission and its mails commit together or not at all. Returns the new outbox ids.
   */
  async enqueue(manager: EntityManager, mails: readonly OutgoingMail[]): Promise<number[]> {
    if (mails.length === 0) return [];
    const { sql, params } = this.insertStatement(mails);
    const rows: Array<{ id: number }> = await manager.query(`${sql} RETURNING id`, params);
    return rows.map((r) => Number(r.id));
  }

  /**
   * One INSERT of `mails` (status 'pending', attempts 0, due now by default), for a caller that
   * stores them in its own statement with the row they belong to.
   */
  insertStatement(mails: readonly OutgoingMail[]): SqlStatement {
    const domain = domainOf(this.config.mail.from.address);
    const params: unknown[] = [];
    const tuples = mails.map((m) => {
      if (!(MAIL_KINDS as readonly string[]).includes(m.kind))
        throw new Error('Outbox: unknown mail kind');
      const name = m.to.name ? headerText(m.to.name, 100) : '';
      const row = [
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
      const first = params.length + 1;
      params.push(...row);
      return `(${row.map((_, i) => `$${first + i}`).join(', ')})`;
    });
    return {
      sql: `INSERT INTO outbox_mails (kind, to_address, to_name, reply_to, subject, text_body,
         html_body, list_unsubscribe, list_unsubscribe_mailto, list_unsubscribe_post, message_id)
         VALUES ${tuples.join(', ')}`,
      params,
    };
  }

  list(q: OutboxListQueryDto): Promise<Page<OutboxMail>> {
    return this.listing.page(q, (qb) => {
      qb.select([
        'm.id',
        'm.kind',
        'm.toAddress',
        'm.subject',
        'm.status',
        'm.attempts',
        'm.lastError',
        'm.nextAttemptAt',
        'm.createdAt',
        'm.sentAt',
      ]);
      if (q.status) qb.andWhere('m.status = :status', { status: q.status });
      if (q.kind) qb.andWhere('m.kind = :kind', { kind: q.kind });
    });
  }

  /**
   * One mail with its bodies (the admin's outbox details), recorded in the audit log: bodies
   * hold personal data, so who read which mail is kept like any other access to it.
   */
  async read(id: number, p: Principal, ip: string | undefined): Promise<OutboxMail> {
    const mail = await this.db.manager.findOne(OutboxMail, { where: { id } });
    if (!mail) throw new NotFoundException(MAIL_NOT_FOUND);
    await this.audit.record(p, 'outbox.read', { id }, ip);
    return mail;
  }

  /** failed → pending, due now, attempts reset; recorded in the audit log in the same transaction. */
  async retry(id: number, p: Principal, ip: string | undefined): Promise<OutboxMail> {
    return this.db.transaction(async (manager) => {
      const rows = (await manager.query(
        `UPDATE outbox_mails
            SET status = 'pending', attempts = 0, next_attempt_at = now(),
                locked_until = NULL, lease_token = NULL
          WHERE id = $1 AND status = 'failed'
          RETURNING id`,
        [id],
      )) as [Array<{ id: number }>, number];
      if (rows[1] === 0) {
        const exists = await manager.findOne(OutboxMail, { where: { id }, select: { id: true } });
        if (!exists) throw new NotFoundException(MAIL_NOT_FOUND);
        throw new ConflictException('Only failed mails can be retried.');
      }
      await this.audit.record(p, 'outbox.retry', { id }, ip, manager);
      return manager.findOneOrFail(OutboxMail, { where: { id } });
    });
  }
}
