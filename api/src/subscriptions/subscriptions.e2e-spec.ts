import request from 'supertest';
import { createUser, loginAs } from '../../test/helpers/auth';
import { createTestApp, type TestApp } from '../../test/helpers/test-app';
import { SubscriptionsService } from './subscriptions.service';

/** Table rows led by a short label: long test values would flood the test report. */
function labelled<P, R extends unknown[]>(rows: [P, ...R][]): [string, P, ...R][] {
  return rows.map((r) => [
    (JSON.stringify(r[0]) ?? 'undefined').replace(
      /(.)\1{15,}/g,
      (run, c: string) => `${c}×${run.length}`,
    ),
    ...r,
  ]);
}

describe('subscriptions (real Postgres)', () => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_FORMS_PER_MINUTE: '1000' });
    await createUser(t, 'kav', 'kavach_admin');
    token = await loginAs(t, 'kav');
  });
  afterAll(() => t.close());

  const subscribe = (body: unknown) =>
    request(t.http)
      .post('/api/subscriptions')
      .send(body as object);
  const admin = (path: string) => request(t.http).get(path).set('Authorization', `Bearer ${token}`);
  const emails = async (): Promise<string[]> =>
    (await t.db.query(`SELECT email FROM subscribers ORDER BY id`)).map(
      (r: { email: string }) => r.email,
    );

  describe('POST /api/subscriptions', () => {
    it('stores a new address trimmed and lower-cased → 201', async () => {
      const res = await subscribe({ email: '  Reader@Example.COM ' });
      expect(res.status).toBe(201);
      expect(res.body).toEqual({ status: 'success', message: 'Subscription successful!' });
      expect(await emails()).toEqual(['reader@example.com']);
    });

    it.each(['reader@example.com', 'READER@example.com', '  reader@EXAMPLE.com  '])(
      'refuses the same address again (%j) → 409',
      async (email) => {
        const res = await subscribe({ email });
        expect(res.status).toBe(409);
        expect(res.body.message).toBe('Email is already subscribed.');
        expect(await emails()).toEqual(['reader@example.com']);
      },
    );

    it('concurrent duplicates: exactly one is stored', async () => {
      const results = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          subscribe({ email: i % 2 ? 'RACE@x.io' : 'race@x.io' }),
        ),
      );
      expect(results.filter((r) => r.status === 201)).toHaveLength(1);
      expect(results.filter((r) => r.status === 409)).toHaveLength(7);
    });

    it.each(
      labelled([
        [{ email: '' }, 'Email is required.'],
        [{ email: '   ' }, 'Email is required.'],
        [{}, 'Email is required.'],
        [{ email: 'not-an-email' }, 'Invalid email address. Please check and try again.'],
        [{ email: 'a b@c.de' }, 'Invalid email address. Please check and try again.'],
        [{ email: 123 }, 'Invalid email address. Please check and try again.'],
        [{ email: `${'a'.repeat(250)}@b.co` }, 'Email is too long (254 characters at most).'],
        [{ email: 'ok@example.com', EmailID: 'x' }, 'Unknown field "EmailID".'],
      ]),
    )('%s → 400', async (_label, body, message) => {
      const res = await subscribe(body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    });

    it('needs no captcha', async () => {
      expect((await subscribe({ email: 'nocaptcha@example.com' })).status).toBe(201);
    });
  });

  describe('unsubscribe', () => {
    it('a signed link removes exactly that subscription; clicking twice still succeeds', async () => {
      await subscribe({ email: 'leaver@example.com' }).expect(201);
      const [{ id }] = await t.db.query(
        `SELECT id FROM subscribers WHERE email = 'leaver@example.com'`,
      );
      const svc = t.app.get(SubscriptionsService);
      const url = new URL(svc.unsubscribeUrl(id));
      expect(url.pathname).toBe('/api/subscriptions/unsubscribe');
      const before = (await emails()).length;
      const res = await request(t.http).get(`/api/subscriptions/unsubscribe${url.search}`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ status: 'success', message: 'You have been unsubscribed.' });
      expect(await emails()).not.toContain('leaver@example.com');
      expect((await emails()).length).toBe(before - 1);
      const again = await request(t.http).get(`/api/subscriptions/unsubscribe${url.search}`);
      expect(again.status).toBe(200);
      // Subscribing again is possible, and the old link does not remove the new subscription.
      await subscribe({ email: 'leaver@example.com' }).expect(201);
      await request(t.http).get(`/api/subscriptions/unsubscribe${url.search}`).expect(200);
      expect(await emails()).toContain('leaver@example.com');
    });

    it('one-click POST (RFC 8058) works with the same token', async () => {
      await subscribe({ email: 'oneclick@example.com' }).expect(201);
      const [{ id }] = await t.db.query(
        `SELECT id FROM subscribers WHERE email = 'oneclick@example.com'`,
      );
      const tok = t.app.get(SubscriptionsService).unsubscribeToken(id);
      await request(t.http)
        .post(`/api/subscriptions/unsubscribe?token=${tok}`)
        .type('form')
        .send('List-Unsubscribe=One-Click')
        .expect(200);
      expect(await emails()).not.toContain('oneclick@example.com');
    });

    it('a bad, tampered or missing token → 400 and nothing removed', async () => {
      const [{ id }] = await t.db.query(`SELECT id FROM subscribers ORDER BY id LIMIT 1`);
      const tok = t.app.get(SubscriptionsService).unsubscribeToken(id);
      const before = await emails();
      for (const q of [
        `?token=${id + 1}.${tok.split('.')[1]}`,
        `?token=${tok.slice(0, -1)}${tok.endsWith('A') ? 'B' : 'A'}`,
        '?token=junk',
        '',
        `?token=${'9'.repeat(200)}`,
        `?token=${tok}&token=${tok}`,
      ]) {
        const res = await request(t.http).get(`/api/subscriptions/unsubscribe${q}`);
        if (res.status === 200) throw new Error(`accepted ${q}`);
        expect(res.status).toBe(400);
        expect(res.body.message).toBe('This unsubscribe link is not valid.');
      }
      expect(await emails()).toEqual(before);
    });
  });

  describe('admin', () => {
    beforeAll(async () => {
      await t.db.query(`TRUNCATE subscribers`);
      await t.db.query(
        `INSERT INTO subscribers (email, created_at)
         SELECT 'old' || i || '@example.com', ('2024-10-01 09:00'::timestamp AT TIME ZONE 'Asia/Kolkata') + i * interval '1 hour'
         FROM generate_series(1, 12) i`,
      );
      await t.db.query(
        `INSERT INTO subscribers (email, created_at) VALUES
          ('100%@example.com', '2024-09-01 10:00+05:30'),
          ('a_b@example.com', '2024-09-01 10:00+05:30'),
          ('=cmd@example.com', '2024-09-01 10:00+05:30'),
          ('edge-late@example.com', '2024-11-30 23:59:00+05:30'),
          ('edge-next@example.com', '2024-12-01 00:00:00+05:30'),
          ('today@example.com', now()),
          ('thisweek@example.com', now() - interval '6 days'),
          ('lastweek@example.com', now() - interval '8 days')`,
      );
    });

    it('lists newest first with stats (total of the filter, today, this week) and all', async () => {
      const res = await admin('/api/admin/subscribers?pageSize=5');
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ status: 'success', total: 20, page: 1, pages: 4, all: 20 });
      expect(res.body.data[0]).toEqual({
        id: expect.any(Number),
        email: 'today@example.com',
        created_at: expect.any(String),
      });
      expect(res.body.stats).toEqual({ total: 20, today: 1, thisWeek: 2 });
      const filtered = await admin('/api/admin/subscribers?search=old1');
      expect(filtered.body.stats).toEqual({ total: 4, today: 1, thisWeek: 2 });
      expect(filtered.body.all).toBe(20);
    });

    it('search is literal (% and _), case-insensitive', async () => {
      const pct = await admin(`/api/admin/subscribers?search=${encodeURIComponent('100%')}`);
      expect(pct.body.data.map((r: { email: string }) => r.email)).toEqual(['100%@example.com']);
      const us = await admin('/api/admin/subscribers?search=_');
      expect(us.body.data.map((r: { email: string }) => r.email)).toEqual(['a_b@example.com']);
      const up = await admin('/api/admin/subscribers?search=OLD12');
      expect(up.body.total).toBe(1);
      const quote = await admin(`/api/admin/subscribers?search=${encodeURIComponent("'")}`);
      expect(quote.status).toBe(200);
      expect(quote.body.total).toBe(0);
    });

    it('paging edges and IST range edges', async () => {
      expect((await admin('/api/admin/subscribers?pageSize=5&page=4')).body.data).toHaveLength(5);
      expect((await admin('/api/admin/subscribers?pageSize=5&page=5')).body.data).toEqual([]);
      expect((await admin('/api/admin/subscribers?pageSize=101')).status).toBe(400);
      const day = await admin('/api/admin/subscribers?from=2024-11-30&to=2024-11-30');
      expect(day.body.data.map((r: { email: string }) => r.email)).toEqual([
        'edge-late@example.com',
      ]);
      expect((await admin('/api/admin/subscribers?to=2024-02-30')).status).toBe(400);
    });

    it('detail shows status Active; unknown → 404', async () => {
      const [{ id }] = await t.db.query(
        `SELECT id FROM subscribers WHERE email = 'old1@example.com'`,
      );
      const res = await admin(`/api/admin/subscribers/${id}`);
      expect(res.body).toEqual({
        status: 'success',
        data: { id, email: 'old1@example.com', created_at: expect.any(String), status: 'Active' },
      });
      expect((await admin('/api/admin/subscribers/424242')).status).toBe(404);
    });

    it('exports en-US dates, Status Active, formula guard, filtered file name; empty → 404', async () => {
      const res = await admin('/api/admin/subscribers/export?from=2024-09-01&to=2024-09-01');
      expect(res.status).toBe(200);
      expect(res.headers['x-record-count']).toBe('3');
      expect(res.headers['content-disposition']).toMatch(
        /filename="subscription_details_\d{4}-\d\d-\d\d_filtered_2024-09-01_to_2024-09-01\.csv"/,
      );
      const lines = res.text.slice(1).trim().split('\r\n');
      expect(lines[0]).toBe('"S.No","ID","Email","Date Subscribed","Status"');
      expect(lines.find((l: string) => l.includes('cmd@'))).toMatch(
        /^"\d","\d+","'=cmd@example.com","9\/1\/2024, 10:00 AM","Active"$/,
      );
      const open = await admin('/api/admin/subscribers/export?to=2024-09-30');
      expect(open.headers['content-disposition']).toMatch(/_filtered_start_to_2024-09-30\.csv"/);
      const all = await admin('/api/admin/subscribers/export');
      expect(all.headers['content-disposition']).toMatch(
        /subscription_details_\d{4}-\d\d-\d\d\.csv"/,
      );
      expect(all.headers['x-record-count']).toBe('20');
      const none = await admin('/api/admin/subscribers/export?from=2031-01-01');
      expect(none.status).toBe(404);
      expect(none.body.message).toBe('No subscription records found for the selected date range.');
    });

    it('delete then list; deleting again → 404; audited', async () => {
      const [{ id }] = await t.db.query(
        `SELECT id FROM subscribers WHERE email = 'old2@example.com'`,
      );
      const del = await request(t.http)
        .delete(`/api/admin/subscribers/${id}`)
        .set('Authorization', `Bearer ${token}`);
      expect(del.status).toBe(200);
      expect(del.body).toEqual({ success: true, message: 'Subscription deleted successfully.' });
      const list = await admin('/api/admin/subscribers?pageSize=100');
      expect(list.body.total).toBe(19);
      expect(list.body.data.map((r: { id: number }) => r.id)).not.toContain(id);
      const again = await request(t.http)
        .delete(`/api/admin/subscribers/${id}`)
        .set('Authorization', `Bearer ${token}`);
      expect(again.status).toBe(404);
      const audit = await t.db.query(
        `SELECT username, target FROM audit_log WHERE action = 'subscriber.delete'`,
      );
      expect(audit).toEqual([{ username: 'kav', target: String(id) }]);
    });
  });
});

describe('subscriptions rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_FORMS_PER_MINUTE: '3' });
  });
  afterAll(() => t.close());

  it('429 with Retry-After after 3 a minute from one address', async () => {
    const send = (i: number) =>
      request(t.http)
        .post('/api/subscriptions')
        .set('X-Forwarded-For', '10.8.8.8')
        .send({ email: `r${i}@example.com` });
    for (let i = 0; i < 3; i++) expect((await send(i)).status).toBe(201);
    const limited = await send(9);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});
