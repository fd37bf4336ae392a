import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { MailComposer } from '../notifications/mail-composer';
import type { MailMessage } from '../notifications/mail-message';
import { APP_CONFIG, type AppConfig } from '../platform/config/app-config';
import { WEBHOOK_OUTBOX, type WebhookOutbox } from '../platform/outbox/webhook-events';
import { MAIL_OUTBOX, type MailOutbox } from '../platform/outbox/outbox-port';
import { SubscriptionsService } from '../subscriptions/subscriptions.service';
import { tryTransactionLock } from '../platform/database/advisory-lock';
import { errorForLog } from '../platform/database/database-error-log';
import { NewslettersRepository } from './newsletters.repository';
import { issueOf, versionFor } from './newsletter-text';
import { ContentImages } from '../media/content-images';

/** How often the sender looks for work; the per-minute budget is spread over these ticks. */
const SEND_TICK_MS = 5000;
// Arbitrary constant key of the sender's advisory lock (one replica queues at a time).
const SENDER_LOCK = 7_310_550_021;
/** Outbox rows per INSERT, well under PostgreSQL's limit of parameters per statement. */
const MAILS_PER_INSERT = 500;

export interface TickResult {
  /** Mails put into the outbox. */
  queued: number;
  /** Recipients taken off because their address cannot be mailed. */
  unmailable: number;
  /** A newsletter whose last recipient was queued in this tick (now 'sent'). */
  finished: number | null;
}

/**
 * Queues the mails of the newsletters being sent, a few each tick, within
 * NEWSLETTER_SEND_PER_MINUTE. Everything it knows is in the database: each tick takes
 * recipients whose delivery row is not yet queued and whose subscription is still confirmed,
 * ORDER BY subscriber id, and in one transaction puts their mails into the outbox and stamps
 * their rows. A crash, a restart or another replica resumes where the last commit left off; the
 * rows' primary key and the advisory lock mean nobody is queued twice. With OUTBOX_POLL_MS=0 it
 * does not run by itself (tests call tick()).
 */
@Injectable()
export class NewsletterSender implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Newsletters');
  private timer: NodeJS.Timeout | null = null;
  private stopped = false;
  private running: Promise<unknown> = Promise.resolve();

  constructor(
    @Inject(DataSource) private readonly db: DataSource,
    @Inject(NewslettersRepository) private readonly newsletters: NewslettersRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(MailComposer) private readonly mails: MailComposer,
    @Inject(MAIL_OUTBOX) private readonly outbox: MailOutbox,
    @Inject(SubscriptionsService) private readonly subscriptions: SubscriptionsService,
    @Inject(ContentImages) private readonly images: ContentImages,
    @Inject(WEBHOOK_OUTBOX) private readonly webhooks: WebhookOutbox,
  ) {}

  onApplicationBootstrap(): void {
    if (this.config.mail.pollMs > 0) this.schedule();
  }

  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running.catch(() => undefined);
  }

  private schedule(): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.tick()
        .catch((e: Error) => this.logger.warn(`newsletter sending failed: ${errorForLog(e)}`))
        .finally(() => this.schedule());
    }, SEND_TICK_MS);
    this.timer.unref();
  }

  /** The mails one tick may queue: its share of the minute, less what the last minute took. */
  private async budget(m: EntityManager): Promise<number> {
    const perMinute = this.config.newsletter.sendPerMinute;
    const share = Math.ceil((perMinute * SEND_TICK_MS) / 60_000);
    const n = await this.newsletters.queuedLastMinute(m);
    return Math.max(0, Math.min(share, perMinute - n));
  }

  /** One tick: queue a share of the oldest newsletter being sent, then settle finished ones. */
  tick(): Promise<TickResult> {
    const run = this.running.catch(() => undefined).then(() => this.queueShare());
    this.running = run;
    return run.then(async (r) => {
      await this.settle();
      return r;
    });
  }

  private queueShare(): Promise<TickResult> {
    return this.db.transaction(async (m) => {
      const result: TickResult = { queued: 0, unmailable: 0, finished: null };
      if (!(await tryTransactionLock(m, SENDER_LOCK))) return result;
      const n = await this.newsletters.oldestSending(m);
      if (!n) return result;
      const limit = await this.budget(m);
      if (limit === 0) return result;
      const due = await this.newsletters.dueRecipients(m, n.id, limit);
      if (due.length === 0) {
        await this.newsletters.markSent(m, n.id);
        await this.webhooks.record(m, [
          { type: 'newsletter.sent', data: { id: n.id, recipients: n.recipients } },
        ]);
        return { ...result, finished: n.id };
      }
      // Each subscriber's mail is the newsletter in their language where it has it.
      const images = await this.images.describeIn([
        n.doc,
        ...Object.values(n.translations).map((v) => v.doc),
      ]);
      const bySubscriber = new Map<number, MailMessage>();
      for (const s of due) {
        const { language, version } = versionFor(n, s.language);
        const [mail] = this.mails.newsletterIssue(
          s.email,
          issueOf(version, images),
          this.subscriptions.unsubscribeLinks(Number(s.id)),
          language,
        );
        if (mail) bySubscriber.set(Number(s.id), mail);
      }
      const mailIds = await this.store(m, bySubscriber);
      const ids = due.map((s) => Number(s.id));
      await this.newsletters.markQueued(
        m,
        n.id,
        ids,
        ids.map((id) => mailIds.get(id) ?? null),
      );
      return { ...result, queued: mailIds.size, unmailable: due.length - bySubscriber.size };
    });
  }

  /** Stores the mails in the outbox; the id of each subscriber's mail. */
  private async store(
    m: EntityManager,
    bySubscriber: Map<number, MailMessage>,
  ): Promise<Map<number, number>> {
    const subscriberOf = new Map([...bySubscriber].map(([id, mail]) => [mail.to.address, id]));
    const mails = [...bySubscriber.values()];
    const ids = new Map<number, number>();
    for (let i = 0; i < mails.length; i += MAILS_PER_INSERT) {
      const rows = await this.newsletters.storeMails(
        m,
        this.outbox.insertStatement(mails.slice(i, i + MAILS_PER_INSERT)),
      );
      for (const r of rows) ids.set(subscriberOf.get(r.to_address)!, Number(r.id));
    }
    return ids;
  }

  /** Keeps the figures of sent newsletters whose mails are all done (see Newsletter.finalSent). */
  private async settle(): Promise<void> {
    const unsettled = await this.newsletters.unsettled();
    const counts = await this.newsletters.liveCounts(this.db, unsettled);
    for (const id of unsettled) {
      const c = counts.get(id) ?? { sent: 0, failed: 0, skipped: 0, inOutbox: 0 };
      if (c.inOutbox > 0) continue;
      await this.newsletters.settle(id, c);
    }
  }
}
