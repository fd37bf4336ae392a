import { Inject, Injectable, Logger } from '@nestjs/common';
import { Cron } from '@nestjs/schedule';
import { DataSource, type QueryRunner } from 'typeorm';
import { AuditService } from '../audit/audit.service';
import { APP_CONFIG, type AppConfig } from '../platform/config/app-config';
import { resetStatementTimeout, setStatementTimeout } from '../platform/database/statement-timeout';
import { TIME_ZONE } from '../platform/dates/ist';
import { DAY_MS, type StoredFileArea } from '../personal-data/personal-data-kind';
import { PersonalDataRegistry } from '../personal-data/personal-data.registry';
import { StorageService } from '../platform/storage/storage.service';
import { errorForLog } from '../platform/database/database-error-log';
import { trySessionLock, unlockSession } from '../platform/database/advisory-lock';
import {
  AUDIT_ENTRIES_BEFORE,
  FAILED_MAILS_BEFORE,
  RETENTION_BATCH,
  RetentionRepository,
} from './retention.repository';

/** Advisory lock key of the daily purge (one replica at a time; the session expiry uses …001). */
export const RETENTION_LOCK_KEY = 7_361_002;

const SYSTEM = { userId: null, username: 'system' };

/**
 * How many rows of each kind went, by the kinds' result names (contacts, registrations,
 * applications, pendingSubscribers, …), and besides them: `files` deleted with their rows,
 * `audit` entries, `failedMails`, and `orphanFiles` no row refers to.
 */
export type RetentionResult = Record<string, number>;

/**
 * Deletes personal data past the periods the privacy policy promises: the rows of each declared
 * kind of personal data past its period (contact messages, session registrations, job
 * applications with their resume files, unconfirmed newsletter sign-ups, …), failed mails and
 * audit entries (kept ≥ 1 year), and stored files no row refers to.
 *
 * Daily, on one replica at a time (a session-level advisory lock on a connection of its own;
 * a replica that does not get it skips the run quietly). Each table is purged in batches of
 * 1,000 rows per statement, so no statement holds many locks for long. Files go after their
 * rows have been deleted; a file left behind by a crash (between row and file, either way) is
 * found by the orphan sweep. Idempotent: a second run finds nothing and records nothing.
 */
@Injectable()
export class RetentionService {
  private readonly logger = new Logger('Retention');

  constructor(
    @Inject(DataSource) private readonly db: DataSource,
    @Inject(RetentionRepository) private readonly retention: RetentionRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(StorageService) private readonly storage: StorageService,
    @Inject(AuditService) private readonly audit: AuditService,
    @Inject(PersonalDataRegistry) private readonly kinds: PersonalDataRegistry,
  ) {}

  @Cron('0 30 3 * * *', { name: 'retention-purge', timeZone: TIME_ZONE })
  async daily(): Promise<void> {
    try {
      await this.run();
    } catch (e) {
      this.logger.warn(`retention purge failed: ${errorForLog(e)}`);
    }
  }

  /** One purge as of `now`; null when another replica (or call) is running one. */
  async run(now = new Date()): Promise<RetentionResult | null> {
    const lock = this.db.createQueryRunner();
    await lock.connect();
    try {
      if (!(await trySessionLock(lock, RETENTION_LOCK_KEY))) return null;
      try {
        // The deletes run on this connection, with the long work's statement timeout.
        await setStatementTimeout(lock, this.config.dbStatementTimeoutMs.long);
        return await this.purge(now, lock);
      } finally {
        // A dead connection fails both; the unlock's error is the one to report.
        await resetStatementTimeout(lock).catch(() => undefined);
        await unlockSession(lock, RETENTION_LOCK_KEY);
      }
    } finally {
      await lock.release();
    }
  }

  private async purge(now: Date, q: QueryRunner): Promise<RetentionResult> {
    const days = this.config.retention;
    const before = (d: number) => new Date(now.getTime() - d * DAY_MS);
    const r: RetentionResult = {};
    const labels: string[] = [];
    const whenAny: string[] = [];
    let files = 0;
    for (const kind of this.kinds.kinds()) {
      const k = kind.retention;
      if (!k) continue;
      const cutoff = k.cutoff(this.config, now);
      let kindFiles = 0;
      if (kind.file) {
        const column = kind.file.keyColumn;
        for (;;) {
          const keys = await this.retention.deleteBatchReturning(
            q,
            kind.table,
            k.select,
            column,
            cutoff,
          );
          r[k.result] = (r[k.result] ?? 0) + keys.length;
          for (const key of keys) {
            if (key && (await this.deleteFile(key))) kindFiles++;
          }
          if (keys.length < RETENTION_BATCH) break;
        }
        files += kindFiles;
      } else {
        r[k.result] = await this.batches(q, k.select, kind.table, cutoff);
      }
      const n = r[k.result];
      const label = kind.file
        ? `${k.label} ${n} (${kindFiles} file${kindFiles === 1 ? '' : 's'})`
        : `${k.label} ${n}`;
      if (k.always) labels.push(label);
      else if (n) whenAny.push(label);
    }
    r.files = files;
    r.audit = await this.batches(q, AUDIT_ENTRIES_BEFORE, 'audit_log', before(days.auditDays));
    r.failedMails = await this.batches(
      q,
      FAILED_MAILS_BEFORE,
      'outbox_mails',
      before(days.failedMailsDays),
    );
    r.orphanFiles = 0;
    for (const area of this.kinds.fileAreas()) r.orphanFiles += await this.sweep(area, now);
    labels.push(`audit ${r.audit}`, `failed mails ${r.failedMails}`, ...whenAny);
    if (r.orphanFiles) labels.push(`orphan files ${r.orphanFiles}`);
    if (Object.values(r).some((n) => n > 0)) {
      const description = labels.join(', ');
      await this.audit.recordFor(SYSTEM, 'retention.purge', { summary: description }, undefined);
      this.logger.log(`retention purge: ${description}`);
    }
    return r;
  }

  /** Deletes the rows `select` finds ($1 = cutoff), 1,000 per statement; returns how many. */
  private async batches(
    q: QueryRunner,
    select: string,
    table: string,
    cutoff: Date,
  ): Promise<number> {
    let total = 0;
    for (;;) {
      const n = await this.retention.deleteBatch(q, table, select, cutoff);
      total += n;
      if (n < RETENTION_BATCH) return total;
    }
  }

  /**
   * Deletes the files of one area that no row refers to and that are older than the area's age
   * (a younger one may belong to an upload whose row is still being written). Returns how many
   * went.
   */
  private async sweep(area: StoredFileArea, now: Date): Promise<number> {
    const old = (await this.storage.list(area.area))
      .filter((o) => o.lastModified.getTime() < now.getTime() - area.orphanAgeMs)
      .map((o) => o.key);
    let deleted = 0;
    for (let i = 0; i < old.length; i += RETENTION_BATCH) {
      const keys = old.slice(i, i + RETENTION_BATCH);
      const used = await this.retention.keysInUse(area.usedKeys, keys);
      for (const key of keys) {
        if (!used.has(key) && (await this.deleteFile(key))) deleted++;
      }
    }
    return deleted;
  }

  /** Idempotent (a missing file is fine); a failure is logged and left to the next sweep. */
  private async deleteFile(key: string): Promise<boolean> {
    try {
      await this.storage.delete(key);
      return true;
    } catch (e) {
      this.logger.warn(`could not delete ${key}: ${(e as Error).message}`);
      return false;
    }
  }
}
