import { BadRequestException } from '@nestjs/common';
import { generate } from 'otplib';
import request from 'supertest';
import { TwoFactorService } from '../../src/auth/two-factor.service';
import { PASSWORD } from './auth';
import { solveCaptcha } from './captcha';
import type { TestApp } from './test-app';

/** The code of the authenticator app `steps` 30-second steps from now (-1, 0 and 1 are accepted). */
export const codeAt = (secret: string, steps = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

/**
 * Turns two-factor sign-in on for a user as My account does (start, then confirm with the
 * previous step's code, so step 0 and later still sign in); returns the secret and the codes.
 */
export async function enrolTwoFactor(t: TestApp, userId: number, username: string) {
  const twoFactor = t.app.get(TwoFactorService);
  const { secret } = await twoFactor.start(userId, username);
  const confirm = async () => twoFactor.confirm(userId, await codeAt(secret, -1), async () => {});
  // The previous step's code is checked only when the confirmation's turn comes; when many
  // enrolments run at once (each hashes its recovery codes), a step may end before that and the
  // code is then two steps old. A fresh one is asked for once, as a person would type again.
  const recoveryCodes = await confirm().catch((e: unknown) => {
    if (e instanceof BadRequestException) return confirm();
    throw e;
  });
  return { secret, recoveryCodes };
}

/** The password step from `ip`. */
export async function passwordStep(t: TestApp, username: string, ip: string, password = PASSWORD) {
  return request(t.http)
    .post('/api/auth/login')
    .set('X-Forwarded-For', ip)
    .send({ username, password, captcha: await solveCaptcha(t) });
}

/** The code step from `ip`. */
export function codeStep(t: TestApp, challenge: string, code: string, ip: string) {
  return request(t.http)
    .post('/api/auth/login/two-factor')
    .set('X-Forwarded-For', ip)
    .send({ challenge, code });
}
