import { Inject, Injectable } from '@nestjs/common';
import {
  type LimitSpec,
  RateLimitService,
  TooManyRequests,
} from '../common/rate-limit/rate-limit.service';
import { APP_CONFIG, type AppConfig } from '../config/app-config';

/**
 * Brute-force limits of the staff sign-in (password and second-factor steps), designed so a
 * stranger's failures cannot lock the owner out:
 *
 * - per (username, address): `maxFailures` attempts per window — the lock a guesser meets;
 * - per address: `addressMaxFailures` attempts per window, whatever the username;
 * - per username from all addresses: `accountMaxFailures` per 24 hours — the ceiling. Past it the
 *   account is not locked; each address gets one attempt per window at it instead of
 *   `maxFailures`, so a distributed guesser slows to a crawl while the owner, from an address
 *   that has not failed, still gets in with the right password and a solved captcha.
 *
 * Every attempt is counted with one atomic increment *before* the password is checked (Redis
 * when configured, else PostgreSQL), so parallel attempts cannot overshoot; a successful login
 * gives its count back.
 */
@Injectable()
export class LoginThrottle {
  private readonly pair: LimitSpec;
  private readonly address: LimitSpec;
  private readonly account: LimitSpec;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(RateLimitService) private readonly limits: RateLimitService,
  ) {
    const { maxFailures, windowMinutes, addressMaxFailures, accountMaxFailures } = config.login;
    const shared = { onStoreFailure: 'closed', withoutRedis: 'database' } as const;
    const window = windowMinutes * 60;
    this.pair = { name: 'login-pair', points: maxFailures, durationSeconds: window, ...shared };
    this.address = {
      name: 'login-address',
      points: addressMaxFailures,
      durationSeconds: window,
      ...shared,
    };
    this.account = {
      name: 'login-account',
      points: accountMaxFailures,
      durationSeconds: 24 * 3600,
      ...shared,
    };
  }

  /** Answers 429 at once for a pair or address already out of attempts (no count, no captcha spent). */
  async assertOpen(username: string, ip: string): Promise<void> {
    await this.limits.assertNotBlocked(this.address, ip);
    await this.limits.assertNotBlocked(this.pair, pairKey(username, ip));
  }

  /** Counts this attempt; throws 429 when it is over a limit (nothing is checked then). */
  async admit(username: string, ip: string): Promise<void> {
    await this.limits.consume(this.address, ip);
    const pairCount = await this.limits.consume(this.pair, pairKey(username, ip));
    const accountCount = await this.limits.penalize(this.account, username);
    if (accountCount > this.account.points && pairCount > 1) {
      throw new TooManyRequests(this.pair.durationSeconds);
    }
  }

  /** The attempt was right: it does not count against anyone. */
  async succeeded(username: string, ip: string): Promise<void> {
    await Promise.all([
      this.limits.reset(this.pair, pairKey(username, ip)),
      this.limits.refund(this.address, ip),
      this.limits.refund(this.account, username),
    ]);
  }
}

function pairKey(username: string, ip: string): string {
  return `${username}|${ip}`;
}
