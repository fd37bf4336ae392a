import {
  applyDecorators,
  CanActivate,
  ExecutionContext,
  Inject,
  Injectable,
  SetMetadata,
  UseGuards,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ApiTooManyRequestsResponse } from '@nestjs/swagger';
import type { Request } from 'express';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { ErrorBody } from '../errors/error-body';
import { addressKey } from './address-key';
import { type LimitSpec, RateLimitService } from './rate-limit.service';

const FORM_NAME = 'formRateLimit';

@Injectable()
export class FormRateLimitGuard implements CanActivate {
  constructor(
    @Inject(Reflector) private readonly reflector: Reflector,
    @Inject(RateLimitService) private readonly limits: RateLimitService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Each form's limit, made once rather than on every submission. */
  private readonly limitOf = new Map<string, LimitSpec>();

  async canActivate(ctx: ExecutionContext): Promise<boolean> {
    const name = this.reflector.get<string>(FORM_NAME, ctx.getHandler());
    let limit = this.limitOf.get(name);
    if (!limit) {
      limit = {
        name: `form-${name}`,
        points: this.config.rateLimit.formsPerMinute,
        durationSeconds: 60,
        onStoreFailure: 'open',
      };
      this.limitOf.set(name, limit);
    }
    const req = ctx.switchToHttp().getRequest<Request>();
    await this.limits.hit(limit, addressKey(req.ip));
    return true;
  }
}

/**
 * Per-address limit of a public form (RATE_LIMIT_FORMS_PER_MINUTE; an IPv6 /64 is one address),
 * shared by replicas via Redis.
 */
export const FormRateLimit = (form: string) =>
  applyDecorators(
    SetMetadata(FORM_NAME, form),
    UseGuards(FormRateLimitGuard),
    ApiTooManyRequestsResponse({
      type: ErrorBody,
      description: 'Too many submissions from this address; says when to retry',
    }),
  );
