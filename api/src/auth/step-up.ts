import { BadRequestException, ForbiddenException, Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { Principal } from '../platform/access/principal';
import { LoginThrottle } from './login-throttle';
import { verifyPassword } from './passwords';
import { UsersService } from './users.service';
import { ErrorCode } from '../platform/errors/error-code';

/** How long a session counts as "just signed in" for the step-up rule. */
export const STEP_UP_MINUTES = 5;
export const STEP_UP_REQUIRED = 'To confirm it is you, enter your current password.';
export const WRONG_CURRENT_PASSWORD = 'Your current password is not correct.';

/**
 * Step-up: the actions a stolen token must not be enough for (two-factor on, off or moved,
 * new recovery codes, a new System Admin, resetting someone's password or two-factor, one's own
 * password or e-mail) need the current password, or a session that proved it within the last
 * STEP_UP_MINUTES (its sign-in, or an earlier confirmation). One rule for all of them.
 */
@Injectable()
export class StepUp {
  constructor(
    @Inject(DataSource) private readonly db: DataSource,
    @Inject(UsersService) private readonly users: UsersService,
    @Inject(LoginThrottle) private readonly throttle: LoginThrottle,
  ) {}

  /**
   * Passes, or answers 403 (no password and the sign-in is older) or 400 (a wrong password).
   * A password given is checked like a login attempt, so a stolen session cannot guess it; a
   * right one makes the session fresh again.
   */
  async confirm(p: Principal, currentPassword: string | undefined, ip: string): Promise<void> {
    if (currentPassword) {
      const username = p.username.toLowerCase();
      await this.throttle.admit(username, ip);
      const user = await this.users.findById(p.userId, true);
      if (!user || !(await verifyPassword(user.passwordHash, currentPassword)))
        throw new BadRequestException({
          message: WRONG_CURRENT_PASSWORD,
          code: ErrorCode.InvalidCredentials,
          details: { currentPassword: WRONG_CURRENT_PASSWORD },
          detailCodes: { currentPassword: ErrorCode.InvalidCredentials },
        });
      await this.throttle.succeeded(username, ip);
      await this.db.query(`UPDATE staff_sessions SET authenticated_at = now() WHERE jti = $1`, [
        p.jti,
      ]);
      return;
    }
    const [row]: { fresh: boolean }[] = await this.db.query(
      `SELECT authenticated_at > now() - make_interval(mins => $2) AS fresh
         FROM staff_sessions WHERE jti = $1`,
      [p.jti, STEP_UP_MINUTES],
    );
    if (!row?.fresh)
      throw new ForbiddenException({
        message: STEP_UP_REQUIRED,
        code: ErrorCode.StepUpRequired,
        details: { currentPassword: STEP_UP_REQUIRED },
        detailCodes: { currentPassword: ErrorCode.StepUpRequired },
      });
  }
}
