import { BadRequestException, Inject, Injectable, Logger } from '@nestjs/common';
import { createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { createHmac } from 'node:crypto';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { CaptchaReplayStore } from './captcha-replay.store';

type AltchaChallenge = Awaited<ReturnType<typeof createChallenge>>;

/** Messages the spec uses for a missing or failed captcha. */
export const CAPTCHA_MESSAGE_FORMS = 'Please complete the reCAPTCHA.';
export const CAPTCHA_MESSAGE_LOGIN = 'Please complete the reCAPTCHA verification.';

/**
 * Server-side captcha verification. ALTCHA (self-hosted proof of work, default) or Google
 * reCAPTCHA. Every solution is accepted once.
 */
@Injectable()
export class CaptchaService {
  private readonly logger = new Logger('Captcha');
  private readonly keySecret: string;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CaptchaReplayStore) private readonly replay: CaptchaReplayStore,
  ) {
    this.keySecret = createHmac('sha256', config.captcha.secret).update('altcha-key').digest('hex');
  }

  get provider(): 'altcha' | 'recaptcha' {
    return this.config.captcha.provider;
  }

  get siteKey(): string | undefined {
    return this.config.captcha.recaptchaSiteKey;
  }

  /** A fresh signed ALTCHA challenge (deterministic mode: verification is a single HMAC). */
  async createChallenge(): Promise<AltchaChallenge> {
    const { cost, counterMax, ttlSeconds } = this.config.captcha;
    return createChallenge({
      algorithm: 'PBKDF2/SHA-256',
      cost,
      counter: randomInt(Math.max(1, Math.floor(counterMax / 3)), counterMax),
      deriveKey,
      hmacSignatureSecret: this.config.captcha.secret,
      hmacKeySignatureSecret: this.keySecret,
      expiresAt: Math.floor(Date.now() / 1000) + ttlSeconds,
    });
  }

  /** Throws 400 with `message` unless `payload` is a valid, unused solution. */
  async assertValid(payload: unknown, message: string, field = 'captcha'): Promise<void> {
    const fail = () => new BadRequestException({ message, details: { [field]: message } });
    if (typeof payload !== 'string' || payload.length === 0 || payload.length > 8192) throw fail();
    const ok =
      this.config.captcha.provider === 'recaptcha'
        ? await this.verifyRecaptcha(payload)
        : await this.verifyAltcha(payload);
    if (!ok) throw fail();
  }

  private async verifyAltcha(payload: string): Promise<boolean> {
    let parsed: { challenge?: AltchaChallenge; solution?: { counter: number; derivedKey: string } };
    try {
      parsed = JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
    } catch {
      return false;
    }
    if (!parsed?.challenge?.parameters || !parsed.solution) return false;
    let result;
    try {
      result = await verifySolution({
        challenge: parsed.challenge,
        solution: parsed.solution,
        deriveKey,
        hmacSignatureSecret: this.config.captcha.secret,
        hmacKeySignatureSecret: this.keySecret,
      });
    } catch {
      return false;
    }
    if (!result.verified) return false;
    // Claim only verified solutions, so junk cannot fill the store.
    return this.replay.claim(
      `altcha:${parsed.challenge.parameters.nonce}`,
      this.config.captcha.ttlSeconds,
    );
  }

  private async verifyRecaptcha(token: string): Promise<boolean> {
    try {
      const res = await fetch('https://www.google.com/recaptcha/api/siteverify', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          secret: this.config.captcha.recaptchaSecret ?? '',
          response: token,
        }),
        signal: AbortSignal.timeout(5000),
      });
      const body = (await res.json()) as { success?: boolean };
      if (!body.success) return false;
      const hash = createHmac('sha256', this.config.captcha.secret).update(token).digest('hex');
      return this.replay.claim(`recaptcha:${hash}`, 300);
    } catch (e) {
      this.logger.warn(`reCAPTCHA verification failed: ${(e as Error).message}`);
      return false;
    }
  }
}
