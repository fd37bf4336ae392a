import { randomBytes } from 'node:crypto';
import { createUser } from '../../test/helpers/auth';
import { createTestApp, type TestApp } from '../../test/helpers/test-app';
import {
  codeAt,
  codeStep,
  enrolTwoFactor,
  passwordStep,
  unusedCode,
} from '../../test/helpers/two-factor';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const INVALID_CODE = 'That code is not valid. Check your authenticator app and try again.';
const CHALLENGE_DEAD = 'Too many wrong codes for this sign-in. Please log in again.';

/** `n` six-digit codes that are not valid for `secret` now (nor a step either side). */
async function wrongCodes(secret: string, n: number): Promise<string[]> {
  const valid = new Set(await Promise.all([-1, 0, 1].map((s) => codeAt(secret, s))));
  const codes: string[] = [];
  for (let i = 0; codes.length < n; i++) {
    const code = String(100000 + i * 111_111).slice(-6);
    if (!valid.has(code) && !codes.includes(code)) codes.push(code);
  }
  return codes;
}

/**
 * The attacks of a stranger on the staff sign-in with two-factor on, as they were tried against
 * the running system, with the default limits (5 per username and address, 20 per address,
 * 50 per username a day, 10 wrong codes per user, 5 per challenge) and the counters in
 * PostgreSQL (no REDIS_URL) and in Redis.
 */
describe.each([
  ['PostgreSQL', {}],
  ['Redis', { REDIS_URL }],
])('staff sign-in under attack (counters in %s)', (_store, storeEnv: Record<string, string>) => {
  let t: TestApp;
  // Unique names and addresses per run: Redis is shared with other runs.
  const runBytes = randomBytes(3);
  const name = (n: string) => `${n}-${runBytes.toString('hex')}`;
  let address = 0;
  const nextIp = () => `100.${64 + (runBytes[0] % 64)}.${runBytes[1]}.${++address}`;

  beforeAll(async () => {
    t = await createTestApp(storeEnv);
  }, 60_000);
  afterAll(() => t.close());

  async function twoFactorUser(n: string) {
    const username = name(n);
    const user = await createUser(t, username, 'admin');
    return { username, ...(await enrolTwoFactor(t, user.id, username)) };
  }

  it('55 wrong passwords from 11 addresses: the owner still signs in with password + code from one address', async () => {
    const owner = await twoFactorUser('owner');
    const statuses: number[] = [];
    for (let a = 0; a < 11; a++) {
      const ip = nextIp();
      for (let i = 0; i < 5; i++)
        statuses.push((await passwordStep(t, owner.username, ip, `guess ${a}.${i}`)).status);
    }
    // The account is past its 24-hour ceiling of 50 failures (and slows the guesser down)…
    expect(statuses.filter((s) => s === 401).length).toBeGreaterThan(50);
    expect(statuses.every((s) => s === 401 || s === 429)).toBe(true);

    // …yet the owner, from one address, gives the password and the code and is in.
    const ip = nextIp();
    const first = await passwordStep(t, owner.username, ip);
    expect([first.status, first.body.step]).toEqual([200, 'two-factor']);
    const signedIn = await codeStep(t, first.body.challenge, await unusedCode(owner), ip);
    expect([signedIn.status, signedIn.body.message]).toEqual([200, undefined]);
    expect(signedIn.body.token).toEqual(expect.any(String));
    // And again later, from the same address, with a recovery code this time.
    const second = await passwordStep(t, owner.username, ip);
    expect(second.status).toBe(200);
    const recovered = await codeStep(t, second.body.challenge, owner.recoveryCodes[0], ip);
    expect([recovered.status, recovered.body.step]).toEqual([200, 'signed-in']);
  });

  it('8 wrong codes from 8 addresses on one challenge: it dies after 5 and the right code then fails', async () => {
    const user = await twoFactorUser('guessed');
    const { challenge } = (await passwordStep(t, user.username, nextIp())).body;
    // App codes and recovery codes count the same way.
    const [a, b, c, d, e, f] = await wrongCodes(user.secret, 6);
    const guesses = [a, 'AAAAA-BBBBB', b, c, 'CCCCC-DDDDD', d, e, f];
    const answers: [number, string][] = [];
    for (const guess of guesses) {
      const res = await codeStep(t, challenge, guess, nextIp());
      answers.push([res.status, res.body.message]);
    }
    expect(answers).toEqual([
      ...Array(4).fill([401, INVALID_CODE]),
      // The fifth wrong code says the sign-in is over, and so does everything after it.
      ...Array(4).fill([401, CHALLENGE_DEAD]),
    ]);
    const right = await codeStep(t, challenge, await unusedCode(user), nextIp());
    expect([right.status, right.body.message]).toEqual([401, CHALLENGE_DEAD]);
    const recovery = await codeStep(t, challenge, user.recoveryCodes[0], nextIp());
    expect([recovery.status, recovery.body.message]).toEqual([401, CHALLENGE_DEAD]);

    // The person signs in again and is in.
    const ip = nextIp();
    const again = await passwordStep(t, user.username, ip);
    const signedIn = await codeStep(t, again.body.challenge, await unusedCode(user), ip);
    expect(signedIn.status).toBe(200);
  });

  it('wrong codes per user are capped across challenges and addresses (10 per 15 minutes)', async () => {
    const user = await twoFactorUser('capped');
    const wrong = await wrongCodes(user.secret, 10);
    // 4 + 4 + 2 wrong codes on three challenges, each code from another address.
    const challenges: string[] = [];
    for (const n of [4, 4, 2]) {
      const { challenge } = (await passwordStep(t, user.username, nextIp())).body;
      challenges.push(challenge);
      for (let i = 0; i < n; i++) {
        const res = await codeStep(t, challenge, wrong.shift()!, nextIp());
        expect([res.status, res.body.message]).toEqual([401, INVALID_CODE]);
      }
    }
    // The eleventh code is not looked at, even the right one on a live challenge.
    const refused = await codeStep(t, challenges[2], await unusedCode(user), nextIp());
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe('Too many attempts. Please try again in 15 minutes.');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(14 * 60);
    // Codes never count against the password: the password step still answers…
    const fresh = await passwordStep(t, user.username, nextIp());
    expect([fresh.status, fresh.body.step]).toEqual([200, 'two-factor']);
    // …but no code (nor a recovery code) is looked at for this user until the window ends.
    const later = await codeStep(t, fresh.body.challenge, user.recoveryCodes[1], nextIp());
    expect(later.status).toBe(429);
  });

  it('twenty staff behind one office address all sign in with two-factor', async () => {
    const staff = await Promise.all(
      Array.from({ length: 20 }, (_, i) => twoFactorUser(`office${i}`)),
    );
    const office = nextIp();
    for (const [i, person] of staff.entries()) {
      // A few mistype their password first, as people do.
      if (i % 7 === 0)
        expect((await passwordStep(t, person.username, office, 'typo')).status).toBe(401);
      const first = await passwordStep(t, person.username, office);
      expect([person.username, first.status, first.body.step]).toEqual([
        person.username,
        200,
        'two-factor',
      ]);
      const signedIn = await codeStep(t, first.body.challenge, await unusedCode(person), office);
      expect([person.username, signedIn.status]).toEqual([person.username, 200]);
    }
    // Twenty enrolments and forty argon2 checks: minutes on a busy host, not a hang.
  }, 180_000);
});
