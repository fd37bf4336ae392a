import request from 'supertest';
import { createUser } from '../../test/helpers/auth';
import { solveCaptcha } from '../../test/helpers/captcha';
import { createTestApp, type TestApp } from '../../test/helpers/test-app';
import { codeStep, enrolTwoFactor, passwordStep, unusedCode } from '../../test/helpers/two-factor';
import { parseEnv } from '../platform/config/env';

/**
 * Two-factor sign-in by default for every role that reads personal data: an account a System
 * Admin makes for one of them sets its own password at the first sign-in, then must enrol before
 * anything else. A Content Editor only writes the site and may choose.
 */
describe('two-factor sign-in by default', () => {
  let t: TestApp;
  let admin: string;
  const defaults = parseEnv({ NODE_ENV: 'test' }).TWO_FACTOR_REQUIRED_ROLES;

  beforeAll(async () => {
    // The test apps turn the requirement off; this one keeps the default of a deployment.
    t = await createTestApp({ TWO_FACTOR_REQUIRED_ROLES: defaults.join(',') });
    const chief = await createUser(t, 'chief', 'admin');
    const enrolled = await enrolTwoFactor(t, chief.id, 'chief');
    const challenge = (await passwordStep(t, 'chief', '10.93.0.1')).body.challenge as string;
    admin = (await codeStep(t, challenge, await unusedCode(enrolled), '10.93.0.1')).body.token;
  });
  afterAll(() => t.close());

  it('is the default for System Admin, Kavach Admin, HR Manager and Jobs Admin, not Content Editor', () => {
    expect([...defaults].sort()).toEqual(['admin', 'hr_manager', 'jobs_admin', 'kavach_admin']);
    expect(parseEnv({ NODE_ENV: 'test', TWO_FACTOR_REQUIRED_ROLES: 'admin' })).toMatchObject({
      TWO_FACTOR_REQUIRED_ROLES: ['admin'],
    });
  });

  it('an account made by an admin enrols at its first sign-in (a Content Editor need not)', async () => {
    const setupAfterFirstSignIn = async (username: string, role: string, panel: string) => {
      const made = await request(t.http)
        .post('/api/admin/users')
        .set('Authorization', `Bearer ${admin}`)
        .send({ username, email: `${username}@kavach.example`, role })
        .expect(201);
      const first = await request(t.http)
        .post('/api/auth/login')
        .send({
          username,
          password: made.body.temporaryPassword,
          panel,
          captcha: await solveCaptcha(t),
        })
        .expect(200);
      expect(first.body.setupRequired).toBe('password');
      const chosen = await request(t.http)
        .post('/api/account/password')
        .set('Authorization', `Bearer ${first.body.token}`)
        .send({ newPassword: 'a passphrase of my own choosing' })
        .expect(200);
      const me = await request(t.http)
        .get('/api/auth/me')
        .set('Authorization', `Bearer ${chosen.body.token}`)
        .expect(200);
      return { setup: me.body.setupRequired, token: chosen.body.token as string };
    };
    const hr = await setupAfterFirstSignIn('hema', 'hr_manager', 'jobs-admin');
    expect(hr.setup).toBe('two-factor');
    const applications = await request(t.http)
      .get('/api/admin/applications')
      .set('Authorization', `Bearer ${hr.token}`);
    expect([applications.status, applications.body.message]).toEqual([
      403,
      'Please set up two-factor sign-in before you continue.',
    ]);
    expect((await setupAfterFirstSignIn('kiran', 'kavach_admin', 'admin')).setup).toBe(
      'two-factor',
    );
    expect((await setupAfterFirstSignIn('esha', 'content_editor', 'admin')).setup).toBeNull();
  });
});
