import request from 'supertest';
import { createUser, loginAs } from '../../test/helpers/auth';
import { solveCaptcha } from '../../test/helpers/captcha';
import { createTestApp, type TestApp } from '../../test/helpers/test-app';
import { AUDIT_ACTIONS } from './audit-actions';
import { AuditService } from './audit.service';
import { auditEntries } from '../../test/factories';

/** The audit list's who (username) and what (action) filters, and the actions endpoint. */
describe('admin audit log filters (real Postgres)', () => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  const get = (url: string, query: Record<string, string> = {}, role = 'admin') =>
    request(t.http).get(url).query(query).set('Authorization', `Bearer ${tokens[role]}`);
  /** The (username, action) pairs of the first page of the filtered list, newest first. */
  const list = async (query: Record<string, string>) => {
    const res = await get('/api/admin/audit', { pageSize: '100', ...query }).expect(200);
    return {
      total: res.body.total as number,
      rows: res.body.data.map(
        (e: { username: string; action: string; target: string | null }) =>
          `${e.username} ${e.action} ${e.target}`,
      ) as string[],
    };
  };

  beforeAll(async () => {
    t = await createTestApp();
    for (const role of ['admin', 'kavach_admin']) {
      await createUser(t, `u_${role}`, role);
      tokens[role] = await loginAs(t, `u_${role}`);
    }
    // Entries at noon IST on three days, oldest first (ids rise with time).
    const at = (day: string) => `${day}T12:00:00+05:30`;
    const rows: Array<[string, string, string, string]> = [
      ['Alice', 'contacts.export', 'from 2025-01-01', at('2025-03-01')],
      ['alice', 'job.create', 'job #1 Analyst', at('2025-03-02')],
      ['bob', 'job.create', 'job #2 Chemist', at('2025-03-02')],
      ['alice2', 'job.create', 'job #3 Alice', at('2025-03-03')],
      ['ALICE', 'outbox.retry', '7', at('2025-03-03')],
      ['bob', 'auth.login-failed', null as unknown as string, at('2025-03-03')],
    ];
    for (const [username, action, target, createdAt] of rows) {
      await auditEntries.insert(t.db, { username, action, target, created_at: createdAt });
    }
  });
  afterAll(() => t.close());

  it('filters by username: the whole name, in any case', async () => {
    const alice = await list({ username: 'alice', from: '2025-01-01', to: '2025-12-31' });
    expect(alice).toEqual({
      total: 3,
      rows: [
        'ALICE outbox.retry 7',
        'alice job.create job #1 Analyst',
        'Alice contacts.export from 2025-01-01',
      ],
    });
    expect((await list({ username: ' ALICE ', to: '2025-12-31' })).total).toBe(3);
    expect((await list({ username: 'ali', to: '2025-12-31' })).total).toBe(0);
    expect((await list({ username: 'alice%', to: '2025-12-31' })).total).toBe(0);
    // The empty filter is no filter.
    expect((await list({ username: '', to: '2025-12-31' })).total).toBe(6);
  });

  it('filters by action', async () => {
    expect(await list({ action: 'job.create', to: '2025-12-31' })).toEqual({
      total: 3,
      rows: [
        'alice2 job.create job #3 Alice',
        'bob job.create job #2 Chemist',
        'alice job.create job #1 Analyst',
      ],
    });
    expect((await list({ action: 'auth.login-failed', to: '2025-12-31' })).rows).toEqual([
      'bob auth.login-failed null',
    ]);
    expect((await list({ action: 'session.delete' })).total).toBe(0);
  });

  it('combines user, action, date range, search and paging', async () => {
    expect(await list({ username: 'alice', action: 'job.create' })).toEqual({
      total: 1,
      rows: ['alice job.create job #1 Analyst'],
    });
    expect(await list({ action: 'job.create', from: '2025-03-02', to: '2025-03-02' })).toEqual({
      total: 2,
      rows: ['bob job.create job #2 Chemist', 'alice job.create job #1 Analyst'],
    });
    expect(await list({ username: 'bob', from: '2025-03-03', to: '2025-03-03' })).toEqual({
      total: 1,
      rows: ['bob auth.login-failed null'],
    });
    // The search still spans username, action and target: 'alice' finds alice2's job too.
    expect(await list({ action: 'job.create', search: 'alice', to: '2025-12-31' })).toEqual({
      total: 2,
      rows: ['alice2 job.create job #3 Alice', 'alice job.create job #1 Analyst'],
    });
    const paged = await get('/api/admin/audit', {
      action: 'job.create',
      to: '2025-12-31',
      pageSize: '2',
      page: '2',
    }).expect(200);
    expect(paged.body).toMatchObject({ total: 3, page: 2, pages: 2 });
    expect(paged.body.data.map((e: { target: string }) => e.target)).toEqual(['job #1 Analyst']);
  });

  it('answers 400 with a clear message for an unknown action or a bad username', async () => {
    for (const action of ['job.explode', 'JOB.CREATE', 'alpha.export']) {
      const res = await get('/api/admin/audit', { action }).expect(400);
      expect(res.body.message).toBe(
        'action is not a known audit action (GET /api/admin/audit/actions lists them).',
      );
    }
    const long = await get('/api/admin/audit', { username: 'x'.repeat(65) }).expect(400);
    expect(long.body.message).toBe('username is too long (64 characters at most).');
    await get('/api/admin/audit', {
      action: 'job.create',
      from: '2025-03-05',
      to: '2025-03-01',
    }).expect(400);
  });

  it('lists the actions (admin only)', async () => {
    const res = await get('/api/admin/audit/actions').expect(200);
    expect(res.body.actions).toEqual([...AUDIT_ACTIONS]);
    // The same actions in words, grouped for the filter.
    const groups: { label: string; options: { value: string; label: string }[] }[] =
      res.body.groups;
    expect(groups.flatMap((g) => g.options.map((o) => o.value)).sort()).toEqual(
      [...AUDIT_ACTIONS].sort(),
    );
    expect(groups.find((g) => g.label === 'Contact messages')?.options).toContainEqual({
      value: 'contacts.bulk-status',
      label: 'Changed the status of several contact messages',
    });
    for (const a of ['job.create', 'contacts.export', 'outbox.retry', 'auth.login-failed'])
      expect(res.body.actions).toContain(a);
    expect(new Set(res.body.actions).size).toBe(res.body.actions.length);
    const denied = await get('/api/admin/audit/actions', {}, 'kavach_admin').expect(403);
    expect(denied.body.message).toBe('You do not have access to this section.');
    await request(t.http).get('/api/admin/audit/actions').expect(401);
  });

  it('finds real sign-ins by user and action, a failed one too', async () => {
    await createUser(t, 'Carol', 'kavach_admin');
    await loginAs(t, 'Carol');
    await request(t.http)
      .post('/api/auth/login')
      .send({ username: 'carol', password: 'not the password', captcha: await solveCaptcha(t) });
    const mine = await list({ username: 'CAROL' });
    expect(mine.rows.map((r) => r.split(' ')[1])).toEqual(['auth.login-failed', 'auth.login']);
    expect((await list({ username: 'carol', action: 'auth.login' })).total).toBe(1);
    expect((await list({ username: 'carol', action: 'auth.logout' })).total).toBe(0);
  });

  it('records an action of someone who is not signed in (recordFor)', async () => {
    await t.app
      .get(AuditService)
      .recordFor(
        { userId: null, username: `mallory${'y'.repeat(80)}` },
        'auth.login-failed',
        { reason: 'password' },
        '198.51.100.4',
      );
    const res = await get('/api/admin/audit', { action: 'auth.login-failed', search: 'mallory' });
    expect(res.body.data).toEqual([
      expect.objectContaining({
        user_id: null,
        username: `mallory${'y'.repeat(57)}`,
        action: 'auth.login-failed',
        target: 'password',
        sentence: `mallory${'y'.repeat(57)} could not sign in: no account has this username.`,
        ip: '198.51.100.4',
      }),
    ]);
    const [row] = await t.db.query(
      `SELECT details, record_kind, record_id FROM audit_log WHERE username LIKE 'mallory%'`,
    );
    expect(row).toEqual({ details: { reason: 'password' }, record_kind: null, record_id: null });
  });
});
