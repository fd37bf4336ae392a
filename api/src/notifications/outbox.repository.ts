import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { SqlStatement } from '../platform/database/sql-statement';
import { AdminList } from '../platform/listing/admin-list';
import type { Page } from '../platform/listing/listing';
import type { OutboxListQueryDto } from './dto/outbox.dto';
import { OutboxMail } from './outbox-mail.entity';

/**
 * The values of one new outbox row, in the INSERT's column order: kind, to_address, to_name,
 * reply_to, subject, text_body, html_body, list_unsubscribe, list_unsubscribe_mailto,
 * list_unsubscribe_post, message_id.
 */
export type OutboxRowValues = [
  kind: string,
  toAddress: string,
  toName: string | null,
  replyTo: string | null,
  subject: string,
  textBody: string,
  htmlBody: string,
  listUnsubscribe: string | null,
  listUnsubscribeMailto: string | null,
  listUnsubscribePost: boolean,
  messageId: string,
];

/** Raw `outbox_mails` row (RETURNING *) → entity shape. */
function fromRow(r: Record<string, unknown>): OutboxMail {
  return Object.assign(new OutboxMail(), {
    id: Number(r.id),
    kind: r.kind,
    toAddress: r.to_address,
    toName: r.to_name,
    replyTo: r.reply_to,
    subject: r.subject,
    textBody: r.text_body,
    htmlBody: r.html_body,
    listUnsubscribe: r.list_unsubscribe,
    listUnsubscribeMailto: r.list_unsubscribe_mailto,
    listUnsubscribePost: r.list_unsubscribe_post === true,
    messageId: r.message_id,
    status: r.status,
    attempts: Number(r.attempts),
    nextAttemptAt: r.next_attempt_at,
    lockedUntil: r.locked_until,
    leaseToken: r.lease_token,
    lastError: r.last_error,
    createdAt: r.created_at,
    sentAt: r.sent_at,
  } as Partial<OutboxMail>);
}

/**
 * The outbox's SQL: its rows are written by the mails' writers (in their transactions), leased
 * and marked by the workers, and read by the admin's outbox screen. Methods that take an
 * EntityManager run inside the caller's transaction; the others run on their own.
 */
@Injectable()
export class OutboxRepository {
  private readonly listing: AdminList<OutboxMail, OutboxMail>;

  constructor(@Inject(DataSource) private readonly db: DataSource) {
    this.listing = new AdminList(db, {
      entity: OutboxMail,
      alias: 'm',
      search: ['m.to_address', 'm.subject'],
      created: 'm.createdAt',
      view: (m) => m,
    });
  }

