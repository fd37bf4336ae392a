import { Inject, Injectable, Logger } from '@nestjs/common';
import { Cron } from '@nestjs/schedule';
import { DataSource, type QueryRunner } from 'typeorm';
import { AuditService } from '../audit/audit.service';
import { APP_CONFIG, type AppConfig } from '../platform/config/app-config';
import { resetStatementTimeout, setStatementTimeout } from '../platform/database/statement-timeout';
import { TIME_ZONE } from '../platform/dates/ist';
import { sessionImageNameSql } from '../platform/storage/session-image-refs';
import { type StorageArea, StorageService } from '../platform/storage/storage.service';

/** Advisory lock key of the daily purge (one replica at a time; the session expiry uses …001). */
export const RETENTION_LOCK_KEY = 7_361_002;
/** Rows per DELETE statement; the purge loops until a batch comes back short. */
export const RETENTION_BATCH = 1000;
/** A resume file with no application row is deleted once older than this. */
export const ORPHAN_RESUME_AGE_MS = 3600_000;
/**
 * An uploaded session image no session uses is deleted once older than this: a day, not an
 * hour, because the panel uploads the image when it is picked and the session is saved later.
 */
export const ORPHAN_IMAGE_AGE_MS = 24 * 3600_000;

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const SYSTEM = { userId: null, username: 'system' };

export interface RetentionResult {
  contacts: number;
  registrations: number;
  applications: number;
  /** Resume files deleted with their applications. */
  files: number;
  audit: number;
  failedMails: number;
  /** Newsletter sign-ups never confirmed, whose last confirmation link has run out. */
  pendingSubscribers: number;
  /** Resume and session-image files no row refers to. */
  orphanFiles: number;
}

/** The first instant after an IST `date` expression's day. */
const dayAfter = (date: string) => `((${date}) + 1)::timestamp AT TIME ZONE '${TIME_ZONE}'`;

