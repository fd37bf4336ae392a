import {
  ExecutionContext,
  ForbiddenException,
  Inject,
  Injectable,
  UnauthorizedException,
  type CanActivate,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { JwtService } from '@nestjs/jwt';
import type { Request } from 'express';
import { IS_PUBLIC } from '../platform/http/public.decorator';
import { APP_CONFIG, type AppConfig } from '../platform/config/app-config';
import { AuthService, type JwtClaims, sessionEnded } from './auth.service';
import type { Principal } from '../platform/access/principal';
import type { Permission } from '../platform/access/permissions';
import { FILE_TICKET } from '../platform/access/file-ticket';
import {
  AUTHENTICATED,
  DURING_SETUP,
  REQUIRED_PERMISSION,
} from '../platform/access/require-permission.decorator';
import { holds } from '../platform/access/record-access';
import { IntegrationTokensService } from '../integrations/integration-tokens.service';

/**
 * A request the panel makes on its own (a poll of counts or progress) says so with this header
 * set to 1: it is checked like any other but keeps no session alive, so a screen left alone
 * reaches the idle timeout. Saying it only shortens one's own session.
 */
const BACKGROUND_HEADER = 'x-kavach-background';

export const NO_SECTION_ACCESS = 'You do not have access to this section.';
/** A route of a person's own (the account, the panel's own state) called with a token. */
const NOT_FOR_INTEGRATIONS =
  'An integration token cannot use this route: it is for a signed-in person.';
export const SETUP_FIRST: Record<NonNullable<Principal['setup']>, string> = {
  password: 'Please choose a new password before you continue.',
  'two-factor': 'Please set up two-factor sign-in before you continue.',
};

/**
 * The global guard. Deny by default: a route is reachable only if it declares @Public(),
 * @Authenticated() or @RequirePermission(); the caller's role must hold the permission.
 * Tokens: bearer JWT, HS256 only, issuer and audience checked, then on every request the
 * session (logged out? idle?), the user (disabled? token version?) and the panel's rules.
 * A route a frame opens also takes a file ticket for its path instead (see AcceptsFileTicket).
 * An integration token (IntegrationTokensService) is let in by its own permissions, and only
 * on routes that name one: the routes any signed-in person may call are a person's own.
 */
@Injectable()
export class GlobalAuthGuard implements CanActivate {
  constructor(
    @Inject(Reflector) private readonly reflector: Reflector,
    @Inject(JwtService) private readonly jwt: JwtService,
    @Inject(AuthService) private readonly auth: AuthService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(IntegrationTokensService) private readonly integrations: IntegrationTokensService,
  ) {}

  async canActivate(ctx: ExecutionContext): Promise<boolean> {
    const targets = [ctx.getHandler(), ctx.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets)) return true;
    const permission = this.reflector.getAllAndOverride<Permission>(REQUIRED_PERMISSION, targets);
    const anyUser = this.reflector.getAllAndOverride<boolean>(AUTHENTICATED, targets);
    if (!permission && !anyUser) {
      // A route that states nothing is a programming error: refuse rather than expose it.
      throw new ForbiddenException(NO_SECTION_ACCESS);
    }
    const req = ctx.switchToHttp().getRequest<Request & { user?: Principal }>();
    const ticket = req.query?.ticket;
    const principal =
      !req.headers.authorization &&
      typeof ticket === 'string' &&
      this.reflector.getAllAndOverride<boolean>(FILE_TICKET, targets)
        ? await this.auth.principalForFileTicket(ticket, req.path)
        : await this.authenticate(
            req.headers.authorization,
            req.headers[BACKGROUND_HEADER] === '1',
            req.ip,
          );
    req.user = principal;
    if (principal.integration && !permission) throw new ForbiddenException(NOT_FOR_INTEGRATIONS);
    if (principal.setup && !this.reflector.getAllAndOverride<boolean>(DURING_SETUP, targets)) {
      throw new ForbiddenException(SETUP_FIRST[principal.setup]);
    }
    if (permission && !holds(principal, permission)) {
      throw new ForbiddenException(NO_SECTION_ACCESS);
    }
    return true;
  }

  private async authenticate(
    header: string | undefined,
    background: boolean,
    ip: string | undefined,
  ): Promise<Principal> {
    const bearer = /^Bearer (\S+)$/.exec(header ?? '')?.[1];
    if (bearer && IntegrationTokensService.carries(bearer))
      return this.integrations.principalFor(bearer, ip);
    const match = /^Bearer ([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*)$/.exec(header ?? '');
    if (!match) throw new UnauthorizedException('Please log in to continue.');
    let claims: JwtClaims;
    try {
      // The key is the one the token's `kid` names (JwtModule's jwtKeyProvider).
      claims = await this.jwt.verifyAsync<JwtClaims>(match[1], {
        algorithms: ['HS256'],
        issuer: this.config.jwt.issuer,
        audience: this.config.jwt.audience,
      });
    } catch (e) {
      const expired = (e as { name?: string }).name === 'TokenExpiredError';
      throw sessionEnded(
        expired
          ? 'Your session has expired. Please log in again.'
          : 'Your session is not valid. Please log in again.',
      );
    }
    if (
      typeof claims.jti !== 'string' ||
      !/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(claims.jti) ||
      typeof claims.sub !== 'string' ||
      typeof claims.ver !== 'number' ||
      (claims.panel !== 'admin' && claims.panel !== 'jobs-admin')
    ) {
      throw sessionEnded('Your session is not valid. Please log in again.');
    }
    return this.auth.principalFor(claims, background);
  }
}
