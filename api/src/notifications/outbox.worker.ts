import { Inject, Injectable, Logger, Optional, type OnApplicationShutdown } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { APP_CONFIG, type AppConfig } from '../platform/config/app-config';
import { errorForLog } from '../platform/database/database-error-log';
import { Metrics } from '../platform/metrics/metrics';
import { PollingWorker } from '../platform/outbox/polling-worker';
import {
  deleteMailFiles,
  MAIL_TRANSPORT,
  mailFilesDir,
  mailFilesOf,
  type MailTransport,
} from './mail-transport';
import { MAIL_KINDS, type MailKind } from './mail-message';
import { domainOf, escapeHtml, redactAddresses } from './mail-safety';
import { BODY_REMOVED_AFTER_SENDING } from './mail-secrets';
import type { OutboxMail } from './outbox-mail.entity';
import { OutboxRepository } from './outbox.repository';

export interface BatchResult {
  claimed: number;
  sent: number;
  retried: number;
  failed: number;
  skipped: number;
}

const MAX_BACKOFF_SECONDS = 3600;
const PURGE_EVERY_MS = 3600_000;

/**
 * Sends what is due in the outbox. Every replica runs one; they never send the same row at once:
 *
 * 1. claim — one short statement picks due rows with `FOR UPDATE SKIP LOCKED` (rows another
 *    worker is claiming are skipped, not waited for) and marks them `sending` with a lease
 *    (`locked_until`, `lease_token`), counting the attempt;
 * 2. for each row: renew the lease if it is still ours (else skip it), send it, then mark it
 *    `sent` — or, on error, `pending` again with exponential backoff and `last_error`, or
 *    `failed` after MAIL_MAX_ATTEMPTS.
 *
 * At-least-once: if the process dies (or the database is unreachable) between the send and
 * the mark, the row stays `sending` until its lease runs out and is then claimed and sent
 * again. The mail is never lost, but may arrive twice — with the same Message-ID, so mail
 * clients can fold the copies. A row whose lease runs out after its last allowed attempt is
 * marked `failed` (the admin can retry it) instead of looping forever.
 */
@Injectable()
export class OutboxWorker extends PollingWorker<BatchResult> implements OnApplicationShutdown {
  protected readonly logger = new Logger('Outbox');
  private lastPurge = 0;

  constructor(
    @Inject(OutboxRepository) private readonly mails: OutboxRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(MAIL_TRANSPORT) private readonly transport: MailTransport,
    // Optional: the tests' hand-made workers count nothing.
    @Optional() @Inject(Metrics) private readonly metrics?: Metrics,
  ) {
    super(config.mail);
    metrics?.reportMailKinds(MAIL_KINDS);
  }

  protected pollFailure(e: unknown): string {
    return `outbox poll failed: ${redactAddresses(errorForLog(e))}`;
  }

  protected override async afterBatch(): Promise<void> {
    if (Date.now() - this.lastPurge <= PURGE_EVERY_MS) return;
    this.lastPurge = Date.now();
    await this.purgeSent();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.stop();
    this.transport.close();
  }

  protected async runBatch(): Promise<BatchResult> {
    const result: BatchResult = { claimed: 0, sent: 0, retried: 0, failed: 0, skipped: 0 };
    const { rows, token } = await this.claim();
    result.claimed = rows.length;
    // After an SMTP outage or for a newsletter, several mails in flight drain the backlog.
    await this.sendEach(rows, (row) => this.deliver(row, token), result);
    return result;
  }

  /**
   * Step 1: in one short statement, take up to `limit` due rows nobody else holds and lease
   * them. Rows whose lease ran out after the last allowed attempt become `failed` first.
   */
  async claim(limit = this.config.mail.batchSize): Promise<{ rows: OutboxMail[]; token: string }> {
    const token = randomUUID();
    await this.mails.failInterrupted(this.config.mail.maxAttempts);
    const rows = await this.mails.claimDue(limit, this.config.mail.leaseSeconds, token);
    return { rows, token };
  }

  /** Step 2 for one claimed row: renew the lease, send, record the outcome. */
  async deliver(
    row: OutboxMail,
    token: string,
  ): Promise<'sent' | 'retried' | 'failed' | 'skipped'> {
    const renewed = await this.mails.renewLease(row.id, token, this.config.mail.leaseSeconds);
    if (!renewed) return 'skipped'; // our lease ran out and another worker took it
    try {
      await this.transport.send(row);
    } catch (e) {
      return this.recordFailure(row, token, e);
    }
    // Any holder may record success: it stops a later holder from sending a duplicate. A body
    // that held a secret link is replaced in the same statement, so no sent copy keeps it.
    const removed = BODY_REMOVED_AFTER_SENDING[row.kind as MailKind] ?? null;
    const marked = await this.mails.markSent(
      row.id,
      removed,
      removed && `<p>${escapeHtml(removed)}</p>`,
    );
    if (!marked && this.transport.name === 'eml') {
      // Erased while it was being written: the file must not outlive its row.
      if (!(await this.mails.stillStored(row.id))) await this.deleteCopies([row.id]);
    }
    this.countNewsletter(row, 'sent');
    return 'sent';
  }

  private countNewsletter(row: OutboxMail, result: 'sent' | 'failed'): void {
    if (row.kind === 'newsletter.issue') this.metrics?.newsletterMail(result);
  }

  private async recordFailure(
    row: OutboxMail,
    token: string,
    e: unknown,
  ): Promise<'retried' | 'failed'> {
    const message = (e instanceof Error ? e.message : String(e)).slice(0, 1000) || 'unknown error';
    const final = row.attempts >= this.config.mail.maxAttempts;
    const delay = this.backoffSeconds(row.attempts);
    await this.mails.recordFailure(row.id, token, final, message, delay);
    const where = `mail ${row.id} (${row.kind}) to a recipient at ${domainOf(row.toAddress)}`;
    const why = redactAddresses(message);
    if (final) {
      this.logger.error(`${where} failed after ${row.attempts} attempts: ${why}`);
      this.countNewsletter(row, 'failed');
    } else {
      this.logger.warn(
        `${where} not sent (attempt ${row.attempts}/${this.config.mail.maxAttempts}), retry in ${delay}s: ${why}`,
      );
    }
    return final ? 'failed' : 'retried';
  }

  /** base · 2^(attempt−1), capped at an hour, plus up to 10 % jitter so replicas spread out. */
  backoffSeconds(attempt: number): number {
    const base = this.config.mail.retryBaseSeconds * 2 ** Math.max(0, attempt - 1);
    const capped = Math.min(base, MAX_BACKOFF_SECONDS);
    return Math.round(capped * (1 + Math.random() * 0.1));
  }

  /**
   * Deletes sent mails older than OUTBOX_RETENTION_DAYS (their bodies hold personal data), and
   * their .eml copies.
   */
  async purgeSent(): Promise<number> {
    const days = this.config.mail.retentionDays;
    if (days <= 0) return 0;
    const { ids, count } = await this.mails.deleteSentBefore(days);
    await this.deleteCopies(ids);
    return count;
  }

  /** Deletes the .eml copies of mails whose rows are gone (a failure is logged, not thrown). */
  private async deleteCopies(ids: number[]): Promise<void> {
    const dir = mailFilesDir(this.config);
    try {
      await deleteMailFiles(dir, await mailFilesOf(dir, ids));
    } catch (e) {
      this.logger.error(
        `could not delete the .eml copies of deleted mails in ${dir}: ${(e as Error).message}`,
      );
    }
  }
}
