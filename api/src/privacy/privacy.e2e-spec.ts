import request from 'supertest';
import { createUser, loginAs } from '../../test/helpers/auth';
import { privacyCases } from '../../test/helpers/privacy';
import { createTestApp, type TestApp } from '../../test/helpers/test-app';

// The Privacy Requests desk with uploads in the local directory (the S3-compatible bucket runs
// the same cases: privacy.s3.e2e-spec.ts). Who may call each route: test/authorisation.e2e-spec.ts.
describe('privacy requests desk (local storage)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ OUTBOX_POLL_MS: '0' });
  });
  afterAll(() => t?.close());

  privacyCases(() => t);

  it('answers 429 after 30 requests in a minute from one staff member, with a message', async () => {
    await createUser(t, 'busy-admin', 'admin');
    const token = await loginAs(t, 'busy-admin');
    const call = () =>
      request(t.http)
        .post('/api/admin/privacy/lookup')
        .set('Authorization', `Bearer ${token}`)
        .send({ email: 'nobody@example.com' });
    for (let i = 0; i < 30; i++) expect((await call()).status).toBe(200);
    const refused = await call();
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/^Too many attempts\. Please try again in \d+ seconds\.$/);
  });
});
