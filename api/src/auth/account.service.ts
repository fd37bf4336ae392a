import {
  BadRequestException,
  ConflictException,
  ForbiddenException,
  Inject,
  Injectable,
} from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { AuditService } from '../audit/audit.service';
import { identityKey } from '../platform/rate-limit/identity-key';
import { TooManyRequests } from '../platform/rate-limit/rate-limit.service';
import { APP_CONFIG, type AppConfig } from '../platform/config/app-config';
import type { AuditAction } from '../audit/audit-actions';
import { AuthService } from './auth.service';
import type { Principal } from '../platform/access/principal';
import type { LoginResponse } from './dto/login.dto';
import { LoginThrottle } from './login-throttle';
import { passwordProblem } from '../platform/passwords/password-policy';
import { verifyPassword } from './passwords';
import { StepUp } from './step-up';
import type { Enrolment } from './two-factor';
import { TwoFactorService } from './two-factor.service';
import { UsersService } from './users.service';
import { ErrorCode } from '../platform/errors/error-code';

const SAME_PASSWORD = 'Choose a password different from your current one.';
const NOT_ON = 'Two-factor sign-in is off: set it up first.';
const PASSWORD_FIRST = 'Please choose a new password before you continue.';
const ONE_PROOF = 'Enter either your current password or a code from your authenticator app.';

/** My account: what every staff user does for themselves. */
@Injectable()
export class AccountService {
  constructor(
    @Inject(UsersService) private readonly users: UsersService,
    @Inject(AuthService) private readonly auth: AuthService,
    @Inject(TwoFactorService) private readonly twoFactor: TwoFactorService,
    @Inject(StepUp) private readonly stepUp: StepUp,
    @Inject(AuditService) private readonly audit: AuditService,
    @Inject(LoginThrottle) private readonly throttle: LoginThrottle,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * The step-up on its own: the current password or (two-factor accounts) a code makes the
   * session count as just signed in, for the actions that ask for it.
   */
  async confirmIdentity(
    p: Principal,
    proof: { currentPassword?: string; code?: string },
    ip: string,
  ): Promise<void> {
    const { currentPassword, code } = proof;
    if (!currentPassword === !code)
      throw new BadRequestException({
        message: ONE_PROOF,
        code: ErrorCode.ValidationFailed,
        details: { currentPassword: ONE_PROOF },
        detailCodes: { currentPassword: ErrorCode.FieldRequired },
      });
    if (currentPassword) await this.stepUp.provePassword(p, currentPassword, ip);
    else await this.stepUp.proveCode(p, code!, ip);
  }

  /**
   * Changes the password after the step-up check. The session of a temporary password (a setup
   * session) needs no current password: that password worked once and is spent. Every session
   * ends; this one gets a new token.
   */
  async changePassword(
    p: Principal,
    current: string | undefined,
    next: string,
    ip: string,
  ): Promise<LoginResponse> {
    if (p.setup !== 'password') await this.stepUp.confirm(p, current, ip);
    const user = (await this.users.findById(p.userId, true))!;
    if (await verifyPassword(user.passwordHash, next)) throw new BadRequestException(SAME_PASSWORD);
    const problem = await passwordProblem(next, user.username);
    if (problem) throw new BadRequestException(problem);
    const changed = await this.users.setPassword(user.id, next, null, (m) =>
      this.audit.record(p, 'account.password-change', {}, ip, m),
    );
    return this.auth.signIn(changed, p.panel, ip, false);
  }

  async changeEmail(p: Principal, email: string, current: string | undefined, ip: string) {
    this.assertPasswordChosen(p);
    await this.stepUp.confirm(p, current, ip);
    return this.users.setEmail(p.userId, email.trim(), (m) =>
      this.audit.record(p, 'account.email-change', {}, ip, m),
    );
  }

  /**
   * A new secret to scan: turning two-factor on, or moving it to a new phone (the old app keeps
   * working until the new one is confirmed).
   */
  async startTwoFactor(p: Principal, current: string | undefined, ip: string): Promise<Enrolment> {
    this.assertPasswordChosen(p);
    await this.stepUp.confirm(p, current, ip);
    return this.twoFactor.start(p.userId, p.username);
  }

  /** Confirms the new secret; the user's other sessions end. */
  async confirmTwoFactor(p: Principal, code: string, ip: string): Promise<string[]> {
    this.assertPasswordChosen(p);
    const action = p.twoFactorEnabled ? 'account.two-factor-move' : 'account.two-factor-enable';
    return this.twoFactor.confirm(p.userId, code, this.endingOthers(p, action, ip));
  }

  /** Turns two-factor sign-in off with a current code and the step-up; other sessions end. */
  async disableTwoFactor(p: Principal, code: string, current: string | undefined, ip: string) {
    this.assertPasswordChosen(p);
    await this.stepUp.confirm(p, current, ip);
    // The code counts in the user's code bucket like a sign-in's, so a stolen session that
    // knows the password still cannot guess its way to turning two-factor off.
    const who = identityKey(p, p.username);
    // A session takes 5 codes here, like a sign-in's challenge; the user 10 per window.
    if ((await this.throttle.admitCode(who, `disable:${p.jti}`)) === 'dead')
      throw new TooManyRequests(this.config.login.windowMinutes * 60);
    await this.twoFactor.disable(
      { id: p.userId, role: p.role },
      code,
      this.endingOthers(p, 'account.two-factor-disable', ip),
    );
    await this.throttle.codeSucceeded(who);
  }

  /** Ten new recovery codes; the old ones stop working. */
  async regenerateRecoveryCodes(p: Principal, current: string | undefined, ip: string) {
    this.assertPasswordChosen(p);
    if (!p.twoFactorEnabled) throw new ConflictException(NOT_ON);
    await this.stepUp.confirm(p, current, ip);
    return this.twoFactor.regenerateRecoveryCodes(p.userId, (m) =>
      this.audit.record(p, 'account.recovery-codes-regenerate', {}, ip, m),
    );
  }

  /** A setup session of a temporary password may only choose the new password. */
  private assertPasswordChosen(p: Principal): void {
    if (p.setup === 'password') throw new ForbiddenException(PASSWORD_FIRST);
  }

  /** Audits the change and ends the user's other sessions, in the change's transaction. */
  private endingOthers(
    p: Principal,
    action: Extract<AuditAction, `account.two-factor-${string}`>,
    ip: string,
  ) {
    return async (m: EntityManager) => {
      await this.users.endOtherSessions(m, p.userId, p.jti);
      await this.audit.record(p, action, {}, ip, m);
    };
  }
}
