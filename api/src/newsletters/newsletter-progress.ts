import type { DataSource, EntityManager } from 'typeorm';
import type { NewsletterProgress } from './dto/newsletter.dto';
import type { Newsletter } from './newsletter.entity';

/** What the delivery rows of one newsletter say now. */
export interface LiveCounts {
  sent: number;
  failed: number;
  skipped: number;
  /** Mails still in the outbox, pending or being sent. */
  inOutbox: number;
}

/**
 * Counts the delivery rows of `ids`: a mail sent or failed for good; skipped, a recipient gone
 * before their mail was queued (no confirmed subscriber behind a row not yet queued) or whose
 * queued mail was taken out of the outbox when they went (queued, no mail).
 */
export async function liveCounts(
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

function progress(recipients: number, c: Omit<LiveCounts, 'inOutbox'>): NewsletterProgress {
  return {
    recipients,
    queued: Math.max(0, recipients - c.sent - c.failed - c.skipped),
    sent: c.sent,
    failed: c.failed,
    skipped: c.skipped,
  };
}

/** The progress of each newsletter: none for a draft, the kept figures once settled, else live. */
export async function progressOf(
  db: DataSource | EntityManager,
  newsletters: Newsletter[],
): Promise<Map<number, NewsletterProgress>> {
  const settled = (n: Newsletter) => n.finalSent !== null;
  const live = await liveCounts(
    db,
    newsletters.filter((n) => n.status !== 'draft' && !settled(n)).map((n) => n.id),
  );
  const none = { sent: 0, failed: 0, skipped: 0 };
  return new Map(
    newsletters.map((n) => [
      n.id,
      settled(n)
        ? progress(n.recipients, {
            sent: n.finalSent ?? 0,
            failed: n.finalFailed ?? 0,
            skipped: n.finalSkipped ?? 0,
          })
        : progress(n.recipients, live.get(n.id) ?? none),
    ]),
  );
}
