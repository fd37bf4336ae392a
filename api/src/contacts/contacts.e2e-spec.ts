import request from 'supertest';
import { createUser, loginAs } from '../../test/helpers/auth';
import { solveCaptcha } from '../../test/helpers/captcha';
import { createTestApp, type TestApp } from '../../test/helpers/test-app';

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

const valid = {
  name: 'Asha Rao',
  email: 'Asha.Rao@Example.com',
  phone: '9876543210',
  message: 'Please call me about the HrC test.',
};

describe('contacts (real Postgres, real captcha)', () => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_FORMS_PER_MINUTE: '1000' });
    await createUser(t, 'boss', 'admin');
    token = await loginAs(t, 'boss');
  });
  afterAll(() => t.close());

  const submit = async (body: Record<string, unknown>) =>
    request(t.http)
      .post('/api/contacts')
      .send({ captcha: await solveCaptcha(t), ...body });
  const admin = (path: string) => request(t.http).get(path).set('Authorization', `Bearer ${token}`);
  const count = async (): Promise<number> =>
    Number((await t.db.query(`SELECT count(*)::int AS n FROM contacts`))[0].n);

  describe('POST /api/contacts', () => {
    it('stores a valid submission (trimmed, email lower-cased, source website) → 201', async () => {
      const res = await submit({
        ...valid,
        name: '  Asha Rao  ',
        email: '  Asha.Rao@Example.com ',
      });
      expect(res.status).toBe(201);
      expect(res.body).toEqual({
        status: 'success',
        message: "Thanks for contacting us! We'll be in touch soon.",
      });
      const rows = await t.db.query(`SELECT * FROM contacts ORDER BY id DESC LIMIT 1`);
      expect(rows[0]).toMatchObject({
        name: 'Asha Rao',
        email: 'asha.rao@example.com',
        phone: '9876543210',
        message: valid.message,
        source: 'website',
      });
    });

    it.each(
      labelled([
        [{ email: 'asha@example' }, 'email', 'Invalid email address.'],
        [{ email: 'asha example@x.com' }, 'email', 'Invalid email address.'],
        [{ email: 'asha@@x.com' }, 'email', 'Invalid email address.'],
        [{ email: 42 }, 'email', 'Invalid email address.'],
        [{ email: '   ' }, 'email', 'Email is required.'],
        [{ phone: '98765' }, 'phone', 'Invalid phone number. It should be 10 digits.'],
        [{ phone: '98765432101' }, 'phone', 'Invalid phone number. It should be 10 digits.'],
        [{ phone: '98765-4321' }, 'phone', 'Invalid phone number. It should be 10 digits.'],
        [{ phone: 9876543210 }, 'phone', 'Invalid phone number. It should be 10 digits.'],
        [{ phone: undefined }, 'phone', 'Phone is required.'],
        [{ name: '' }, 'name', 'Name is required.'],
        [{ name: ['x'] }, 'name', 'Name must be text.'],
        [{ message: ' ' }, 'message', 'Message is required.'],
        [{ name: 'n'.repeat(101) }, 'name', 'Name is too long (100 characters at most).'],
        [
          { message: 'm'.repeat(5001) },
          'message',
          'Message is too long (5000 characters at most).',
        ],
        [
          { email: `${'e'.repeat(250)}@x.com` },
          'email',
          'Email is too long (254 characters at most).',
        ],
      ]),
    )('%s → 400', async (_label, patch, field, message) => {
      const before = await count();
      const res = await submit({ ...valid, ...patch });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
      expect(res.body.details[field]).toBe(message);
      expect(await count()).toBe(before);
    });

    it('checks in the form order: email, then phone, then captcha', async () => {
      const both = await submit({ ...valid, email: 'bad', phone: '1' });
      expect(both.body.message).toBe('Invalid email address.');
      expect(both.body.details).toMatchObject({
        email: 'Invalid email address.',
        phone: 'Invalid phone number. It should be 10 digits.',
      });
      const phoneThenCaptcha = await request(t.http)
        .post('/api/contacts')
        .send({ ...valid, phone: '1' });
      expect(phoneThenCaptcha.body.message).toBe('Invalid phone number. It should be 10 digits.');
      expect(phoneThenCaptcha.body.details.captcha).toBe('Please complete the reCAPTCHA.');
    });

    it('refuses an unknown field', async () => {
      const res = await submit({ ...valid, admin: true });
      expect(res.status).toBe(400);
      expect(res.body.details.admin).toBe('Unknown field "admin".');
    });

    it('refuses a body that is not JSON or too large, readably', async () => {
      const text = await request(t.http)
        .post('/api/contacts')
        .set('Content-Type', 'text/plain')
        .send('name=x');
      expect(text.status).toBe(400);
      const huge = await request(t.http)
        .post('/api/contacts')
        .send({ ...valid, message: 'x'.repeat(200_000) });
      expect(huge.status).toBe(413);
    });

    describe('captcha', () => {
      it('missing → 400 with the captcha message, nothing stored', async () => {
        const before = await count();
        const res = await request(t.http).post('/api/contacts').send(valid);
        expect(res.status).toBe(400);
        expect(res.body.message).toBe('Please complete the reCAPTCHA.');
        expect(await count()).toBe(before);
      });

      it('wrong → 400', async () => {
        const good = JSON.parse(Buffer.from(await solveCaptcha(t), 'base64').toString());
        good.solution.derivedKey = '00'.repeat(32);
        const forged = Buffer.from(JSON.stringify(good)).toString('base64');
        for (const captcha of [forged, 'junk']) {
          const res = await request(t.http)
            .post('/api/contacts')
            .send({ ...valid, captcha });
          expect(res.status).toBe(400);
          expect(res.body.message).toBe('Please complete the reCAPTCHA.');
        }
      });

      it('replayed → 400 the second time', async () => {
        const captcha = await solveCaptcha(t);
        const first = await request(t.http)
          .post('/api/contacts')
          .send({ ...valid, captcha });
        expect(first.status).toBe(201);
        const again = await request(t.http)
          .post('/api/contacts')
          .send({ ...valid, captcha });
        expect(again.status).toBe(400);
        expect(again.body.message).toBe('Please complete the reCAPTCHA.');
      });

      it('replayed → nothing stored: no second contact, no second pair of mails', async () => {
        const captcha = await solveCaptcha(t);
        const mails = async () =>
          Number((await t.db.query(`SELECT count(*)::int AS n FROM outbox_mails`))[0].n);
        expect(
          (
            await request(t.http)
              .post('/api/contacts')
              .send({ ...valid, captcha })
          ).status,
        ).toBe(201);
        const [contacts, queued] = [await count(), await mails()];
        const again = await request(t.http)
          .post('/api/contacts')
          .send({ ...valid, captcha });
        expect(again.status).toBe(400);
        expect([await count(), await mails()]).toEqual([contacts, queued]);
      });

      it('is used up only with a stored submission: a failed write leaves it valid', async () => {
        const captcha = await solveCaptcha(t);
        // The mails' insert fails (as on a database fault): the contact and the claim roll back.
        await t.db.query(`
          CREATE FUNCTION test_refuse_mail() RETURNS trigger LANGUAGE plpgsql AS
            $$ BEGIN RAISE EXCEPTION 'outbox unavailable'; END $$;
          CREATE TRIGGER test_refuse_mail BEFORE INSERT ON outbox_mails
            FOR EACH ROW EXECUTE FUNCTION test_refuse_mail();`);
        const before = await count();
        try {
          const failed = await request(t.http)
            .post('/api/contacts')
            .send({ ...valid, captcha });
          expect(failed.status).toBeGreaterThanOrEqual(500);
          expect(await count()).toBe(before);
        } finally {
          await t.db.query(`DROP TRIGGER test_refuse_mail ON outbox_mails;
            DROP FUNCTION test_refuse_mail();`);
        }
        const retried = await request(t.http)
          .post('/api/contacts')
          .send({ ...valid, captcha });
        expect(retried.status).toBe(201);
        expect(await count()).toBe(before + 1);
      });
    });
  });

  describe('admin', () => {
    beforeAll(async () => {
      await t.db.query(`TRUNCATE contacts`);
      // 25 rows on consecutive days of Oct 2024 at 12:00 IST, plus the edge rows below.
      await t.db.query(
        `INSERT INTO contacts (name, email, phone, message, created_at)
         SELECT 'Person ' || i, 'p' || i || '@example.com', '9000000000', 'Message number ' || i,
                ('2024-10-01 12:00'::timestamp AT TIME ZONE 'Asia/Kolkata') + (i - 1) * interval '1 day'
         FROM generate_series(1, 25) i`,
      );
      await t.db.query(
        `INSERT INTO contacts (name, email, phone, message, source, created_at) VALUES
          ('100% sure', 'percent@example.com', NULL, 'about 100%', '', '2024-09-10 12:00+05:30'),
          ('under_score', 'under@example.com', NULL, 'a_b', 'website', '2024-09-10 12:00+05:30'),
          ('O''Brien', 'obrien@example.com', NULL, 'it''s fine', 'website', '2024-09-10 12:00+05:30'),
          ('=HYPERLINK("http://evil")', 'formula@example.com', '9000000001', 'say "hi", ok', 'website', '2024-09-10 12:00+05:30'),
          ('Late', 'late@example.com', NULL, 'edge', 'website', '2024-11-30 23:59:59+05:30'),
          ('Next day', 'next@example.com', NULL, 'edge', 'website', '2024-12-01 00:00:00+05:30')`,
      );
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
        '"S.No","ID","Name","Email","Phone","Message","Date Submitted","Source"',
      );
      expect(lines).toHaveLength(5);
      const formula = lines.find((l) => l.includes('formula@'))!;
      expect(formula).toMatch(
        /^"\d","\d+","'=HYPERLINK\(""http:\/\/evil""\)","formula@example.com","9000000001","say ""hi"", ok","10\/9\/2024, 12:00 pm","website"$/,
      );
      const percent = lines.find((l) => l.includes('percent@'))!;
      expect(percent).toMatch(/,"","about 100%","10\/9\/2024, 12:00 pm","Website"$/);
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
  });
});

describe('contacts rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_FORMS_PER_MINUTE: '3' });
  });
  afterAll(() => t.close());

  it('answers 429 with Retry-After after 3 submissions a minute from one address', async () => {
    for (let i = 0; i < 3; i++) {
      const ok = await request(t.http)
        .post('/api/contacts')
        .set('X-Forwarded-For', '10.7.7.7')
        .send({ ...valid, captcha: await solveCaptcha(t) });
      expect(ok.status).toBe(201);
    }
    const limited = await request(t.http)
      .post('/api/contacts')
      .set('X-Forwarded-For', '10.7.7.7')
      .send({ ...valid, captcha: await solveCaptcha(t) });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.body.message).toMatch(/^Too many attempts\. Please try again in \d+ seconds\.$/);
    const other = await request(t.http)
      .post('/api/contacts')
      .set('X-Forwarded-For', '10.7.7.8')
      .send({ ...valid, captcha: await solveCaptcha(t) });
    expect(other.status).toBe(201);
  });
});
