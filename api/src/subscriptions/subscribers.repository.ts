import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager, type SelectQueryBuilder } from 'typeorm';
import { TODAY_IST_SQL, istDayStartSql } from '../platform/dates/ist';
import { AdminList } from '../platform/listing/admin-list';
import type { Page } from '../platform/listing/listing';
import {
  toSubscriberView,
  type SubscribersQueryDto,
  type SubscriberStatusFilter,
  type SubscriberView,
} from './dto/subscriber.views';
import type { SiteLanguage } from '../notifications/mail-languages';
import { Subscriber, type SubscriberStatus } from './subscriber.entity';

/** The retention `select` of sign-ups nobody confirmed, whose last mail (or sign-up) is before $1. */
export const UNCONFIRMED_BEFORE = `SELECT id FROM subscribers
          WHERE status = 'pending' AND coalesce(confirmation_sent_at, created_at) < $1`;

/** The Subscribers tab's page and its figures: the total, today's (IST), the last 7 days'. */
export interface SubscribersPageFigures {
  page: Page<SubscriberView>;
  today: number;
  thisWeek: number;
}

/**
 * The newsletter subscribers' SQL. Methods that take an EntityManager run inside the caller's
 * transaction; the others read or write on their own.
 */
@Injectable()
export class SubscribersRepository {
  private readonly listing: AdminList<Subscriber, SubscriberView>;

  constructor(@Inject(DataSource) private readonly db: DataSource) {
    this.listing = new AdminList(db, {
      entity: Subscriber,
      alias: 's',
      search: ['s.email'],
      created: 's.createdAt',
      view: toSubscriberView,
    });
  }

  /**
   * Stores a new address as pending, or renews a pending address's confirmation time (and its
   * notice) when its last mail is older than `resendMinutes`; answers the id to mail, or null
   * (a confirmed address, or a pending one mailed lately).
   */
  async signUp(
    m: EntityManager,
    email: string,
    resendMinutes: number,
    privacyNotice: string,
    language: SiteLanguage,
  ): Promise<number | null> {
    // The notice shown is kept with the sign-up; consent counts from the confirmation. A pending
    // address that signs up again takes the language of its latest sign-up.
    const rows: { id: number }[] = await m.query(
      `INSERT INTO subscribers (email, status, confirmation_sent_at, privacy_notice, language)
           VALUES ($1, 'pending', now(), $3, $4)
           ON CONFLICT ((lower(email))) DO UPDATE
             SET confirmation_sent_at = now(), privacy_notice = excluded.privacy_notice,
                 language = excluded.language
             WHERE subscribers.status = 'pending'
               AND coalesce(subscribers.confirmation_sent_at, '-infinity')
                   < now() - make_interval(mins => $2)
           RETURNING id`,
      [email, resendMinutes, privacyNotice, language],
    );
    return rows.length === 0 ? null : rows[0].id;
  }

  /** The subscriber's status; undefined when there is no such subscriber. */
  async statusOf(m: EntityManager, id: number): Promise<SubscriberStatus | undefined> {
    const [row] = (await m.query(`SELECT status FROM subscribers WHERE id = $1`, [id])) as {
      status: SubscriberStatus;
    }[];
    return row?.status;
  }

  /** Confirms a pending sign-up; answers its address and language, or null when none was pending. */
  async confirmPending(
    m: EntityManager,
    id: number,
  ): Promise<{ email: string; language: SiteLanguage } | null> {
    const [rows] = (await m.query(
      `UPDATE subscribers SET status = 'confirmed', confirmed_at = now(), consented_at = now()
              WHERE id = $1 AND status = 'pending'
              RETURNING email, language`,
      [id],
    )) as [{ email: string; language: SiteLanguage }[], number];
    return rows.length === 1 ? rows[0] : null;
  }

  /** Sets the language of the subscriber's mails; whether there is such a subscriber. */
  async setLanguage(id: number, language: SiteLanguage): Promise<boolean> {
    const [, count] = (await this.db.query(`UPDATE subscribers SET language = $2 WHERE id = $1`, [
      id,
      language,
    ])) as [unknown, number];
    return count > 0;
  }

  /** Deletes the subscriber, if there is one; whether there was. */
  async deleteById(m: EntityManager, id: number): Promise<boolean> {
    const [, count] = (await m.query(`DELETE FROM subscribers WHERE id = $1`, [id])) as [
      unknown,
      number,
    ];
    return count > 0;
  }

  /** How many subscribers there are of a status (or all). */
  count(status: SubscriberStatusFilter): Promise<number> {
    return this.db.getRepository(Subscriber).countBy(status === 'all' ? {} : { status });
  }

  findById(id: number): Promise<Subscriber | null> {
    return this.db.getRepository(Subscriber).findOneBy({ id });
  }

  /**
   * A page of the list's search and date range, of one status or all, and its figures, which
   * count the same rows: the total, those of today (IST) and those of the last 7 days.
   */
  async page(
    q: SubscribersQueryDto,
    status: SubscriberStatusFilter,
  ): Promise<SubscribersPageFigures> {
    const ofStatus = (qb: SelectQueryBuilder<Subscriber>) =>
      status === 'all' ? qb : qb.andWhere('s.status = :status', { status });
    // Each figure bounds the creation time, so unfiltered it is an index range scan.
    const since = async (startSql: string) => {
      const row = await this.listing
        .query(q, ofStatus)
        .orderBy()
        .andWhere(`s.createdAt >= (${startSql})`)
        .select('count(*)::int', 'n')
        .getRawOne<{ n: number }>();
      return row?.n ?? 0;
    };
    const [page, today, thisWeek] = await Promise.all([
      this.listing.page(q, ofStatus),
      since(istDayStartSql(TODAY_IST_SQL)),
      since(`now() - interval '7 days'`),
    ]);
    return { page, today, thisWeek };
  }
}
