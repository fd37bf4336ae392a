import request from 'supertest';
import { createUser, loginAs } from '../../test/helpers/auth';
import { createTestApp, type TestApp } from '../../test/helpers/test-app';
import { registrations, sql } from '../../test/factories';

/** Table rows led by a short label: long test values would flood the test report. */

describe('registrations in the staff panel (real Postgres, real captcha)', () => {
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
      await t.db.query(`TRUNCATE registrations CASCADE`);
      await registrations.insertSeries(t.db, 12, {
        name: sql`'Reg ' || i`,
        email: sql`'reg' || i || '@example.com'`,
        phone: '9000000000',
        message: sql`'Note ' || i`,
        session_name: 'HrC Evening',
        created_at: sql`('2024-10-01 12:00'::timestamp AT TIME ZONE 'Asia/Kolkata') + i * interval '1 day'`,
      });
      await registrations.insertMany(t.db, [
        {
          name: '+Plus',
          email: 'plus@example.com',
          organization: '@Org',
          message: 'line1\nline2 "quoted"',
          source: '',
          created_at: '2024-11-30 23:59:00+05:30',
        },
        {
          name: 'Next',
          email: 'next@example.com',
          session_name: 'S',
          created_at: '2024-12-01 00:00:00+05:30',
        },
        {
          name: '50% off',
          email: 'pct@example.com',
          message: 'a_b',
          session_name: 'S',
          created_at: '2024-09-01 10:00+05:30',
        },
      ]);
    });

    it('lists newest first with total, pages and all; detail; 404', async () => {
      const res = await admin('/api/admin/registrations?pageSize=5');
      expect(res.body).toMatchObject({ status: 'success', total: 15, pages: 3, page: 1, all: 15 });
      expect(res.body.data[0]).toMatchObject({
        name: 'Next',
        session_name: 'S',
        session_id: null,
        organization: null,
        message: null,
        created_at: '2024-11-30T18:30:00.000Z',
      });
      expect((await admin('/api/admin/registrations?pageSize=5&page=3')).body.data).toHaveLength(5);
      expect((await admin('/api/admin/registrations?pageSize=5&page=4')).body.data).toEqual([]);
      expect((await admin('/api/admin/registrations?pageSize=500')).status).toBe(400);
      const one = await admin(`/api/admin/registrations/${res.body.data[0].id}`);
      expect(one.body.data.email).toBe('next@example.com');
      expect((await admin('/api/admin/registrations/123456')).status).toBe(404);
    });

    it('search is literal and covers name, email, message; dates are IST', async () => {
      const pct = await admin(`/api/admin/registrations?search=${encodeURIComponent('50%')}`);
      expect(pct.body.data.map((r: { name: string }) => r.name)).toEqual(['50% off']);
      const us = await admin('/api/admin/registrations?search=a_b');
      expect(us.body.total).toBe(1);
      const msg = await admin('/api/admin/registrations?search=NOTE 1');
      expect(msg.body.total).toBe(4); // Note 1, 10, 11, 12
      expect(msg.body.all).toBe(15);
      const q = await admin(`/api/admin/registrations?search=${encodeURIComponent("';--")}`);
      expect(q.status).toBe(200);
      const edge = await admin('/api/admin/registrations?from=2024-11-30&to=2024-11-30');
      expect(edge.body.data.map((r: { name: string }) => r.name)).toEqual(['+Plus']);
    });

    it('exports the admin columns with quoting, formula guard, en-IN dates, Source default', async () => {
      const res = await admin('/api/admin/registrations/export?from=2024-11-30');
      expect(res.status).toBe(200);
      expect(res.headers['x-record-count']).toBe('2');
      expect(res.headers['content-disposition']).toMatch(
        /filename="registration_details_\d{4}-\d\d-\d\d_filtered_2024-11-30_to_end\.csv"/,
      );
      const body = res.text.slice(1);
      expect(body.split('\r\n')[0]).toBe(
        '"S.No","ID","Name","Email","Phone","Organization","Session Name","Message/Comments","Attendance","Date Registered","Source","Status"',
      );
      expect(body).toContain(
        `"'+Plus","plus@example.com","","'@Org","","line1\nline2 ""quoted""","Registered","30 Nov 2024, 11:59 pm","Website","New"`,
      );
      expect(body).toContain(
        `"Next","next@example.com","","","S","","Registered","1 Dec 2024, 12:00 am","session_registration","New"`,
      );
      const range = await admin('/api/admin/registrations/export?from=2024-10-01&to=2024-10-05');
      expect(range.headers['content-disposition']).toMatch(
        /_filtered_2024-10-01_to_2024-10-05\.csv"/,
      );
      expect(range.headers['x-record-count']).toBe('4');
      const none = await admin('/api/admin/registrations/export?to=2020-01-01');
      expect(none.status).toBe(404);
      expect(none.body.message).toBe('No registration records found for the selected date range.');
      const audit = await t.db.query(
        `SELECT count(*)::int AS n FROM audit_log WHERE action = 'registrations.export'`,
      );
      expect(audit[0].n).toBe(2);
    });

    it('exports the rows the list shows with a search: name, email or message, literally', async () => {
      const list = await admin('/api/admin/registrations?search=NOTE%201&from=2024-10-11');
      expect(list.body.total).toBe(3); // Note 10, 11, 12
      const res = await admin('/api/admin/registrations/export?search=NOTE%201&from=2024-10-11');
      expect(res.status).toBe(200);
      expect(res.headers['x-record-count']).toBe('3');
      const emails = res.text
        .slice(1)
        .trim()
        .split('\r\n')
        .slice(1)
        .map((l: string) => l.split('","')[3]);
      expect(emails).toEqual(['reg12@example.com', 'reg11@example.com', 'reg10@example.com']);
      const pct = await admin(
        `/api/admin/registrations/export?search=${encodeURIComponent('50%')}`,
      );
      expect(pct.headers['x-record-count']).toBe('1');
      expect(pct.text).toContain('pct@example.com');
      expect((await admin('/api/admin/registrations/export?search=zzz')).status).toBe(404);
    });
  });
});
