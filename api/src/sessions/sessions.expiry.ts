import { Inject, Injectable, Logger } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { errorForLog } from '../platform/database/database-error-log';
import { SessionsService } from './sessions.service';

/** Hourly: sessions whose end date (or date) has passed become `expired`. One replica runs it. */
@Injectable()
export class SessionsExpiryJob {
  private readonly logger = new Logger('SessionsExpiry');

  constructor(@Inject(SessionsService) private readonly sessions: SessionsService) {}

  @Cron(CronExpression.EVERY_HOUR, { name: 'sessions-expiry', timeZone: 'Asia/Kolkata' })
  async run(): Promise<number | null> {
    try {
      const changed = await this.sessions.expireWithLock();
      if (changed) this.logger.log(`${changed} session(s) marked expired`);
      return changed;
    } catch (e) {
      // A database hiccup must not kill the scheduler; the next hour tries again.
      this.logger.warn(`expiry run failed: ${errorForLog(e)}`);
      return null;
    }
  }
}
