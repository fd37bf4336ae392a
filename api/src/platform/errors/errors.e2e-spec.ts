import request from 'supertest';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';

describe('error shape', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ API_DOCS: 'true' });
  });
  afterAll(() => t.close());

  it('unknown /api route → 404 JSON', async () => {
    const res = await request(t.http).get('/api/does-not-exist');
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toMatch(/json/);
    expect(res.body).toEqual({
      statusCode: 404,
      error: 'Not Found',
      code: 'NOT_FOUND',
      message: expect.any(String),
    });
  });

  it('malformed JSON → 400 with a clear message', async () => {
    const res = await request(t.http)
      .post('/api/auth/login')
      .set('Content-Type', 'application/json')
      .send('{"username": ');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      code: 'MALFORMED_BODY',
      message: 'The request body is not valid JSON.',
    });
  });

  it('JSON body over 100 kB → 413', async () => {
    const res = await request(t.http)
      .post('/api/auth/login')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ username: 'a'.repeat(120_000) }));
    expect(res.status).toBe(413);
    expect(res.body.statusCode).toBe(413);
    expect(res.body.code).toBe('PAYLOAD_TOO_LARGE');
    expect(res.body.message).toMatch(/too large/);
  });

  it('unknown and wrong-type fields → 400 with per-field details', async () => {
    const res = await request(t.http)
      .post('/api/auth/login')
      .send({ username: 5, password: 'x', captcha: 'y', admin: true });
    expect(res.status).toBe(400);
    expect(res.body.details).toMatchObject({
      username: 'Username is required.',
      admin: 'Unknown field "admin".',
    });
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(res.body.detailCodes).toMatchObject({ admin: 'UNKNOWN_FIELD' });
    expect(Object.keys(res.body.detailCodes)).toEqual(Object.keys(res.body.details));
  });

  it('sends security headers', async () => {
    const res = await request(t.http).get('/api/health');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['content-security-policy']).not.toContain(
      "script-src 'self' 'unsafe-inline'",
    );
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['strict-transport-security']).toBeDefined();
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-request-id']).toBeDefined();
  });

  it('health and readiness answer; OpenAPI document is served', async () => {
    await request(t.http).get('/api/health').expect(200, { status: 'ok' });
    const ready = await request(t.http).get('/api/health/ready').expect(200);
    expect(ready.body.status).toBe('ok');
    const doc = await request(t.http).get('/api/openapi.json').expect(200);
    expect(doc.body.paths['/api/auth/login']).toBeDefined();
    const users = doc.body.paths['/api/admin/users'].get;
    expect(users['x-permission']).toBe('users:manage');
    expect(users.description).toContain('Requires permission `users:manage`.');
  });
});
