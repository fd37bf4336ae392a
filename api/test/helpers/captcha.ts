import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import request from 'supertest';
import type { TestApp } from './test-app';

/** Fetches a real ALTCHA challenge from the API and solves it, as the widget does. */
export async function solveCaptcha(t: TestApp): Promise<string> {
  const res = await request(t.http).get('/api/captcha/challenge').expect(200);
  const challenge = res.body;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('captcha not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}
