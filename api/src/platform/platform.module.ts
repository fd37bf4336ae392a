import { Module } from '@nestjs/common';
import { CaptchaController } from './captcha/captcha.controller';
import { CaptchaReplayRepository } from './captcha/captcha-replay.repository';
import { CaptchaService } from './captcha/captcha.service';
import { RateLimitService } from './rate-limit/rate-limit.service';
import { RedisProvider } from './redis/redis.provider';
import { FormRateLimitGuard } from './rate-limit/form-rate-limit.guard';
import { StorageService } from './storage/storage.service';
import { Maintenance } from './database/maintenance';
import { MetricsModule } from './metrics/metrics.module';

/**
 * Cross-cutting services (captcha, rate limits, Redis, storage); modules that use them import this.
 * The metrics are global (MetricsModule).
 */
@Module({
  imports: [MetricsModule],
  controllers: [CaptchaController],
  providers: [
    RedisProvider,
    RateLimitService,
    CaptchaReplayRepository,
    CaptchaService,
    FormRateLimitGuard,
    StorageService,
    Maintenance,
  ],
  exports: [
    RedisProvider,
    RateLimitService,
    CaptchaReplayRepository,
    CaptchaService,
    FormRateLimitGuard,
    StorageService,
  ],
})
export class PlatformModule {}
