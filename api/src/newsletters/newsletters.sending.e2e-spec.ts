import request from 'supertest';
import { createUser, loginAs } from '../../test/helpers/auth';
import { subscribers } from '../../test/factories';
import { SmtpCapture, freePort } from '../../test/helpers/smtp-capture';
import { createTestApp, restartTestApp, type TestApp } from '../../test/helpers/test-app';
import { OutboxWorker } from '../notifications/outbox.worker';
import { SubscriptionsService } from '../subscriptions/subscriptions.service';
import { NewsletterSender } from './newsletter-sender';

const SITE = 'https://www.kavach.example';

/**
 * Sending through the real outbox and a real SMTP server. Polling is off: each test runs the
 * sender's ticks and the outbox worker's batches itself. 24 mails a minute = 2 per 5 s tick.
 */
describe('newsletters: sending to confirmed subscribers (real Postgres, real SMTP)', () => {
  let t: TestApp;
  let smtp: SmtpCapture;
  let token: string;
  const env = () => ({
    OUTBOX_POLL_MS: '0',
    NEWSLETTER_SEND_PER_MINUTE: '24',
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    PUBLIC_SITE_URL: SITE,
  });
  const tick = () => t.app.get(NewsletterSender).tick();
  const admin = () => ({
    post: (path: string, body: object = {}) =>
      request(t.http).post(path).set('Authorization', `Bearer ${token}`).send(body),
    get: (path: string) => request(t.http).get(path).set('Authorization', `Bearer ${token}`),
  });
  const draft = async (body = 'First paragraph.\n\nhttps://www.kavach.example/tests') =>
    (await admin().post('/api/admin/newsletters', { subject: 'October news', body }).expect(201))
      .body.data.id as number;
  const progress = async (id: number) =>
    (await admin().get(`/api/admin/newsletters/${id}`).expect(200)).body.data.progress;
  const issues = () =>
    t.db.query(
      `SELECT to_address, list_unsubscribe, list_unsubscribe_mailto, list_unsubscribe_post,
              text_body, html_body, status
         FROM outbox_mails WHERE kind = 'newsletter.issue' ORDER BY id`,
    ) as Promise<Record<string, unknown>[]>;
  const unsubscribe = (id: number) =>
    request(t.http)
      .post(
        `/api/subscriptions/unsubscribe?token=${encodeURIComponent(t.app.get(SubscriptionsService).unsubscribeToken(id))}`,
      )
      .type('form')
      .send('List-Unsubscribe=One-Click')
      .expect(200);

  beforeAll(async () => {
    smtp = new SmtpCapture(await freePort());
    await smtp.start();
    t = await createTestApp(env());
    await createUser(t, 'asha', 'kavach_admin');
    token = await loginAs(t, 'asha');
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.stop();
  });
  beforeEach(async () => {
    smtp.clear();
    await t.db.query(`DELETE FROM newsletters; DELETE FROM subscribers; DELETE FROM outbox_mails`);
  });

  it('mails each confirmed subscriber once, with the unsubscribe link and one-click header', async () => {
    const confirmed = await subscribers.insertMany(t.db, [{}, {}, {}]);
    await subscribers.insert(t.db, { status: 'pending' });
    const leaver = await subscribers.insert(t.db);
    await unsubscribe(leaver.id);
    const id = await draft();
    expect((await admin().get('/api/admin/newsletters/recipients')).body).toEqual({ count: 3 });

    const stale = await admin().post(`/api/admin/newsletters/${id}/send`, { expected: 4 });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({
      code: 'CONFLICT',
      message: 'The number of confirmed subscribers is now 3. Check and send again.',
    });
    const sent = await admin()
      .post(`/api/admin/newsletters/${id}/send`, { expected: 3 })
      .expect(200);
    expect(sent.body.data).toMatchObject({ status: 'sending', sent_at: null });
    expect(sent.body.data.progress).toEqual({
      recipients: 3,
      queued: 3,
      sent: 0,
      failed: 0,
      skipped: 0,
    });
    const again = await admin().post(`/api/admin/newsletters/${id}/send`, { expected: 3 });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This newsletter is already being sent.');

    while ((await tick()).finished === null);
    const mails = await issues();
    expect(mails.map((m) => m.to_address).sort()).toEqual(confirmed.map((s) => s.email).sort());
    for (const m of mails) {
      expect(m.list_unsubscribe).toMatch(`${SITE}/api/subscriptions/unsubscribe?token=`);
      expect(m.list_unsubscribe_mailto).toMatch(/^mailto:/);
      expect(m.list_unsubscribe_post).toBe(true);
      expect(m.text_body).toContain(`Unsubscribe: ${SITE}/newsletter/unsubscribe?token=`);
      expect(m.html_body).toContain(`href="${SITE}/newsletter/unsubscribe?token=`);
      expect(m.html_body).toContain('<a href="https://www.kavach.example/tests"');
    }
    const done = await admin().post(`/api/admin/newsletters/${id}/send`, { expected: 3 });
    expect(done.status).toBe(409);
    expect(done.body.message).toBe('This newsletter has already been sent.');
    expect(await issues()).toHaveLength(3);

    await t.app.get(OutboxWorker).processDue();
    await tick(); // settles the figures
    const view = (await admin().get(`/api/admin/newsletters/${id}`)).body.data;
    expect(view.status).toBe('sent');
    expect(view.progress).toEqual({ recipients: 3, queued: 0, sent: 3, failed: 0, skipped: 0 });
    expect(smtp.messages).toHaveLength(3);
    for (const m of smtp.messages) {
      expect(m.header('subject')).toBe('October news');
      expect(m.header('list-unsubscribe')).toMatch(
        /^<https:\/\/www\.kavach\.example\/api\/subscriptions\/unsubscribe\?token=[^>]+>, <mailto:/,
      );
      expect(m.header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    }
  });

  it('each subscriber gets the newsletter in the language they chose where it is written in it, else the English', async () => {
    const [en, hi, mr] = await subscribers.insertMany(t.db, [{}, {}, {}]);
    await t.db.query(`UPDATE subscribers SET language = 'hi' WHERE id = $1`, [hi.id]);
    await t.db.query(`UPDATE subscribers SET language = 'mr' WHERE id = $1`, [mr.id]);
    const hindi = { subject: 'अक्टूबर की खबरें', body: 'पहला अनुच्छेद।' };
    const created = await admin()
      .post('/api/admin/newsletters', {
        subject: 'October news',
        body: 'First paragraph.',
        translations: { hi: hindi, mr: null },
      })
      .expect(201);
    expect(created.body.data.translations).toEqual({
      hi: { ...hindi, doc: null },
      mr: null,
    });
    const id = created.body.data.id as number;
    // A test to oneself: one mail of each language it is written in.
    await t.db.query(`UPDATE users SET email = 'asha@kavach.example' WHERE username = 'asha'`);
    const tested = await admin().post(`/api/admin/newsletters/${id}/test`).expect(200);
    expect(tested.body.message).toBe(
      'A test mail in each of its languages (English, Hindi) is on its way to asha@kavach.example.',
    );
    const tests = await t.db.query(`SELECT subject FROM outbox_mails ORDER BY id`);
    expect(tests).toEqual([{ subject: '[Test] October news' }, { subject: '[Test] अक्टूबर की खबरें' }]);
    await t.db.query(`DELETE FROM outbox_mails`);
    await admin().post(`/api/admin/newsletters/${id}/send`, { expected: 3 }).expect(200);
    while ((await tick()).finished === null);
    await t.app.get(OutboxWorker).processDue();
    const to = (email: string) =>
      smtp.messages.find((m) => (m.header('to') ?? '').includes(email))!;
    expect(to(en.email).header('subject')).toBe('October news');
    expect(to(mr.email).header('subject')).toBe('October news');
    expect(to(hi.email).header('subject')).toBe('अक्टूबर की खबरें');
    expect(to(hi.email).text).toContain('पहला अनुच्छेद।');
    // The mail is in one language throughout: its unsubscribe words are Hindi too.
    expect(to(hi.email).text).not.toContain('Unsubscribe:');
    expect(to(mr.email).text).toContain('Unsubscribe:');

    // A version with no words is refused where it is, and nothing changes.
    const refused = await admin()
      .post('/api/admin/newsletters', {
        subject: 'November',
        body: 'x',
        translations: { mr: { subject: 'नोव्हेंबर' } },
      })
      .expect(400);
    expect(refused.body.details).toEqual({ 'translations.mr.body': 'Body is required.' });
    const wrong = await admin()
      .post('/api/admin/newsletters', { subject: 'November', body: 'x', translations: 'hi' })
      .expect(400);
    expect(wrong.body.message).toBe('translations must be an object with hi and mr.');
    expect(await t.db.query(`SELECT count(*)::int AS n FROM newsletters`)).toEqual([{ n: 1 }]);
  });

  it('a rich newsletter keeps its headings, lists, links and emphasis in both parts', async () => {
    await subscribers.insert(t.db);
    const t_ = (text: string, marks?: object[]) => ({
      type: 'text',
      text,
      ...(marks ? { marks } : {}),
    });
    const para = (...content: object[]) => ({ type: 'paragraph', content });
    const doc = {
      type: 'doc',
      content: [
        { type: 'heading', attrs: { level: 2 }, content: [t_('What changes')] },
        para(t_('Reports in '), t_('five days', [{ type: 'bold' }]), t_('.')),
        {
          type: 'bulletList',
          content: [
            { type: 'listItem', content: [para(t_('Home collection'))] },
            {
              type: 'listItem',
              content: [
                para(t_('New '), t_('centres', [{ type: 'link', attrs: { href: '/contact-us' } }])),
              ],
            },
          ],
        },
        para(),
      ],
    };
    const created = await admin()
      .post('/api/admin/newsletters', { subject: 'November news', doc })
      .expect(201);
    const id = created.body.data.id as number;
    await admin().post(`/api/admin/newsletters/${id}/send`, { expected: 1 }).expect(200);
    while ((await tick()).finished === null);
    const [mail] = await issues();
    const html = mail.html_body as string;
    expect(html).toContain(
      '<h2 style="margin:24px 0 12px;font-size:18px;line-height:1.3">What changes</h2>',
    );
    expect(html).toContain('<strong>five days</strong>');
    expect(html).toMatch(
      /<ul style="[^"]+"><li style="[^"]+"><p style="[^"]+">Home collection<\/p><\/li>/,
    );
    expect(html).toContain(`<a href="${SITE}/contact-us" style="`);
    expect(html).not.toContain('opens in a new tab');
    expect(mail.text_body).toContain(
      `What changes\n\nReports in five days.\n\n- Home collection\n- New centres (${SITE}/contact-us)\n\n`,
    );
    // Why the reader gets it: they subscribed and confirmed, not "entered on a form".
    expect(mail.text_body).toContain(
      `You receive this because you subscribed to the Kavach Genomics newsletter at ${SITE} and confirmed your address.`,
    );
    expect(mail.text_body).not.toContain('entered on a form');
  });

  it('refuses to send to nobody', async () => {
    await subscribers.insert(t.db, { status: 'pending' });
    const id = await draft();
    const res = await admin().post(`/api/admin/newsletters/${id}/send`, { expected: 0 });
    expect(res.status).toBe(400);
    expect(res.body.code).toBeDefined();
  });

  it('a subscriber who leaves during a send gets nothing more, and counts as skipped', async () => {
    const [a, b, c] = await subscribers.insertMany(t.db, [{}, {}, {}]);
    const id = await draft();
    await admin().post(`/api/admin/newsletters/${id}/send`, { expected: 3 }).expect(200);
    expect(await tick()).toMatchObject({ queued: 2 }); // a and b, in id order
    await unsubscribe(b.id); // b's mail is still pending in the outbox
    await unsubscribe(c.id); // c was not queued yet
    expect(await progress(id)).toEqual({
      recipients: 3,
      queued: 1,
      sent: 0,
      failed: 0,
      skipped: 2,
    });
    while ((await tick()).finished === null);
    await t.app.get(OutboxWorker).processDue();
    expect(smtp.messages.map((m) => m.envelope.to)).toEqual([[a.email]]);
    expect((await issues()).map((m) => m.to_address)).toEqual([a.email]);
    await tick();
    expect(await progress(id)).toEqual({
      recipients: 3,
      queued: 0,
      sent: 1,
      failed: 0,
      skipped: 2,
    });
  });

  it('queues at most its share per tick, and a restarted API resumes without mailing twice', async () => {
    const five = await subscribers.insertMany(t.db, [{}, {}, {}, {}, {}]);
    const id = await draft();
    await admin().post(`/api/admin/newsletters/${id}/send`, { expected: 5 }).expect(200);
    expect(await tick()).toMatchObject({ queued: 2, finished: null });
    expect(await issues()).toHaveLength(2);

    t = await restartTestApp(t, env());
    token = await loginAs(t, 'asha');
    expect(await tick()).toMatchObject({ queued: 2 });
    expect(await tick()).toMatchObject({ queued: 1 });
    expect(await tick()).toMatchObject({ queued: 0, finished: id });
    expect(await tick()).toMatchObject({ queued: 0, finished: null });
    const mails = await issues();
    expect(mails.map((m) => m.to_address)).toEqual(five.map((s) => s.email));
    expect((await progress(id)).queued).toBe(5);
  });
});
