import { Inject, Injectable, Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../platform/config/app-config';
import { openWith } from '../platform/config/sealed-secret';
import { errorForLog } from '../platform/database/database-error-log';
import { MAIL_OUTBOX, type MailOutbox } from '../platform/outbox/outbox-port';
import { PollingWorker } from '../platform/outbox/polling-worker';
import { MailComposer } from '../notifications/mail-composer';
import { postDelivery, type DeliveryOutcome } from './webhook-sender';
import { signedHeaders } from './webhook-signature';
import { WEBHOOK_SECRET_SEAL } from './webhooks.service';
import { WebhooksRepository } from './webhooks.repository';

export interface DeliveryBatch {
  claimed: number;
  delivered: number;
  retried: number;
  failed: number;
}

/**
 * The Standard Webhooks retry schedule after each failed attempt (5 s, 5 min, 30 min, 2 h, 5 h,
 * then every 10 h), plus up to 10 % jitter so replicas spread out, until WEBHOOK_RETRY_HOURS
 * after the event: then the delivery is given up.
 */
const RETRY_SECONDS = [5, 300, 1800, 7200, 18_000, 36_000];
const PURGE_EVERY_MS = 3600_000;

type Claimed = Awaited<ReturnType<WebhooksRepository['claimDue']>>[number];

/**
 * Sends the webhook deliveries that are due, from every replica, the way the mail outbox sends
 * its mails (same poll interval, batch size, lease and concurrency settings): a delivery is
 * leased before it is sent, so two replicas never send it at once, and one whose sender died is
 * sent again once its lease runs out: at least once, always with the same webhook-id.
 */
@Injectable()
export class WebhookDeliveryWorker extends PollingWorker<DeliveryBatch> {
  protected readonly logger = new Logger('Webhooks');
  private lastPurge = 0;

  constructor(
    @Inject(WebhooksRepository) private readonly hooks: WebhooksRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(DataSource) private readonly db: DataSource,
    @Inject(MAIL_OUTBOX) private readonly outbox: MailOutbox,
    @Inject(MailComposer) private readonly mails: MailComposer,
  ) {
    super(config.mail);
  }

  protected pollFailure(e: unknown): string {
    return `webhook poll failed: ${errorForLog(e)}`;
  }

  protected override async afterBatch(): Promise<void> {
    const days = this.config.mail.retentionDays;
    if (days <= 0 || Date.now() - this.lastPurge <= PURGE_EVERY_MS) return;
    this.lastPurge = Date.now();
    await this.hooks.deleteEndedBefore(days);
  }

  protected async runBatch(): Promise<DeliveryBatch> {
    const token = randomUUID();
    const rows = await this.hooks.claimDue(
      this.config.mail.batchSize,
      this.config.mail.leaseSeconds,
      token,
    );
    const result: DeliveryBatch = { claimed: rows.length, delivered: 0, retried: 0, failed: 0 };
    await this.sendEach(rows, (row) => this.deliver(row, token), result);
    return result;
  }

  /** The secrets a delivery is signed with now: the current one, and a rotated one in its grace. */
  private secretsOf(row: Claimed): string[] | null {
    const ring = this.config.keys.totp;
    const current = openWith(row.endpoint_secret, ring, WEBHOOK_SECRET_SEAL);
    if (current === null) return null;
    const previous =
      row.endpoint_previous && row.previous_until && row.previous_until > new Date()
        ? openWith(row.endpoint_previous, ring, WEBHOOK_SECRET_SEAL)
        : null;
    return previous ? [current, previous] : [current];
  }

  private async deliver(row: Claimed, token: string): Promise<'delivered' | 'retried' | 'failed'> {
    const secrets = this.secretsOf(row);
    const outcome: DeliveryOutcome = secrets
      ? await postDelivery(
          row.url,
          signedHeaders(secrets, row.message_id, Math.floor(Date.now() / 1000), row.body),
          row.body,
          this.config.webhooks,
        )
      : {
          ok: false,
          status: null,
          answer: null,
          error:
            'Its signing secret cannot be opened: its key was retired from TOTP_ENCRYPTION_KEYS. Rotate the secret.',
        };
    const windowMs = this.config.webhooks.retryHours * 3600_000;
    const givenUp = !outcome.ok && Date.now() - row.created_at.getTime() >= windowMs;
    const wait = RETRY_SECONDS[Math.min(row.attempts, RETRY_SECONDS.length) - 1];
    const endpoint = await this.hooks.recordOutcome(row.id, token, {
      delivered: outcome.ok,
      retryInSeconds: outcome.ok || givenUp ? null : Math.round(wait * (1 + Math.random() * 0.1)),
      status: outcome.status,
      answer: outcome.answer,
      error: outcome.error?.slice(0, 500) ?? null,
    });
    if (outcome.ok) return 'delivered';
    this.logger.warn(
      `webhook delivery ${row.id} (${row.event_type}) to endpoint ${row.endpoint_id} failed on attempt ${row.attempts}: ${outcome.error}`,
    );
    if (endpoint?.failing_since && Date.now() - endpoint.failing_since.getTime() >= windowMs)
      await this.switchOff(endpoint.endpoint_id);
    return givenUp ? 'failed' : 'retried';
  }

  /** Switches off an endpoint every delivery to which failed for the retry window, and mails the System Admins. */
  private async switchOff(id: number): Promise<void> {
    const hours = this.config.webhooks.retryHours;
    const reason = `every delivery failed for ${hours} hours.`;
    await this.db.transaction(async (m) => {
      const endpoint = await this.hooks.disable(m, id, `Switched off: ${reason}`);
      if (!endpoint) return;
      await this.outbox.enqueue(
        m,
        this.mails.webhookDisabled(await this.hooks.adminAddresses(m), {
          url: endpoint.url,
          reason,
        }),
      );
    });
    this.logger.error(`webhook endpoint ${id} switched off: ${reason}`);
  }
}
