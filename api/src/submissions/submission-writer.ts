import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { captchaReplayed } from '../platform/captcha/captcha.service';
import {
  type CaptchaClaim,
  CaptchaReplayRepository,
} from '../platform/captcha/captcha-replay.repository';
import {
  combineStatements,
  runPrepared,
  type SqlStatement,
} from '../platform/database/sql-statement';
import { MAIL_OUTBOX, type MailOutbox, type OutgoingMail } from '../platform/outbox/outbox-port';
import {
  type InsertedRecordEvent,
  WEBHOOK_OUTBOX,
  type WebhookEvent,
  type WebhookOutbox,
} from '../platform/outbox/webhook-events';
import { captchaMessage } from '../platform/captcha/captcha-words';

interface CaptchaPart {
  /** A verified captcha solution (CaptchaService.verify), used up with the row; none for forms without a captcha. */
  captcha?: CaptchaClaim;
}

/** A submission that is one INSERT whose mails do not need anything the INSERT returns. */
export interface InsertSubmission extends CaptchaPart {
  insert: SqlStatement;
  mails: readonly OutgoingMail[];
  /** The webhook event the new row raises (the row's id is added to its data). */
  event?: InsertedRecordEvent;
}

/** A submission that reads before it writes, or whose mails need what it wrote. */
export interface StoredSubmission<T> extends CaptchaPart {
  /** Checks and writes the row inside the transaction; returns its result and its mails. */
  store(m: EntityManager): Promise<{
    result: T;
    mails: readonly OutgoingMail[];
    events?: readonly WebhookEvent[];
  }>;
}

/**
 * The one write path of the public forms: the captcha claim, the row, its outbox mails and its
 * webhook deliveries are committed together or not at all. An `insert` submission is a single prepared statement (one
 * round trip, no BEGIN/COMMIT); a `store` submission is one transaction. A solution that was
 * already used is a 400 and writes nothing; a refused or failed submission leaves an unused
 * solution unused.
 */
@Injectable()
export class SubmissionWriter {
  constructor(
    @Inject(DataSource) private readonly db: DataSource,
    @Inject(MAIL_OUTBOX) private readonly outbox: MailOutbox,
    @Inject(WEBHOOK_OUTBOX) private readonly webhooks: WebhookOutbox,
  ) {}

  submit(s: InsertSubmission): Promise<void>;
  submit<T>(s: StoredSubmission<T>): Promise<T>;
  async submit<T>(s: InsertSubmission | StoredSubmission<T>): Promise<T | void> {
    try {
      return await ('insert' in s ? this.insertOne(s) : this.transaction(s));
    } catch (e) {
      if (CaptchaReplayRepository.isReplay(e)) {
        throw captchaReplayed(captchaMessage('short'));
      }
      throw e;
    }
  }

  private async insertOne(s: InsertSubmission): Promise<void> {
    const parts = s.captcha ? [CaptchaReplayRepository.claimStatement(s.captcha)] : [];
    parts.push(
      s.event ? { sql: `${s.insert.sql} RETURNING id`, params: s.insert.params } : s.insert,
    );
    const record = `s${parts.length}`;
    if (s.mails.length > 0) parts.push(this.outbox.insertStatement(s.mails));
    if (s.event) parts.push(this.webhooks.recordStatement(s.event, record));
    const last = parts.pop()!;
    await runPrepared(this.db, combineStatements(parts, last));
  }

  private transaction<T>(s: StoredSubmission<T>): Promise<T> {
    return this.db.transaction(async (m) => {
      if (s.captcha) await CaptchaReplayRepository.claimIn(m, s.captcha);
      const { result, mails, events = [] } = await s.store(m);
      await this.outbox.enqueue(m, mails);
      await this.webhooks.record(m, events);
      return result;
    });
  }
}
