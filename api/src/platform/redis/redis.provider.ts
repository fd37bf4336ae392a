import { Inject, Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import Redis from 'ioredis';
import { APP_CONFIG, type AppConfig } from '../config/app-config';

/**
 * The optional shared Redis connection. `client` is null when REDIS_URL is not set
 * (single process: in-memory / database fallbacks are used instead).
 */
@Injectable()
export class RedisProvider implements OnModuleDestroy {
  private readonly logger = new Logger('Redis');
  readonly client: Redis | null;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.client = config.redisUrl
      ? new Redis(config.redisUrl, {
          maxRetriesPerRequest: 1,
          enableOfflineQueue: false,
          connectTimeout: 2000,
          lazyConnect: false,
          // The commands of one turn of the event loop (concurrent requests' rate-limit counts)
          // leave in one write, not a write each.
          enableAutoPipelining: true,
        })
      : null;
    this.client?.on('error', (e) => this.logger.warn(`redis: ${e.message}`));
  }

  async onModuleDestroy(): Promise<void> {
    await this.client?.quit().catch(() => this.client?.disconnect());
  }
}
