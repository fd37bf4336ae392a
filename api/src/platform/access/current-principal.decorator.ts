import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { Principal } from './principal';

export const CurrentPrincipal = createParamDecorator(
  (_: unknown, ctx: ExecutionContext): Principal =>
    ctx.switchToHttp().getRequest<{ user: Principal }>().user,
);
