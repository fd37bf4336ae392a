import { UnauthorizedException } from '@nestjs/common';
import { ErrorCode } from '../platform/errors/error-code';
import { INVALID_CODE } from './two-factor.service';

/* What the sign-in answers when it refuses, each with its error code. */

export const INVALID_CREDENTIALS = 'Invalid credentials. Please try again.';
export const NO_PANEL_ACCESS = 'You do not have access to this panel.';
export const SESSION_ENDED = 'Your session has ended. Please log in again.';
const CHALLENGE_EXPIRED = 'Your sign-in took too long. Please log in again.';
/** The answer to a challenge's last wrong code (CODES_PER_CHALLENGE) and to any code after it. */
const CHALLENGE_DEAD = 'Too many wrong codes for this sign-in. Please log in again.';
/** Said only after the right password, so a guesser learns nothing from it. */
export const ACCOUNT_DISABLED = 'This account is disabled. Ask your administrator.';
export const TEMPORARY_PASSWORD_SPENT =
  'This temporary password has expired or was already used. Ask your administrator for a new one.';
/** The 401 of a session that is over (expired, revoked, idle, ended); the panel logs out. */
export const sessionEnded = (message: string) =>
  new UnauthorizedException({ message, code: ErrorCode.SessionEnded });
export const challengeExpired = () =>
  new UnauthorizedException({
    message: CHALLENGE_EXPIRED,
    code: ErrorCode.TwoFactorChallengeExpired,
  });
export const challengeEnded = () =>
  new UnauthorizedException({ message: CHALLENGE_DEAD, code: ErrorCode.TwoFactorChallengeEnded });
export const codeInvalid = () =>
  new UnauthorizedException({ message: INVALID_CODE, code: ErrorCode.TwoFactorCodeInvalid });

const idleMessage = (minutes: number) =>
  `You were logged out after ${minutes} ${minutes === 1 ? 'minute' : 'minutes'} without activity. Please log in again.`;
/** The 401 of a session that sat idle: the panel may offer to sign in again over the screen. */
export const sessionIdle = (minutes: number) =>
  new UnauthorizedException({ message: idleMessage(minutes), code: ErrorCode.SessionIdle });
