import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiBearerAuth, ApiForbiddenResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { ErrorBody } from '../errors/error-body';
import type { Permission } from './permissions';

export const REQUIRED_PERMISSION = 'requiredPermission';

/** The permission a route needs; the global guard denies routes that declare neither this nor @Public(). */
export const RequirePermission = (permission: Permission) =>
  applyDecorators(
    SetMetadata(REQUIRED_PERMISSION, permission),
    ApiBearerAuth(),
    ApiUnauthorizedResponse({ type: ErrorBody, description: 'Missing, expired or revoked token' }),
    ApiForbiddenResponse({ type: ErrorBody, description: `Requires permission ${permission}` }),
  );

/**
 * A route needing another permission than its controller's class-level RequirePermission (e.g.
 * DELETE on a controller that reads): the class already documents the bearer token and the 401.
 */
export const RequirePermissionInstead = (permission: Permission) =>
  applyDecorators(
    SetMetadata(REQUIRED_PERMISSION, permission),
    ApiForbiddenResponse({ type: ErrorBody, description: `Requires permission ${permission}` }),
  );

/** Any signed-in user (no specific permission), e.g. /auth/me and /auth/logout. */
export const AUTHENTICATED = 'authenticated';
/** Routes a user may call while their account must be set up first (see AccountSetup). */
export const DURING_SETUP = 'duringSetup';
export const Authenticated = (options: { duringSetup?: boolean } = {}) =>
  applyDecorators(
    SetMetadata(AUTHENTICATED, true),
    SetMetadata(DURING_SETUP, options.duringSetup ?? false),
    ApiBearerAuth(),
    ApiUnauthorizedResponse({ type: ErrorBody, description: 'Missing, expired or revoked token' }),
  );
