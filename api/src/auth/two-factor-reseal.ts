import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../platform/config/app-config';
import { openSecret, sealedKeyId, sealSecret } from './two-factor';

/**
 * At start, re-seals with the current TOTP_ENCRYPTION_KEYS key every two-factor secret sealed
 * with an older one (or before key ids), so after one start with the new key first the old key
 * can be removed without anyone setting up two-factor again. A row changed meanwhile (a new
 * enrolment) is left as it is; replicas starting together may both re-seal a row, harmlessly.
 */
@Injectable()
export class TwoFactorReseal implements OnApplicationBootstrap {
  private readonly logger = new Logger('TwoFactorReseal');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(DataSource) private readonly db: DataSource,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const ring = this.config.keys.totp;
    const rows: { id: number; secret: string | null; pending: string | null }[] =
      await this.db.query(
        `SELECT id, totp_secret AS secret, totp_pending_secret AS pending FROM users
          WHERE totp_secret IS NOT NULL OR totp_pending_secret IS NOT NULL`,
      );
    let resealed = 0;
    for (const row of rows) {
      for (const column of ['totp_secret', 'totp_pending_secret'] as const) {
        const sealed = column === 'totp_secret' ? row.secret : row.pending;
        if (!sealed || sealedKeyId(sealed) === ring.current.id) continue;
        let secret: string;
        try {
          secret = openSecret(sealed, ring);
        } catch {
          this.logger.warn(
            `user ${row.id}: ${column} is sealed with a key no longer in TOTP_ENCRYPTION_KEYS; reset their two-factor sign-in`,
          );
          continue;
        }
        await this.db.query(`UPDATE users SET ${column} = $3 WHERE id = $1 AND ${column} = $2`, [
          row.id,
          sealed,
          sealSecret(secret, ring),
        ]);
        resealed++;
      }
    }
    if (resealed)
      this.logger.log(`re-sealed ${resealed} two-factor secret(s) with key "${ring.current.id}"`);
  }
}
