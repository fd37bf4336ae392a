import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { createUser, loginAs } from '../../test/helpers/auth';
import { createTestApp, type TestApp } from '../../test/helpers/test-app';
import { MailComposer } from './mail-composer';
import { OutboxService } from './outbox.service';
import { OutboxWorker } from './outbox.worker';

/** The three unsubscribe links of a newsletter mail, all made from one test URL. */
const unsubscribeLinks = (url: string) => ({
  page: url,
  oneClick: url,
  mailto: 'mailto:unsubscribe@kavach.example?subject=unsubscribe%20x',
});

/** Admin outbox endpoints, on the default transport (no SMTP_URL → .eml files). */
describe('admin outbox (real Postgres)', () => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  let ids: number[];

  beforeAll(async () => {
    t = await createTestApp({ OUTBOX_POLL_MS: '0', PUBLIC_SITE_URL: 'https://www.kavach.example' });
    for (const role of ['admin', 'kavach_admin', 'hr_manager', 'jobs_admin']) {
      await createUser(t, `u_${role}`, role);
      tokens[role] = await loginAs(t, `u_${role}`);
    }
    const mails = t.app.get(MailComposer);
    ids = await t.db.transaction((m) =>
      t.app
        .get(OutboxService)
        .enqueue(m, [
          ...mails.contactReceived({ name: 'Asha', email: 'asha@example.com', message: 'Hello' }),
          ...mails.newsletterWelcome(
            'sub@example.com',
            unsubscribeLinks('https://www.kavach.example/u?t=1'),
          ),
        ]),
    );
    // The newsletter welcome failed for good; the others are still pending.
    await t.db.query(
      `UPDATE outbox_mails SET status = 'failed', attempts = 8, last_error = '421 try later'
        WHERE id = $1`,
      [ids[2]],
    );
  });
  afterAll(() => t?.close());

  const get = (path: string, role?: string) => {
    const r = request(t.http).get(path);
    return role ? r.set('Authorization', `Bearer ${tokens[role]}`) : r;
  };
  const post = (path: string, role?: string) => {
    const r = request(t.http).post(path);
    return role ? r.set('Authorization', `Bearer ${tokens[role]}`) : r;
  };

  describe('authorisation (admin only)', () => {
    const routes: Array<[string, (role?: string) => request.Test]> = [
      ['GET /api/admin/outbox', (role) => get('/api/admin/outbox', role)],
      ['GET /api/admin/outbox/:id', (role) => get(`/api/admin/outbox/999999`, role)],
      ['POST /api/admin/outbox/:id/retry', (role) => post(`/api/admin/outbox/999999/retry`, role)],
    ];
    it.each(routes)('%s: admin allowed, other roles 403, anonymous 401', async (_, call) => {
      expect((await call('admin')).status).not.toBe(403);
      expect([200, 404]).toContain((await call('admin')).status);
      for (const role of ['kavach_admin', 'hr_manager', 'jobs_admin']) {
        const res = await call(role);
        expect(res.status).toBe(403);
        expect(res.body.statusCode).toBe(403);
      }
      const anon = await call();
      expect(anon.status).toBe(401);
      expect(anon.body.statusCode).toBe(401);
    });
  });

  it('lists recent mails, newest first, paged, with status and last error', async () => {
    const res = await get('/api/admin/outbox?pageSize=2', 'admin').expect(200);
    expect(res.body).toMatchObject({ status: 'success', total: 3, page: 1, pages: 2 });
    expect(res.body.data).toHaveLength(2);
    const row = res.body.data.find((d: { id: number }) => d.id === ids[2]);
    expect(row).toEqual({
      id: ids[2],
      kind: 'newsletter.welcome',
      kind_label: 'Newsletter welcome',
      to: 'sub@example.com',
      subject: 'Welcome to the Kavach Genomics newsletter',
      status: 'failed',
      attempts: 8,
      last_error: '421 try later',
      problem:
        'The mail server asked to try again later and the attempts ran out. Retry now or later.',
      next_attempt_at: expect.any(String),
      created_at: expect.any(String),
      sent_at: null,
    });
    // Bodies (personal data) are not part of the list.
    expect(JSON.stringify(res.body)).not.toContain('Hello');
  });

  it('opens one mail as sent: subject, kind in words, text and HTML bodies', async () => {
    const ack = (await get('/api/admin/outbox?kind=contact.ack', 'admin').expect(200)).body.data[0];
    const res = await get(`/api/admin/outbox/${ack.id}`, 'admin').expect(200);
    expect(res.body.status).toBe('success');
    expect(res.body.data).toMatchObject({
      id: ack.id,
      kind: 'contact.ack',
      kind_label: 'Reply to a contact message',
      to: 'asha@example.com',
      subject: ack.subject,
      last_error: null,
      problem: null,
    });
    expect(res.body.data.text).toContain('Asha');
    expect(res.body.data.html).toMatch(/<html|<table|<p/i);
    const missing = await get('/api/admin/outbox/999999', 'admin').expect(404);
    expect(missing.body.message).toBe('Mail not found.');
    expect((await get('/api/admin/outbox/abc', 'admin')).status).toBe(400);
  });

  it('filters by status, kind and search; rejects unknown filters', async () => {
    const failed = await get('/api/admin/outbox?status=failed', 'admin').expect(200);
    expect(failed.body.data.map((d: { id: number }) => d.id)).toEqual([ids[2]]);
    const kind = await get('/api/admin/outbox?kind=contact.ack', 'admin').expect(200);
    expect(kind.body.data.map((d: { to: string }) => d.to)).toEqual(['asha@example.com']);
    const search = await get('/api/admin/outbox?search=ASHA@', 'admin').expect(200);
    expect(search.body.total).toBe(1);
    const bad = await get('/api/admin/outbox?status=lost', 'admin').expect(400);
    expect(bad.body.message).toMatch(/status must be one of/);
  });

  it('retry: failed → pending with attempts reset, audited, then delivered by the worker', async () => {
    const res = await post(`/api/admin/outbox/${ids[2]}/retry`, 'admin').expect(200);
    expect(res.body).toMatchObject({
      success: true,
      message: 'The mail will be sent again.',
      mail: { id: ids[2], status: 'pending', attempts: 0 },
    });
    const audit = await t.db.query(
      `SELECT username, action, target FROM audit_log WHERE action = 'outbox.retry'`,
    );
    expect(audit).toEqual([
      { username: 'u_admin', action: 'outbox.retry', target: String(ids[2]) },
    ]);

    const result = await t.app.get(OutboxWorker).processDue();
    expect(result).toMatchObject({ claimed: 3, sent: 3 });
    const dir = join(t.dataDir, 'outbox');
    expect(existsSync(dir)).toBe(true);
    expect(readdirSync(dir).filter((f) => f.endsWith('.eml'))).toHaveLength(3);
    const after = await get('/api/admin/outbox?status=sent', 'admin').expect(200);
    expect(after.body.total).toBe(3);
    expect(after.body.data.every((d: { sent_at: string | null }) => d.sent_at)).toBe(true);
  });

  it('retry refuses mails that are not failed, unknown ids and malformed ids', async () => {
    const sent = await post(`/api/admin/outbox/${ids[0]}/retry`, 'admin').expect(409);
    expect(sent.body).toEqual({
      statusCode: 409,
      error: 'Conflict',
      code: 'CONFLICT',
      message: 'Only failed mails can be retried.',
    });
    const missing = await post('/api/admin/outbox/999999/retry', 'admin').expect(404);
    expect(missing.body.message).toBe('Mail not found.');
    await post('/api/admin/outbox/abc/retry', 'admin').expect(400);
    await post('/api/admin/outbox/99999999999/retry', 'admin').expect(400);
  });
});
