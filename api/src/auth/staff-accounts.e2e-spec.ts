import request from 'supertest';
import { createUser, loginAs, PASSWORD } from '../../test/helpers/auth';
import { createTestApp, type TestApp } from '../../test/helpers/test-app';
import { EMAIL_HIDDEN_CHARACTER } from '../platform/fields/rules';

/** The Users tab's API (System Admin) and My account's password change (everyone). */
describe('staff accounts', () => {
  let t: TestApp;
  let admin: string;
  let adminId: number;

  beforeAll(async () => {
    t = await createTestApp({ LOGIN_ADDRESS_MAX_FAILURES: '1000' });
    adminId = (await createUser(t, 'chief', 'admin')).id;
    admin = await loginAs(t, 'chief');
  });
  afterAll(() => t.close());

  const as = (token: string) => ({
    get: (path: string) => request(t.http).get(path).set('Authorization', `Bearer ${token}`),
    post: (path: string, body: object = {}) =>
      request(t.http).post(path).set('Authorization', `Bearer ${token}`).send(body),
    patch: (path: string, body: object) =>
      request(t.http).patch(path).set('Authorization', `Bearer ${token}`).send(body),
  });
  const auditOf = async (action: string) =>
    (await t.db.query(`SELECT username, target FROM audit_log WHERE action = $1`, [action])) as {
      username: string;
      target: string;
    }[];

  it('creates a user with a temporary password who must choose their own before working', async () => {
    const created = await as(admin).post('/api/admin/users', {
      username: 'Priya.HR',
      email: 'priya@kavach.example',
      role: 'hr_manager',
    });
    expect(created.status).toBe(201);
    expect(created.body.user).toMatchObject({
      username: 'Priya.HR',
      email: 'priya@kavach.example',
      role: 'hr_manager',
      roleLabel: 'HR Manager',
      disabled: false,
      twoFactorEnabled: false,
      mustChangePassword: true,
      lastLoginAt: null,
    });
    const temporary = created.body.temporaryPassword as string;
    expect(temporary.length).toBeGreaterThanOrEqual(16);
    expect(await auditOf('user.create')).toEqual([
      { username: 'chief', target: 'Priya.HR (HR Manager)' },
    ]);
    const taken = await as(admin).post('/api/admin/users', {
      username: 'priya.hr',
      email: 'other@kavach.example',
      role: 'admin',
    });
    expect([taken.status, taken.body.message]).toEqual([409, 'User "priya.hr" already exists.']);

    const token = await loginAs(t, 'priya.hr', temporary, 'jobs-admin');
    const blocked = await as(token).get('/api/admin/jobs');
    expect([blocked.status, blocked.body.message]).toEqual([
      403,
      'Please choose a new password before you continue.',
    ]);
    const common = await as(token).post('/api/account/password', {
      currentPassword: temporary,
      newPassword: 'password1234',
    });
    expect(common.status).toBe(400);
    expect(common.body.message).toMatch(/^This password is too easy to guess\./);
    const short = await as(token).post('/api/account/password', {
      currentPassword: temporary,
      newPassword: 'short one',
    });
    expect(short.body.message).toBe('The password must be at least 12 characters.');
    const changed = await as(token).post('/api/account/password', {
      currentPassword: temporary,
      newPassword: 'mangoes ripen in late May',
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ step: 'signed-in', setupRequired: null });
    // The new token works; the one of the temporary password is over.
    await as(changed.body.token).get('/api/admin/jobs').expect(200);
    expect((await as(token).get('/api/auth/me')).status).toBe(401);
    await expect(loginAs(t, 'priya.hr', temporary, 'jobs-admin')).rejects.toThrow(/401/);
  });

  it('a wrong current password is refused and counted like a failed login', async () => {
    await createUser(t, 'careful', 'kavach_admin');
    const token = await loginAs(t, 'careful');
    const wrong = await as(token).post('/api/account/password', {
      currentPassword: 'not it',
      newPassword: 'a completely new passphrase',
    });
    expect([wrong.status, wrong.body.message]).toEqual([
      400,
      'Your current password is not correct.',
    ]);
    for (let i = 0; i < 4; i++)
      await as(token).post('/api/account/password', {
        currentPassword: 'not it',
        newPassword: 'a completely new passphrase',
      });
    const locked = await as(token).post('/api/account/password', {
      currentPassword: PASSWORD,
      newPassword: 'a completely new passphrase',
    });
    expect(locked.status).toBe(429);
  });

  it('changes a role and disables/enables: the user’s sessions end at once; all audited', async () => {
    const { id } = await createUser(t, 'leaver', 'kavach_admin');
    const token = await loginAs(t, 'leaver');
    const role = await as(admin).patch(`/api/admin/users/${id}`, { role: 'hr_manager' });
    expect(role.body.user).toMatchObject({ role: 'hr_manager', roleLabel: 'HR Manager' });
    expect(role.body.message).toBe('leaver is now an HR Manager; their sessions ended.');
    expect((await as(token).get('/api/auth/me')).status).toBe(401);

    const second = await loginAs(t, 'leaver', PASSWORD, 'jobs-admin');
    const off = await as(admin).patch(`/api/admin/users/${id}`, { disabled: true });
    expect(off.body.user.disabled).toBe(true);
    expect(off.body.message).toBe('leaver is disabled; their sessions ended.');
    expect((await as(second).get('/api/auth/me')).status).toBe(401);
    // With the right password they are told why (a wrong one gets the usual 401).
    await expect(loginAs(t, 'leaver', PASSWORD, 'jobs-admin')).rejects.toThrow(
      /403 .*This account is disabled\. Ask your administrator\./,
    );
    const on = await as(admin).patch(`/api/admin/users/${id}`, { disabled: false }).expect(200);
    expect(on.body.message).toBe('leaver is enabled and can sign in.');
    const same = await as(admin).patch(`/api/admin/users/${id}`, { disabled: false }).expect(200);
    expect(same.body.message).toBe('leaver already had these settings.');
    await loginAs(t, 'leaver', PASSWORD, 'jobs-admin');

    expect(await auditOf('user.role-change')).toContainEqual({
      username: 'chief',
      target: 'leaver → HR Manager',
    });
    for (const action of ['user.disable', 'user.enable'])
      expect(await auditOf(action)).toContainEqual({ username: 'chief', target: 'leaver' });
  });

  it('resets a password: a new temporary one, shown once; earlier sessions end', async () => {
    const { id } = await createUser(t, 'forgetful', 'jobs_admin');
    const token = await loginAs(t, 'forgetful', PASSWORD, 'jobs-admin');
    const reset = await as(admin).post(`/api/admin/users/${id}/password-reset`);
    expect(reset.status).toBe(200);
    expect(reset.body.user.mustChangePassword).toBe(true);
    expect(reset.body.message).toBe('forgetful has a temporary password; their sessions ended.');
    expect((await as(token).get('/api/auth/me')).status).toBe(401);
    await expect(loginAs(t, 'forgetful', PASSWORD, 'jobs-admin')).rejects.toThrow(/401/);
    await loginAs(t, 'forgetful', reset.body.temporaryPassword, 'jobs-admin');
    const list = await as(admin).get('/api/admin/users').expect(200);
    expect(list.body.data.map((u: { username: string }) => u.username)).toEqual(
      expect.arrayContaining(['chief', 'forgetful', 'Priya.HR']),
    );
    // Hashes and secrets never leave the server.
    expect(JSON.stringify(list.body)).not.toMatch(/argon2|password_hash|totp/i);
  });

  it('offers each role with one line of what it can see and do (admin only)', async () => {
    const res = await as(admin).get('/api/admin/users/roles').expect(200);
    expect(res.body.roles).toContainEqual({
      role: 'hr_manager',
      label: 'HR Manager',
      summary:
        'Can manage job postings; read and delete career applications; see sign-ups per day.',
    });
    expect(res.body.roles.map((r: { role: string }) => r.role)).toEqual([
      'admin',
      'kavach_admin',
      'hr_manager',
      'jobs_admin',
      'content_editor',
    ]);
  });

  it('lists the accounts by username in the envelope of every admin list, 100 a page', async () => {
    const names = (
      (await t.db.query(`SELECT username FROM users ORDER BY username, id`)) as {
        username: string;
      }[]
    ).map((u) => u.username);
    const all = await as(admin).get('/api/admin/users').expect(200);
    expect(all.body).toMatchObject({
      status: 'success',
      total: names.length,
      all: names.length,
      page: 1,
      pages: 1,
    });
    expect(all.body.data.map((u: { username: string }) => u.username)).toEqual(names);
    const second = await as(admin).get('/api/admin/users?pageSize=1&page=2').expect(200);
    expect(second.body).toMatchObject({ total: names.length, page: 2, pages: names.length });
    expect(second.body.data.map((u: { username: string }) => u.username)).toEqual([names[1]]);
    expect((await as(admin).get('/api/admin/users?pageSize=101')).status).toBe(400);
    // The search looks in usernames and e-mail addresses; `all` still counts every account.
    const [someone] = (await t.db.query(
      `SELECT username, email FROM users WHERE email IS NOT NULL ORDER BY id LIMIT 1`,
    )) as { username: string; email: string }[];
    const byMail = await as(admin)
      .get(`/api/admin/users?search=${encodeURIComponent(someone.email.toUpperCase())}`)
      .expect(200);
    expect(byMail.body).toMatchObject({ total: 1, all: names.length });
    expect(byMail.body.data[0].username).toBe(someone.username);
  });

  it('keeps the last active System Admin, and an admin cannot disable themselves', async () => {
    const self = await as(admin).patch(`/api/admin/users/${adminId}`, { disabled: true });
    expect([self.status, self.body.message]).toEqual([409, 'You cannot disable your own account.']);
    const demote = await as(admin).patch(`/api/admin/users/${adminId}`, { role: 'kavach_admin' });
    expect([demote.status, demote.body.message]).toEqual([
      409,
      'This is the last active System Admin. Make another user a System Admin first.',
    ]);
    // Two admins demoting each other at the same moment: one stays.
    const { id: otherId } = await createUser(t, 'deputy', 'admin');
    const deputy = await loginAs(t, 'deputy');
    const both = await Promise.all([
      as(admin).patch(`/api/admin/users/${otherId}`, { role: 'kavach_admin' }),
      as(deputy).patch(`/api/admin/users/${adminId}`, { role: 'kavach_admin' }),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    const admins = await t.db.query(`SELECT count(*)::int AS n FROM users WHERE role = 'admin'`);
    expect(admins[0].n).toBe(1);
  });

  it('refuses an e-mail address holding a control or invisible character, on a new account and in My account', async () => {
    const inspector = (await createUser(t, 'inspector', 'admin')).id;
    const token = await loginAs(t, 'inspector');
    for (const email of [
      'priya\u0085@kavach.example',
      'priya\u200b@kavach.example',
      '\ufeffpriya@kavach.example',
    ]) {
      const res = await as(token).post('/api/admin/users', {
        username: 'hidden.mark',
        email,
        role: 'hr_manager',
      });
      expect([res.status, res.body.message, res.body.details]).toEqual([
        400,
        EMAIL_HIDDEN_CHARACTER,
        { email: EMAIL_HIDDEN_CHARACTER },
      ]);
    }
    expect(await t.db.query(`SELECT id FROM users WHERE username = 'hidden.mark'`)).toEqual([]);
    const mine = await as(token).post('/api/account/email', {
      email: 'inspector\u202e@kavach.example',
    });
    expect([mine.status, mine.body.details]).toEqual([400, { email: EMAIL_HIDDEN_CHARACTER }]);
    expect(await t.db.query(`SELECT email FROM users WHERE id = $1`, [inspector])).toEqual([
      { email: null },
    ]);
  });

  it('answers bad input with 400/404 and a message', async () => {
    await createUser(t, 'checker', 'admin');
    const token = await loginAs(t, 'checker');
    const cases: [string, object, number, string][] = [
      ['/api/admin/users', { username: 'a', email: 'a@b.in', role: 'admin' }, 400, 'Username: 3'],
      [
        '/api/admin/users',
        { username: 'okname', email: 'a@b.in', role: 'root' },
        400,
        'Role must be one of',
      ],
      [
        '/api/admin/users',
        { username: 'okname', role: 'kavach_admin' },
        400,
        'Enter a valid e-mail address',
      ],
    ];
    for (const [path, body, status, message] of cases) {
      const res = await as(token).post(path, body);
      expect(res.status).toBe(status);
      expect(JSON.stringify(res.body.message)).toContain(message);
    }
    const missing = await as(token).patch('/api/admin/users/999999', { disabled: true });
    expect([missing.status, missing.body.message]).toEqual([404, 'No such user.']);
    const nothing = await as(token).patch(`/api/admin/users/${adminId}`, {});
    expect(nothing.status).toBe(400);
    const wrongType = await as(token).patch(`/api/admin/users/${adminId}`, { disabled: 'yes' });
    expect(wrongType.status).toBe(400);
  });
});
