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
  ) {}

  requiredFor(role: string): boolean {
    return this.config.login.twoFactorRequiredRoles.includes(role.toLowerCase());
  }

  /** A fresh secret, kept as pending until confirmed with a code (a second start replaces it). */
  async start(userId: number, username: string): Promise<Enrolment> {
    const enrolment = await newEnrolment(username);
    await this.db.query(`UPDATE users SET totp_pending_secret = $2 WHERE id = $1`, [
      userId,
      sealSecret(enrolment.secret, this.config.keys.totp),
    ]);
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
      const [row]: { pending: string | null }[] = await m.query(
        `SELECT totp_pending_secret AS pending FROM users WHERE id = $1 FOR UPDATE`,
        [userId],
      );
      if (!row?.pending) throw new BadRequestException(NO_ENROLMENT);
      const step = await verifiedStep(
        openSecret(row.pending, this.config.keys.totp),
        code.trim(),
        null,
      );
      if (step === null)
        throw new BadRequestException({
          message: INVALID_CODE,
          code: ErrorCode.TwoFactorCodeInvalid,
        });
      await m.query(
        `UPDATE users SET totp_secret = totp_pending_secret, totp_pending_secret = NULL,
                          totp_enabled_at = now(), totp_last_step = $2 WHERE id = $1`,
        [userId, step],
      );
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
      await m.query(
        `UPDATE users SET totp_secret = NULL, totp_pending_secret = NULL, totp_enabled_at = NULL,
                          totp_last_step = NULL WHERE id = $1`,
        [user.id],
      );
      await m.query(`DELETE FROM user_recovery_codes WHERE user_id = $1`, [user.id]);
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
      const unused: { id: number; hash: string }[] = await this.db.query(
        `SELECT id, code_hash AS hash FROM user_recovery_codes
          WHERE user_id = $1 AND used_at IS NULL`,
        [userId],
      );
      const match = await findRecoveryCode(code, unused);
      if (!match) return null;
      const used = await this.db.query(
        `UPDATE user_recovery_codes SET used_at = now()
          WHERE id = $1 AND used_at IS NULL RETURNING id`,
        [match.id],
      );
      return used[0]?.length ? 'recovery-code' : null;
    }
    const [row]: { secret: string | null; last: string | null }[] = await this.db.query(
      `SELECT totp_secret AS secret, totp_last_step AS last FROM users WHERE id = $1`,
      [userId],
    );
    if (!row?.secret) return null;
    const last = row.last === null ? null : Number(row.last);
    const step = await verifiedStep(openSecret(row.secret, this.config.keys.totp), code, last);
    if (step === null) return null;
    const [, updated] = await this.db.query(
      `UPDATE users SET totp_last_step = $2
        WHERE id = $1 AND (totp_last_step IS NULL OR totp_last_step < $2)`,
      [userId, step],
    );
    return updated === 1 ? 'code' : null;
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

  async recoveryCodesLeft(userId: number): Promise<number> {
    const [row]: { n: number }[] = await this.db.query(
      `SELECT count(*)::int AS n FROM user_recovery_codes WHERE user_id = $1 AND used_at IS NULL`,
      [userId],
    );
    return row?.n ?? 0;
  }

  private async replaceRecoveryCodes(m: EntityManager, userId: number): Promise<string[]> {
    const codes = newRecoveryCodes();
    const hashes = await Promise.all(codes.map(hashRecoveryCode));
    await m.query(`DELETE FROM user_recovery_codes WHERE user_id = $1`, [userId]);
    await m.query(
      `INSERT INTO user_recovery_codes (user_id, code_hash) SELECT $1, unnest($2::text[])`,
      [userId, hashes],
    );
    return codes;
  }
}
