import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { Panel } from './dto/login.dto';

/** A row of `staff_sessions`: the server side of a signed-in staff token, by its jti. */
export interface StoredStaffSession {
  jti: string;
  user_id: number;
  panel: Panel;
  created_at: Date;
  last_seen_at: Date;
  authenticated_at: Date;
  expires_at: Date;
  ended_at: Date | null;
}

/** A live session as the guard sees it: the session row joined with its user. */
export interface LiveSession {
  userId: number;
  username: string;
  role: string;
  disabled: boolean;
  tokenVersion: number;
  mustChangePassword: boolean;
  twoFactorEnabled: boolean;
  panel: Panel;
}

/**
 * The staff sessions' SQL, one row per issued token (its jti). Methods that take an
 * EntityManager run inside the caller's transaction; the others write on their own.
 */
@Injectable()
export class StaffSessionsRepository {
  constructor(@Inject(DataSource) private readonly db: DataSource) {}

  async open(jti: string, userId: number, panel: Panel, expiresAt: Date): Promise<void> {
    await this.db.query(
      `INSERT INTO staff_sessions (jti, user_id, panel, expires_at) VALUES ($1, $2, $3, $4)`,
      [jti, userId, panel, expiresAt],
    );
  }

  /**
   * Marks the session used now (unless `background`) and returns it with its user, in one round
   * trip; null when it is ended, expired or idle longer than `idleSeconds`. The idle check and
   * the touch are one statement, so a session cannot be revived.
   */
  async touchLive(
    jti: string,
    idleSeconds: number,
    background: boolean,
  ): Promise<LiveSession | null> {
    const rows: LiveSession[] = await this.db.query(
      `WITH s AS (
         UPDATE staff_sessions SET last_seen_at = CASE WHEN $3 THEN last_seen_at ELSE now() END
          WHERE jti = $1 AND ended_at IS NULL AND expires_at > now()
            AND last_seen_at > now() - make_interval(secs => $2)
         RETURNING user_id, panel)
       SELECT u.id AS "userId", u.username, u.role, u.disabled, u.token_version AS "tokenVersion",
              u.must_change_password AS "mustChangePassword",
              (u.totp_enabled_at IS NOT NULL) AS "twoFactorEnabled", s.panel
         FROM s JOIN users u ON u.id = s.user_id`,
      [jti, idleSeconds, background],
    );
    return rows[0] ?? null;
  }

  /** Whether the session was ended or ran out; null when there is no such session. */
  async isEnded(jti: string): Promise<boolean | null> {
    const [gone]: { ended: boolean }[] = await this.db.query(
      `SELECT (ended_at IS NOT NULL OR expires_at <= now()) AS ended FROM staff_sessions WHERE jti = $1`,
      [jti],
    );
    return gone ? gone.ended : null;
  }

  async end(jti: string): Promise<void> {
    await this.db.query(`UPDATE staff_sessions SET ended_at = now() WHERE jti = $1`, [jti]);
  }

  /** Ends every live session of the user. */
  async endAllOf(m: EntityManager, userId: number): Promise<void> {
    await m.query(
      `UPDATE staff_sessions SET ended_at = now() WHERE user_id = $1 AND ended_at IS NULL`,
      [userId],
    );
  }

  /** Ends every live session of the user but `keepJti`. */
  async endOthersOf(m: EntityManager, userId: number, keepJti: string): Promise<void> {
    await m.query(
      `UPDATE staff_sessions SET ended_at = now()
        WHERE user_id = $1 AND ended_at IS NULL AND jti <> $2`,
      [userId, keepJti],
    );
  }

  /** Whether the session signed in or proved itself within the last `minutes`. */
  async authenticatedWithin(jti: string, minutes: number): Promise<boolean> {
    const [row]: { fresh: boolean }[] = await this.db.query(
      `SELECT authenticated_at > now() - make_interval(mins => $2) AS fresh
         FROM staff_sessions WHERE jti = $1`,
      [jti, minutes],
    );
    return row?.fresh === true;
  }

  /** Records that the session proved itself now (the step-up). */
  async markAuthenticated(jti: string): Promise<void> {
    await this.db.query(`UPDATE staff_sessions SET authenticated_at = now() WHERE jti = $1`, [jti]);
  }
}
