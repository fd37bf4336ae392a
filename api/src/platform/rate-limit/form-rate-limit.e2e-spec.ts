import request from 'supertest';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { CURRENT_PRIVACY_NOTICE } from '../../privacy-notice/privacy-notice';

/** The public forms' per-address limit counts an IPv6 /64 as one address (as sign-in does). */
describe('public form rate limit over IPv6', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_FORMS_PER_MINUTE: '3' });
  });
  afterAll(() => t.close());

  const subscribe = (i: number, ip: string) =>
    request(t.http)
      .post('/api/subscriptions')
      .set('X-Forwarded-For', ip)
      .send({ email: `v6-${i}@example.com`, privacyNotice: CURRENT_PRIVACY_NOTICE });

  it('hosts of one /64 share the allowance; the next /64 has its own', async () => {
    for (let i = 1; i <= 3; i++)
      expect((await subscribe(i, `2001:db8:77:1::${i}`)).status).toBe(201);
    const limited = await subscribe(4, '2001:db8:77:1:ffff:4:4:4');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await subscribe(5, '2001:db8:77:2::1')).status).toBe(201);
  });
});
