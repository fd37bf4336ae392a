import { createHash } from 'node:crypto';
import request from 'supertest';
import { createUser, loginAs, PASSWORD } from '../../test/helpers/auth';
import { solveCaptcha } from '../../test/helpers/captcha';
import { createTestApp, type TestApp } from '../../test/helpers/test-app';
import { RecoveryCodesArgon2id1763700007000 } from '../platform/database/migrations/1763700007000-RecoveryCodesArgon2id';
import { codeAt } from '../../test/helpers/two-factor';

/** A recovery code as the earlier version stored it: the SHA-256 of its letters and digits. */
const sha256Of = (code: string) =>
  createHash('sha256').update(code.toUpperCase().replace(/-/g, '')).digest('hex');

describe('two-factor sign-in (TOTP, recovery codes)', () => {
  let t: TestApp;
  let ip = 0;
  const nextIp = () => `10.77.0.${++ip}`;

  beforeAll(async () => {
    t = await createTestApp({ TWO_FACTOR_REQUIRED_ROLES: 'kavach_admin' });
    await createUser(t, 'asha', 'admin');
    await createUser(t, 'meera', 'kavach_admin');
  });
  afterAll(() => t.close());

  const call = (method: 'get' | 'post', path: string, token: string, body?: object) =>
    request(t.http)[method](path).set('Authorization', `Bearer ${token}`).send(body);
  const passwordStep = async (username: string, password = PASSWORD) =>
    request(t.http)
      .post('/api/auth/login')
      .set('X-Forwarded-For', nextIp())
      .send({ username, password, captcha: await solveCaptcha(t) });
  const codeStep = (challenge: string, code: string) =>
    request(t.http)
      .post('/api/auth/login/two-factor')
      .set('X-Forwarded-For', nextIp())
      .send({ challenge, code });

  /** Enrols `username` and returns the secret and recovery codes. */
  async function enrol(username: string) {
    const token = await loginAs(t, username);
    const setup = await call('post', '/api/account/two-factor', token).expect(200);
    expect(setup.body.otpauthUrl).toBe(
      `otpauth://totp/Kavach%20Genomics:${username}?secret=${setup.body.secret}&issuer=Kavach%20Genomics`,
    );
    expect(setup.body.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    const secret = setup.body.secret as string;
    const wrong = await call('post', '/api/account/two-factor/confirm', token, { code: '000000' });
    expect([wrong.status, wrong.body.message]).toEqual([
      400,
      'That code is not valid. Check your authenticator app and try again.',
    ]);
    const confirmed = await call('post', '/api/account/two-factor/confirm', token, {
      code: await codeAt(secret, -1),
    }).expect(200);
    return { secret, recoveryCodes: confirmed.body.recoveryCodes as string[], token };
  }

  it('enrols with a QR code and a confirmation code, then signs in with password + code', async () => {
    const { secret, recoveryCodes } = await enrol('asha');
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const c of recoveryCodes) expect(c).toMatch(/^[A-Z2-9]{5}-[A-Z2-9]{5}$/);
    // Stored hashed, never as typed; the secret sealed, never in clear.
    const stored = await t.db.query(
      `SELECT u.totp_secret, c.code_hash FROM users u JOIN user_recovery_codes c ON c.user_id = u.id WHERE u.username = 'asha'`,
    );
    expect(stored).toHaveLength(10);
    expect(JSON.stringify(stored)).not.toContain(secret);
    for (const c of recoveryCodes) expect(JSON.stringify(stored)).not.toContain(c);
    // Recovery codes: a salted slow hash each (argon2id), not a digest one can search fast.
    const hashes = stored.map((r: { code_hash: string }) => r.code_hash);
    for (const h of hashes) expect(h).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(new Set(hashes).size).toBe(10);
    for (const c of recoveryCodes) expect(hashes).not.toContain(sha256Of(c));

    const first = await passwordStep('asha');
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      step: 'two-factor',
      challenge: expect.any(String),
      expiresAt: expect.any(String),
    });
    // The challenge is not a token.
    expect((await call('get', '/api/auth/me', first.body.challenge)).status).toBe(401);
    const wrong = await codeStep(first.body.challenge, '123456');
    expect(wrong.status).toBe(401);
    const used = await codeAt(secret, 0);
    const signedIn = await codeStep(first.body.challenge, used);
    expect([signedIn.status, signedIn.body.message]).toEqual([200, undefined]);
    expect(signedIn.body).toMatchObject({
      step: 'signed-in',
      username: 'asha',
      setupRequired: null,
    });
    const me = await call('get', '/api/auth/me', signedIn.body.token).expect(200);
    expect(me.body).toMatchObject({ twoFactorEnabled: true, recoveryCodesLeft: 10 });
    // A challenge signs in once; a code works once.
    expect((await codeStep(first.body.challenge, await codeAt(secret, 1))).status).toBe(401);
    const again = await passwordStep('asha');
    // The very code used above (a code computed again could be the next step's, had a step
    // boundary passed since: a slow machine's sign-in takes long enough).
    expect((await codeStep(again.body.challenge, used)).status).toBe(401);
    expect((await codeStep(again.body.challenge, await codeAt(secret, 1))).status).toBe(200);
  });

  it('a recovery code signs in once and is then used up', async () => {
    await createUser(t, 'ravi', 'admin');
    const { recoveryCodes } = await enrol('ravi');
    const first = await passwordStep('ravi');
    const used = await codeStep(first.body.challenge, recoveryCodes[3].toLowerCase());
    expect(used.status).toBe(200);
    const me = await call('get', '/api/auth/me', used.body.token).expect(200);
    expect(me.body.recoveryCodesLeft).toBe(9);
    const second = await passwordStep('ravi');
    const reused = await codeStep(second.body.challenge, recoveryCodes[3]);
    expect(reused.status).toBe(401);
    const audit = await t.db.query(
      `SELECT action FROM audit_log WHERE username = 'ravi' AND action LIKE 'auth.%' ORDER BY id`,
    );
    expect(audit.map((a: { action: string }) => a.action)).toEqual(
      expect.arrayContaining(['auth.recovery-code-used', 'auth.login', 'auth.login-failed']),
    );
  });

  it('recovery codes stored as SHA-256 before keep working once after the migration', async () => {
    await createUser(t, 'veteran', 'admin');
    const { recoveryCodes } = await enrol('veteran');
    // The rows as the earlier version stored them: the SHA-256 hex digest of each code.
    const userId = (await t.db.query(`SELECT id FROM users WHERE username = 'veteran'`))[0].id;
    await t.db.query(`DELETE FROM user_recovery_codes WHERE user_id = $1`, [userId]);
    await t.db.query(
      `INSERT INTO user_recovery_codes (user_id, code_hash) SELECT $1, unnest($2::text[])`,
      [userId, recoveryCodes.map(sha256Of)],
    );
    const runner = t.db.createQueryRunner();
    try {
      await new RecoveryCodesArgon2id1763700007000().up(runner);
    } finally {
      await runner.release();
    }
    const stored: { code_hash: string }[] = await t.db.query(
      `SELECT code_hash FROM user_recovery_codes WHERE user_id = $1`,
      [userId],
    );
    expect(stored).toHaveLength(10);
    for (const row of stored) expect(row.code_hash).toMatch(/^\$argon2id\$/);

    const first = await passwordStep('veteran');
    const used = await codeStep(first.body.challenge, recoveryCodes[5].toLowerCase());
    expect([used.status, used.body.step]).toEqual([200, 'signed-in']);
    const second = await passwordStep('veteran');
    expect((await codeStep(second.body.challenge, recoveryCodes[5])).status).toBe(401);
    expect((await codeStep(second.body.challenge, recoveryCodes[6])).status).toBe(200);
  });

  it('turning it off needs a current code', async () => {
    await createUser(t, 'kiran', 'hr_manager');
    const { secret, token } = await enrol('kiran');
    const refused = await call('post', '/api/account/two-factor/disable', token, {
      code: '111111',
    });
    expect(refused.status).toBe(400);
    await call('post', '/api/account/two-factor/disable', token, {
      code: await codeAt(secret, 0),
    }).expect(200);
    const login = await passwordStep('kiran');
    expect(login.body.step).toBe('signed-in');
  });

  it('a role that requires it is led through enrolment first and cannot work before', async () => {
    const login = await passwordStep('meera');
    expect(login.body).toMatchObject({ step: 'signed-in', setupRequired: 'two-factor' });
    const token = login.body.token as string;
    const blocked = await call('get', '/api/admin/contacts', token);
    expect([blocked.status, blocked.body.message]).toEqual([
      403,
      'Please set up two-factor sign-in before you continue.',
    ]);
    const me = await call('get', '/api/auth/me', token).expect(200);
    expect(me.body).toMatchObject({ setupRequired: 'two-factor', twoFactorRequired: true });
    const setup = await call('post', '/api/account/two-factor', token).expect(200);
    await call('post', '/api/account/two-factor/confirm', token, {
      code: await codeAt(setup.body.secret, 0),
    }).expect(200);
    await call('get', '/api/admin/contacts', token).expect(200);
    // And it cannot be turned off.
    const off = await call('post', '/api/account/two-factor/disable', token, {
      code: await codeAt(setup.body.secret, 1),
    });
    expect([off.status, off.body.message]).toEqual([
      403,
      'Two-factor sign-in is required for your role and cannot be turned off.',
    ]);
  });

  it('an admin removes it for a user who lost their phone: their sessions end', async () => {
    await createUser(t, 'lost', 'jobs_admin');
    const { token } = await enrol('lost');
    await createUser(t, 'boss', 'admin');
    const bossToken = await loginAs(t, 'boss');
    const lostId = (await t.db.query(`SELECT id FROM users WHERE username = 'lost'`))[0].id;
    const reset = await request(t.http)
      .delete(`/api/admin/users/${lostId}/two-factor`)
      .set('Authorization', `Bearer ${bossToken}`)
      .expect(200);
    expect(reset.body.user).toMatchObject({ username: 'lost', twoFactorEnabled: false });
    expect((await call('get', '/api/auth/me', token)).status).toBe(401);
    expect((await passwordStep('lost')).body.step).toBe('signed-in');
  });
});
