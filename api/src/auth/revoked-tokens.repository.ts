import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

/** The SQL of revoked tokens (a two-factor challenge that signed in), kept until they expire. */
@Injectable()
export class RevokedTokensRepository {
  constructor(@Inject(DataSource) private readonly db: DataSource) {}

  async isRevoked(jti: string): Promise<boolean> {
    const rows = (await this.db.query(`SELECT 1 FROM revoked_tokens WHERE jti = $1`, [
      jti,
    ])) as unknown[];
    return rows.length > 0;
  }

  /**
   * Revokes the token, kept until `expiresAt` (seconds since the epoch): true when this call
   * revoked it, false when it already was (the insert settles a race).
   */
  async revoke(jti: string, expiresAt: number): Promise<boolean> {
    const fresh: unknown[] = await this.db.query(
      `INSERT INTO revoked_tokens (jti, expires_at) VALUES ($1, to_timestamp($2))
       ON CONFLICT (jti) DO NOTHING RETURNING jti`,
      [jti, expiresAt],
    );
    return fresh.length > 0;
  }
}