/**
 * Deletes personal data past the periods the privacy policy promises (RETENTION_* variables):
 * contact messages, session registrations (counted from the session's last day), job
 * applications with their resume files, failed mails, audit entries (kept ≥ 1 year), and
 * newsletter sign-ups nobody confirmed within NEWSLETTER_CONFIRM_HOURS of the last link.
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
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(StorageService) private readonly storage: StorageService,
    @Inject(AuditService) private readonly audit: AuditService,
  ) {}

  @Cron('0 30 3 * * *', { name: 'retention-purge', timeZone: TIME_ZONE })
  async daily(): Promise<void> {
    try {
      await this.run();
    } catch (e) {
      this.logger.warn(`retention purge failed: ${(e as Error).message}`);
    }
  }

  /** One purge as of `now`; null when another replica (or call) is running one. */
  async run(now = new Date()): Promise<RetentionResult | null> {
    const lock = this.db.createQueryRunner();
    await lock.connect();
    try {
      const [{ locked }] = (await lock.query(`SELECT pg_try_advisory_lock($1) AS locked`, [
        RETENTION_LOCK_KEY,
      ])) as { locked: boolean }[];
      if (!locked) return null;
      try {
        // The deletes run on this connection, with the long work's statement timeout.
        await setStatementTimeout(lock, this.config.dbStatementTimeoutMs.long);
        return await this.purge(now, lock);
      } finally {
        // A dead connection fails both; the unlock's error is the one to report.
        await resetStatementTimeout(lock).catch(() => undefined);
        await lock.query(`SELECT pg_advisory_unlock($1)`, [RETENTION_LOCK_KEY]);
      }
    } finally {
      await lock.release();
    }
  }

  private async purge(now: Date, q: QueryRunner): Promise<RetentionResult> {
    const days = this.config.retention;
    const before = (d: number) => new Date(now.getTime() - d * DAY_MS);
    const r: RetentionResult = {
      contacts: await this.batches(
        q,
        `SELECT id FROM contacts WHERE created_at < $1`,
        'contacts',
        before(days.contactsDays),
      ),
      // From the day after the session (its end date if it has one, the snapshot taken at
      // registration if the session is gone), never from before the registration itself.
      registrations: await this.batches(
        q,
        `SELECT r.id FROM registrations r LEFT JOIN sessions s ON s.id = r.session_id
          WHERE r.created_at < $1
            AND greatest(r.created_at, ${dayAfter('r.session_date')},
                         ${dayAfter('coalesce(s.end_date, s.date)')}) < $1`,
        'registrations',
        before(days.registrationsDays),
      ),
      applications: 0,
      files: 0,
      audit: await this.batches(
        q,
        `SELECT id FROM audit_log WHERE created_at < $1`,
        'audit_log',
        before(days.auditDays),
      ),
      failedMails: await this.batches(
        q,
        `SELECT id FROM outbox_mails WHERE status = 'failed' AND created_at < $1`,
        'outbox_mails',
        before(days.failedMailsDays),
      ),
      // Counted from the last confirmation mail (its link works until then), else the sign-up.
      pendingSubscribers: await this.batches(
        q,
        `SELECT id FROM subscribers
          WHERE status = 'pending' AND coalesce(confirmation_sent_at, created_at) < $1`,
        'subscribers',
        new Date(now.getTime() - this.config.newsletter.confirmHours * HOUR_MS),
      ),
      orphanFiles: 0,
    };
    const cutoff = before(days.applicationsDays);
    for (;;) {
      // One statement, one transaction: the rows go and their keys come back together.
      const [rows] = (await q.query(
        `DELETE FROM applications WHERE id IN (
           SELECT id FROM applications WHERE created_at < $1 ORDER BY id LIMIT ${RETENTION_BATCH})
         RETURNING resume_key`,
        [cutoff],
      )) as [{ resume_key: string | null }[], number];
      r.applications += rows.length;
      for (const { resume_key: key } of rows) {
        if (key && (await this.deleteFile(key))) r.files++;
      }
      if (rows.length < RETENTION_BATCH) break;
    }
    r.orphanFiles =
      (await this.sweep('resumes', now, ORPHAN_RESUME_AGE_MS)) +
      (await this.sweep('session-images', now, ORPHAN_IMAGE_AGE_MS));
    if (Object.values(r).some((n) => n > 0)) {
      await this.audit.recordFor(SYSTEM, 'retention.purge', describeRun(r), undefined);
      this.logger.log(`retention purge: ${describeRun(r)}`);
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
      const [, n] = (await q.query(
        `DELETE FROM ${table} WHERE id IN (${select} ORDER BY 1 LIMIT ${RETENTION_BATCH})`,
        [cutoff],
      )) as [unknown, number];
      total += n;
      if (n < RETENTION_BATCH) return total;
    }
  }

  /**
   * Deletes the files of one area that no row refers to and that are older than `age` (a younger
   * one may belong to an upload whose row is still being written). Returns how many went.
   */
  private async sweep(area: StorageArea, now: Date, age: number): Promise<number> {
    const old = (await this.storage.list(area))
      .filter((o) => o.lastModified.getTime() < now.getTime() - age)
      .map((o) => o.key);
    let deleted = 0;
    for (let i = 0; i < old.length; i += RETENTION_BATCH) {
      const keys = old.slice(i, i + RETENTION_BATCH);
      const used = new Set(
        (
          (await (area === 'resumes'
            ? this.db.query(
                `SELECT resume_key AS key FROM applications WHERE resume_key = ANY($1)`,
                [keys],
              )
            : this.db.query(
                `SELECT 'session-images/' || ${sessionImageNameSql('image')} AS key FROM sessions
                  WHERE 'session-images/' || ${sessionImageNameSql('image')} = ANY($1)`,
                [keys],
              ))) as { key: string }[]
        ).map((row) => row.key),
      );
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

/** The audit target: `contacts 3, registrations 0, applications 2 (2 files), audit 0, …`. */
export function describeRun(r: RetentionResult): string {
  const parts = [
    `contacts ${r.contacts}`,
    `registrations ${r.registrations}`,
    `applications ${r.applications} (${r.files} file${r.files === 1 ? '' : 's'})`,
    `audit ${r.audit}`,
    `failed mails ${r.failedMails}`,
  ];
  if (r.pendingSubscribers) parts.push(`unconfirmed sign-ups ${r.pendingSubscribers}`);
  if (r.orphanFiles) parts.push(`orphan files ${r.orphanFiles}`);
  return parts.join(', ');
}
