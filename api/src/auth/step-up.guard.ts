import {
  ExecutionContext,
  ForbiddenException,
  Inject,
  Injectable,
  type CanActivate,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import type { Principal } from '../platform/access/principal';
import { REQUIRES_STEP_UP, type StepUpRule } from '../platform/access/requires-step-up.decorator';
import { PASSWORD_MAX } from '../platform/passwords/password-policy';
import { NO_SECTION_ACCESS } from './auth.guard';
import { StepUp } from './step-up';

/**
 * The second global guard (registered after GlobalAuthGuard, so the caller is known and holds
 * the permission): a route marked RequiresStepUp passes only for a session that proved itself
 * recently (StepUp's one rule). A `currentPassword` in the body (the step-up DTOs of the account
 * routes) is checked here too, so those clients need no separate call. An integration token
 * passes: it is a credential of its own, not a person's session.
 */
@Injectable()
export class StepUpGuard implements CanActivate {
  constructor(
    @Inject(Reflector) private readonly reflector: Reflector,
    @Inject(StepUp) private readonly stepUp: StepUp,
  ) {}

  async canActivate(ctx: ExecutionContext): Promise<boolean> {
    const rule = this.reflector.getAllAndOverride<StepUpRule | undefined>(REQUIRES_STEP_UP, [
      ctx.getHandler(),
      ctx.getClass(),
    ]);
    if (!rule) return true;
    const req = ctx.switchToHttp().getRequest<Request & { user?: Principal }>();
    // Every marked route also needs a permission, so the first guard has set the caller.
    if (!req.user) throw new ForbiddenException(NO_SECTION_ACCESS);
    if (rule.when && !rule.when({ body: req.body as unknown, user: req.user })) return true;
    // An integration token has no person to prove: a System Admin gave it these permissions,
    // with the step-up, when it was made.
    if (req.user.integration) return true;
    await this.stepUp.confirm(req.user, currentPasswordOf(req.body), req.ip ?? '');
    return true;
  }
}

/** The body's currentPassword when it is one to check (validation answers anything else). */
function currentPasswordOf(body: unknown): string | undefined {
  const value = (body as { currentPassword?: unknown } | undefined)?.currentPassword;
  return typeof value === 'string' && value.length <= PASSWORD_MAX ? value : undefined;
}
