import { readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from 'pg';
import request from 'supertest';
import { AuditService } from '../audit/audit.service';
import { createUser, loginAs } from '../../test/helpers/auth';
import { createTestApp, type TestApp } from '../../test/helpers/test-app';
import { SessionsExpiryJob } from './sessions.expiry';
import { SessionsDemoSeed } from './sessions.seed';
import { EXPIRY_LOCK_KEY } from './sessions.service';

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

/** A date `offset` days from today in IST, YYYY-MM-DD. */
function day(offset: number): string {
  const d = new Date(Date.now() + 5.5 * 3600_000);
  d.setUTCDate(d.getUTCDate() + offset);
  return d.toISOString().slice(0, 10);
}

// A real 1×1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const REQUIRED = 'Please fill in all required fields and upload an image.';

describe('sessions (real Postgres)', () => {
  let t: TestApp;
  let token: string;
  const valid = () => ({
    image: '/api/files/session-images/x.png',
    date: day(10),
    time: '11:00 AM – 12:30 PM IST',
    mode: 'online',
  });

  beforeAll(async () => {
    t = await createTestApp({ SEED_DEMO: 'true' });
    await createUser(t, 'kav', 'kavach_admin');
    token = await loginAs(t, 'kav');
  });
  afterAll(() => t.close());

  const auth = (r: request.Test) => r.set('Authorization', `Bearer ${token}`);
  const insert = async (row: {
    date: string;
    end_date?: string | null;
    status?: string;
    title?: string;
  }): Promise<number> => {
    const [{ id }] = await t.db.query(
      `INSERT INTO sessions (title, image, date, end_date, time, mode, status)
       VALUES ($1, '/images/x.svg', $2, $3, '10 AM', 'online', $4) RETURNING id`,
      [row.title ?? 'S', row.date, row.end_date ?? null, row.status ?? 'active'],
    );
    return id;
  };
  const statusOf = async (id: number): Promise<string> =>
    (await t.db.query(`SELECT status FROM sessions WHERE id = $1`, [id]))[0]?.status;

  it('seeds the two demo sessions once on a demo database', async () => {
    const res = await request(t.http).get('/api/sessions').expect(200);
    expect(res.body.sessions).toHaveLength(2);
    expect(res.body.sessions.map((s: { date: string }) => s.date)).toEqual([day(14), day(35)]);
    expect(res.body.sessions[0].image).toBe('/images/cover-hrc.svg');
    await t.app.get(SessionsDemoSeed).onApplicationBootstrap();
    expect((await t.db.query(`SELECT count(*)::int AS n FROM sessions`))[0].n).toBe(2);
    await t.db.query(`TRUNCATE sessions CASCADE`);
  });

  describe('GET /api/sessions', () => {
    it('lists only active, not yet ended sessions, soonest first, with ISO dates', async () => {
      await t.db.query(`TRUNCATE sessions CASCADE`);
      const later = await insert({ date: day(20), title: 'Later' });
      const today = await insert({ date: day(0), title: 'Today' });
      const ongoing = await insert({ date: day(-2), end_date: day(1), title: 'Ongoing' });
      await insert({ date: day(-1), title: 'Past' });
      await insert({ date: day(-5), end_date: day(-1), title: 'Ended' });
      await insert({ date: day(5), status: 'inactive', title: 'Hidden' });
      await insert({ date: day(6), status: 'expired', title: 'Expired' });
      const res = await request(t.http).get('/api/sessions').expect(200);
      expect(res.body.success).toBe(true);
      expect(res.body.sessions.map((s: { id: number }) => s.id)).toEqual([ongoing, today, later]);
      expect(res.body.sessions[1]).toEqual({
        id: today,
        title: 'Today',
        image: '/images/x.svg',
        date: day(0),
        endDate: null,
        time: '10 AM',
        mode: 'online',
        status: 'active',
      });
      expect(res.body.sessions[0].endDate).toBe(day(1));
    });
  });

  describe('admin CRUD', () => {
    it('creates with defaults (title Information Session, active) and audits', async () => {
      const res = await auth(request(t.http).post('/api/admin/sessions')).send({
        ...valid(),
        title: '  ',
        endDate: '',
      });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({
        success: true,
        message: 'Session created successfully.',
        session: {
          title: 'Information Session',
          date: day(10),
          endDate: null,
          mode: 'online',
          status: 'active',
        },
      });
      const audit = await t.db.query(
        `SELECT target FROM audit_log WHERE action = 'session.create'`,
      );
      expect(audit).toEqual([{ target: String(res.body.session.id) }]);
    });

    it.each(
      labelled([
        [{ image: undefined }, 'image', REQUIRED],
        [{ image: '' }, 'image', REQUIRED],
        [{ date: undefined }, 'date', REQUIRED],
        [{ time: '  ' }, 'time', REQUIRED],
        [{ time: 1100 }, 'time', REQUIRED],
        [{ date: '2025-02-30' }, 'date', 'The date must be a real date like 2025-01-31.'],
        [{ date: '31/01/2025' }, 'date', 'The date must be a real date like 2025-01-31.'],
        [{ endDate: '2025-13-01' }, 'endDate', 'The end date must be a real date like 2025-01-31.'],
        [{ endDate: day(9) }, 'endDate', 'The end date must not be before the start date.'],
        [{ mode: 'zoom' }, 'mode', 'Mode must be online, offline or hybrid.'],
        [{ status: 'draft' }, 'status', 'Status must be active, inactive or expired.'],
        [
          { image: 'javascript:alert(1)' },
          'image',
          'The image must be the URL of an uploaded image.',
        ],
        [
          { image: '//evil.example/x.png' },
          'image',
          'The image must be the URL of an uploaded image.',
        ],
        [{ title: 't'.repeat(201) }, 'title', 'Title is too long (200 characters at most).'],
        [{ time: 't'.repeat(101) }, 'time', 'Time is too long (100 characters at most).'],
        [{ id: 5 }, 'id', 'Unknown field "id".'],
      ]),
    )('%s → 400', async (_label, patch, field, message) => {
      const res = await auth(request(t.http).post('/api/admin/sessions')).send({
        ...valid(),
        ...patch,
      });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
      expect(res.body.details?.[field] ?? res.body.message).toBe(message);
    });

    it('the required message comes first when the image is missing', async () => {
      const res = await auth(request(t.http).post('/api/admin/sessions')).send({ mode: 'zoom' });
      expect(res.body.message).toBe(REQUIRED);
    });

    it('lists all statuses, latest date first, with paging and a status filter', async () => {
      const res = await auth(request(t.http).get('/api/admin/sessions?pageSize=100')).expect(200);
      expect(res.body).toMatchObject({ status: 'success', page: 1, pages: 1 });
      expect(res.body.total).toBe(res.body.all);
      const statuses = new Set(res.body.data.map((s: { status: string }) => s.status));
      expect(statuses).toEqual(new Set(['active', 'inactive', 'expired']));
      const dates = res.body.data.map((s: { date: string }) => s.date);
      expect([...dates].sort().reverse()).toEqual(dates);
      const inactive = await auth(request(t.http).get('/api/admin/sessions?status=inactive'));
      expect(inactive.body.data.every((s: { status: string }) => s.status === 'inactive')).toBe(
        true,
      );
      expect(inactive.body.total).toBe(1);
      const page2 = await auth(request(t.http).get('/api/admin/sessions?pageSize=3&page=3'));
      expect(page2.body.data).toHaveLength(2);
      expect((await auth(request(t.http).get('/api/admin/sessions?pageSize=101'))).status).toBe(
        400,
      );
      expect((await auth(request(t.http).get('/api/admin/sessions?status=x'))).status).toBe(400);
    });

    it('updates every field (status may be set to expired); unknown id → 404', async () => {
      const id = await insert({ date: day(3) });
      const res = await auth(request(t.http).put(`/api/admin/sessions/${id}`)).send({
        title: 'Renamed',
        image: 'https://cdn.example.com/a.png',
        date: day(4),
        endDate: day(5),
        time: '3 PM',
        mode: 'hybrid',
        status: 'expired',
      });
      expect(res.status).toBe(200);
      expect(res.body.session).toEqual({
        id,
        title: 'Renamed',
        image: 'https://cdn.example.com/a.png',
        date: day(4),
        endDate: day(5),
        time: '3 PM',
        mode: 'hybrid',
        status: 'expired',
      });
      expect(res.body.message).toBe('Session updated successfully.');
      const missing = await auth(request(t.http).put('/api/admin/sessions/987654')).send(valid());
      expect(missing.status).toBe(404);
      const badId = await auth(request(t.http).put('/api/admin/sessions/abc')).send(valid());
      expect(badId.status).toBe(400);
    });

    it('toggle: active ↔ inactive; refused for expired and for activating an ended one', async () => {
      const id = await insert({ date: day(3) });
      const off = await auth(request(t.http).patch(`/api/admin/sessions/${id}/toggle`));
      expect(off.status).toBe(200);
      expect(off.body).toMatchObject({
        success: true,
        message: 'Session deactivated successfully.',
        session: { status: 'inactive' },
      });
      const on = await auth(request(t.http).patch(`/api/admin/sessions/${id}/toggle`));
      expect(on.body.message).toBe('Session activated successfully.');
      expect(await statusOf(id)).toBe('active');

      const expired = await insert({ date: day(3), status: 'expired' });
      const refused = await auth(request(t.http).patch(`/api/admin/sessions/${expired}/toggle`));
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe('Expired sessions cannot be activated or deactivated.');
      expect(await statusOf(expired)).toBe('expired');

      const ended = await insert({ date: day(-3), status: 'inactive' });
      const late = await auth(request(t.http).patch(`/api/admin/sessions/${ended}/toggle`));
      expect(late.status).toBe(400);
      expect(late.body.message).toBe('This session has already ended and cannot be activated.');
      expect((await auth(request(t.http).patch('/api/admin/sessions/999999/toggle'))).status).toBe(
        404,
      );
      const audit = await t.db.query(`SELECT action FROM audit_log WHERE target = $1 ORDER BY id`, [
        String(id),
      ]);
      expect(audit.map((a: { action: string }) => a.action)).toEqual([
        'session.deactivate',
        'session.activate',
      ]);
    });

    it('delete then list; deleting again → 404', async () => {
      const id = await insert({ date: day(8), title: 'Doomed' });
      const del = await auth(request(t.http).delete(`/api/admin/sessions/${id}`));
      expect(del.status).toBe(200);
      expect(del.body).toEqual({ success: true, message: 'Session deleted successfully.' });
      const list = await auth(request(t.http).get('/api/admin/sessions?pageSize=100'));
      expect(list.body.data.map((s: { id: number }) => s.id)).not.toContain(id);
      expect((await auth(request(t.http).delete(`/api/admin/sessions/${id}`))).status).toBe(404);
    });
  });

  describe('expiry', () => {
    it('check-expired marks ended sessions (any status but expired) and reports how many', async () => {
      await t.db.query(`TRUNCATE sessions CASCADE`);
      const past = await insert({ date: day(-1) });
      const pastInactive = await insert({ date: day(-10), status: 'inactive' });
      const ongoing = await insert({ date: day(-3), end_date: day(0) });
      const endedRange = await insert({ date: day(-3), end_date: day(-1) });
      const future = await insert({ date: day(1) });
      const res = await auth(request(t.http).post('/api/admin/sessions/check-expired'));
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true, changed: 3 });
      expect(await statusOf(past)).toBe('expired');
      expect(await statusOf(pastInactive)).toBe('expired');
      expect(await statusOf(endedRange)).toBe('expired');
      expect(await statusOf(ongoing)).toBe('active');
      expect(await statusOf(future)).toBe('active');
      const again = await auth(request(t.http).post('/api/admin/sessions/check-expired'));
      expect(again.body).toEqual({ success: true, changed: 0 });
    });

    it('the hourly job does the same, and skips while another replica holds the lock', async () => {
      const past = await insert({ date: day(-2) });
      const other = new Client({ connectionString: t.databaseUrl });
      await other.connect();
      try {
        await other.query('SELECT pg_advisory_lock($1)', [EXPIRY_LOCK_KEY]);
        expect(await t.app.get(SessionsExpiryJob).run()).toBeNull();
        expect(await statusOf(past)).toBe('active');
        await other.query('SELECT pg_advisory_unlock($1)', [EXPIRY_LOCK_KEY]);
      } finally {
        await other.end();
      }
      expect(await t.app.get(SessionsExpiryJob).run()).toBe(1);
      expect(await statusOf(past)).toBe('expired');
    });
  });

  describe('image upload', () => {
    const imagesDir = () => join(t.config.uploadDir, 'session-images');
    const stored = () => (existsSync(imagesDir()) ? readdirSync(imagesDir()) : []);
    const upload = () => auth(request(t.http).post('/api/admin/uploads/session-image'));

    it('accepts a real PNG, stores it under a UUID name and serves it publicly', async () => {
      const res = await upload().attach('image', PNG, {
        filename: 'banner.png',
        contentType: 'image/png',
      });
      expect(res.status).toBe(201);
      expect(res.body).toEqual({
        success: true,
        url: expect.stringMatching(/^\/api\/files\/session-images\/[0-9a-f-]{36}\.png$/),
        message: 'Image uploaded successfully.',
      });
      const served = await request(t.http).get(res.body.url);
      expect(served.status).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(Buffer.compare(served.body as Buffer, PNG)).toBe(0);
      // The stored image can be used in a session.
      const created = await auth(request(t.http).post('/api/admin/sessions')).send({
        ...valid(),
        image: res.body.url,
      });
      expect(created.status).toBe(201);
    });

    it.each([
      [
        'a text file renamed .png',
        Buffer.from('just some text, not an image'),
        'fake.png',
        'image/png',
      ],
      [
        'an SVG with a script',
        Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>',
        ),
        'x.svg',
        'image/svg+xml',
      ],
      [
        'an HTML page',
        Buffer.from('<!doctype html><script>alert(1)</script>'),
        'x.gif',
        'image/gif',
      ],
      ['a PDF', Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n'), 'x.webp', 'image/webp'],
    ])('refuses %s by its bytes → 400, nothing stored', async (_label, bytes, filename, type) => {
      const before = stored().length;
      const res = await upload().attach('image', bytes, { filename, contentType: type });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(
        'Only JPEG, PNG, GIF or WebP images are allowed (5 MB at most).',
      );
      expect(stored().length).toBe(before);
    });

    it('refuses 5 MB + 1 byte with 413 and a readable message', async () => {
      const before = stored().length;
      const big = Buffer.alloc(5 * 1024 * 1024 + 1);
      PNG.copy(big);
      const res = await upload().attach('image', big, {
        filename: 'big.png',
        contentType: 'image/png',
      });
      expect(res.status).toBe(413);
      expect(res.body.message).toBe('The image is too large. The limit is 5 MB.');
      expect(stored().length).toBe(before);
    });

    it('no file, another field name, or a JSON body → 400', async () => {
      const none = await upload().field('x', 'y');
      expect(none.status).toBe(400);
      expect(none.body.message).toBe('Please choose an image to upload.');
      const wrong = await upload().attach('file', PNG, {
        filename: 'a.png',
        contentType: 'image/png',
      });
      expect(wrong.status).toBe(400);
      expect(wrong.body.message).toBe('Please upload the image in the form field "image".');
      const json = await upload().send({ image: 'x' });
      expect(json.status).toBe(400);
    });

    it('removes the stored file when the audit record fails (no 2xx, no orphan)', async () => {
      const before = stored().length;
      const audit = t.app.get(AuditService);
      const spy = jest.spyOn(audit, 'record').mockRejectedValueOnce(new Error('audit down'));
      const res = await upload().attach('image', PNG, {
        filename: 'a.png',
        contentType: 'image/png',
      });
      spy.mockRestore();
      expect(res.status).toBe(500);
      expect(stored().length).toBe(before);
    });

    it('serves only well-formed names; unknown → 404', async () => {
      for (const name of [
        '00000000-0000-0000-0000-000000000000.png',
        '..%2F..%2Fjwt-secret',
        'x.svg',
        'abc',
      ]) {
        const res = await request(t.http).get(`/api/files/session-images/${name}`);
        expect(res.status).toBe(404);
      }
    });
  });
});
