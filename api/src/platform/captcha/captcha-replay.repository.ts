import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { SqlStatement } from '../database/sql-statement';

/** A verified captcha solution, not yet used: its key and how long it must be remembered. */
export interface CaptchaClaim {
  id: string;
  ttlSeconds: number;
}

const PRIMARY_KEY = 'captcha_solutions_pkey';
const INSERT_CLAIM = `INSERT INTO captcha_solutions (id, expires_at)
  VALUES ($1, now() + make_interval(secs => $2))`;

/**
 * Remembers used captcha solutions until their challenge expires, so each is accepted once.
 * In PostgreSQL, which every replica shares: a claim can then be part of the statement that
 * stores the submission (see `claimStatement`), so a solution is used up exactly when its
 * submission is stored. Expired rows are deleted by the hourly maintenance job.
 */
@Injectable()
export class CaptchaReplayRepository {
  constructor(@Inject(DataSource) private readonly db: DataSource) {}

  /** Atomically records the solution on its own; false when it was already used. */
  async claim(c: CaptchaClaim): Promise<boolean> {
    try {
      await CaptchaReplayRepository.claimIn(this.db.manager, c);
      return true;
    } catch (e) {
      if (e instanceof CaptchaReplayedError) return false;
      throw e;
    }
  }

  /**
   * The INSERT that records the solution inside a caller's single statement. A used solution
   * makes that whole statement fail with a unique violation (see `isReplay`): nothing is written.
   */
  static claimStatement(c: CaptchaClaim): SqlStatement {
    return { sql: INSERT_CLAIM, params: [c.id, c.ttlSeconds] };
  }

  /**
   * Records the solution inside the caller's transaction; a used solution throws
   * `CaptchaReplayedError` (see `isReplay`), so the transaction rolls back. It does not raise a
   * database error, which the ORM would log as a failed query on every double submission.
   */
  static async claimIn(m: EntityManager, c: CaptchaClaim): Promise<void> {
    const rows: unknown[] = await m.query(
      `${INSERT_CLAIM} ON CONFLICT (id) DO NOTHING RETURNING id`,
      [c.id, c.ttlSeconds],
    );
    if (rows.length !== 1) throw new CaptchaReplayedError();
  }

  /** True when `e` says the solution was already used (by `claimStatement` or `claimIn`). */
  static isReplay(e: unknown): boolean {
    if (e instanceof CaptchaReplayedError) return true;
    const err = e as { code?: string; constraint?: string; driverError?: typeof err };
    const pg = err?.driverError ?? err;
    return pg?.code === '23505' && pg.constraint === PRIMARY_KEY;
  }
}

/** A captcha solution that was already used. */
class CaptchaReplayedError extends Error {
  constructor() {
    super('captcha solution already used');
  }
}
