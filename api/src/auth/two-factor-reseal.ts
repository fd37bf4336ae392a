import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../platform/config/app-config';
import { openSecret, sealedKeyId, sealSecret } from './two-factor';
import { TwoFactorRepository } from './two-factor.repository';

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
    @Inject(TwoFactorRepository) private readonly secrets: TwoFactorRepository,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const ring = this.config.keys.totp;
    const rows = await this.secrets.sealedSecrets();
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
        await this.secrets.reseal(column, row.id, sealed, sealSecret(secret, ring));
        resealed++;
      }
    }
    if (resealed)
      this.logger.log(`re-sealed ${resealed} two-factor secret(s) with key "${ring.current.id}"`);
  }
}
