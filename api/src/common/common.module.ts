import { Global, Module } from '@nestjs/common';
import { CaptchaController } from './captcha/captcha.controller';
import { CaptchaReplayStore } from './captcha/captcha-replay.store';
import { CaptchaService } from './captcha/captcha.service';
import { RateLimitService } from './rate-limit/rate-limit.service';
import { RedisProvider } from './redis/redis.provider';
import { FormRateLimitGuard } from './rate-limit/form-rate-limit.guard';
import { StorageService } from './storage/storage.service';
import { AuditService } from '../audit/audit.service';
import { Maintenance } from './maintenance';

/** Cross-cutting services every feature module uses (captcha, rate limits, Redis, storage, audit). */
@Global()
@Module({
  controllers: [CaptchaController],
  providers: [
    RedisProvider,
    RateLimitService,
    CaptchaReplayStore,
    CaptchaService,
    FormRateLimitGuard,
    StorageService,
    AuditService,
    Maintenance,
  ],
  exports: [
    RedisProvider,
    RateLimitService,
    CaptchaReplayStore,
    CaptchaService,
    FormRateLimitGuard,
    StorageService,
    AuditService,
  ],
})
export class CommonModule {}
