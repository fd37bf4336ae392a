import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { SqlStatement } from '../platform/database/sql-statement';
import { AdminList, type ListSource, type PageQuery } from '../platform/listing/admin-list';
import type { Page } from '../platform/listing/listing';
import { Newsletter } from './newsletter.entity';
import type { SiteLanguage } from '../notifications/mail-languages';

/** Newest first; the search looks in the subject. */
const NEWSLETTER_LIST: ListSource<Newsletter, Newsletter> = {
  entity: Newsletter,
  alias: 'n',
  search: ['n.subject'],
  created: 'n.createdAt',
  view: (n: Newsletter) => n,
};

/** What the delivery rows of one newsletter say now. */
export interface LiveCounts {
  sent: number;
  failed: number;
  skipped: number;
  /** Mails still in the outbox, pending or being sent. */
  inOutbox: number;
}

/** A recipient whose mail is still to be queued. */
export interface DueRecipient {
  id: number;
  email: string;
  /** The language the subscriber chose (en, hi, mr). */
  language: SiteLanguage;
}

/**
 * The newsletters' SQL: the newsletters, their delivery rows (one per recipient of a send) and
 * the counts of their mails in the outbox. Methods that take an EntityManager run inside the
 * caller's transaction; the others read or write on their own.
 */
@Injectable()
export class NewslettersRepository {
  private readonly listing: AdminList<Newsletter, Newsletter>;

  constructor(@Inject(DataSource) private readonly db: DataSource) {
    this.listing = new AdminList(db, NEWSLETTER_LIST);
  }

  page(q: PageQuery): Promise<Page<Newsletter>> {
    return this.listing.page(q);
  }

  findById(id: number): Promise<Newsletter | null> {
    return this.db.getRepository(Newsletter).findOneBy({ id });
  }

  /** The newsletter, which the caller's transaction knows is there. */
  getById(m: EntityManager, id: number): Promise<Newsletter> {
    return m.findOneByOrFail(Newsletter, { id });
  }

