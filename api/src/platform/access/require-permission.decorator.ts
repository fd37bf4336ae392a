import { applyDecorators, SetMetadata } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiExtension,
  ApiForbiddenResponse,
  ApiUnauthorizedResponse,
  type OpenAPIObject,
} from '@nestjs/swagger';
import { ErrorBody } from '../errors/error-body';
import type { Permission } from './permissions';

export const REQUIRED_PERMISSION = 'requiredPermission';
/** The operation's extension in the OpenAPI document naming the permission it needs. */
const PERMISSION_EXTENSION = 'x-permission';

/** The permission a route needs; the global guard denies routes that declare neither this nor @Public(). */
export const RequirePermission = (permission: Permission) =>
  applyDecorators(
    SetMetadata(REQUIRED_PERMISSION, permission),
    ApiExtension(PERMISSION_EXTENSION, permission),
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
    // Applied before the class's decorator, which keeps an operation's own extension.
    ApiExtension(PERMISSION_EXTENSION, permission),
    ApiForbiddenResponse({ type: ErrorBody, description: `Requires permission ${permission}` }),
  );

/**
 * Appends "Requires permission `…`." to the description of every operation carrying the
 * permission extension (the summary stays the short title).
 */
export function describeRequiredPermissions(doc: OpenAPIObject): OpenAPIObject {
  for (const item of Object.values(doc.paths)) {
    for (const op of Object.values(item)) {
      const permission = (op as Record<string, unknown> | undefined)?.[PERMISSION_EXTENSION];
      if (typeof permission !== 'string') continue;
      const operation = op as { description?: string };
      const sentence = `Requires permission \`${permission}\`.`;
      operation.description = operation.description
        ? `${operation.description.trimEnd()}\n\n${sentence}`
        : sentence;
    }
  }
  return doc;
}

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
