import { generate } from 'otplib';
import request from 'supertest';
import { TwoFactorService } from '../../src/auth/two-factor.service';
import { PASSWORD } from './auth';
import { solveCaptcha } from './captcha';
import type { TestApp } from './test-app';

/**
 * The code of the authenticator app `steps` 30-second steps from now (-1, 0 and 1 are accepted).
 * In a step's last 3 seconds it waits for the next step first: the API checks the code a moment
 * later, and a step that ended meanwhile would put the code out of its window (-1 becomes -2).
 */
export async function codeAt(secret: string, steps = 0): Promise<string> {
  const intoStep = (Date.now() % 30_000) / 1000;
  if (intoStep > 27) await new Promise((r) => setTimeout(r, (30 - intoStep) * 1000 + 50));
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });
}

const stepNow = () => Math.floor(Date.now() / 30_000);
const codeOfStep = (secret: string, step: number) => generate({ secret, epoch: step * 30 });

/**
 * Turns two-factor sign-in on for a user as My account does (start, then confirm with this
 * step's code); returns the secret, the recovery codes and the step whose code is used up.
 * This step's code is still accepted when the check comes a step later, as it may when many
 * enrolments wait for the database at once.
 */
export async function enrolTwoFactor(t: TestApp, userId: number, username: string) {
  const twoFactor = t.app.get(TwoFactorService);
  const { secret } = await twoFactor.start(userId, username);
  const usedStep = stepNow();
  const recoveryCodes = await twoFactor.confirm(
    userId,
    await codeOfStep(secret, usedStep),
    async () => {},
  );
  return { secret, recoveryCodes, usedStep };
}

/** A code the app shows that was not used yet: this step's, or the next one's while this one's is used. */
export function unusedCode(user: { secret: string; usedStep: number }) {
  return codeOfStep(user.secret, Math.max(stepNow(), user.usedStep + 1));
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
