import {
  BadRequestException,
  ConflictException,
  Inject,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import type { Response } from 'express';
import { DataSource } from 'typeorm';
import type { Principal } from '../auth/auth.service';
import { AuditService } from '../audit/audit.service';
import { countRows, streamCsv } from '../common/csv/csv';
import { filteredExportName, formatDateTime } from '../common/csv/export-format';
import { TIME_ZONE, applySearchAndRange, paginate } from '../common/listing/listing';
import { UnfilteredCount } from '../common/listing/unfiltered-count';
import type { ListQueryDto } from '../common/listing/list-query.dto';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { BAD_UNSUBSCRIBE_LINK } from './dto/create-subscription.dto';
import {
  toSubscriberView,
  type SubscriberDetailView,
  type SubscribersExportQueryDto,
  type SubscribersPage,
} from './dto/subscriber.views';
import { Subscriber } from './subscriber.entity';
import { UnsubscribeTokens } from './unsubscribe-token';
import { MailComposer } from '../notifications/mail-composer';
import { OutboxService } from '../notifications/outbox.service';

export const ALREADY_SUBSCRIBED = 'Email is already subscribed.';
export const NO_SUBSCRIBERS_IN_RANGE = 'No subscription records found for the selected date range.';

@Injectable()
export class SubscriptionsService {
  private readonly tokens: UnsubscribeTokens;
  private readonly all = new UnfilteredCount(() => this.db.getRepository(Subscriber).count());

  constructor(
    @Inject(DataSource) private readonly db: DataSource,
    @Inject(AuditService) private readonly audit: AuditService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(OutboxService) private readonly outbox: OutboxService,
    @Inject(MailComposer) private readonly mails: MailComposer,
  ) {
    this.tokens = new UnsubscribeTokens(config.jwt.secret);
  }

  /** One statement: the unique index on lower(email) decides, so concurrent duplicates get 409. */
  async subscribe(email: string): Promise<number> {
    // The row and its welcome mail (with the unsubscribe link) commit together.
    return this.db.transaction(async (m) => {
      const rows: { id: number }[] = await m.query(
        `INSERT INTO subscribers (email) VALUES ($1)
         ON CONFLICT ((lower(email))) DO NOTHING RETURNING id`,
        [email],
      );
      if (rows.length === 0) throw new ConflictException(ALREADY_SUBSCRIBED);
      await this.outbox.enqueue(
        m,
        this.mails.newsletterWelcome(email, this.unsubscribeUrl(rows[0].id)),
      );
      return rows[0].id;
    });
  }

  /** The signed token of a subscriber, for the unsubscribe link of newsletter mails. */
  unsubscribeToken(id: number): string {
    return this.tokens.sign(id);
  }

  unsubscribeUrl(id: number): string {
    const base = this.config.publicSiteUrl.replace(/\/+$/, '');
    return `${base}/api/subscriptions/unsubscribe?token=${encodeURIComponent(this.tokens.sign(id))}`;
  }

  /** Removes the subscription the token names; a second click on the same link also succeeds. */
  async unsubscribe(token: string): Promise<void> {
    const id = this.tokens.verify(token);
    if (id === null) {
      throw new BadRequestException({
        message: BAD_UNSUBSCRIBE_LINK,
        details: { token: BAD_UNSUBSCRIBE_LINK },
      });
    }
    await this.db.query(`DELETE FROM subscribers WHERE id = $1`, [id]);
  }

  async list(q: ListQueryDto): Promise<SubscribersPage> {
    const repo = this.db.getRepository(Subscriber);
    const qb = repo
      .createQueryBuilder('s')
      .orderBy('s.createdAt', 'DESC')
      .addOrderBy('s.id', 'DESC');
    applySearchAndRange(qb, { ...q, columns: ['s.email'], dateColumn: 's.createdAt' });
    // Today (IST) and the last 7 days are counted over all subscribers, each an index range scan.
    const statsSql = `SELECT
        (SELECT count(*) FROM subscribers
          WHERE created_at >= (date_trunc('day', now() AT TIME ZONE '${TIME_ZONE}') AT TIME ZONE '${TIME_ZONE}')) AS today,
        (SELECT count(*) FROM subscribers WHERE created_at >= now() - interval '7 days') AS week`;
    const [page, stats] = await Promise.all([
      paginate(qb, q.page, q.pageSize),
      this.db.query(statsSql) as Promise<{ today: string; week: string }[]>,
    ]);
    const filtered = Boolean(q.search?.trim() || q.from || q.to);
    if (!filtered) this.all.remember(page.total);
    return {
      ...page,
      data: page.data.map(toSubscriberView),
      all: filtered ? await this.all.get(page.total) : page.total,
      stats: { total: page.total, today: Number(stats[0].today), thisWeek: Number(stats[0].week) },
    };
  }

  async get(id: number): Promise<SubscriberDetailView> {
    const s = await this.db.getRepository(Subscriber).findOneBy({ id });
    if (!s) throw new NotFoundException('Subscription not found.');
    return { ...toSubscriberView(s), status: 'Active' };
  }

  /** Deletes and audits in one transaction. */
  async delete(id: number, p: Principal, ip: string | undefined): Promise<void> {
    await this.db.transaction(async (m) => {
      const rows: unknown[] = await m.query(`DELETE FROM subscribers WHERE id = $1 RETURNING id`, [
        id,
      ]);
      // pg returns [rows, count] for DELETE … RETURNING through TypeORM's query().
      const deleted = Array.isArray(rows[0]) ? (rows[0] as unknown[]).length : rows.length;
      if (deleted === 0) throw new NotFoundException('Subscription not found.');
      await this.audit.record(p, 'subscriber.delete', id, ip, m);
    });
  }

  async export(
    q: SubscribersExportQueryDto,
    res: Response,
    p: Principal,
    ip: string | undefined,
  ): Promise<void> {
    const qb = this.db
      .createQueryBuilder()
      .select('s.id', 'id')
      .addSelect(['s.email AS email', 's.created_at AS created_at'])
      .from('subscribers', 's')
      .orderBy('s.created_at', 'DESC')
      .addOrderBy('s.id', 'DESC');
    applySearchAndRange(qb, { from: q.from, to: q.to, columns: [], dateColumn: 's.created_at' });
    const [sql, params] = qb.getQueryAndParameters();
    // Counted without the ORDER BY, so Postgres may count with a plain scan.
    const [countSql, countParams] = qb.clone().orderBy().getQueryAndParameters();
    const count = await countRows(this.db, countSql, countParams);
    if (count === 0) throw new NotFoundException(NO_SUBSCRIBERS_IN_RANGE);
    const filename = filteredExportName('subscription_details', q.from, q.to);
    await this.audit.record(p, 'subscribers.export', `${filename} (${count})`, ip);
    await streamCsv<{ id: number; email: string; created_at: Date }>(
      this.db,
      res,
      {
        filename,
        header: ['S.No', 'ID', 'Email', 'Date Subscribed', 'Status'],
        sql,
        params,
        toCells: (r, n) => [n, r.id, r.email, formatDateTime(r.created_at, 'en-US'), 'Active'],
      },
      count,
    );
  }
}
