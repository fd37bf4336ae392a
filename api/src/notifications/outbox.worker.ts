import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
  type OnModuleDestroy,
} from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../platform/config/app-config';
import { errorForLog } from '../platform/database/database-error-log';
import {
  deleteMailFiles,
  MAIL_TRANSPORT,
  mailFilesDir,
  mailFilesOf,
  type MailTransport,
} from './mail-transport';
import type { MailKind } from './mail-message';
import { domainOf, escapeHtml, redactAddresses } from './mail-safety';
import { BODY_REMOVED_AFTER_SENDING } from './mail-secrets';
import { OutboxMail } from './outbox-mail.entity';

export interface BatchResult {
  claimed: number;
  sent: number;
  retried: number;
  failed: number;
  skipped: number;
}

const MAX_BACKOFF_SECONDS = 3600;
const PURGE_EVERY_MS = 3600_000;

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
export class OutboxWorker
  implements OnApplicationBootstrap, OnModuleDestroy, OnApplicationShutdown
{
  private readonly logger = new Logger('Outbox');
  private timer: NodeJS.Timeout | null = null;
  private stopped = false;
  /** The batch in progress in this process (batches never overlap within a process). */
  private running: Promise<unknown> = Promise.resolve();
  private lastPurge = 0;

  constructor(
    @Inject(DataSource) private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(MAIL_TRANSPORT) private readonly transport: MailTransport,
  ) {}

  onApplicationBootstrap(): void {
    if (this.config.mail.pollMs > 0) this.schedule(0);
  }

  /** Stop polling and wait for the batch in flight, while the database is still open. */
  async onModuleDestroy(): Promise<void> {
    await this.stop();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.stop();
    this.transport.close();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running.catch(() => undefined);
  }

  private schedule(delay: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => void this.tick(), delay);
    this.timer.unref();
  }

  private async tick(): Promise<void> {
    this.timer = null;
    let again = false;
    try {
      const r = await this.processDue();
      // A full batch means more may be waiting: go on at once.
      again = r.claimed >= this.config.mail.batchSize;
      if (Date.now() - this.lastPurge > PURGE_EVERY_MS) {
        this.lastPurge = Date.now();
        await this.purgeSent();
      }
    } catch (e) {
      this.logger.warn(`outbox poll failed: ${redactAddresses(errorForLog(e))}`);
    }
    this.schedule(again ? 0 : this.config.mail.pollMs);
  }

  /** Claims and sends one batch of due mails (the poller calls this; tests call it directly). */
  processDue(): Promise<BatchResult> {
    const run = this.running.catch(() => undefined).then(() => this.runBatch());
    this.running = run;
    return run;
  }

  private async runBatch(): Promise<BatchResult> {
    const result: BatchResult = { claimed: 0, sent: 0, retried: 0, failed: 0, skipped: 0 };
    const { rows, token } = await this.claim();
    result.claimed = rows.length;
    // A mail to a relay costs round trips, not CPU: several in flight drain a backlog (after an
    // SMTP outage, a newsletter) that many times faster.
    const queue = [...rows];
    const sender = async () => {
      for (let row = queue.shift(); row; row = queue.shift())
        result[await this.deliver(row, token)]++;
    };
    await Promise.all(Array.from({ length: this.config.mail.sendConcurrency }, sender));
    return result;
  }

  /**
   * Step 1: in one short statement, take up to `limit` due rows nobody else holds and lease
   * them. Rows whose lease ran out after the last allowed attempt become `failed` first.
   */
  async claim(limit = this.config.mail.batchSize): Promise<{ rows: OutboxMail[]; token: string }> {
    const token = randomUUID();
    await this.db.query(
      `UPDATE outbox_mails
          SET status = 'failed', locked_until = NULL, lease_token = NULL,
              last_error = left('Delivery was interrupted on the last attempt; it may or may not have been sent. '
                                || coalesce(last_error, ''), 1000)
        WHERE status = 'sending' AND locked_until <= now() AND attempts >= $1`,
      [this.config.mail.maxAttempts],
    );
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
      [limit, this.config.mail.leaseSeconds, token],
    )) as [Array<Record<string, unknown>>, number];
    const rows = raw[0].map(fromRow).sort((a, b) => a.id - b.id);
    return { rows, token };
  }

  /** Step 2 for one claimed row: renew the lease, send, record the outcome. */
  async deliver(
    row: OutboxMail,
    token: string,
  ): Promise<'sent' | 'retried' | 'failed' | 'skipped'> {
    const renewed = (await this.db.query(
      `UPDATE outbox_mails SET locked_until = now() + make_interval(secs => $3)
        WHERE id = $1 AND lease_token = $2 AND status = 'sending'`,
      [row.id, token, this.config.mail.leaseSeconds],
    )) as [unknown, number];
    if (renewed[1] === 0) return 'skipped'; // our lease ran out and another worker took it
    try {
      await this.transport.send(row);
    } catch (e) {
      return this.recordFailure(row, token, e);
    }
    // Any holder may record success: it stops a later holder from sending a duplicate. A body
    // that held a secret link is replaced in the same statement, so no sent copy keeps it.
    const removed = BODY_REMOVED_AFTER_SENDING[row.kind as MailKind] ?? null;
    const marked = (await this.db.query(
      `UPDATE outbox_mails
          SET status = 'sent', sent_at = now(), locked_until = NULL, lease_token = NULL,
              text_body = coalesce($2, text_body), html_body = coalesce($3, html_body)
        WHERE id = $1 AND status = 'sending'`,
      [row.id, removed, removed && `<p>${escapeHtml(removed)}</p>`],
    )) as [unknown, number];
    if (marked[1] === 0 && this.transport.name === 'eml') {
      // Erased while it was being written: the file must not outlive its row.
      const [kept] = (await this.db.query(`SELECT 1 FROM outbox_mails WHERE id = $1`, [
        row.id,
      ])) as unknown[];
      if (!kept) await this.deleteCopies([row.id]);
    }
    return 'sent';
  }

  private async recordFailure(
    row: OutboxMail,
    token: string,
    e: unknown,
  ): Promise<'retried' | 'failed'> {
    const message = (e instanceof Error ? e.message : String(e)).slice(0, 1000) || 'unknown error';
    const final = row.attempts >= this.config.mail.maxAttempts;
    const delay = this.backoffSeconds(row.attempts);
    await this.db.query(
      `UPDATE outbox_mails
          SET status = CASE WHEN $3::boolean THEN 'failed' ELSE 'pending' END,
              next_attempt_at = CASE WHEN $3::boolean THEN next_attempt_at
                                     ELSE now() + make_interval(secs => $5) END,
              last_error = $4, locked_until = NULL, lease_token = NULL
        WHERE id = $1 AND lease_token = $2`,
      [row.id, token, final, message, delay],
    );
    const where = `mail ${row.id} (${row.kind}) to a recipient at ${domainOf(row.toAddress)}`;
    const why = redactAddresses(message);
    if (final) {
      this.logger.error(`${where} failed after ${row.attempts} attempts: ${why}`);
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
    const r = (await this.db.query(
      `DELETE FROM outbox_mails WHERE status = 'sent' AND sent_at < now() - make_interval(days => $1)
       RETURNING id`,
      [days],
    )) as [Array<{ id: string | number }>, number];
    await this.deleteCopies(r[0].map((m) => Number(m.id)));
    return r[1];
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
