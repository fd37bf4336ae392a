import request from 'supertest';
import { createUser, loginAs, PASSWORD } from '../../test/helpers/auth';
import { solveCaptcha } from '../../test/helpers/captcha';
import { createTestApp, type TestApp } from '../../test/helpers/test-app';
import { TemporaryPasswordsExpire1763700007110 } from '../platform/database/migrations/1763700007110-TemporaryPasswordsExpire';
import { UsersService } from './users.service';

const SPENT =
  'This temporary password has expired or was already used. Ask your administrator for a new one.';

/** Temporary passwords (an administrator's create or reset): one sign-in, before they expire. */
describe('temporary passwords', () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp({ TEMP_PASSWORD_HOURS: '2', LOGIN_ADDRESS_MAX_FAILURES: '1000' });
    await createUser(t, 'chief', 'admin');
    admin = await loginAs(t, 'chief');
  });
  afterAll(() => t.close());

  const as = (token: string) => ({
    get: (path: string) => request(t.http).get(path).set('Authorization', `Bearer ${token}`),
    post: (path: string, body: object = {}) =>
      request(t.http).post(path).set('Authorization', `Bearer ${token}`).send(body),
  });
  const login = async (username: string, password: string, panel = 'admin') =>
    request(t.http)
      .post('/api/auth/login')
      .send({ username, password, panel, captcha: await solveCaptcha(t) });
  const create = (username: string, role = 'kavach_admin') =>
    as(admin)
      .post('/api/admin/users', { username, email: `${username}@kavach.example`, role })
      .expect(201);

  it('has no look-alike characters, says when it expires and which panel to sign in to', async () => {
    const made = await create('hema', 'hr_manager');
    expect(made.body.signInPanel).toBe('jobs-admin');
    expect((await create('ira')).body.signInPanel).toBe('admin');
    const expires = Date.parse(made.body.temporaryPasswordExpiresAt);
    expect(Math.abs(expires - (Date.now() + 2 * 3600_000))).toBeLessThan(60_000);
    const passwords = [made.body.temporaryPassword as string];
    for (let i = 0; i < 30; i++)
      passwords.push(
        (await as(admin).post(`/api/admin/users/${made.body.user.id}/password-reset`).expect(200))
          .body.temporaryPassword,
      );
    for (const p of passwords) {
      expect(p).toMatch(/^[A-Za-z2-9]{4}(-[A-Za-z2-9]{4}){4}$/);
      expect(p).not.toMatch(/[0O1lIo]/);
    }
  });

  it('signs in once; the first sign-in sets the new password without the temporary one', async () => {
    const made = await create('jaya');
    const temporary = made.body.temporaryPassword as string;
    const first = await login('jaya', temporary);
    expect(first.status).toBe(200);
    expect(first.body.setupRequired).toBe('password');
    const setup = first.body.token as string;
    // The second sign-in with it fails, even before the user chose a password.
    const again = await login('jaya', temporary);
    expect([again.status, again.body.message]).toEqual([401, SPENT]);
    // The setup session may only set the new password.
    const tries: [string, object][] = [
      ['/api/account/two-factor', {}],
      ['/api/account/email', { email: 'j@kavach.example' }],
    ];
    for (const [path, body] of tries)
      expect((await as(setup).post(path, body)).body.message).toBe(
        'Please choose a new password before you continue.',
      );
    const chosen = await as(setup).post('/api/account/password', {
      newPassword: 'jasmine blooms at dusk',
    });
    expect(chosen.status).toBe(200);
    expect(chosen.body.setupRequired).toBeNull();
    expect((await login('jaya', 'jasmine blooms at dusk')).status).toBe(200);
    expect((await login('jaya', temporary)).status).toBe(401);
  });

  it('expires after TEMP_PASSWORD_HOURS', async () => {
    const made = await create('kala');
    await t.db.query(
      `UPDATE users SET temporary_password_expires_at = now() - interval '1 second'
        WHERE username = 'kala'`,
    );
    const late = await login('kala', made.body.temporaryPassword);
    expect([late.status, late.body.message]).toEqual([401, SPENT]);
    // A wrong password still hears only "Invalid credentials".
    expect((await login('kala', 'not the password at all')).body.message).toBe(
      'Invalid credentials. Please try again.',
    );
  });

  it('a reset password works once too', async () => {
    const made = await create('lata');
    const reset = await as(admin)
      .post(`/api/admin/users/${made.body.user.id}/password-reset`)
      .expect(200);
    expect((await login('lata', made.body.temporaryPassword)).status).toBe(401);
    expect((await login('lata', reset.body.temporaryPassword)).status).toBe(200);
    expect((await login('lata', reset.body.temporaryPassword)).body.message).toBe(SPENT);
  });

  it('a password to change that an administrator did not give (the bootstrapped admin) does not expire', async () => {
    await t.app.get(UsersService).create('boot', PASSWORD, 'admin', { mustChangePassword: true });
    for (let i = 0; i < 2; i++) {
      const res = await login('boot', PASSWORD);
      expect([res.status, res.body.setupRequired]).toEqual([200, 'password']);
    }
  });

  it('a temporary password given before they expired gets 24 hours from the upgrade, and one sign-in', async () => {
    // As the earlier version stored it: must change, no expiry.
    await t.app.get(UsersService).create('older', PASSWORD, 'kavach_admin', {
      mustChangePassword: true,
    });
    await t.db.query(
      `UPDATE users SET temporary_password_expires_at = NULL WHERE username = 'older'`,
    );
    const runner = t.db.createQueryRunner();
    try {
      await new TemporaryPasswordsExpire1763700007110().up(runner);
    } finally {
      await runner.release();
    }
    const [row]: { hours: number }[] = await t.db.query(
      `SELECT extract(epoch FROM temporary_password_expires_at - now()) / 3600 AS hours
         FROM users WHERE username = 'older'`,
    );
    expect(Number(row.hours)).toBeGreaterThan(23.9);
    expect(Number(row.hours)).toBeLessThanOrEqual(24);
    const first = await login('older', PASSWORD);
    expect([first.status, first.body.setupRequired]).toEqual([200, 'password']);
    expect((await login('older', PASSWORD)).body.message).toBe(SPENT);
  });
});