  /** The newsletter, locked for update until the transaction ends, or null. */
  lockById(m: EntityManager, id: number): Promise<Newsletter | null> {
    return m.findOne(Newsletter, { where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  /** Inserts a new draft; returns it as stored. */
  create(m: EntityManager, values: Partial<Newsletter>): Promise<Newsletter> {
    return m.save(m.create(Newsletter, values));
  }

  /** The draft's next version: its words in every language; stamped with who and when. */
  async updateDraft(
    m: EntityManager,
    id: number,
    username: string,
    words: Pick<Newsletter, 'subject' | 'body' | 'doc' | 'translations' | 'imageNames'>,
  ): Promise<void> {
    await m.query(
      `UPDATE newsletters SET subject = $2, body = $3, doc = $4, translations = $5,
              image_names = $6, version = version + 1, updated_at = now(), updated_by = $7
        WHERE id = $1`,
      [
        id,
        words.subject,
        words.body,
        words.doc && JSON.stringify(words.doc),
        JSON.stringify(words.translations),
        words.imageNames,
        username,
      ],
    );
  }

  async delete(m: EntityManager, id: number): Promise<void> {
    await m.delete(Newsletter, { id });
  }

  /** Confirmed subscribers now: what a send would go to. */
  async confirmedSubscribers(m: DataSource | EntityManager = this.db): Promise<number> {
    const [{ n }] = (await m.query(
      `SELECT count(*)::int AS n FROM subscribers WHERE status = 'confirmed'`,
    )) as { n: number }[];
    return n;
  }

  /** A staff user's own e-mail address (a test mail goes there), or null. */
  async userEmail(m: EntityManager, userId: number): Promise<string | null> {
    const [user] = (await m.query(`SELECT email FROM users WHERE id = $1`, [userId])) as {
      email: string | null;
    }[];
    return user?.email ?? null;
  }

  /**
   * A delivery row for each confirmed subscriber now: the send's recipients, fixed. Returns
   * how many.
   */
  async fixRecipients(m: EntityManager, id: number): Promise<number> {
    const [{ count }] = (await m.query(
      `WITH fixed AS (
         INSERT INTO newsletter_deliveries (newsletter_id, subscriber_id)
         SELECT $1, id FROM subscribers WHERE status = 'confirmed'
         RETURNING 1
       )
       SELECT count(*)::int AS count FROM fixed`,
      [id],
    )) as { count: number }[];
    return count;
  }

  /** The newsletter is being sent, now, to `recipients`. */
  async markSending(m: EntityManager, id: number, recipients: number): Promise<void> {
    await m.query(
      `UPDATE newsletters SET status = 'sending', send_started_at = now(), recipients = $2
        WHERE id = $1`,
      [id, recipients],
    );
  }

  /** The newsletter being sent that started first, or null. */
  oldestSending(m: EntityManager): Promise<Newsletter | null> {
    return m.findOne(Newsletter, {
      where: { status: 'sending' },
      order: { sendStartedAt: 'ASC', id: 'ASC' },
    });
  }

  /** Mails of any newsletter queued in the last minute. */
  async queuedLastMinute(m: EntityManager): Promise<number> {
    const [{ n }] = (await m.query(
      `SELECT count(*)::int AS n FROM newsletter_deliveries
        WHERE queued_at > now() - interval '1 minute'`,
    )) as { n: number }[];
    return n;
  }

  /**
   * Up to `limit` recipients of the newsletter whose mail is not yet queued and who are still
   * confirmed, by subscriber id.
   */
  dueRecipients(m: EntityManager, id: number, limit: number): Promise<DueRecipient[]> {
    return m.query(
      `SELECT d.subscriber_id AS id, s.email, s.language
         FROM newsletter_deliveries d
         JOIN subscribers s ON s.id = d.subscriber_id AND s.status = 'confirmed'
        WHERE d.newsletter_id = $1 AND d.queued_at IS NULL
        ORDER BY d.subscriber_id
        LIMIT $2`,
      [id, limit],
    ) as Promise<DueRecipient[]>;
  }

  /** Every recipient is queued: the newsletter is sent. */
  async markSent(m: EntityManager, id: number): Promise<void> {
    await m.query(`UPDATE newsletters SET status = 'sent', sent_at = now() WHERE id = $1`, [id]);
  }

  /** Runs the outbox's INSERT of mails; the new rows' ids and addresses. */
  storeMails(
    m: EntityManager,
    { sql, params }: SqlStatement,
  ): Promise<{ id: number; to_address: string }[]> {
    return m.query(`${sql} RETURNING id, to_address`, params) as Promise<
      { id: number; to_address: string }[]
    >;
  }

  /**
   * The recipients' rows are queued now, each with its mail in the outbox (null: none, the
   * address could not be mailed).
   */
  async markQueued(
    m: EntityManager,
    id: number,
    subscriberIds: number[],
    mailIds: (number | null)[],
  ): Promise<void> {
    await m.query(
      `UPDATE newsletter_deliveries d SET queued_at = now(), outbox_mail_id = v.mail
         FROM unnest($2::int[], $3::int[]) AS v(subscriber, mail)
        WHERE d.newsletter_id = $1 AND d.subscriber_id = v.subscriber AND d.queued_at IS NULL`,
      [id, subscriberIds, mailIds],
    );
  }

  /** Sent newsletters whose final figures are not kept yet. */
  async unsettled(): Promise<number[]> {
    const rows = (await this.db.query(
      `SELECT id FROM newsletters WHERE status = 'sent' AND final_sent IS NULL`,
    )) as { id: number }[];
    return rows.map((r) => Number(r.id));
  }

  /** Keeps a sent newsletter's final figures (once: a settled one stays as it is). */
  async settle(id: number, c: Omit<LiveCounts, 'inOutbox'>): Promise<void> {
    await this.db.query(
      `UPDATE newsletters SET final_sent = $2, final_failed = $3, final_skipped = $4
        WHERE id = $1 AND final_sent IS NULL`,
      [id, c.sent, c.failed, c.skipped],
    );
  }

  /**
   * Counts the delivery rows of `ids`: a mail sent or failed for good; skipped, a recipient gone
   * before their mail was queued (no confirmed subscriber behind a row not yet queued) or whose
   * queued mail was taken out of the outbox when they went (queued, no mail).
   */
  async liveCounts(
    db: DataSource | EntityManager,
    ids: number[],
  ): Promise<Map<number, LiveCounts>> {
    if (ids.length === 0) return new Map();
    const rows = (await db.query(
      `SELECT d.newsletter_id AS id,
              count(*) FILTER (WHERE o.status = 'sent')::int AS sent,
              count(*) FILTER (WHERE o.status = 'failed')::int AS failed,
              count(*) FILTER (WHERE o.status IN ('pending', 'sending'))::int AS "inOutbox",
              count(*) FILTER (WHERE (d.queued_at IS NOT NULL AND d.outbox_mail_id IS NULL)
                                  OR (d.queued_at IS NULL AND s.id IS NULL))::int AS skipped
         FROM newsletter_deliveries d
         LEFT JOIN outbox_mails o ON o.id = d.outbox_mail_id
         LEFT JOIN subscribers s ON s.id = d.subscriber_id AND s.status = 'confirmed'
        WHERE d.newsletter_id = ANY($1::int[])
        GROUP BY d.newsletter_id`,
      [ids],
    )) as Array<LiveCounts & { id: number }>;
    return new Map(rows.map(({ id, ...counts }) => [Number(id), counts]));
  }
}
