import { Permission } from '../platform/access/permissions';

/**
 * Integration tokens: what a token is and what it may hold. The prefix lets secret scanners
 * recognise a leaked token; the rest is 32 random bytes in base64url.
 */
export const INTEGRATION_TOKEN_PREFIX = 'kvch_it_';
export const INTEGRATION_TOKEN_PATTERN = /^kvch_it_[A-Za-z0-9_-]{43}$/;
/** Characters of a token kept to recognise it in the list: the prefix and four more. */
export const TOKEN_START_LENGTH = INTEGRATION_TOKEN_PREFIX.length + 4;

export const TOKEN_NAME_MAX = 48;
/** A token lives at most a year: a forgotten one stops by itself. */
export const TOKEN_DAYS_MAX = 365;

/**
 * What no token may hold: staff accounts and integration tokens themselves (a token could
 * otherwise make a person or a stronger token). The account routes are a person's only
 * (@Authenticated routes refuse tokens in the guard).
 */
const NEVER_GRANTED: readonly Permission[] = [
  Permission.UsersManage,
  Permission.IntegrationsManage,
];

/** The permissions a token may be given, in the permission table's order. */
export const GRANTABLE_PERMISSIONS: readonly Permission[] = Object.values(Permission).filter(
  (p) => !NEVER_GRANTED.includes(p),
);
