import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';

/**
 * The SQL of "Forgot password?" links, each stored only as the hash of its token. Methods that
 * take an EntityManager run inside the caller's transaction; the others read on their own.
 */
@Injectable()
export class PasswordResetTokensRepository {
  constructor(@Inject(DataSource) private readonly db: DataSource) {}

  /** Deletes the user's unused links, then stores a new one valid for `minutes`. */
  async replace(
    m: EntityManager,
    userId: number,
    tokenHash: string,
    minutes: number,
  ): Promise<void> {
    // Only the newest link works.
    await m.query(`DELETE FROM password_reset_tokens WHERE user_id = $1 AND used_at IS NULL`, [
      userId,
    ]);
    await m.query(
      `INSERT INTO password_reset_tokens (user_id, token_hash, expires_at)
       VALUES ($1, $2, now() + make_interval(mins => $3))`,
      [userId, tokenHash, minutes],
    );
  }

  /** The user of an unused, unexpired link, or null. */
  async liveUserId(tokenHash: string): Promise<number | null> {
    const [row]: { userId: number }[] = await this.db.query(
      `SELECT user_id AS "userId" FROM password_reset_tokens
        WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now()`,
      [tokenHash],
    );
    return row ? row.userId : null;
  }

  /** Marks an unused, unexpired link used: true once, so of two uses racing, one wins. */
  async spend(m: EntityManager, tokenHash: string): Promise<boolean> {
    const [, spent] = (await m.query(
      `UPDATE password_reset_tokens SET used_at = now()
        WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now()`,
      [tokenHash],
    )) as [unknown, number];
    return spent === 1;
  }
}
