import { BadRequestException, ForbiddenException, Inject, Injectable } from '@nestjs/common';
import { AuditService } from '../audit/audit.service';
import type { Principal } from '../platform/access/principal';
import { identityKey } from '../platform/rate-limit/identity-key';
import { TooManyRequests } from '../platform/rate-limit/rate-limit.service';
import { CHALLENGE_SECONDS, LoginThrottle } from './login-throttle';
import { verifyPassword } from './passwords';
import { StaffSessionsRepository } from './staff-sessions.repository';
import { INVALID_CODE, TwoFactorService } from './two-factor.service';
import { UsersService } from './users.service';
import { ErrorCode } from '../platform/errors/error-code';

/** How long a session counts as "just signed in" for the step-up rule. */
const STEP_UP_MINUTES = 5;
const STEP_UP_REQUIRED = 'To confirm it is you, enter your current password.';
const WRONG_CURRENT_PASSWORD = 'Your current password is not correct.';
const CODE_WITHOUT_TWO_FACTOR =
  'Two-factor sign-in is off for your account: confirm with your current password.';

/** The 403 of an action that needs proof the session's holder is its user. */
const stepUpRequired = () =>
  new ForbiddenException({
    message: STEP_UP_REQUIRED,
    code: ErrorCode.StepUpRequired,
    details: { currentPassword: STEP_UP_REQUIRED },
    detailCodes: { currentPassword: ErrorCode.StepUpRequired },
  });

/**
 * Step-up: the actions a stolen token must not be enough for (two-factor and the own password or
 * e-mail on My account; and every route marked RequiresStepUp: accounts and roles, privacy
 * requests, exports, deletes of personal data, newsletter sends, stored mail bodies) need a
 * session that proved it is its user within the last STEP_UP_MINUTES: its sign-in, the current
 * password, or (two-factor accounts) an authenticator or recovery code. One rule for all of them.
 */
@Injectable()
export class StepUp {
  constructor(
    @Inject(StaffSessionsRepository) private readonly sessions: StaffSessionsRepository,
    @Inject(UsersService) private readonly users: UsersService,
    @Inject(LoginThrottle) private readonly throttle: LoginThrottle,
    @Inject(TwoFactorService) private readonly twoFactor: TwoFactorService,
    @Inject(AuditService) private readonly audit: AuditService,
  ) {}

  /**
   * Passes, or answers 403 (no password and the proof is older) or 400 (a wrong password).
   * A password given is checked like a login attempt, so a stolen session cannot guess it; a
   * right one makes the session fresh again.
   */
  async confirm(p: Principal, currentPassword: string | undefined, ip: string): Promise<void> {
    if (currentPassword) return this.provePassword(p, currentPassword, ip);
    if (!(await this.isFresh(p))) throw stepUpRequired();
  }

  /** The freshness rule: the session signed in or proved itself within STEP_UP_MINUTES. */
  async isFresh(p: Principal): Promise<boolean> {
    return this.sessions.authenticatedWithin(p.jti, STEP_UP_MINUTES);
  }

  /** The current password, counted like a login attempt; 400 when wrong. */
  async provePassword(p: Principal, currentPassword: string, ip: string): Promise<void> {
    // The bucket of the account's sign-ins: guesses here and at the login count together.
    const who = identityKey(p, p.username);
    await this.throttle.admit(who, ip);
    const user = await this.users.findById(p.userId, true);
    if (!user || !(await verifyPassword(user.passwordHash, currentPassword)))
      throw new BadRequestException({
        message: WRONG_CURRENT_PASSWORD,
        code: ErrorCode.InvalidCredentials,
        details: { currentPassword: WRONG_CURRENT_PASSWORD },
        detailCodes: { currentPassword: ErrorCode.InvalidCredentials },
      });
    await this.throttle.succeeded(who, ip);
    await this.refresh(p);
  }

  /**
   * An authenticator code or an unused recovery code (which it uses up), for an account with
   * two-factor sign-in on. Codes count like the sign-in's code step: per session (as one
   * challenge) and in the user's code bucket, so a stolen session cannot guess its way through.
   */
  async proveCode(p: Principal, code: string, ip: string): Promise<void> {
    if (!p.twoFactorEnabled)
      throw new BadRequestException({
        message: CODE_WITHOUT_TWO_FACTOR,
        code: ErrorCode.ValidationFailed,
        details: { code: CODE_WITHOUT_TWO_FACTOR },
        detailCodes: { code: ErrorCode.FieldInvalid },
      });
    const who = identityKey(p, p.username);
    if ((await this.throttle.admitCode(who, `step-up:${p.jti}`)) === 'dead')
      throw new TooManyRequests(CHALLENGE_SECONDS);
    const used = await this.twoFactor.check(p.userId, code);
    if (!used)
      throw new BadRequestException({
        message: INVALID_CODE,
        code: ErrorCode.TwoFactorCodeInvalid,
        details: { code: INVALID_CODE },
        detailCodes: { code: ErrorCode.TwoFactorCodeInvalid },
      });
    await this.throttle.codeSucceeded(who);
    if (used === 'recovery-code') await this.audit.record(p, 'auth.recovery-code-used', {}, ip);
    await this.refresh(p);
  }

  private async refresh(p: Principal): Promise<void> {
    await this.sessions.markAuthenticated(p.jti);
  }
}
