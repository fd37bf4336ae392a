import { BadRequestException, Inject, Injectable, Logger } from '@nestjs/common';
import { createChallenge, randomInt } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { createHmac } from 'node:crypto';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { type AltchaPayload, verifyAltchaSolution } from './altcha-verify';
import { type CaptchaClaim, CaptchaReplayRepository } from './captcha-replay.repository';
import { ErrorCode } from '../errors/error-code';

type AltchaChallenge = Awaited<ReturnType<typeof createChallenge>>;

import { showCaptchaOf } from './captcha-words';

function captchaError(message: string, field: string, code: ErrorCode): BadRequestException {
  return new BadRequestException({
    message,
    code,
    details: { [field]: message },
    detailCodes: { [field]: code },
  });
}

/** The 400 of a captcha solution that was already used (here or when its submission is stored). */
export function captchaReplayed(message: string, field = 'captcha'): BadRequestException {
  return captchaError(message, field, ErrorCode.CaptchaReplayed);
}

/**
 * Server-side captcha verification. ALTCHA (self-hosted proof of work, default) or Google
 * reCAPTCHA. Every solution is accepted once.
 */
@Injectable()
export class CaptchaService {
  private readonly logger = new Logger('Captcha');
  /** The two HMAC secrets of each CAPTCHA_KEYS key, by key id. */
  private readonly secrets = new Map<string, { signature: string; keySignature: string }>();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CaptchaReplayRepository) private readonly replay: CaptchaReplayRepository,
  ) {
    showCaptchaOf(config.captcha.provider);
    for (const key of config.keys.captcha.keys) {
      const signature = createHmac('sha256', key.secret).update('captcha').digest('base64url');
      const keySignature = createHmac('sha256', signature).update('altcha-key').digest('hex');
      this.secrets.set(key.id, { signature, keySignature });
    }
  }

  private get currentKey() {
    const { id } = this.config.keys.captcha.current;
    return { id, ...this.secrets.get(id)! };
  }

  get provider(): 'altcha' | 'recaptcha' {
    return this.config.captcha.provider;
  }

  get siteKey(): string | undefined {
    return this.config.captcha.recaptchaSiteKey;
  }

  /**
   * A fresh signed ALTCHA challenge (deterministic mode: verification is a single HMAC). Its
   * signed parameters name the key (`data.kid`), so a solution verifies across a rotation.
   */
  async createChallenge(): Promise<AltchaChallenge> {
    const { cost, counterMax, ttlSeconds } = this.config.captcha;
    const key = this.currentKey;
    return createChallenge({
      algorithm: 'PBKDF2/SHA-256',
      cost,
      counter: randomInt(Math.max(1, Math.floor(counterMax / 3)), counterMax),
      deriveKey,
      hmacSignatureSecret: key.signature,
      hmacKeySignatureSecret: key.keySignature,
      data: { kid: key.id },
      expiresAt: Math.floor(Date.now() / 1000) + ttlSeconds,
    });
  }

  /** Throws 400 with `message` unless `payload` is a valid, unused solution; uses it up. */
  async assertValid(payload: unknown, message: string, field = 'captcha'): Promise<void> {
    const claim = await this.verify(payload, message, field);
    if (!(await this.replay.claim(claim))) throw captchaReplayed(message, field);
  }

  /**
   * Checks the solution (signature, expiry; reCAPTCHA asks Google) without using it up: the
   * caller passes the returned claim to SubmissionWriter, which uses it up with the row it stores.
   * Throws 400 with `message` when the solution is not valid.
   */
  async verify(payload: unknown, message: string, field = 'captcha'): Promise<CaptchaClaim> {
    if (typeof payload !== 'string' || payload.length === 0) {
      throw captchaError(message, field, ErrorCode.CaptchaRequired);
    }
    if (payload.length > 8192) throw captchaError(message, field, ErrorCode.CaptchaFailed);
    const claim =
      this.config.captcha.provider === 'recaptcha'
        ? await this.verifyRecaptcha(payload)
        : this.verifyAltcha(payload);
    if (!claim) throw captchaError(message, field, ErrorCode.CaptchaFailed);
    return claim;
  }

  private verifyAltcha(payload: string): CaptchaClaim | null {
    let parsed: Partial<AltchaPayload> | null;
    try {
      parsed = JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
    } catch {
      return null;
    }
    const params = parsed?.challenge?.parameters;
    if (!params || typeof params !== 'object' || !parsed?.solution) return null;
    // The key the challenge names (checked by the signature over the parameters that name it).
    const kid = (params.data as { kid?: unknown } | undefined)?.kid;
    const key = this.secrets.get(typeof kid === 'string' ? kid : '');
    if (!key || !verifyAltchaSolution(parsed as AltchaPayload, key.signature, key.keySignature)) {
      return null;
    }
    return { id: `altcha:${String(params.nonce)}`, ttlSeconds: this.config.captcha.ttlSeconds };
  }

  private async verifyRecaptcha(token: string): Promise<CaptchaClaim | null> {
    try {
      const res = await fetch(this.config.captcha.recaptchaVerifyUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          secret: this.config.captcha.recaptchaSecret ?? '',
          response: token,
        }),
        signal: AbortSignal.timeout(5000),
      });
      const body = (await res.json()) as { success?: boolean };
      if (!body.success) return null;
      const hash = createHmac('sha256', this.currentKey.signature).update(token).digest('hex');
      return { id: `recaptcha:${hash}`, ttlSeconds: 300 };
    } catch (e) {
      this.logger.warn(`reCAPTCHA verification failed: ${(e as Error).message}`);
      return null;
    }
  }
}
