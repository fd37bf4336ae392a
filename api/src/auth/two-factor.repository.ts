import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';

/** The users columns that hold a sealed two-factor secret. */
export type SecretColumn = 'totp_secret' | 'totp_pending_secret';

/** A user's sealed secrets, as the re-seal at start reads them. */
export interface SealedSecrets {
  id: number;
  secret: string | null;
  pending: string | null;
}

/**
 * The SQL of two-factor sign-in: the users' TOTP columns and their recovery codes, which change
 * together. Methods that take an EntityManager run inside the caller's transaction; the others
 * read or write on their own.
 */
@Injectable()
export class TwoFactorRepository {
  constructor(@Inject(DataSource) private readonly db: DataSource) {}

  /** Keeps a sealed secret as pending until it is confirmed (replacing an earlier one). */
  async setPending(userId: number, sealed: string): Promise<void> {
    await this.db.query(`UPDATE users SET totp_pending_secret = $2 WHERE id = $1`, [
      userId,
      sealed,
    ]);
  }

  /** The sealed pending secret, locking the user row until the transaction ends; null if none. */
  async lockPending(m: EntityManager, userId: number): Promise<string | null> {
    const [row]: { pending: string | null }[] = await m.query(
      `SELECT totp_pending_secret AS pending FROM users WHERE id = $1 FOR UPDATE`,
      [userId],
    );
    return row?.pending ?? null;
  }

  /** Makes the pending secret the one in use, two-factor on since now, `step` used. */
  async confirmPending(m: EntityManager, userId: number, step: number): Promise<void> {
    await m.query(
      `UPDATE users SET totp_secret = totp_pending_secret, totp_pending_secret = NULL,
                        totp_enabled_at = now(), totp_last_step = $2 WHERE id = $1`,
      [userId, step],
    );
  }

  /** Turns two-factor sign-in off: no secret, no pending one, no recovery codes. */
  async clear(m: EntityManager, userId: number): Promise<void> {
    await m.query(
      `UPDATE users SET totp_secret = NULL, totp_pending_secret = NULL, totp_enabled_at = NULL,
                        totp_last_step = NULL WHERE id = $1`,
      [userId],
    );
    await m.query(`DELETE FROM user_recovery_codes WHERE user_id = $1`, [userId]);
  }

  /** The sealed secret in use and the last time step used; null when two-factor is off. */
  async secretOf(userId: number): Promise<{ secret: string; last: number | null } | null> {
    const [row]: { secret: string | null; last: string | null }[] = await this.db.query(
      `SELECT totp_secret AS secret, totp_last_step AS last FROM users WHERE id = $1`,
      [userId],
    );
    if (!row?.secret) return null;
    return { secret: row.secret, last: row.last === null ? null : Number(row.last) };
  }

  /**
   * Stores `step` as the last one used, only when it is later than the stored one: true once
   * per step, so two requests racing with the same code cannot both pass.
   */
  async useStep(userId: number, step: number): Promise<boolean> {
    const [, updated] = (await this.db.query(
      `UPDATE users SET totp_last_step = $2
        WHERE id = $1 AND (totp_last_step IS NULL OR totp_last_step < $2)`,
      [userId, step],
    )) as [unknown, number];
    return updated === 1;
  }

  /** The user's unused recovery codes (their hashes). */
  unusedRecoveryCodes(userId: number): Promise<{ id: number; hash: string }[]> {
    return this.db.query(
      `SELECT id, code_hash AS hash FROM user_recovery_codes
        WHERE user_id = $1 AND used_at IS NULL`,
      [userId],
    );
  }

  /** Marks a recovery code used: true once, so two requests racing with it cannot both pass. */
  async useRecoveryCode(id: number): Promise<boolean> {
    const used = (await this.db.query(
      `UPDATE user_recovery_codes SET used_at = now()
        WHERE id = $1 AND used_at IS NULL RETURNING id`,
      [id],
    )) as [unknown[], number];
    return !!used[0]?.length;
  }

  async recoveryCodesLeft(userId: number): Promise<number> {
    const [row]: { n: number }[] = await this.db.query(
      `SELECT count(*)::int AS n FROM user_recovery_codes WHERE user_id = $1 AND used_at IS NULL`,
      [userId],
    );
    return row?.n ?? 0;
  }

  /** Puts these recovery code hashes in place of the user's old codes. */
  async replaceRecoveryCodes(m: EntityManager, userId: number, hashes: string[]): Promise<void> {
    await m.query(`DELETE FROM user_recovery_codes WHERE user_id = $1`, [userId]);
    await m.query(
      `INSERT INTO user_recovery_codes (user_id, code_hash) SELECT $1, unnest($2::text[])`,
      [userId, hashes],
    );
  }

  /** Every user with a sealed secret, in use or pending. */
  sealedSecrets(): Promise<SealedSecrets[]> {
    return this.db.query(
      `SELECT id, totp_secret AS secret, totp_pending_secret AS pending FROM users
        WHERE totp_secret IS NOT NULL OR totp_pending_secret IS NOT NULL`,
    );
  }

  /** Writes the re-sealed secret in `column` unless the row changed since `sealed` was read. */
  async reseal(
    column: SecretColumn,
    userId: number,
    sealed: string,
    resealed: string,
  ): Promise<void> {
    await this.db.query(`UPDATE users SET ${column} = $3 WHERE id = $1 AND ${column} = $2`, [
      userId,
      sealed,
      resealed,
    ]);
  }
}
