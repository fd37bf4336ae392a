import request from 'supertest';
import { createUser, loginAs, PASSWORD } from '../../test/helpers/auth';
import { solveCaptcha } from '../../test/helpers/captcha';
import { createTestApp, type TestApp } from '../../test/helpers/test-app';
import { codeAt } from '../../test/helpers/two-factor';

const STEP_UP = 'To confirm it is you, enter your current password.';

/**
 * Step-up: a bearer token alone (a stolen one, used after its first 5 minutes) cannot turn
 * two-factor on or off, move it, make recovery codes, make an account, reset someone's password or
 * two-factor, or change the password. The current password, or a recent sign-in, can (the other
 * routes that ask for it: step-up-routes.e2e-spec.ts).
 */
describe('step-up: the current password for what a stolen token must not do', () => {
  let t: TestApp;
  let ip = 0;
  const nextIp = () => `10.91.0.${++ip}`;

  beforeAll(async () => {
    t = await createTestApp({ LOGIN_ADDRESS_MAX_FAILURES: '1000' });
    await createUser(t, 'chief', 'admin');
  });
  afterAll(() => t.close());

  const as = (token: string) => {
    const send = (method: 'post' | 'patch' | 'delete' | 'get', path: string, body?: object) => {
      const agent = request(t.http);
      return agent[method](path)
        .set('Authorization', `Bearer ${token}`)
        .set('X-Forwarded-For', nextIp())
        .send(body);
    };
    return {
      get: (path: string) => send('get', path),
      post: (path: string, body: object = {}) => send('post', path, body),
      patch: (path: string, body: object) => send('patch', path, body),
      delete: (path: string, body: object = {}) => send('delete', path, body),
    };
  };
  /** The session as a thief would hold it: signed in more than 5 minutes ago. */
  const age = (token: string) =>
    t.db.query(
      `UPDATE staff_sessions SET authenticated_at = now() - interval '6 minutes'
        WHERE jti = $1`,
      [JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).jti],
    );
  const expectStepUp = (res: request.Response) =>
    expect([res.status, res.body.message, res.body.details]).toEqual([
      403,
      STEP_UP,
      { currentPassword: STEP_UP },
    ]);
  const signInWithCode = async (username: string, secret: string, steps = 0) => {
    const first = await request(t.http)
      .post('/api/auth/login')
      .set('X-Forwarded-For', nextIp())
      .send({ username, password: PASSWORD, captcha: await solveCaptcha(t) });
    return request(t.http)
      .post('/api/auth/login/two-factor')
      .set('X-Forwarded-For', nextIp())
      .send({ challenge: first.body.challenge, code: await codeAt(secret, steps) });
  };

  it('turning two-factor on needs the password after 5 minutes, and ends the other sessions', async () => {
    await createUser(t, 'asha', 'kavach_admin');
    const other = await loginAs(t, 'asha');
    const token = await loginAs(t, 'asha');
    await age(token);
    expectStepUp(await as(token).post('/api/account/two-factor'));
    const wrong = await as(token).post('/api/account/two-factor', { currentPassword: 'nope' });
    expect([wrong.status, wrong.body.message]).toEqual([
      400,
      'Your current password is not correct.',
    ]);
    const setup = await as(token)
      .post('/api/account/two-factor', { currentPassword: PASSWORD })
      .expect(200);
    await as(token)
      .post('/api/account/two-factor/confirm', { code: await codeAt(setup.body.secret, -1) })
      .expect(200);
    // The other session is over; this one goes on.
    expect((await as(other).get('/api/auth/me')).status).toBe(401);
    expect((await as(token).get('/api/auth/me')).status).toBe(200);
    // The right password made the session fresh again: no second prompt right after it.
    const fresh = await as(token).post('/api/account/two-factor/recovery-codes');
    expect(fresh.status).toBe(200);
  });

  it('turning two-factor off needs the password after 5 minutes, and ends the other sessions', async () => {
    await createUser(t, 'bela', 'kavach_admin');
    const token = await loginAs(t, 'bela');
    const setup = await as(token).post('/api/account/two-factor').expect(200);
    const secret = setup.body.secret as string;
    await as(token)
      .post('/api/account/two-factor/confirm', { code: await codeAt(secret, -1) })
      .expect(200);
    const other = (await signInWithCode('bela', secret, 0)).body.token as string;
    await age(token);
    expectStepUp(
      await as(token).post('/api/account/two-factor/disable', { code: await codeAt(secret, 1) }),
    );
    expect((await as(token).get('/api/auth/me')).body.twoFactorEnabled).toBe(true);
    await as(token)
      .post('/api/account/two-factor/disable', {
        code: await codeAt(secret, 1),
        currentPassword: PASSWORD,
      })
      .expect(200);
    expect((await as(other).get('/api/auth/me')).status).toBe(401);
    expect((await as(token).get('/api/auth/me')).body.twoFactorEnabled).toBe(false);
  });

  it('the code that turns two-factor off cannot be guessed: wrong codes count in the user’s code bucket', async () => {
    await createUser(t, 'chitra', 'kavach_admin');
    const token = await loginAs(t, 'chitra');
    const setup = await as(token).post('/api/account/two-factor').expect(200);
    const secret = setup.body.secret as string;
    await as(token)
      .post('/api/account/two-factor/confirm', { code: await codeAt(secret, -1) })
      .expect(200);
    // A session that knows the password (fresh) but not the phone: five guesses, then 429.
    const right = await codeAt(secret, 1);
    const wrong = right === '000000' ? '111111' : '000000';
    const guess = async (session: string, n: number) => {
      const statuses: number[] = [];
      for (let i = 0; i < n; i++)
        statuses.push(
          (await as(session).post('/api/account/two-factor/disable', { code: wrong })).status,
        );
      return statuses;
    };
    expect(await guess(token, 6)).toEqual([400, 400, 400, 400, 400, 429]);
    // New sessions do not buy new guesses past the user's 10 per window.
    const second = (await signInWithCode('chitra', secret, 0)).body.token as string;
    expect(await guess(second, 5)).toEqual([400, 400, 400, 400, 400]);
    // The user's code bucket is the sign-in's too: no code is looked at until the window ends.
    expect((await signInWithCode('chitra', secret, 1)).status).toBe(429);
    const late = await as(second).post('/api/account/two-factor/disable', { code: right });
    expect(late.status).toBe(429);
    expect((await as(second).get('/api/auth/me')).body.twoFactorEnabled).toBe(true);
  });

  it('regenerates recovery codes (old ones stop working) and moves two-factor to a new phone', async () => {
    await createUser(t, 'chandra', 'kavach_admin');
    const token = await loginAs(t, 'chandra');
    const setup = await as(token).post('/api/account/two-factor').expect(200);
    const oldSecret = setup.body.secret as string;
    const first = await as(token)
      .post('/api/account/two-factor/confirm', { code: await codeAt(oldSecret, -1) })
      .expect(200);
    const oldCodes = first.body.recoveryCodes as string[];

    await age(token);
    expectStepUp(await as(token).post('/api/account/two-factor/recovery-codes'));
    const fresh = await as(token)
      .post('/api/account/two-factor/recovery-codes', { currentPassword: PASSWORD })
      .expect(200);
    const newCodes = fresh.body.recoveryCodes as string[];
    expect(newCodes).toHaveLength(10);
    expect(newCodes.some((c) => oldCodes.includes(c))).toBe(false);
    const login = async (c: string) => {
      const step = await request(t.http)
        .post('/api/auth/login')
        .set('X-Forwarded-For', nextIp())
        .send({ username: 'chandra', password: PASSWORD, captcha: await solveCaptcha(t) });
      return request(t.http)
        .post('/api/auth/login/two-factor')
        .set('X-Forwarded-For', nextIp())
        .send({ challenge: step.body.challenge, code: c });
    };
    expect((await login(oldCodes[0])).status).toBe(401);
    expect((await login(newCodes[0])).status).toBe(200);

    // A new phone: a new secret while signed in (after the step-up); the old app works until
    // the new one is confirmed, then stops.
    await age(token);
    expectStepUp(await as(token).post('/api/account/two-factor'));
    const move = await as(token)
      .post('/api/account/two-factor', { currentPassword: PASSWORD })
      .expect(200);
    const newSecret = move.body.secret as string;
    expect(newSecret).not.toBe(oldSecret);
    expect((await signInWithCode('chandra', oldSecret, 0)).status).toBe(200);
    const moved = await as(token).post('/api/account/two-factor/confirm', {
      code: await codeAt(newSecret, 0),
    });
    expect(moved.status).toBe(200);
    expect(moved.body.message).toMatch(/moved to your new authenticator app/);
    expect((await signInWithCode('chandra', oldSecret, 1)).status).toBe(401);
    expect((await signInWithCode('chandra', newSecret, 1)).status).toBe(200);
  });

  it('changing one’s own password needs the current one after 5 minutes', async () => {
    await createUser(t, 'dev', 'kavach_admin');
    const token = await loginAs(t, 'dev');
    // Within 5 minutes of signing in the password alone is enough.
    const quick = await as(token).post('/api/account/password', {
      newPassword: 'a brand new passphrase one',
    });
    expect(quick.status).toBe(200);
    const later = quick.body.token as string;
    await age(later);
    expectStepUp(
      await as(later).post('/api/account/password', { newPassword: 'another new passphrase' }),
    );
    await as(later)
      .post('/api/account/password', {
        currentPassword: 'a brand new passphrase one',
        newPassword: 'another new passphrase',
      })
      .expect(200);
  });

  it('a System Admin needs the step-up to create an account, give a role, or reset someone', async () => {
    const admin = await loginAs(t, 'chief');
    const target = await createUser(t, 'ela', 'kavach_admin');
    await age(admin);
    const create = { username: 'newchief', email: 'newchief@kavach.example', role: 'admin' };
    expectStepUp(await as(admin).post('/api/admin/users', create));
    expectStepUp(await as(admin).patch(`/api/admin/users/${target.id}`, { role: 'admin' }));
    expectStepUp(await as(admin).post(`/api/admin/users/${target.id}/password-reset`));
    expectStepUp(await as(admin).delete(`/api/admin/users/${target.id}/two-factor`));
    expect(
      await t.db.query(`SELECT role FROM users WHERE username IN ('newchief', 'ela')`),
    ).toEqual([{ role: 'kavach_admin' }]);
    // Any other account too: a Kavach Admin reads personal data as much as a System Admin.
    expectStepUp(
      await as(admin).post('/api/admin/users', {
        ...create,
        username: 'helper',
        email: 'h@kavach.example',
        role: 'kavach_admin',
      }),
    );

    const pw = { currentPassword: PASSWORD };
    await as(admin)
      .post('/api/admin/users', { ...create, ...pw })
      .expect(201);
    await as(admin)
      .patch(`/api/admin/users/${target.id}`, { role: 'admin', ...pw })
      .expect(200);
    await as(admin).post(`/api/admin/users/${target.id}/password-reset`, pw).expect(200);
    await as(admin).delete(`/api/admin/users/${target.id}/two-factor`, pw).expect(200);
  });
});
