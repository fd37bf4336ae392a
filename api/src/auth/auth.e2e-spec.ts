import { JwtService } from '@nestjs/jwt';
import { createHmac } from 'node:crypto';
import request from 'supertest';
import { PASSWORD, createUser, loginAs } from '../../test/helpers/auth';
import { solveCaptcha } from '../../test/helpers/captcha';
import { TEST_JWT_SECRET, createTestApp, type TestApp } from '../../test/helpers/test-app';
import { UsersService } from './users.service';

describe('auth (real Postgres, real captcha)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ PANEL_ADMIN_USERS: '', LOGIN_MAX_FAILURES: '5' });
    await createUser(t, 'Asha', 'admin');
    await createUser(t, 'hr1', 'hr_manager');
    await createUser(t, 'kav', 'kavach_admin');
    const gone = await createUser(t, 'gone', 'admin');
    await t.app.get(UsersService).setDisabled(gone.id, true);
  });
  afterAll(() => t.close());

  const login = async (body: Record<string, unknown>, ip = '10.0.0.1') =>
    request(t.http)
      .post('/api/auth/login')
      .set('X-Forwarded-For', ip)
      .send({ captcha: await solveCaptcha(t), ...body });

  it('logs in with the right password (username case-insensitive) and reports the previous login', async () => {
    const first = await login({ username: 'asha', password: PASSWORD });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      success: true,
      role: 'admin',
      roleLabel: 'System Admin',
      username: 'Asha',
      lastLoginAt: null,
    });
    const ttl = Date.parse(first.body.expiresAt) - Date.now();
    expect(ttl).toBeGreaterThan(23.9 * 3600_000);
    expect(ttl).toBeLessThanOrEqual(24 * 3600_000);
    const second = await login({ username: 'ASHA', password: PASSWORD });
    expect(second.body.lastLoginAt).not.toBeNull();
    const me = await request(t.http)
      .get('/api/auth/me')
      .set('Authorization', `Bearer ${second.body.token}`)
      .expect(200);
    expect(me.body).toMatchObject({ username: 'Asha', role: 'admin' });
    expect(me.body.permissions).toContain('jobs:manage');
  });

  it('refuses a wrong password and an unknown user with the same message', async () => {
    const wrong = await login({ username: 'kav', password: 'nope' }, '10.0.1.1');
    const unknown = await login({ username: 'nobody', password: 'nope' }, '10.0.1.2');
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual({
        statusCode: 401,
        error: 'Unauthorized',
        code: 'INVALID_CREDENTIALS',
        message: 'Invalid credentials. Please try again.',
      });
    }
  });

  it('tells a disabled user so, but only after the right password', async () => {
    // A guesser learns nothing: a wrong password gets the answer any wrong password gets.
    const wrong = await login({ username: 'gone', password: 'a guess' }, '10.0.2.1');
    expect([wrong.status, wrong.body.message]).toEqual([
      401,
      'Invalid credentials. Please try again.',
    ]);
    const right = await login({ username: 'gone', password: PASSWORD }, '10.0.2.1');
    expect([right.status, right.body.message]).toEqual([
      403,
      'This account is disabled. Ask your administrator.',
    ]);
    expect(right.body.token).toBeUndefined();
  });

  // Attempt limits: login-throttle.e2e-spec.ts.

  describe('captcha', () => {
    it('missing → 400 with the captcha message', async () => {
      const res = await request(t.http)
        .post('/api/auth/login')
        .send({ username: 'kav', password: PASSWORD });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(
        "Please tick “I'm not a robot” and wait until it says Verified.",
      );
    });
    it('wrong → 400', async () => {
      const good = await solveCaptcha(t);
      const decoded = JSON.parse(Buffer.from(good, 'base64').toString());
      decoded.solution.derivedKey = '00'.repeat(32);
      const res = await request(t.http)
        .post('/api/auth/login')
        .send({
          username: 'kav',
          password: PASSWORD,
          captcha: Buffer.from(JSON.stringify(decoded)).toString('base64'),
        });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(
        "Please tick “I'm not a robot” and wait until it says Verified.",
      );
      const junk = await request(t.http)
        .post('/api/auth/login')
        .send({ username: 'kav', password: PASSWORD, captcha: 'junk' });
      expect(junk.status).toBe(400);
    });
    it('replayed → 400 the second time', async () => {
      const captcha = await solveCaptcha(t);
      const first = await request(t.http)
        .post('/api/auth/login')
        .send({ username: 'kav', password: PASSWORD, captcha });
      expect(first.status).toBe(200);
      const again = await request(t.http)
        .post('/api/auth/login')
        .send({ username: 'kav', password: PASSWORD, captcha });
      expect(again.status).toBe(400);
      expect(again.body.message).toBe(
        "Please tick “I'm not a robot” and wait until it says Verified.",
      );
    });
  });

  describe('panels', () => {
    it('/jobs-admin admits HR roles only', async () => {
      const hr = await login(
        { username: 'hr1', password: PASSWORD, panel: 'jobs-admin' },
        '10.2.0.1',
      );
      expect(hr.status).toBe(200);
      expect(hr.body.roleLabel).toBe('HR Manager');
      const kav = await login(
        { username: 'kav', password: PASSWORD, panel: 'jobs-admin' },
        '10.2.0.2',
      );
      expect(kav.status).toBe(403);
      expect(kav.body.message).toBe('You do not have access to this panel.');
    });

    it('a panel username allow-list refuses others', async () => {
      const other = await createTestApp({ PANEL_ADMIN_USERS: 'Boss' });
      try {
        await createUser(other, 'boss', 'admin');
        await createUser(other, 'clerk', 'admin');
        const ok = await request(other.http)
          .post('/api/auth/login')
          .send({ username: 'boss', password: PASSWORD, captcha: await solveCaptcha(other) });
        expect(ok.status).toBe(200);
        const refused = await request(other.http)
          .post('/api/auth/login')
          .send({ username: 'clerk', password: PASSWORD, captcha: await solveCaptcha(other) });
        expect(refused.status).toBe(403);
        expect(refused.body.message).toBe('You do not have access to this panel.');
      } finally {
        await other.close();
      }
    });
  });

  describe('tokens', () => {
    const me = (token: string) =>
      request(t.http).get('/api/auth/me').set('Authorization', `Bearer ${token}`);
    const jwt = new JwtService();
    const claims = async () => {
      const user = await t.app.get(UsersService).findByUsername('kav');
      return {
        sub: String(user!.id),
        username: 'kav',
        role: 'kavach_admin',
        jti: '6f1c1f4e-5d7a-4c43-9a57-0f1f2a3b4c5d',
      };
    };
    const sign = async (extra: object, opts: object) =>
      jwt.signAsync(
        { ...(await claims()), ...extra },
        { secret: TEST_JWT_SECRET, issuer: 'kavach-api', audience: 'kavach-admin', ...opts },
      );

    it('no token → 401 JSON', async () => {
      const res = await request(t.http).get('/api/auth/me');
      expect(res.status).toBe(401);
      expect(res.body.statusCode).toBe(401);
    });

    it('expired token → 401 with an expiry message', async () => {
      const token = await sign(
        { iat: Math.floor(Date.now() / 1000) - 100, exp: Math.floor(Date.now() / 1000) - 10 },
        {},
      );
      const res = await me(token);
      expect(res.status).toBe(401);
      expect(res.body.message).toBe('Your session has expired. Please log in again.');
    });

    it('tampered token (payload changed) → 401', async () => {
      const token = await loginAs(t, 'kav');
      const [h, p, s] = token.split('.');
      const payload = JSON.parse(Buffer.from(p, 'base64url').toString());
      payload.role = 'admin';
      const forged = [h, Buffer.from(JSON.stringify(payload)).toString('base64url'), s].join('.');
      expect((await me(forged)).status).toBe(401);
    });

    it('token signed with another algorithm (HS512, none) → 401', async () => {
      expect((await me(await sign({}, { algorithm: 'HS512', expiresIn: 600 }))).status).toBe(401);
      const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
      const body = Buffer.from(
        JSON.stringify({
          ...(await claims()),
          iss: 'kavach-api',
          aud: 'kavach-admin',
          exp: Math.floor(Date.now() / 1000) + 600,
        }),
      ).toString('base64url');
      expect((await me(`${header}.${body}.`)).status).toBe(401);
      // HS256 with a different key
      const other = createHmac('sha256', 'another-secret').update('x').digest('hex');
      expect(
        (
          await me(
            await jwt.signAsync(await claims(), {
              secret: other,
              issuer: 'kavach-api',
              audience: 'kavach-admin',
            }),
          )
        ).status,
      ).toBe(401);
    });

    it('wrong audience or issuer → 401', async () => {
      expect((await me(await sign({}, { audience: 'someone-else', expiresIn: 600 }))).status).toBe(
        401,
      );
      expect((await me(await sign({}, { issuer: 'someone-else', expiresIn: 600 }))).status).toBe(
        401,
      );
    });

    it('logout revokes the token', async () => {
      const token = await loginAs(t, 'kav');
      const ok = await me(token);
      expect(ok.body).toMatchObject({ username: 'kav' });
      await request(t.http)
        .post('/api/auth/logout')
        .set('Authorization', `Bearer ${token}`)
        .expect(200);
      const res = await me(token);
      expect(res.status).toBe(401);
      expect(res.body.message).toBe('Your session has ended. Please log in again.');
    });

    it('disabling a user ends that user’s tokens', async () => {
      const temp = await createUser(t, 'temp', 'admin');
      const token = await loginAs(t, 'temp');
      await me(token).expect(200);
      // No pause: revocation is by token version, not by comparing issue times.
      await t.app.get(UsersService).setDisabled(temp.id, true);
      expect((await me(token)).status).toBe(401);
    });
  });
});
