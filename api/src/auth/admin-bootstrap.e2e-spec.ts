import request from 'supertest';
import { solveCaptcha } from '../../test/helpers/captcha';
import { createTestApp, type TestApp } from '../../test/helpers/test-app';
import { SETUP_FIRST } from './auth.guard';

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
