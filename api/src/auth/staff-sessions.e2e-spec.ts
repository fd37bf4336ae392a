import request from 'supertest';
import { createUser, loginAs, PASSWORD } from '../../test/helpers/auth';
import { solveCaptcha } from '../../test/helpers/captcha';
import { createTestApp, type TestApp } from '../../test/helpers/test-app';
import { UsersService } from './users.service';

/** Sessions end exactly when they should: revocation, idle timeout, panel rules on every request. */
describe('staff sessions', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({
      STAFF_IDLE_TIMEOUT_MINUTES: '30',
      PANEL_JOBS_ADMIN_USERS: 'hr_listed',
      LOGIN_ADDRESS_MAX_FAILURES: '1000',
    });
    await createUser(t, 'standing_admin', 'admin'); // so the others may be disabled or demoted
    await createUser(t, 'hr_listed', 'hr_manager');
    await createUser(t, 'hr_left_off', 'hr_manager');
    await createUser(t, 'jobs_left_off', 'jobs_admin');
  });
  afterAll(() => t.close());

  const me = (token: string) =>
    request(t.http).get('/api/auth/me').set('Authorization', `Bearer ${token}`);
  const jobs = (token: string) =>
    request(t.http).get('/api/admin/jobs').set('Authorization', `Bearer ${token}`);
  const jtiOf = (token: string) =>
    JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).jti as string;

  describe('revocation is exact (no wait for the clock to tick)', () => {
    const users = () => t.app.get(UsersService);
    it.each([
      ['disabling', (id: number) => users().setDisabled(id, true)],
      ['a role change', (id: number) => users().setRole(id, 'kavach_admin')],
      [
        'a password reset',
        (id: number) => users().setPassword(id, 'x'.repeat(16), new Date(Date.now() + 3600_000)),
      ],
      ['a two-factor reset', (id: number) => users().resetTwoFactor(id)],
    ])('%s ends every earlier token at once', async (what, change) => {
      const user = await createUser(t, `r_${what.replace(/\W/g, '_')}`, 'admin');
      const tokens = [await loginAs(t, user.username), await loginAs(t, user.username)];
      for (const token of tokens) await me(token).expect(200);
      await change(user.id);
      for (const token of tokens) {
        const res = await me(token);
        expect([res.status, res.body.message]).toEqual([
          401,
          'Your session has ended. Please log in again.',
        ]);
      }
    });

    it('logout ends that session only', async () => {
      await createUser(t, 'two_tabs', 'admin');
      const [a, b] = [await loginAs(t, 'two_tabs'), await loginAs(t, 'two_tabs')];
      await request(t.http)
        .post('/api/auth/logout')
        .set('Authorization', `Bearer ${a}`)
        .expect(200);
      expect((await me(a)).status).toBe(401);
      await me(b).expect(200);
    });
  });

  describe('idle timeout', () => {
    it('a session unused for the idle timeout ends with a message saying so; use keeps it alive', async () => {
      await createUser(t, 'idle_user', 'admin');
      const idle = await loginAs(t, 'idle_user');
      const busy = await loginAs(t, 'idle_user');
      const age = (token: string, minutes: number) =>
        t.db.query(
          `UPDATE staff_sessions SET last_seen_at = now() - $2 * interval '1 minute' WHERE jti = $1`,
          [jtiOf(token), minutes],
        );
      await age(idle, 31);
      await age(busy, 29);
      const refused = await me(idle);
      expect([refused.status, refused.body.code, refused.body.message]).toEqual([
        401,
        'SESSION_IDLE',
        'You were logged out after 30 minutes without activity. Please log in again.',
      ]);
      await me(busy).expect(200); // a request resets the clock…
      await age(busy, 29);
      await me(busy).expect(200); // …so 29 + 29 minutes of use is fine
      // The idle one stays ended even if it is used again at once.
      expect((await me(idle)).status).toBe(401);
    });

    it('a poll the panel makes on its own is answered but keeps no session alive', async () => {
      await createUser(t, 'left_alone', 'admin');
      const token = await loginAs(t, 'left_alone');
      const seen = async () =>
        (
          await t.db.query(`SELECT last_seen_at FROM staff_sessions WHERE jti = $1`, [jtiOf(token)])
        )[0].last_seen_at as Date;
      await t.db.query(
        `UPDATE staff_sessions SET last_seen_at = now() - interval '29 minutes' WHERE jti = $1`,
        [jtiOf(token)],
      );
      const before = await seen();
      const poll = () =>
        request(t.http)
          .get('/api/admin/inbox-counts')
          .set('Authorization', `Bearer ${token}`)
          .set('X-Kavach-Background', '1');
      await poll().expect(200);
      expect(await seen()).toEqual(before);
      await t.db.query(
        `UPDATE staff_sessions SET last_seen_at = now() - interval '31 minutes' WHERE jti = $1`,
        [jtiOf(token)],
      );
      const refused = await poll().expect(401);
      expect(refused.body.code).toBe('SESSION_IDLE');
    });

    it('the 24-hour lifetime stays the upper bound', async () => {
      await createUser(t, 'long_day', 'admin');
      const token = await loginAs(t, 'long_day');
      await t.db.query(`UPDATE staff_sessions SET expires_at = now() WHERE jti = $1`, [
        jtiOf(token),
      ]);
      expect((await me(token)).status).toBe(401);
    });
  });

  describe('panel binding', () => {
    const login = async (username: string, panel: string) =>
      request(t.http)
        .post('/api/auth/login')
        .set('X-Forwarded-For', '10.66.0.1')
        .send({ username, password: PASSWORD, captcha: await solveCaptcha(t), panel });

    it('an HR user on the /jobs-admin list works on either panel', async () => {
      for (const panel of ['jobs-admin', 'admin']) {
        const res = await login('hr_listed', panel);
        expect(res.status).toBe(200);
        await jobs(res.body.token).expect(200);
      }
    });

    it('HR users left off the /jobs-admin list get no token on either panel', async () => {
      for (const username of ['hr_left_off', 'jobs_left_off'])
        for (const panel of ['jobs-admin', 'admin']) {
          const res = await login(username, panel);
          expect([res.status, res.body.message]).toEqual([
            403,
            'You do not have access to this panel.',
          ]);
        }
    });

    it('a token is checked against its panel on every request, not only at login', async () => {
      const hr = await login('hr_listed', 'jobs-admin');
      await jobs(hr.body.token).expect(200);
      // The list is narrowed (a configuration change): the same token stops working at once.
      t.config.panels['jobs-admin'] = ['someone_else'];
      try {
        const res = await jobs(hr.body.token);
        expect([res.status, res.body.message]).toEqual([
          403,
          'You do not have access to this panel.',
        ]);
      } finally {
        t.config.panels['jobs-admin'] = ['hr_listed'];
      }
      await jobs(hr.body.token).expect(200);
    });

    it('the panel in a token cannot be changed (signed) and must match its session', async () => {
      const hr = await login('hr_listed', 'jobs-admin');
      const [h, p, s] = (hr.body.token as string).split('.');
      const claims = JSON.parse(Buffer.from(p, 'base64url').toString());
      const forged = [
        h,
        Buffer.from(JSON.stringify({ ...claims, panel: 'admin' })).toString('base64url'),
        s,
      ].join('.');
      expect((await jobs(forged)).status).toBe(401);
    });
  });
});
