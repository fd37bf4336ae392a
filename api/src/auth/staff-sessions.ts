import { Inject, Injectable } from '@nestjs/common';
import type { Panel } from './dto/login.dto';
import { StaffSessionsRepository, type LiveSession } from './staff-sessions.repository';

export type { LiveSession } from './staff-sessions.repository';

export type SessionEnd = 'idle' | 'ended';

/**
 * Server-side staff sessions, one row per issued token (its jti): logout ends one, a revocation
 * ends all of a user's, and a session with no request for the idle timeout is over.
 */
@Injectable()
export class StaffSessions {
  constructor(
    @Inject(StaffSessionsRepository) private readonly sessions: StaffSessionsRepository,
  ) {}

  async open(jti: string, userId: number, panel: Panel, expiresAt: Date): Promise<void> {
    await this.sessions.open(jti, userId, panel, expiresAt);
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
    const live = await this.sessions.touchLive(jti, idleSeconds, background);
    if (live) return live;
    return (await this.sessions.isEnded(jti)) === false ? 'idle' : 'ended';
  }

  async end(jti: string): Promise<void> {
    await this.sessions.end(jti);
  }
}
