import request from 'supertest';
import { createUser, loginAs } from '../../test/helpers/auth';
import { subscribers } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/helpers/test-app';

const SUBJECT_TOO_LONG = 'Subject is too long (150 characters at most).';

describe('newsletters: drafts, versions, test mails (real Postgres)', () => {
  let t: TestApp;
  let asha: string;
  let ravi: string;
  const api = (token: string) => ({
    get: (path: string) => request(t.http).get(path).set('Authorization', `Bearer ${token}`),
    post: (path: string, body?: object) =>
      request(t.http)
        .post(path)
        .set('Authorization', `Bearer ${token}`)
        .send(body ?? {}),
    patch: (path: string, body: object) =>
      request(t.http).patch(path).set('Authorization', `Bearer ${token}`).send(body),
    delete: (path: string) => request(t.http).delete(path).set('Authorization', `Bearer ${token}`),
  });
  const draft = async (subject = 'October news') =>
    (await api(asha).post('/api/admin/newsletters', { subject, body: 'Hello.' }).expect(201)).body
      .data as { id: number; version: number };

  beforeAll(async () => {
    t = await createTestApp({ OUTBOX_POLL_MS: '0' });
    await createUser(t, 'asha', 'kavach_admin');
    await createUser(t, 'ravi', 'admin');
    await t.db.query(`UPDATE users SET email = 'asha@kavach.example' WHERE username = 'asha'`);
    asha = await loginAs(t, 'asha');
    ravi = await loginAs(t, 'ravi');
  });
  afterAll(() => t?.close());

  it('creates, lists newest first with a subject search, reads, and audits', async () => {
    const res = await api(asha)
      .post('/api/admin/newsletters', { subject: '  Spring news  ', body: ' One.\n\nTwo. ' })
      .expect(201);
    expect(res.body.status).toBe('success');
    expect(res.body.data).toMatchObject({
      subject: 'Spring news',
      body: 'One.\n\nTwo.',
      status: 'draft',
      version: 1,
      updated_by: 'asha',
      send_started_at: null,
      sent_at: null,
      progress: { recipients: 0, queued: 0, sent: 0, failed: 0, skipped: 0 },
    });
    const second = await draft('Summer news');
    const list = await api(asha).get('/api/admin/newsletters').expect(200);
    expect(list.body.data[0].id).toBe(second.id);
    const found = await api(asha).get('/api/admin/newsletters?search=spring').expect(200);
    expect(found.body.data.map((n: { subject: string }) => n.subject)).toEqual(['Spring news']);
    const one = await api(asha).get(`/api/admin/newsletters/${res.body.data.id}`).expect(200);
    expect(one.body.data.subject).toBe('Spring news');
    const audit = await t.db.query(
      `SELECT target FROM audit_log WHERE action = 'newsletter.create' ORDER BY id LIMIT 1`,
    );
    expect(audit[0].target).toBe(`newsletter #${res.body.data.id} "Spring news"`);
    const missing = await api(asha).get('/api/admin/newsletters/999999').expect(404);
    expect(missing.body).toMatchObject({ message: 'Newsletter not found.', code: 'NOT_FOUND' });
  });

  it('says what is wrong with a subject or body', async () => {
    const post = (body: object) => api(asha).post('/api/admin/newsletters', body).expect(400);
    const message = async (body: object, field: string) =>
      (await post(body)).body.details[field] as string;
    expect(await message({ body: 'x' }, 'subject')).toBe('Subject is required.');
    expect(await message({ subject: '   ', body: 'x' }, 'subject')).toBe('Subject is required.');
    expect(await message({ subject: 'x'.repeat(151), body: 'x' }, 'subject')).toBe(
      SUBJECT_TOO_LONG,
    );
    expect(await message({ subject: 'a\nb', body: 'x' }, 'subject')).toBe(
      'Subject must be one line.',
    );
    expect(await message({ subject: 'x', body: '' }, 'body')).toBe('Body is required.');
    expect(await message({ subject: 'x', body: 'x'.repeat(20_001) }, 'body')).toBe(
      'Body is too long (20,000 characters at most).',
    );
    expect((await post({ subject: 'x'.repeat(151), body: 'x' })).body.code).toBe(
      'VALIDATION_FAILED',
    );
    // Rich text: a document the editor could write, its plain text within the body's length.
    const para = (text: string) => ({ type: 'paragraph', content: [{ type: 'text', text }] });
    const docOf = (...content: object[]) => ({ type: 'doc', content });
    expect(await message({ subject: 'x', doc: 'text' }, 'doc')).toBe(
      'The body is not a rich-text document: reload the editor and try again.',
    );
    expect(await message({ subject: 'x', doc: docOf({ type: 'paragraph' }) }, 'body')).toBe(
      'Body is required.',
    );
    expect(await message({ subject: 'x', doc: docOf(para('x'.repeat(20_001))) }, 'body')).toBe(
      'Body is too long (20,000 characters at most).',
    );
    const script = docOf({ type: 'paragraph', content: [{ type: 'script', text: 'x' }] });
    expect((await post({ subject: 'x', doc: script })).body.details.body).toMatch(/^The body /);
    const rich = await api(asha)
      .post('/api/admin/newsletters', {
        subject: 'Rich',
        doc: docOf(para('One.'), {
          type: 'bulletList',
          content: [{ type: 'listItem', content: [para('Two')] }],
        }),
      })
      .expect(201);
    expect(rich.body.data).toMatchObject({ body: 'One.\n\nTwo', doc: { type: 'doc' } });
    expect(
      await t.db.query(`SELECT count(*)::int AS n FROM newsletters WHERE subject = 'x'`),
    ).toEqual([{ n: 0 }]);
  });

  it('changes a draft on its current version only, naming who changed it and when', async () => {
    const n = await draft();
    const first = await api(ravi)
      .patch(`/api/admin/newsletters/${n.id}`, { subject: 'New', body: 'B', version: 1 })
      .expect(200);
    expect(first.body.data).toMatchObject({ subject: 'New', version: 2, updated_by: 'ravi' });
    const stale = await api(asha)
      .patch(`/api/admin/newsletters/${n.id}`, { subject: 'Mine', body: 'B', version: 1 })
      .expect(409);
    expect(stale.body.code).toBe('CONFLICT');
    expect(stale.body.message).toMatch(
      /^This newsletter was changed by ravi at \d{1,2}:\d{2} (am|pm) IST\. Reload to see their version\.$/,
    );
  });

  it('PATCH changes only what it names: the subject alone keeps the text, the text alone the subject', async () => {
    const n = await draft('Kept subject');
    const path = `/api/admin/newsletters/${n.id}`;
    const renamed = await api(asha).patch(path, { subject: 'New subject', version: 1 }).expect(200);
    expect(renamed.body.data).toMatchObject({ subject: 'New subject', body: 'Hello.', version: 2 });
    const rewritten = await api(asha).patch(path, { body: 'New text.', version: 2 }).expect(200);
    expect(rewritten.body.data).toMatchObject({ subject: 'New subject', body: 'New text.' });
    // A part sent as null is checked, not dropped.
    const emptied = await api(asha).patch(path, { subject: null, version: 3 }).expect(400);
    expect(emptied.body.details).toEqual({ subject: 'Subject is required.' });
  });

  it('changes and deletes drafts only', async () => {
    const n = await draft();
    await t.db.query(
      `UPDATE newsletters SET status = 'sending', send_started_at = now() WHERE id = $1`,
      [n.id],
    );
    const change = await api(asha)
      .patch(`/api/admin/newsletters/${n.id}`, { subject: 'x', body: 'y', version: 1 })
      .expect(409);
    expect(change.body.message).toBe('Only a draft can be changed.');
    const del = await api(asha).delete(`/api/admin/newsletters/${n.id}`).expect(409);
    expect(del.body).toMatchObject({ message: 'Only a draft can be deleted.', code: 'CONFLICT' });
    const other = await draft();
    const ok = await api(asha).delete(`/api/admin/newsletters/${other.id}`).expect(200);
    expect(ok.body).toEqual({ success: true, message: 'Newsletter deleted.' });
    await api(asha).get(`/api/admin/newsletters/${other.id}`).expect(404);
  });

  it('mails a test to the caller only, and asks for an address first', async () => {
    const n = await draft('Test me');
    await subscribers.insert(t.db);
    const res = await api(asha).post(`/api/admin/newsletters/${n.id}/test`).expect(200);
    expect(res.body).toEqual({
      success: true,
      message: 'A test mail is on its way to asha@kavach.example.',
    });
    const mails = await t.db.query(`SELECT kind, to_address, subject FROM outbox_mails`);
    expect(mails).toEqual([
      { kind: 'newsletter.issue', to_address: 'asha@kavach.example', subject: '[Test] Test me' },
    ]);
    const none = await api(ravi).post(`/api/admin/newsletters/${n.id}/test`).expect(400);
    expect(none.body.message).toBe('Add your e-mail address in My account first.');
    expect(none.body.code).toBeDefined();
  });

  it('counts the confirmed subscribers', async () => {
    await t.db.query(`DELETE FROM subscribers`);
    await subscribers.insertMany(t.db, [{}, {}, { status: 'pending' }]);
    const res = await api(asha).get('/api/admin/newsletters/recipients').expect(200);
    expect(res.body).toEqual({ count: 2 });
  });
});
