import { createChallenge, solveChallenge, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { type AltchaPayload, canonicalJson, verifyAltchaSolution } from './altcha-verify';

const SECRET = 'captcha-signature-secret-for-tests';
const KEY_SECRET = 'captcha-key-signature-secret-for-tests';

async function solved(expiresAt = Math.floor(Date.now() / 1000) + 600): Promise<AltchaPayload> {
  const challenge = await createChallenge({
    algorithm: 'PBKDF2/SHA-256',
    cost: 1,
    counter: 5,
    deriveKey,
    hmacSignatureSecret: SECRET,
    hmacKeySignatureSecret: KEY_SECRET,
    expiresAt,
  });
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('not solved');
  return JSON.parse(JSON.stringify({ challenge, solution })) as AltchaPayload;
}

/** altcha-lib's own verdict on the same payload. */
async function library(p: AltchaPayload): Promise<boolean> {
  const r = await verifySolution({
    challenge: p.challenge as never,
    solution: p.solution as never,
    deriveKey,
    hmacSignatureSecret: SECRET,
    hmacKeySignatureSecret: KEY_SECRET,
  }).catch(() => ({ verified: false }));
  return r.verified;
}

describe('verifyAltchaSolution (node:crypto) agrees with altcha-lib verifySolution', () => {
  const cases: Array<[string, (p: AltchaPayload) => void, boolean]> = [
    ['a genuine solution', () => undefined, true],
    ['a wrong derived key', (p) => (p.solution.derivedKey = '00'.repeat(32)), false],
    [
      'an upper-case derived key',
      (p) => (p.solution.derivedKey = String(p.solution.derivedKey).toUpperCase()),
      false,
    ],
    ['an odd-length derived key', (p) => (p.solution.derivedKey = 'abc'), false],
    ['a derived key that is not text', (p) => (p.solution.derivedKey = 42), false],
    ['a negative counter', (p) => (p.solution.counter = -1), false],
    ['a counter that is text', (p) => (p.solution.counter = '5'), false],
    ['a changed nonce', (p) => (p.challenge.parameters.nonce = 'ab'.repeat(16)), false],
    [
      'a later expiry',
      (p) => (p.challenge.parameters.expiresAt = Number(p.challenge.parameters.expiresAt) + 1),
      false,
    ],
    ['an added parameter', (p) => (p.challenge.parameters.extra = 1), false],
    ['a wrong signature', (p) => (p.challenge.signature = '0'.repeat(64)), false],
    ['no signature', (p) => delete p.challenge.signature, false],
  ];

  it.each(cases)('%s', async (_name, tamper, expected) => {
    const p = await solved();
    tamper(p);
    expect(verifyAltchaSolution(p, SECRET, KEY_SECRET)).toBe(expected);
    expect(await library(p)).toBe(expected);
  });

  it('refuses an expired challenge, as the library does', async () => {
    const p = await solved(Math.floor(Date.now() / 1000) - 1);
    expect(verifyAltchaSolution(p, SECRET, KEY_SECRET)).toBe(false);
    expect(await library(p)).toBe(false);
  });

  it('refuses a solution signed with another secret', async () => {
    const p = await solved();
    expect(verifyAltchaSolution(p, 'another-secret-entirely', KEY_SECRET)).toBe(false);
    expect(verifyAltchaSolution(p, SECRET, 'another-key-secret')).toBe(false);
  });

  it('signs parameters in canonical form: keys sorted at every level, undefined dropped', () => {
    expect(canonicalJson({ b: 1, a: { d: 2, c: [3, { f: 1, e: 0 }] }, u: undefined })).toBe(
      '{"a":{"c":[3,{"f":1,"e":0}],"d":2},"b":1}',
    );
  });
});
