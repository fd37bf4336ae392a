import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { createUser, loginAs } from '../../test/helpers/auth';
import { solveCaptcha } from '../../test/helpers/captcha';
import { createTestApp, restartTestApp, type TestApp } from '../../test/helpers/test-app';
import { SETUP_FIRST } from './auth.guard';
import { FIRST_CREDENTIALS_FILE, writeFirstCredentials } from './first-admin-credentials';
import { UsersService } from './users.service';

/** ADMIN_PASSWORD creates the System Admin on a configured database, once. */
describe('the admin bootstrapped from ADMIN_PASSWORD', () => {
  let t: TestApp;
  const password = 'cardamom lanes at dusk 7';

  beforeAll(async () => {
    t = await createTestApp({ ADMIN_USERNAME: 'root', ADMIN_PASSWORD: password });
  });
  afterAll(() => t?.close());

  it('must choose their own password at first sign-in (the deployment settings held this one)', async () => {
    const login = await request(t.http)
      .post('/api/auth/login')
      .send({ username: 'root', password, captcha: await solveCaptcha(t) });
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({
      step: 'signed-in',
      role: 'admin',
      setupRequired: 'password',
    });
    // Nothing but the setup until then.
    const users = await request(t.http)
      .get('/api/admin/users')
      .set('Authorization', `Bearer ${login.body.token}`);
    expect([users.status, users.body.message]).toEqual([403, SETUP_FIRST.password]);
  });
});

/** The demo admin's first password kept in <DATA_DIR>/admin-credentials.txt (npm start). */
describe('the first password on disk goes once it is replaced', () => {
  let t: TestApp;
  const FIRST = 'first-password-from-the-box-42';
  const file = () => join(t.dataDir, FIRST_CREDENTIALS_FILE);

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('is deleted when the admin chooses their own password, not when someone else changes theirs', async () => {
    const users = t.app.get(UsersService);
    await users.create('demo', FIRST, 'admin', { mustChangePassword: true });
    writeFirstCredentials(t.dataDir, { username: 'demo', password: FIRST });
    const other = await createUser(t, 'meera', 'content_editor');
    await users.setPassword(other.id, 'another long passphrase 77', null);
    expect(existsSync(file())).toBe(true);

    const token = await loginAs(t, 'demo', FIRST);
    await request(t.http)
      .post('/api/account/password')
      .set('Authorization', `Bearer ${token}`)
      .send({ newPassword: 'my own passphrase for the panel 9' })
      .expect(200);
    expect(existsSync(file())).toBe(false);
  });

  it('at start, a file whose password no longer signs in is deleted; one that still does is kept', async () => {
    await t.app.get(UsersService).create('keeper', FIRST, 'admin', { mustChangePassword: true });
    writeFirstCredentials(t.dataDir, { username: 'keeper', password: FIRST });
    t = await restartTestApp(t, {});
    expect(readFileSync(file(), 'utf8')).toBe(`username: keeper\npassword: ${FIRST}\n`);

    // As an earlier release left it: the password replaced, the file kept.
    writeFirstCredentials(t.dataDir, { username: 'keeper', password: 'not the password any more' });
    t = await restartTestApp(t, {});
    expect(existsSync(file())).toBe(false);
  });
});
