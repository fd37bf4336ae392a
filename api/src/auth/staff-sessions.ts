import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { Panel } from './dto/login.dto';

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

export type SessionEnd = 'idle' | 'ended';

/**
 * Server-side staff sessions, one row per issued token (its jti): logout ends one, a revocation
 * ends all of a user's, and a session with no request for the idle timeout is over.
 */
@Injectable()
export class StaffSessions {
  constructor(@Inject(DataSource) private readonly db: DataSource) {}

  async open(jti: string, userId: number, panel: Panel, expiresAt: Date): Promise<void> {
    await this.db.query(
      `INSERT INTO staff_sessions (jti, user_id, panel, expires_at) VALUES ($1, $2, $3, $4)`,
      [jti, userId, panel, expiresAt],
    );
  }

  /**
   * Marks the session used now (unless `background`: a poll is no activity) and returns it with
   * its user, in one round trip; or why it is over. The idle check and the touch are one
   * statement, so a session cannot be revived.
   */
  async touch(
    jti: string,
    idleSeconds: number,
    background = false,
  ): Promise<LiveSession | SessionEnd> {
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
    if (rows[0]) return rows[0];
    const [gone]: { ended: boolean }[] = await this.db.query(
      `SELECT (ended_at IS NOT NULL OR expires_at <= now()) AS ended FROM staff_sessions WHERE jti = $1`,
      [jti],
    );
    return gone && !gone.ended ? 'idle' : 'ended';
  }

  async end(jti: string): Promise<void> {
    await this.db.query(`UPDATE staff_sessions SET ended_at = now() WHERE jti = $1`, [jti]);
  }
}
