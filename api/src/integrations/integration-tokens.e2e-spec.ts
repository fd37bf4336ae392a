import request from 'supertest';
import { asStaff, createUser, loginAs } from '../../test/helpers/auth';
import { createTestApp, type TestApp } from '../../test/helpers/test-app';
import { contacts } from '../../test/factories';

/**
 * Integration tokens: another system's way in. A System Admin makes one with chosen permissions
 * (after the step-up); the token then needs no captcha and no two-factor, may do exactly what
 * it holds, nothing of a person's own, and writes the audit log under its own name.
 */
describe('integration tokens', () => {
  let t: TestApp;
  let admin: ReturnType<typeof asStaff>;
  let ip = 0;

  beforeAll(async () => {
    t = await createTestApp({ OUTBOX_POLL_MS: '0', INTEGRATION_REQUESTS_PER_MINUTE: '5' });
    await createUser(t, 'chief', 'admin');
    admin = asStaff(t, await loginAs(t, 'chief'));
  });
  afterAll(() => t.close());

  const make = (body: object) => admin.post('/api/admin/integrations', body);
  /** A request with the token, from its own address each time. */
  const withToken = (secret: string) => {
    const auth = { Authorization: `Bearer ${secret}`, 'X-Forwarded-For': `10.93.0.${++ip}` };
    return {
      get: (path: string) => request(t.http).get(path).set(auth),
      patch: (path: string, body: object) => request(t.http).patch(path).set(auth).send(body),
      post: (path: string, body: object) => request(t.http).post(path).set(auth).send(body),
    };
  };
  const tokenNamed = async (name: string, permissions: string[], expiresInDays = 30) => {
    const res = await make({ name, permissions, expiresInDays });
    expect(res.status).toBe(201);
    return res.body as { secret: string; token: { id: number; status: string } };
  };

  it('is shown once, with a recognisable prefix, and only its hash is stored', async () => {
    const res = await make({
      name: '  CRM sync ',
      permissions: ['contacts:read'],
      expiresInDays: 90,
    });
    expect(res.status).toBe(201);
    expect(res.body.secret).toMatch(/^kvch_it_[A-Za-z0-9_-]{43}$/);
    expect(res.body.token).toMatchObject({
      name: 'CRM sync',
      start: res.body.secret.slice(0, 12),
      permissions: ['contacts:read'],
      status: 'active',
      createdBy: 'chief',
      lastUsedAt: null,
    });
    const days = (Date.parse(res.body.token.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(89.9);
    expect(days).toBeLessThanOrEqual(90);
    const stored = await t.db.query(`SELECT * FROM integration_tokens WHERE id = $1`, [
      res.body.token.id,
    ]);
    expect(JSON.stringify(stored)).not.toContain(res.body.secret.slice(12));
    const list = await admin.get('/api/admin/integrations');
    expect(JSON.stringify(list.body)).not.toContain(res.body.secret);
    expect(list.body.data.map((x: { name: string }) => x.name)).toContain('CRM sync');
  });

  it('refuses what no token may hold, a year and a day, and a second live token of a name', async () => {
    for (const [body, message] of [
      [{ name: 'x', permissions: ['users:manage'], expiresInDays: 30 }, /may hold only/],
      [{ name: 'x', permissions: ['integrations:manage'], expiresInDays: 30 }, /may hold only/],
      [{ name: 'x', permissions: [], expiresInDays: 30 }, /at least one/],
      [{ name: 'x', permissions: ['contacts:read'], expiresInDays: 366 }, /at most 365 days/],
      [{ name: ' ', permissions: ['contacts:read'], expiresInDays: 30 }, /Name the token/],
    ] as const) {
      const res = await make(body);
      expect([res.status, res.body.message]).toEqual([400, expect.stringMatching(message)]);
    }
    const again = await make({
      name: 'crm SYNC',
      permissions: ['contacts:read'],
      expiresInDays: 1,
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/already named/);
  });

  it('does exactly what its permissions allow, with no sign-in, captcha or code', async () => {
    await contacts.insertMany(t.db, [{ name: 'Asha' }]);
    const { secret } = await tokenNamed('reader', ['contacts:read']);
    const token = withToken(secret);
    const list = await token.get('/api/admin/contacts');
    expect(list.status).toBe(200);
    expect(list.body.data.map((c: { name: string }) => c.name)).toContain('Asha');
    // Another area, and the token's own kind of power, are refused.
    for (const path of [
      '/api/admin/registrations',
      '/api/admin/users',
      '/api/admin/integrations',
    ]) {
      const res = await token.get(path);
      expect([path, res.status]).toEqual([path, 403]);
    }
  });

  it('is refused on a person’s own routes: the account, saved views, the panel’s counts', async () => {
    const { secret } = await tokenNamed('everything', [
      'contacts:read',
      'registrations:read',
      'applications:read',
    ]);
    const token = withToken(secret);
    for (const res of [
      await token.get('/api/auth/me'),
      await token.get('/api/admin/saved-views?tab=contacts'),
      await token.get('/api/admin/inbox-counts'),
      await token.post('/api/account/password', { currentPassword: 'x', newPassword: 'y' }),
      await token.post('/api/account/step-up', { currentPassword: 'x' }),
    ]) {
      expect([res.status, res.body.message]).toEqual([
        403,
        'An integration token cannot use this route: it is for a signed-in person.',
      ]);
    }
  });

  it('writes the audit log under its own name, never a person’s', async () => {
    const [c] = await contacts.insertMany(t.db, [{ name: 'Ravi' }]);
    const { secret, token } = await tokenNamed('writer', ['contacts:read']);
    const res = await withToken(secret).patch(`/api/admin/contacts/${c.id}/status`, {
      status: 'replied',
    });
    expect(res.status).toBe(200);
    const [entry] = await t.db.query(
      `SELECT user_id, username, integration_token_id FROM audit_log
        WHERE action = 'contact.status' ORDER BY id DESC LIMIT 1`,
    );
    expect(entry).toEqual({
      user_id: null,
      username: 'token:writer',
      integration_token_id: token.id,
    });
    const log = await admin.get('/api/admin/audit?action=integration.create');
    expect(log.body.data[0]).toMatchObject({
      username: 'chief',
      sentence: 'chief created the integration token “writer”.',
    });
  });

  it('shows when and from where it was last used', async () => {
    const { secret, token } = await tokenNamed('tracked', ['contacts:read']);
    await request(t.http)
      .get('/api/admin/contacts')
      .set({ Authorization: `Bearer ${secret}`, 'X-Forwarded-For': '10.93.9.9' })
      .expect(200);
    const list = await admin.get('/api/admin/integrations');
    const row = list.body.data.find((x: { id: number }) => x.id === token.id);
    expect(row.lastUsedFrom).toBe('10.93.9.9');
    expect(Date.now() - Date.parse(row.lastUsedAt)).toBeLessThan(60_000);
  });

  it('revoked, is refused on its very next request; expired, is refused naming the day', async () => {
    const { secret, token } = await tokenNamed('short-lived', ['contacts:read']);
    expect((await withToken(secret).get('/api/admin/contacts')).status).toBe(200);
    const revoked = await admin.post(`/api/admin/integrations/${token.id}/revoke`, {});
    expect(revoked.status).toBe(200);
    expect(revoked.body.token.status).toBe('revoked');
    const after = await withToken(secret).get('/api/admin/contacts');
    expect([after.status, after.body.message]).toEqual([
      401,
      'This integration token was revoked. Ask a System Admin for a new one.',
    ]);
    expect((await admin.post(`/api/admin/integrations/${token.id}/revoke`, {})).status).toBe(409);
    expect((await admin.post(`/api/admin/integrations/999999/revoke`, {})).status).toBe(404);

    const old = await tokenNamed('old', ['contacts:read']);
    await t.db.query(
      `UPDATE integration_tokens SET expires_at = '2026-01-02T00:00:00Z' WHERE id = $1`,
      [old.token.id],
    );
    const expired = await withToken(old.secret).get('/api/admin/contacts');
    expect([expired.status, expired.body.message]).toEqual([
      401,
      'This integration token expired on 2026-01-02. Ask a System Admin for a new one.',
    ]);
    const unknown = await withToken(`kvch_it_${'A'.repeat(43)}`).get('/api/admin/contacts');
    expect([unknown.status, unknown.body.message]).toEqual([
      401,
      'This integration token is not valid.',
    ]);
  });

  it('has a rate limit of its own', async () => {
    const a = await tokenNamed('busy', ['contacts:read']);
    const b = await tokenNamed('quiet', ['contacts:read']);
    const statuses = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await withToken(a.secret).get('/api/admin/contacts')).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect((await withToken(b.secret).get('/api/admin/contacts')).status).toBe(200);
  });

  it('is made and revoked only after the step-up, and only by a System Admin', async () => {
    const { token } = await tokenNamed('kept', ['contacts:read']);
    await t.db.query(`UPDATE staff_sessions SET authenticated_at = now() - interval '10 minutes'`);
    const made = await make({ name: 'late', permissions: ['contacts:read'], expiresInDays: 1 });
    expect([made.status, made.body.code]).toEqual([403, 'STEP_UP_REQUIRED']);
    const revoked = await admin.post(`/api/admin/integrations/${token.id}/revoke`, {});
    expect([revoked.status, revoked.body.code]).toEqual([403, 'STEP_UP_REQUIRED']);
    const withPassword = await make({
      name: 'late',
      permissions: ['contacts:read'],
      expiresInDays: 1,
      currentPassword: 'correct horse battery staple',
    });
    expect(withPassword.status).toBe(201);

    await createUser(t, 'kavach', 'kavach_admin');
    const other = asStaff(t, await loginAs(t, 'kavach'));
    expect((await other.get('/api/admin/integrations')).status).toBe(403);
  });
});
