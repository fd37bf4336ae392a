import { ForbiddenException } from '@nestjs/common';
import type { Permission } from './permissions';
import type { Principal } from './principal';

/**
 * The checks of who may act on what, in one place. A route's guard lets a person in by the
 * permission the route names (auth/auth.guard.ts); what they may then do to one record (any
 * record, or only their own) is decided by these, which each service calls with its own words.
 */

/** Whether the person holds the permission. */
export const holds = (p: Pick<Principal, 'permissions'>, permission: Permission): boolean =>
  p.permissions.includes(permission);

/** The 403 of a refused access, in the service's words. */
export const accessRefused = (message: string) => new ForbiddenException(message);

/** 403 with `message` unless the person holds the permission. */
export function requirePermission(p: Principal, permission: Permission, message: string): void {
  if (!holds(p, permission)) throw accessRefused(message);
}

/**
 * 403 with `message` unless the record is the person's own (`owner`: its author's username;
 * null when it is nobody's to keep) or `forAnyone` says they may act on everyone's.
 */
export function requireOwnOr(
  p: Principal,
  owner: string | null,
  forAnyone: boolean,
  message: string,
): void {
  if (!forAnyone && owner !== p.username) throw accessRefused(message);
}
