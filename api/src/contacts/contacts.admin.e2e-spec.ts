import request from 'supertest';
import { contacts, sql } from '../../test/factories';
import { createUser, loginAs } from '../../test/helpers/auth';
import { createTestApp, type TestApp } from '../../test/helpers/test-app';

/** Table rows led by a short label: long test values would flood the test report. */

describe('contacts in the staff panel (real Postgres, real captcha)', () => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_FORMS_PER_MINUTE: '1000' });
    await createUser(t, 'boss', 'admin');
    token = await loginAs(t, 'boss');
  });
  afterAll(() => t.close());

  const admin = (path: string) => request(t.http).get(path).set('Authorization', `Bearer ${token}`);

  describe('admin', () => {
    beforeAll(async () => {
      await t.db.query(`TRUNCATE contacts CASCADE`);
      // 25 rows on consecutive days of Oct 2024 at 12:00 IST, plus the edge rows below.
      await contacts.insertSeries(t.db, 25, {
        name: sql`'Person ' || i`,
        email: sql`'p' || i || '@example.com'`,
        phone: '9000000000',
        message: sql`'Message number ' || i`,
        created_at: sql`('2024-10-01 12:00'::timestamp AT TIME ZONE 'Asia/Kolkata') + (i - 1) * interval '1 day'`,
      });
      const sept10 = '2024-09-10 12:00+05:30';
      await contacts.insertMany(t.db, [
        {
          name: '100% sure',
          email: 'percent@example.com',
          message: 'about 100%',
          source: '',
          created_at: sept10,
        },
        { name: 'under_score', email: 'under@example.com', message: 'a_b', created_at: sept10 },
        { name: "O'Brien", email: 'obrien@example.com', message: "it's fine", created_at: sept10 },
        {
          name: '=HYPERLINK("http://evil")',
          email: 'formula@example.com',
          phone: '9000000001',
          message: 'say "hi", ok',
          created_at: sept10,
        },
        {
          name: 'Late',
          email: 'late@example.com',
          message: 'edge',
          created_at: '2024-11-30 23:59:59+05:30',
        },
        {
          name: 'Next day',
          email: 'next@example.com',
          message: 'edge',
          created_at: '2024-12-01 00:00:00+05:30',
        },
      ]);
    });

    it('lists newest first with paging, total, pages and the unfiltered count', async () => {
      const res = await admin('/api/admin/contacts?page=1&pageSize=10');
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ status: 'success', total: 31, page: 1, pages: 4, all: 31 });
      expect(res.body.data).toHaveLength(10);
      expect(res.body.data[0]).toEqual({
        id: expect.any(Number),
        name: 'Next day',
        email: 'next@example.com',
        phone: null,
        message: 'edge',
        source: 'website',
        created_at: '2024-11-30T18:30:00.000Z',
        status: 'new',
        status_changed_at: null,
        status_changed_by: null,
        // Inserted without a notice version, as rows from before the notice: nothing claimed.
        consent: null,
      });
      const dates = res.body.data.map((r: { created_at: string }) => r.created_at);
      expect([...dates].sort().reverse()).toEqual(dates);
    });

    it('paging edges: last page, beyond the last, bad page sizes', async () => {
      const last = await admin('/api/admin/contacts?page=4&pageSize=10');
      expect(last.body.data).toHaveLength(1);
      const beyond = await admin('/api/admin/contacts?page=9&pageSize=10');
      expect(beyond.status).toBe(200);
      expect(beyond.body).toMatchObject({ data: [], total: 31, page: 9, pages: 4 });
      for (const q of ['pageSize=101', 'pageSize=0', 'page=abc', 'page=0', 'page=1.5', 'x=1']) {
        const res = await admin(`/api/admin/contacts?${q}`);
        expect(res.status).toBe(400);
        expect(typeof res.body.message).toBe('string');
      }
    });

    it.each([
      ['100%', ['100% sure']],
      ['_', ['under_score']],
      ["O'Brien", ["O'Brien"]],
      [
        'PERSON 2',
        ['Person 25', 'Person 24', 'Person 23', 'Person 22', 'Person 21', 'Person 20', 'Person 2'],
      ],
      ['obrien@', ["O'Brien"]],
      ["it's", ["O'Brien"]],
    ])('search %j matches literally, case-insensitively', async (search, names) => {
      const res = await admin(
        `/api/admin/contacts?pageSize=100&search=${encodeURIComponent(search)}`,
      );
      expect(res.status).toBe(200);
      expect(res.body.data.map((r: { name: string }) => r.name)).toEqual(names);
      expect(res.body.total).toBe(names.length);
      expect(res.body.all).toBe(31);
    });

    it('date range is IST, end day inclusive (23:59 IST in, next 00:00 IST out)', async () => {
      const res = await admin('/api/admin/contacts?from=2024-11-30&to=2024-11-30');
      expect(res.body.data.map((r: { name: string }) => r.name)).toEqual(['Late']);
      const oct = await admin('/api/admin/contacts?from=2024-10-01&to=2024-10-25&pageSize=100');
      expect(oct.body.total).toBe(25);
      for (const q of ['from=2024-02-30', 'to=2024-13-01', 'from=2024-10-02&to=2024-10-01']) {
        const bad = await admin(`/api/admin/contacts?${q}`);
        expect(bad.status).toBe(400);
      }
    });

    it('detail; unknown id → 404; bad id → 400', async () => {
      const [row] = await t.db.query(`SELECT id FROM contacts WHERE name = 'Late'`);
      const res = await admin(`/api/admin/contacts/${row.id}`);
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ name: 'Late', email: 'late@example.com' });
      expect((await admin('/api/admin/contacts/999999')).status).toBe(404);
      expect((await admin('/api/admin/contacts/abc')).status).toBe(400);
      expect((await admin('/api/admin/contacts/99999999999')).status).toBe(400);
    });

    it('exports the admin columns, quoted, formula-guarded, en-IN dates, with the file name', async () => {
      const res = await admin('/api/admin/contacts/export?from=2024-09-10&to=2024-09-10');
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toContain(
        'filename="contact_submissions_2024-09-10_to_2024-09-10.csv"',
      );
      expect(res.headers['x-record-count']).toBe('4');
      const text: string = res.text;
      expect(text.charCodeAt(0)).toBe(0xfeff);
      const lines = text.slice(1).trim().split('\r\n');
      expect(lines[0]).toBe(
        '"S.No","ID","Name","Email","Phone","Message","Date Submitted","Source","Status"',
      );
      expect(lines).toHaveLength(5);
      const formula = lines.find((l) => l.includes('formula@'))!;
      expect(formula).toMatch(
        /^"\d","\d+","'=HYPERLINK\(""http:\/\/evil""\)","formula@example.com","9000000001","say ""hi"", ok","10 Sept? 2024, 12:00 pm","website","New"$/,
      );
      const percent = lines.find((l) => l.includes('percent@'))!;
      expect(percent).toMatch(/,"","about 100%","10 Sept? 2024, 12:00 pm","Website","New"$/);
      const audit = await t.db.query(`SELECT * FROM audit_log WHERE action = 'contacts.export'`);
      expect(audit[0]).toMatchObject({ username: 'boss' });
    });

    it('names exports by their range and answers 404 for an empty one', async () => {
      const from = await admin('/api/admin/contacts/export?from=2024-11-30');
      expect(from.headers['content-disposition']).toContain(
        'contact_submissions_from_2024-11-30.csv',
      );
      expect(from.headers['x-record-count']).toBe('2');
      const until = await admin('/api/admin/contacts/export?to=2024-09-10');
      expect(until.headers['content-disposition']).toContain(
        'contact_submissions_until_2024-09-10.csv',
      );
      const all = await admin('/api/admin/contacts/export');
      expect(all.headers['content-disposition']).toMatch(
        /contact_submissions_\d{4}-\d\d-\d\d\.csv/,
      );
      expect(all.headers['x-record-count']).toBe('31');
      const empty = await admin('/api/admin/contacts/export?from=2030-01-01');
      expect(empty.status).toBe(404);
      expect(empty.body.message).toBe('No data found for the selected date range.');
      expect((await admin('/api/admin/contacts/export?from=2024-02-30')).status).toBe(400);
    });

    it('exports exactly the rows the list shows: the same search and range', async () => {
      const query = `search=${encodeURIComponent('PERSON 2')}&from=2024-10-20&to=2024-10-24`;
      const list = await admin(`/api/admin/contacts?pageSize=100&${query}`);
      const names = list.body.data.map((r: { name: string }) => r.name);
      expect(names).toEqual(['Person 24', 'Person 23', 'Person 22', 'Person 21', 'Person 20']);
      const res = await admin(`/api/admin/contacts/export?${query}`);
      expect(res.status).toBe(200);
      expect(res.headers['x-record-count']).toBe('5');
      const lines = res.text.slice(1).trim().split('\r\n').slice(1);
      expect(lines.map((l: string) => l.split('","')[2])).toEqual(names);
      // Literal and case-insensitive, like the list: '_' is not a wildcard.
      const literal = await admin('/api/admin/contacts/export?search=_');
      expect(literal.headers['x-record-count']).toBe('1');
      expect(literal.text).toContain('under@example.com');
      const audit = await t.db.query(
        `SELECT target FROM audit_log WHERE action = 'contacts.export' ORDER BY id DESC LIMIT 2`,
      );
      expect(audit[1].target).toBe(
        'contact_submissions_2024-10-20_to_2024-10-24.csv (5) matching "PERSON 2"',
      );
      const none = await admin('/api/admin/contacts/export?search=nobody%20at%20all');
      expect(none.status).toBe(404);
      const long = await admin(`/api/admin/contacts/export?search=${'x'.repeat(201)}`);
      expect(long.status).toBe(400);
      expect(long.body.message).toBe('search is too long (200 characters at most).');
    });
  });
});
