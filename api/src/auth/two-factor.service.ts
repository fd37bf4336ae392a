import { BadRequestException, ForbiddenException, Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../platform/config/app-config';
import {
  type Enrolment,
  findRecoveryCode,
  hashRecoveryCode,
  looksLikeRecoveryCode,
  newEnrolment,
  newRecoveryCodes,
  openSecret,
  sealSecret,
  verifiedStep,
} from './two-factor';
import { ErrorCode } from '../platform/errors/error-code';
import { TwoFactorRepository } from './two-factor.repository';

export const INVALID_CODE = 'That code is not valid. Check your authenticator app and try again.';
const NO_ENROLMENT = 'Start two-factor setup first: no setup is in progress.';
const TWO_FACTOR_REQUIRED_FOR_ROLE =
  'Two-factor sign-in is required for your role and cannot be turned off.';

/** Two-factor sign-in with an authenticator app (TOTP) and single-use recovery codes. */
@Injectable()
export class TwoFactorService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(DataSource) private readonly db: DataSource,
    @Inject(TwoFactorRepository) private readonly secrets: TwoFactorRepository,
  ) {}

  requiredFor(role: string): boolean {
    return this.config.login.twoFactorRequiredRoles.includes(role.toLowerCase());
  }

  /** A fresh secret, kept as pending until confirmed with a code (a second start replaces it). */
  async start(userId: number, username: string): Promise<Enrolment> {
    const enrolment = await newEnrolment(username);
    await this.secrets.setPending(userId, sealSecret(enrolment.secret, this.config.keys.totp));
    return enrolment;
  }

  /**
   * Confirms the pending secret with a current code; returns ten new recovery codes. When
   * two-factor sign-in was already on (a new phone), the new secret replaces the old one here.
   */
  async confirm(
    userId: number,
    code: string,
    then: (m: EntityManager) => Promise<void>,
  ): Promise<string[]> {
    return this.db.transaction(async (m) => {
      const pending = await this.secrets.lockPending(m, userId);
      if (!pending) throw new BadRequestException(NO_ENROLMENT);
      const step = await verifiedStep(
        openSecret(pending, this.config.keys.totp),
        code.trim(),
        null,
      );
      if (step === null)
        throw new BadRequestException({
          message: INVALID_CODE,
          code: ErrorCode.TwoFactorCodeInvalid,
        });
      await this.secrets.confirmPending(m, userId, step);
      const codes = await this.replaceRecoveryCodes(m, userId);
      await then(m);
      return codes;
    });
  }

  /** Turns two-factor sign-in off after a current code (not for roles that require it). */
  async disable(
    user: { id: number; role: string },
    code: string,
    then: (m: EntityManager) => Promise<void>,
  ): Promise<void> {
    if (this.requiredFor(user.role)) throw new ForbiddenException(TWO_FACTOR_REQUIRED_FOR_ROLE);
    if (!(await this.check(user.id, code)))
      throw new BadRequestException({
        message: INVALID_CODE,
        code: ErrorCode.TwoFactorCodeInvalid,
      });
    await this.db.transaction(async (m) => {
      await this.secrets.clear(m, user.id);
      await then(m);
    });
  }

  /**
   * Checks a 6-digit code or a recovery code and uses it up: the time step is stored with a
   * conditional update and a recovery code is marked used by a conditional update of its row,
   * so two requests racing with the same code cannot both pass.
   */
  async check(userId: number, input: string): Promise<'code' | 'recovery-code' | null> {
    const code = input.trim();
    if (looksLikeRecoveryCode(code)) {
      const unused = await this.secrets.unusedRecoveryCodes(userId);
      const match = await findRecoveryCode(code, unused);
      if (!match) return null;
      return (await this.secrets.useRecoveryCode(match.id)) ? 'recovery-code' : null;
    }
    const row = await this.secrets.secretOf(userId);
    if (!row) return null;
    const step = await verifiedStep(openSecret(row.secret, this.config.keys.totp), code, row.last);
    if (step === null) return null;
    return (await this.secrets.useStep(userId, step)) ? 'code' : null;
  }

  /** Ten new recovery codes in place of the old ones. */
  async regenerateRecoveryCodes(
    userId: number,
    then: (m: EntityManager) => Promise<void>,
  ): Promise<string[]> {
    return this.db.transaction(async (m) => {
      const codes = await this.replaceRecoveryCodes(m, userId);
      await then(m);
      return codes;
    });
  }

  recoveryCodesLeft(userId: number): Promise<number> {
    return this.secrets.recoveryCodesLeft(userId);
  }

  private async replaceRecoveryCodes(m: EntityManager, userId: number): Promise<string[]> {
    const codes = newRecoveryCodes();
    const hashes = await Promise.all(codes.map(hashRecoveryCode));
    await this.secrets.replaceRecoveryCodes(m, userId, hashes);
    return codes;
  }
}
