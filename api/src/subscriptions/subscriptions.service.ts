import {
  BadRequestException,
  ConflictException,
  Inject,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { Principal } from '../auth/auth.service';
import { AuditService } from '../audit/audit.service';
import { type CsvDownload, prepareCsvExport } from '../common/csv/csv-export';
import { filteredExportName, formatDateTime } from '../common/csv/export-format';
import { TODAY_IST_SQL, istDayStartSql } from '../common/dates/ist';
import { AdminList } from '../common/listing/admin-list';
import { deleteRecord } from '../common/listing/delete-record';
import type { DateRangeQueryDto } from '../common/listing/date-range-query.dto';
import type { ListQueryDto } from '../common/listing/list-query.dto';
import { SubmissionWriter } from '../common/submissions/submission-writer';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { BAD_UNSUBSCRIBE_LINK } from './dto/create-subscription.dto';
import {
  toSubscriberView,
  type SubscriberDetailView,
  type SubscribersPage,
  type SubscriberView,
} from './dto/subscriber.views';
import { Subscriber } from './subscriber.entity';
import { UnsubscribeTokens } from './unsubscribe-token';
import { MailComposer } from '../notifications/mail-composer';

export const ALREADY_SUBSCRIBED = 'Email is already subscribed.';
export const NO_SUBSCRIBERS_IN_RANGE = 'No subscription records found for the selected date range.';

@Injectable()
export class SubscriptionsService {
  private readonly tokens: UnsubscribeTokens;
  private readonly listing: AdminList<Subscriber, SubscriberView>;

  constructor(
    @Inject(DataSource) private readonly db: DataSource,
    @Inject(AuditService) private readonly audit: AuditService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(SubmissionWriter) private readonly submissions: SubmissionWriter,
    @Inject(MailComposer) private readonly mails: MailComposer,
  ) {
    this.tokens = new UnsubscribeTokens(config.jwt.secret);
    this.listing = new AdminList(db, {
      entity: Subscriber,
      alias: 's',
      search: ['s.email'],
      created: 's.createdAt',
      view: toSubscriberView,
    });
  }

  /**
   * The unique index on lower(email) decides, so concurrent duplicates get 409. The row and its
   * welcome mail (with the unsubscribe link, which needs the new id) commit together.
   */
  async subscribe(email: string): Promise<number> {
    return this.submissions.submit({
      store: async (m) => {
        const rows: { id: number }[] = await m.query(
          `INSERT INTO subscribers (email) VALUES ($1)
           ON CONFLICT ((lower(email))) DO NOTHING RETURNING id`,
          [email],
        );
        if (rows.length === 0) throw new ConflictException(ALREADY_SUBSCRIBED);
        const id = rows[0].id;
        return { result: id, mails: this.mails.newsletterWelcome(email, this.unsubscribeUrl(id)) };
      },
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
    // Today (IST) and the last 7 days are counted over all subscribers, each an index range scan.
    const statsSql = `SELECT
        (SELECT count(*) FROM subscribers
          WHERE created_at >= (${istDayStartSql(TODAY_IST_SQL)})) AS today,
        (SELECT count(*) FROM subscribers WHERE created_at >= now() - interval '7 days') AS week`;
    const [page, stats] = await Promise.all([
      this.listing.pageWithAll(q),
      this.db.query(statsSql) as Promise<{ today: string; week: string }[]>,
    ]);
    return {
      ...page,
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
    await deleteRecord(this.db, {
      table: 'subscribers',
      id,
      notFound: 'Subscription not found.',
      audit: (m) => this.audit.record(p, 'subscriber.delete', id, ip, m),
    });
  }

  /** The CSV export of a date range (404 when it holds nothing); the export is audited. */
  export(q: DateRangeQueryDto, p: Principal, ip: string | undefined): Promise<CsvDownload> {
    return prepareCsvExport<{ id: number; email: string; created_at: Date }>(
      this.db,
      {
        table: 'subscribers',
        columns: ['id', 'email', 'created_at'],
        from: q.from,
        to: q.to,
        empty: NO_SUBSCRIBERS_IN_RANGE,
        filename: filteredExportName('subscription_details', q.from, q.to),
        header: ['S.No', 'ID', 'Email', 'Date Subscribed', 'Status'],
        toCells: (r, n) => [n, r.id, r.email, formatDateTime(r.created_at, 'en-US'), 'Active'],
      },
      (detail) => this.audit.record(p, 'subscribers.export', detail, ip),
    );
  }
}
