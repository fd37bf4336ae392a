import type { NewsletterProgress } from './dto/newsletter.dto';
import type { Newsletter } from './newsletter.entity';
import type { LiveCounts } from './newsletters.repository';

function progress(recipients: number, c: Omit<LiveCounts, 'inOutbox'>): NewsletterProgress {
  return {
    recipients,
    queued: Math.max(0, recipients - c.sent - c.failed - c.skipped),
    sent: c.sent,
    failed: c.failed,
    skipped: c.skipped,
  };
}

/**
 * The progress of each newsletter, `liveCounts` reading the delivery rows (the repository's):
 * none for a draft, the kept figures once settled, else live.
 */
export async function progressOf(
  liveCounts: (ids: number[]) => Promise<Map<number, LiveCounts>>,
  newsletters: Newsletter[],
): Promise<Map<number, NewsletterProgress>> {
  const settled = (n: Newsletter) => n.finalSent !== null;
  const live = await liveCounts(
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
