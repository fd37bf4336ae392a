import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { createUser, PASSWORD } from '../../test/helpers/auth';
import { createTestApp, type TestApp } from '../../test/helpers/test-app';

/**
 * The staff login with CAPTCHA_PROVIDER=recaptcha: the token goes to the siteverify endpoint
 * (here a stand-in speaking Google's protocol) with the server's secret, and is used once.
 */
describe('staff login with reCAPTCHA', () => {
  let t: TestApp;
  let verifier: Server;
  const asked: URLSearchParams[] = [];

  beforeAll(async () => {
    verifier = createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        const form = new URLSearchParams(body);
        asked.push(form);
        const success =
          form.get('secret') === 'server-secret' && form.get('response')!.startsWith('solved-');
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ success }));
      });
    });
    await new Promise<void>((r) => verifier.listen(0, '127.0.0.1', r));
    const { port } = verifier.address() as AddressInfo;
    t = await createTestApp({
      CAPTCHA_PROVIDER: 'recaptcha',
      RECAPTCHA_SECRET: 'server-secret',
      RECAPTCHA_SITE_KEY: 'site-key',
      RECAPTCHA_VERIFY_URL: `http://127.0.0.1:${port}/recaptcha/api/siteverify`,
    });
    await createUser(t, 'asha', 'admin');
  });
  afterAll(async () => {
    await t.close();
    await new Promise((r) => verifier.close(r));
  });

  const login = (captcha: string) =>
    request(t.http)
      .post('/api/auth/login')
      .set('X-Forwarded-For', '10.55.0.1')
      .send({ username: 'asha', password: PASSWORD, captcha });

  it('tells the panel to show reCAPTCHA with the site key', async () => {
    const res = await request(t.http).get('/api/captcha/config').expect(200);
    expect(res.body).toEqual({ provider: 'recaptcha', siteKey: 'site-key' });
  });

  it('signs in with a token Google accepts, once', async () => {
    const ok = await login('solved-1');
    expect(ok.status).toBe(200);
    expect(ok.body.token).toEqual(expect.any(String));
    expect(asked.at(-1)!.get('response')).toBe('solved-1');
    const replayed = await login('solved-1');
    expect([replayed.status, replayed.body.message]).toEqual([
      400,
      'Please complete the reCAPTCHA verification.',
    ]);
  });

  it('refuses a token Google rejects, before the password is checked', async () => {
    const res = await login('forged');
    expect([res.status, res.body.message]).toEqual([
      400,
      'Please complete the reCAPTCHA verification.',
    ]);
  });
});
