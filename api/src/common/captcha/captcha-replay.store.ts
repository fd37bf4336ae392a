import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { RedisProvider } from '../redis/redis.provider';

/**
 * Remembers used captcha solutions until their challenge expires, so each is accepted once.
 * Redis (shared by replicas) when REDIS_URL is set, the database otherwise.
 */
@Injectable()
export class CaptchaReplayStore {
  constructor(
    @Inject(RedisProvider) private readonly redis: RedisProvider,
    @Inject(DataSource) private readonly db: DataSource,
  ) {}

  /** Atomically records `id`; false when it was already used. */
  async claim(id: string, ttlSeconds: number): Promise<boolean> {
    if (this.redis.client) {
      try {
        const r = await this.redis.client.set(`captcha:${id}`, '1', 'EX', ttlSeconds, 'NX');
        return r === 'OK';
      } catch {
        // Redis unavailable: fall back to the database store rather than refusing every form.
        // (A solution used just before the outage could pass once more: accepted, documented.)
        return this.claimInDatabase(id, ttlSeconds);
      }
    }
    return this.claimInDatabase(id, ttlSeconds);
  }

  private async claimInDatabase(id: string, ttlSeconds: number): Promise<boolean> {
    const rows: unknown[] = await this.db.query(
      `INSERT INTO captcha_solutions (id, expires_at) VALUES ($1, now() + make_interval(secs => $2))
       ON CONFLICT (id) DO NOTHING RETURNING id`,
      [id, ttlSeconds],
    );
    return rows.length === 1;
  }
}
