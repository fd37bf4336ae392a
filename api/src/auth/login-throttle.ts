import { Inject, Injectable } from '@nestjs/common';
import { addressKey } from '../platform/rate-limit/address-key';
import {
  type LimitSpec,
  RateLimitService,
  TooManyRequests,
} from '../platform/rate-limit/rate-limit.service';
import { APP_CONFIG, type AppConfig } from '../platform/config/app-config';
import { Metrics } from '../platform/metrics/metrics';

/** How long the challenge of the password step lives (and so its count of wrong codes). */
export const CHALLENGE_SECONDS = 300;
/** Wrong codes one challenge takes before it is dead (the right code then fails too). */
const CODES_PER_CHALLENGE = 5;

/**
 * Brute-force limits of the staff sign-in, designed so a stranger's failures cannot lock the
 * owner out. Addresses are counted by `addressKey` (an IPv6 /64 is one address); the user by
 * `identityKey` (`who` below): the account when the typed username is one's, else the typed
 * name, so every spelling of one account's name spends the same allowance.
 *
 * Password step (also the current password on My account):
 * - per (user, address): `maxFailures` attempts per window — the lock a guesser meets;
 * - per address: `addressMaxFailures` attempts per window, whatever the username;
 * - per user from all addresses: `accountMaxFailures` per 24 hours — the ceiling. Past it the
 *   account is not locked; each address gets one attempt per window at it instead of
 *   `maxFailures`, so a distributed guesser slows to a crawl while the owner, from an address
 *   that has not failed, still gets in with the right password and a solved captcha.
 * A right password gives its attempt back at once, also when a code step follows.
 *
 * Code step (authenticator or recovery code), in buckets of its own — never the ones above, so
 * wrong codes cannot push the owner's account over its ceiling:
 * - per challenge: `CODES_PER_CHALLENGE` codes, then the challenge is dead;
 * - per user from all addresses and challenges: `codeMaxFailures` wrong codes per window. Only
 *   someone who has the password reaches this step.
 *
 * Every attempt is counted with one atomic increment *before* anything is checked (Redis when
 * configured, else PostgreSQL), so parallel attempts cannot overshoot.
 */
@Injectable()
export class LoginThrottle {
  private readonly pair: LimitSpec;
  private readonly address: LimitSpec;
  private readonly account: LimitSpec;
  private readonly challengeCodes: LimitSpec;
  private readonly userCodes: LimitSpec;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(RateLimitService) private readonly limits: RateLimitService,
    @Inject(Metrics) private readonly metrics: Metrics,
  ) {
    const { maxFailures, windowMinutes, addressMaxFailures, accountMaxFailures, codeMaxFailures } =
      config.login;
    const shared = { onStoreFailure: 'closed', withoutRedis: 'database' } as const;
    const window = windowMinutes * 60;
    const spec = (name: string, points: number, durationSeconds: number): LimitSpec => ({
      name,
      points,
      durationSeconds,
      ...shared,
    });
    this.pair = spec('login-pair', maxFailures, window);
    this.address = spec('login-address', addressMaxFailures, window);
    this.account = spec('login-account', accountMaxFailures, 24 * 3600);
    this.challengeCodes = spec('login-code-challenge', CODES_PER_CHALLENGE, CHALLENGE_SECONDS);
    this.userCodes = spec('login-code-user', codeMaxFailures, window);
  }

  /** Answers 429 at once for a pair or address already out of attempts (no count, no captcha spent). */
  assertOpen(who: string, ip: string): Promise<void> {
    return this.countingLockouts(async () => {
      const address = addressKey(ip);
      await this.limits.assertNotBlocked(this.address, address);
      await this.limits.assertNotBlocked(this.pair, pairKey(who, address));
    });
  }

  /** Counts this password attempt; throws 429 when it is over a limit (nothing is checked then). */
  admit(who: string, ip: string): Promise<void> {
    return this.countingLockouts(async () => {
      const address = addressKey(ip);
      await this.limits.consume(this.address, address);
      const pairCount = await this.limits.consume(this.pair, pairKey(who, address));
      const accountCount = await this.limits.penalize(this.account, who);
      if (accountCount > this.account.points && pairCount > 1) {
        throw new TooManyRequests(this.pair.durationSeconds);
      }
    });
  }

  /** The password was right: it does not count against anyone. */
  async succeeded(who: string, ip: string): Promise<void> {
    const address = addressKey(ip);
    await Promise.all([
      this.limits.reset(this.pair, pairKey(who, address)),
      this.limits.refund(this.address, address),
      this.limits.refund(this.account, who),
    ]);
  }

  /**
   * Counts a code for `challenge` (its jti) and its user (`who`, as for the password
   * buckets). Returns how many more codes the challenge takes after this one (0: this
   * is its last), or 'dead' when it takes none any more; throws 429 when the user is out of
   * code attempts.
   */
  async admitCode(who: string, challenge: string): Promise<number | 'dead'> {
    const used = await this.limits.penalize(this.challengeCodes, challenge);
    if (used > CODES_PER_CHALLENGE) return 'dead';
    try {
      await this.countingLockouts(() => this.limits.consume(this.userCodes, who));
    } catch (e) {
      // Refused before the code was looked at: the challenge keeps that attempt.
      await this.limits.refund(this.challengeCodes, challenge);
      throw e;
    }
    return CODES_PER_CHALLENGE - used;
  }

  /** An attempt refused for being over a limit is a lockout (kavach_login_lockouts_total). */
  private async countingLockouts<T>(attempt: () => Promise<T>): Promise<T> {
    try {
      return await attempt();
    } catch (e) {
      if (e instanceof TooManyRequests) this.metrics.loginLockedOut();
      throw e;
    }
  }

  /** The code was right: it does not count against the user (the challenge is spent anyway). */
  async codeSucceeded(who: string): Promise<void> {
    await this.limits.refund(this.userCodes, who);
  }
}

function pairKey(who: string, address: string): string {
  return `${who}|${address}`;
}
