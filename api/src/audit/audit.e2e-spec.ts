import request from 'supertest';
import { createUser, loginAs } from '../../test/helpers/auth';
import { solveCaptcha } from '../../test/helpers/captcha';
import { createTestApp, type TestApp } from '../../test/helpers/test-app';
import { auditEntries } from '../../test/factories';

describe('admin audit log (real Postgres)', () => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  const get = (url: string, role = 'admin') =>
    request(t.http).get(url).set('Authorization', `Bearer ${tokens[role]}`);

  beforeAll(async () => {
    t = await createTestApp();
    for (const role of ['admin', 'kavach_admin', 'hr_manager', 'jobs_admin']) {
      await createUser(t, `u_${role}`, role);
      tokens[role] = await loginAs(t, `u_${role}`);
    }
    // The set-up's logins are audited too (auth.login): the tests count from an empty log.
    await t.db.query('TRUNCATE audit_log');
  });
  afterAll(() => t.close());

  it('records job actions and lists them newest first with who, what, which and where', async () => {
    const auth = { Authorization: `Bearer ${tokens.jobs_admin}` };
    const created = await request(t.http)
      .post('/api/admin/jobs')
      .set(auth)
      .set('X-Forwarded-For', '203.0.113.7')
      .send({ title: '50% Off_Analyst', location: 'Pune' })
      .expect(201);
    const id = created.body.data.id;
    await request(t.http)
      .put(`/api/admin/jobs/${id}`)
      .set(auth)
      .send({ title: '50% Off_Analyst', location: 'Mumbai' })
      .expect(200);
    await request(t.http).patch(`/api/admin/jobs/${id}/toggle`).set(auth).expect(200);
    await request(t.http).delete(`/api/admin/jobs/${id}`).set(auth).expect(200);

    const res = await get('/api/admin/audit').expect(200);
    expect(res.body).toMatchObject({ status: 'success', total: 4, page: 1, pages: 1 });
    expect(res.body.data.map((e: { action: string }) => e.action)).toEqual([
      'job.delete',
      'job.deactivate',
      'job.update',
      'job.create',
    ]);
    expect(res.body.data[3]).toMatchObject({
      username: 'u_jobs_admin',
      target: `job #${id} 50% Off_Analyst`,
      ip: '203.0.113.7',
      created_at: expect.any(String),
    });
    expect(typeof res.body.data[3].id).toBe('number');
    // Stored as data: the details, and the record they name; the view does not show them.
    expect(res.body.data[3]).not.toHaveProperty('details');
    const stored = await t.db.query(
      `SELECT action, details, record_kind, record_id FROM audit_log ORDER BY id LIMIT 1`,
    );
    expect(stored).toEqual([
      {
        action: 'job.create',
        details: { id, name: '50% Off_Analyst' },
        record_kind: 'job',
        record_id: String(id),
      },
    ]);
  });

  it('searches username, action and target literally, pages and filters by IST date', async () => {
    await auditEntries.insertMany(t.db, [
      { username: 'alice', action: 'contacts.export', target: 'from 2025-01-01', ip: null },
      { username: 'bob', action: 'session.delete', target: 'session #9 50_50', ip: null },
    ]);
    const actions = async (search: string) =>
      (await get('/api/admin/audit').query({ search }).expect(200)).body.data.map(
        (e: { action: string }) => e.action,
      );
    expect(await actions('ALICE')).toEqual(['contacts.export']);
    expect(await actions('session.del')).toEqual(['session.delete']);
    expect(await actions('0_5')).toEqual(['session.delete']);
    expect(await actions('0% O')).toEqual([
      'job.delete',
      'job.deactivate',
      'job.update',
      'job.create',
    ]);
    expect(await actions('%')).toHaveLength(4);
    const paged = await get('/api/admin/audit?pageSize=2&page=3').expect(200);
    expect(paged.body).toMatchObject({ total: 6, pages: 3, page: 3 });
    expect(paged.body.data).toHaveLength(2);
    const none = await get('/api/admin/audit?from=2000-01-01&to=2000-01-31').expect(200);
    expect(none.body.total).toBe(0);
    for (const q of ['page=abc', 'pageSize=500', 'to=2025-13-01', 'from=2025-02-30', 'x=1']) {
      expect((await get(`/api/admin/audit?${q}`)).status).toBe(400);
    }
  });

  it.each([
    ['admin', 200],
    ['kavach_admin', 403],
    ['hr_manager', 403],
    ['jobs_admin', 403],
  ])('%s → %s', async (role, status) => {
    const res = await get('/api/admin/audit', role);
    expect(res.status).toBe(status);
    if (status === 403) expect(res.body.message).toBe('You do not have access to this section.');
  });

  it('anonymous → 401', async () => {
    await request(t.http).get('/api/admin/audit').expect(401);
  });

  it('reads each entry as a sentence, linked to its record while the record exists', async () => {
    const auth = { Authorization: `Bearer ${tokens.jobs_admin}` };
    const created = await request(t.http)
      .post('/api/admin/jobs')
      .set(auth)
      .send({ title: 'Lab Technician', location: 'Pune' })
      .expect(201);
    const entry = async () =>
      (await get('/api/admin/audit?action=job.create').expect(200)).body.data[0];
    expect(await entry()).toMatchObject({
      sentence: 'u_jobs_admin created the job “Lab Technician”.',
      link: { tab: 'jobs', text: '“Lab Technician”' },
    });
    await request(t.http).delete(`/api/admin/jobs/${created.body.data.id}`).set(auth).expect(200);
    expect(await entry()).toMatchObject({
      sentence: 'u_jobs_admin created the job “Lab Technician”.',
      link: null,
    });

    // A failed sign-in says why: a wrong password, or a name no account has.
    for (const username of ['u_hr_manager', 'nobody.here'])
      await request(t.http)
        .post('/api/auth/login')
        .send({ username, password: 'not-the-password-1', captcha: await solveCaptcha(t) })
        .expect(401);
    const failed = (await get('/api/admin/audit?action=auth.login-failed').expect(200)).body.data;
    expect(failed.map((e: { sentence: string }) => e.sentence)).toEqual([
      'nobody.here could not sign in: no account has this username.',
      'u_hr_manager could not sign in: wrong password.',
    ]);
  });
});
