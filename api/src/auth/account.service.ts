import { BadRequestException, ConflictException, Inject, Injectable } from '@nestjs/common';
import { AuditService } from '../audit/audit.service';
import { AuthService, type Principal } from './auth.service';
import type { LoginResponse } from './dto/login.dto';
import { LoginThrottle } from './login-throttle';
import { passwordProblem } from './password-policy';
import { verifyPassword } from './passwords';
import type { Enrolment } from './two-factor';
import { TwoFactorService } from './two-factor.service';
import { UsersService } from './users.service';

export const WRONG_CURRENT_PASSWORD = 'Your current password is not correct.';
export const SAME_PASSWORD = 'Choose a password different from your current one.';
export const ALREADY_ON = 'Two-factor sign-in is already on.';

/** My account: what every staff user does for themselves. */
@Injectable()
export class AccountService {
  constructor(
    @Inject(UsersService) private readonly users: UsersService,
    @Inject(AuthService) private readonly auth: AuthService,
    @Inject(TwoFactorService) private readonly twoFactor: TwoFactorService,
    @Inject(LoginThrottle) private readonly throttle: LoginThrottle,
    @Inject(AuditService) private readonly audit: AuditService,
  ) {}

  /**
   * Changes the password after checking the current one (counted like a login attempt, so a
   * stolen session cannot be used to guess it). Every session ends; this one gets a new token.
   */
  async changePassword(
    p: Principal,
    current: string,
    next: string,
    ip: string,
  ): Promise<LoginResponse> {
    const username = p.username.toLowerCase();
    await this.throttle.admit(username, ip);
    const user = await this.users.findById(p.userId, true);
    if (!user || !(await verifyPassword(user.passwordHash, current)))
      throw new BadRequestException(WRONG_CURRENT_PASSWORD);
    await this.throttle.succeeded(username, ip);
    if (current === next) throw new BadRequestException(SAME_PASSWORD);
    const problem = await passwordProblem(next, user.username);
    if (problem) throw new BadRequestException(problem);
    const changed = await this.users.setPassword(user.id, next, false, (m) =>
      this.audit.record(p, 'account.password-change', user.username, ip, m),
    );
    return this.auth.signIn(changed, p.panel, ip, false);
  }

  async startTwoFactor(p: Principal): Promise<Enrolment> {
    if (p.twoFactorEnabled) throw new ConflictException(ALREADY_ON);
    return this.twoFactor.start(p.userId, p.username);
  }

  async confirmTwoFactor(p: Principal, code: string, ip: string): Promise<string[]> {
    if (p.twoFactorEnabled) throw new ConflictException(ALREADY_ON);
    return this.twoFactor.confirm(p.userId, code, (m) =>
      this.audit.record(p, 'account.two-factor-enable', p.username, ip, m),
    );
  }

  /** Turns two-factor sign-in off with a current code (counted like a login attempt). */
  async disableTwoFactor(p: Principal, code: string, ip: string): Promise<void> {
    const username = p.username.toLowerCase();
    await this.throttle.admit(username, ip);
    await this.twoFactor.disable({ id: p.userId, role: p.role }, code, (m) =>
      this.audit.record(p, 'account.two-factor-disable', p.username, ip, m),
    );
    await this.throttle.succeeded(username, ip);
  }
}