  /** One INSERT of the rows (status 'pending', attempts 0, due now by default). */
  insertStatement(rows: readonly OutboxRowValues[]): SqlStatement {
    const params: unknown[] = [];
    const tuples = rows.map((row) => {
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

  /** Stores the rows inside the caller's transaction; their new ids, in order. */
  async insert(m: EntityManager, rows: readonly OutboxRowValues[]): Promise<number[]> {
    const { sql, params } = this.insertStatement(rows);
    const inserted: Array<{ id: number }> = await m.query(`${sql} RETURNING id`, params);
    return inserted.map((r) => Number(r.id));
  }

  /** A page of the outbox without the bodies, filtered by status and kind. */
  page(q: OutboxListQueryDto): Promise<Page<OutboxMail>> {
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

  /** One mail with its bodies, or null. */
  findById(id: number): Promise<OutboxMail | null> {
    return this.db.manager.findOne(OutboxMail, { where: { id } });
  }

  /** The mail, which the caller's transaction knows is there (it has just written it). */
  getById(m: EntityManager, id: number): Promise<OutboxMail> {
    return m.findOneOrFail(OutboxMail, { where: { id } });
  }

  /** Whether the mail exists, read inside the caller's transaction. */
  async exists(m: EntityManager, id: number): Promise<boolean> {
    return (await m.findOne(OutboxMail, { where: { id }, select: { id: true } })) !== null;
  }

  /** Whether the mail's row is still there (it may have been erased meanwhile). */
  async stillStored(id: number): Promise<boolean> {
    const [kept] = (await this.db.query(`SELECT 1 FROM outbox_mails WHERE id = $1`, [
      id,
    ])) as unknown[];
    return Boolean(kept);
  }

  /**
   * A failed mail → pending, due now, attempts reset; returns whether it was failed (and so
   * changed).
   */
  async retryFailed(m: EntityManager, id: number): Promise<boolean> {
    const rows = (await m.query(
      `UPDATE outbox_mails
          SET status = 'pending', attempts = 0, next_attempt_at = now(),
              locked_until = NULL, lease_token = NULL
        WHERE id = $1 AND status = 'failed'
        RETURNING id`,
      [id],
    )) as [Array<{ id: number }>, number];
    return rows[1] !== 0;
  }

  /** Rows whose lease ran out after their last allowed attempt become `failed`. */
  async failInterrupted(maxAttempts: number): Promise<void> {
    await this.db.query(
      `UPDATE outbox_mails
          SET status = 'failed', locked_until = NULL, lease_token = NULL,
              last_error = left('Delivery was interrupted on the last attempt; it may or may not have been sent. '
                                || coalesce(last_error, ''), 1000)
        WHERE status = 'sending' AND locked_until <= now() AND attempts >= $1`,
      [maxAttempts],
    );
  }

  /**
   * In one statement, takes up to `limit` due rows nobody else holds, leases them to `token`
   * for `leaseSeconds` and counts the attempt; returns them by id.
   */
  async claimDue(limit: number, leaseSeconds: number, token: string): Promise<OutboxMail[]> {
    const raw = (await this.db.query(
      `WITH due AS (
         SELECT id FROM outbox_mails
          WHERE (status = 'pending' AND next_attempt_at <= now())
             OR (status = 'sending' AND locked_until <= now())
          ORDER BY next_attempt_at, id
          LIMIT $1
          FOR UPDATE SKIP LOCKED
       )
       UPDATE outbox_mails m
          SET status = 'sending', attempts = m.attempts + 1,
              locked_until = now() + make_interval(secs => $2), lease_token = $3
         FROM due
        WHERE m.id = due.id
       RETURNING m.*`,
      [limit, leaseSeconds, token],
    )) as [Array<Record<string, unknown>>, number];
    return raw[0].map(fromRow).sort((a, b) => a.id - b.id);
  }

  /** Extends the lease if `token` still holds it; false when another worker took the row. */
  async renewLease(id: number, token: string, leaseSeconds: number): Promise<boolean> {
    const renewed = (await this.db.query(
      `UPDATE outbox_mails SET locked_until = now() + make_interval(secs => $3)
        WHERE id = $1 AND lease_token = $2 AND status = 'sending'`,
      [id, token, leaseSeconds],
    )) as [unknown, number];
    return renewed[1] !== 0;
  }

  /**
   * Marks a sending mail sent, its bodies replaced by `textBody` / `htmlBody` when given; false
   * when it was no longer sending (or no longer there).
   */
  async markSent(id: number, textBody: string | null, htmlBody: string | null): Promise<boolean> {
    const marked = (await this.db.query(
      `UPDATE outbox_mails
          SET status = 'sent', sent_at = now(), locked_until = NULL, lease_token = NULL,
              text_body = coalesce($2, text_body), html_body = coalesce($3, html_body)
        WHERE id = $1 AND status = 'sending'`,
      [id, textBody, htmlBody],
    )) as [unknown, number];
    return marked[1] !== 0;
  }

  /**
   * A failed attempt of the lease `token` holds: `failed` for good when `final`, else `pending`
   * again in `delaySeconds`; `lastError` kept either way.
   */
  async recordFailure(
    id: number,
    token: string,
    final: boolean,
    lastError: string,
    delaySeconds: number,
  ): Promise<void> {
    await this.db.query(
      `UPDATE outbox_mails
          SET status = CASE WHEN $3::boolean THEN 'failed' ELSE 'pending' END,
              next_attempt_at = CASE WHEN $3::boolean THEN next_attempt_at
                                     ELSE now() + make_interval(secs => $5) END,
              last_error = $4, locked_until = NULL, lease_token = NULL
        WHERE id = $1 AND lease_token = $2`,
      [id, token, final, lastError, delaySeconds],
    );
  }

  /** Deletes the mails sent more than `days` days ago; their ids and how many. */
  async deleteSentBefore(days: number): Promise<{ ids: number[]; count: number }> {
    const r = (await this.db.query(
      `DELETE FROM outbox_mails WHERE status = 'sent' AND sent_at < now() - make_interval(days => $1)
       RETURNING id`,
      [days],
    )) as [Array<{ id: string | number }>, number];
    return { ids: r[0].map((m) => Number(m.id)), count: r[1] };
  }
}
