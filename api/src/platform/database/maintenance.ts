import { Inject, Injectable, Logger } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { DataSource } from 'typeorm';
import { errorForLog } from './database-error-log';

/** Hourly clean-up of rows that only matter until they expire (used captchas, revoked tokens, ended
 * staff sessions, login attempt counters). */
@Injectable()
export class Maintenance {
  private readonly logger = new Logger('Maintenance');

  constructor(@Inject(DataSource) private readonly db: DataSource) {}

  @Cron(CronExpression.EVERY_HOUR, { name: 'purge-expired' })
  async purgeExpired(): Promise<void> {
    try {
      // Idempotent deletes: harmless when two replicas run them in the same tick.
      await this.db.query(`DELETE FROM captcha_solutions WHERE expires_at < now()`);
      await this.db.query(`DELETE FROM revoked_tokens WHERE expires_at < now()`);
      await this.db.query(`DELETE FROM staff_sessions WHERE expires_at < now()`);
      await this.db.query(
        `DELETE FROM login_attempts WHERE expire < (extract(epoch FROM now()) * 1000)::bigint`,
      );
    } catch (e) {
      this.logger.warn(`purge failed: ${errorForLog(e)}`);
    }
  }
}
