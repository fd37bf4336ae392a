import request from 'supertest';
import { createUser, loginAs } from '../../test/helpers/auth';
import { createTestApp, type TestApp } from '../../test/helpers/test-app';
import { SessionsDemoSeed } from './sessions.seed';
import { registrations, sessions, sql } from '../../test/factories';

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

const TITLE = 'Please give the session a title.';

describe('sessions (real Postgres)', () => {
  let t: TestApp;
  let token: string;
  const valid = () => ({
    title: 'HrC Test: Information Session',
    image: '/api/files/session-images/x.png',
    date: day(10),
    startTime: '11:00',
    endTime: '12:30',
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
    const { id } = await sessions.insert(t.db, { ...row, title: row.title ?? 'S' });
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
        startTime: '10:00',
        endTime: '11:00',
        mode: 'online',
        status: 'active',
        place: null,
        capacity: null,
        description: null,
      });
      // The meeting link goes to registrants, not to the public list.
      expect(res.body.sessions[1]).not.toHaveProperty('meetingLink');
      expect(res.body.sessions[0].endDate).toBe(day(1));
    });

    it('orders sessions on the same day by their start time', async () => {
      await t.db.query(`TRUNCATE sessions CASCADE`);
      const late = (
        await sessions.insert(t.db, {
          date: day(3),
          title: 'Late',
          start_time: '15:00',
          end_time: '16:00',
        })
      ).id;
      const early = (
        await sessions.insert(t.db, {
          date: day(3),
          title: 'Early',
          start_time: '09:00',
          end_time: '10:00',
        })
      ).id;
      const res = await request(t.http).get('/api/sessions').expect(200);
      expect(res.body.sessions.map((s: { id: number }) => s.id)).toEqual([early, late]);
    });
  });

  describe('admin CRUD', () => {
    it('creates with the default picture when no image is given, the times as text, and audits', async () => {
      const res = await auth(request(t.http).post('/api/admin/sessions')).send({
        ...valid(),
        image: '',
        endDate: '',
        place: '  ',
        meetingLink: 'https://meet.example.com/abc-defg-hij',
        capacity: 30,
        description: 'What the test finds, and what it does not.',
      });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({
        success: true,
        message: 'Session created successfully.',
        session: {
          title: 'HrC Test: Information Session',
          image: '/images/news-1.svg',
          date: day(10),
          endDate: null,
          time: '11:00 AM – 12:30 PM IST',
          startTime: '11:00',
          endTime: '12:30',
          mode: 'online',
          place: null,
          meetingLink: 'https://meet.example.com/abc-defg-hij',
          capacity: 30,
          description: 'What the test finds, and what it does not.',
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
        [{ title: undefined }, 'title', TITLE],
        [{ title: '   ' }, 'title', TITLE],
        [{ date: undefined }, 'date', 'Please choose the date of the session.'],
        [{ startTime: '' }, 'startTime', 'Please choose the start time.'],
        [{ endTime: undefined }, 'endTime', 'Please choose the end time.'],
        [{ startTime: '11 AM' }, 'startTime', 'The start time must be a time like 11:00 or 15:30.'],
        [{ endTime: '24:00' }, 'endTime', 'The end time must be a time like 12:30 or 17:00.'],
        [{ endTime: '10:59' }, 'endTime', 'The end time must be after the start time.'],
        [{ endTime: '11:00' }, 'endTime', 'The end time must be after the start time.'],
        [{ date: '2025-02-30' }, 'date', 'The date must be a real date like 2025-01-31.'],
        [{ date: '31/01/2025' }, 'date', 'The date must be a real date like 2025-01-31.'],
        [{ endDate: '2025-13-01' }, 'endDate', 'The end date must be a real date like 2025-01-31.'],
        [{ endDate: day(9) }, 'endDate', 'The end date must not be before the start date.'],
        [{ mode: 'zoom' }, 'mode', 'Mode must be online, offline or hybrid.'],
        [{ mode: 'offline' }, 'place', 'Please give the place of an offline or hybrid session.'],
        [
          { mode: 'hybrid', place: ' ' },
          'place',
          'Please give the place of an offline or hybrid session.',
        ],
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
        [
          { meetingLink: 'javascript:alert(1)' },
          'meetingLink',
          'The meeting link must be an address starting with https://.',
        ],
        [{ capacity: 0 }, 'capacity', 'Capacity must be a whole number of seats, 1 or more.'],
        [{ capacity: 2.5 }, 'capacity', 'Capacity must be a whole number of seats, 1 or more.'],
        [{ capacity: '10' }, 'capacity', 'Capacity must be a whole number of seats, 1 or more.'],
        [{ capacity: 100_001 }, 'capacity', 'Capacity must be at most 100000 seats.'],
        [{ title: 't'.repeat(201) }, 'title', 'Title is too long (200 characters at most).'],
        [
          { description: 'd'.repeat(2001) },
          'description',
          'Description is too long (2000 characters at most).',
        ],
        [{ time: '11 AM' }, 'time', 'Unknown field "time".'],
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

    it('a session over several days may end earlier in the day than it starts', async () => {
      const res = await auth(request(t.http).post('/api/admin/sessions')).send({
        ...valid(),
        endDate: day(11),
        startTime: '18:00',
        endTime: '09:00',
        mode: 'offline',
        place: 'Kavach Genomics, Bengaluru',
      });
      expect(res.status).toBe(201);
      expect(res.body.session).toMatchObject({
        time: '6:00 PM – 9:00 AM IST',
        place: 'Kavach Genomics, Bengaluru',
      });
    });

    it('a missing title is the first message of an empty form', async () => {
      const res = await auth(request(t.http).post('/api/admin/sessions')).send({ mode: 'zoom' });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(TITLE);
    });

    it('lists upcoming sessions soonest first, and ended ones under past, latest first', async () => {
      await t.db.query(`TRUNCATE sessions CASCADE`);
      const later = await insert({ date: day(9), title: 'Later' });
      const soon = await insert({ date: day(2), title: 'Soon', status: 'inactive' });
      const ongoing = await insert({ date: day(-1), end_date: day(1), title: 'Ongoing' });
      const lastWeek = await insert({ date: day(-7), title: 'Last week', status: 'expired' });
      const yesterday = await insert({ date: day(-1), title: 'Yesterday' });
      const ids = (r: request.Response) => r.body.data.map((s: { id: number }) => s.id);

      const upcoming = await auth(request(t.http).get('/api/admin/sessions')).expect(200);
      expect(ids(upcoming)).toEqual([ongoing, soon, later]);
      expect(upcoming.body).toMatchObject({ status: 'success', page: 1, total: 3, all: 5 });
      const past = await auth(request(t.http).get('/api/admin/sessions?when=past')).expect(200);
      expect(ids(past)).toEqual([yesterday, lastWeek]);
      expect(past.body.total).toBe(2);

      const inactive = await auth(request(t.http).get('/api/admin/sessions?status=inactive'));
      expect(ids(inactive)).toEqual([soon]);
      const page2 = await auth(request(t.http).get('/api/admin/sessions?pageSize=2&page=2'));
      expect(ids(page2)).toEqual([later]);
      const bad = await auth(request(t.http).get('/api/admin/sessions?when=old'));
      expect(bad.status).toBe(400);
      expect(bad.body.message).toBe('Show must be upcoming or past.');
      expect((await auth(request(t.http).get('/api/admin/sessions?pageSize=101'))).status).toBe(
        400,
      );
      expect((await auth(request(t.http).get('/api/admin/sessions?status=x'))).status).toBe(400);

      // The Registrations tab's picker finds a session by its title or place, past ones too.
      const found = async (query: string) =>
        ids(await auth(request(t.http).get(`/api/admin/sessions?${query}`)).expect(200));
      expect(await found('when=past&search=last%20WEEK')).toEqual([lastWeek]);
      expect(await found('when=upcoming&search=last%20week')).toEqual([]);
      await t.db.query(`UPDATE sessions SET place = 'Lower Parel centre' WHERE id = $1`, [later]);
      expect(await found('search=parel')).toEqual([later]);
    });

    it('updates every field (status may be set to expired); unknown id → 404', async () => {
      const id = await insert({ date: day(3) });
      const res = await auth(request(t.http).put(`/api/admin/sessions/${id}`)).send({
        title: 'Renamed',
        image: 'https://cdn.example.com/a.png',
        date: day(4),
        endDate: day(5),
        startTime: '15:00',
        endTime: '16:15',
        mode: 'hybrid',
        place: 'Room 2, Kavach Genomics',
        meetingLink: 'https://meet.example.com/x',
        capacity: 12,
        description: 'Bring your questions.',
        status: 'expired',
      });
      expect(res.status).toBe(200);
      expect(res.body.session).toEqual({
        id,
        title: 'Renamed',
        image: 'https://cdn.example.com/a.png',
        date: day(4),
        endDate: day(5),
        time: '3:00 PM – 4:15 PM IST',
        startTime: '15:00',
        endTime: '16:15',
        mode: 'hybrid',
        place: 'Room 2, Kavach Genomics',
        meetingLink: 'https://meet.example.com/x',
        capacity: 12,
        description: 'Bring your questions.',
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

    it('counts each session’s registrations in the admin list only; a delete keeps them, unlinked', async () => {
      const busy = await insert({ date: day(40), title: 'Busy' });
      const quiet = await insert({ date: day(41), title: 'Quiet' });
      await registrations.insertSeries(t.db, 3, {
        name: sql`'R' || i`,
        email: sql`'r' || i || '@example.com'`,
        session_id: busy,
        session_name: 'Busy',
      });
      const list = await auth(request(t.http).get('/api/admin/sessions?pageSize=100')).expect(200);
      const counts = Object.fromEntries(
        list.body.data.map((s: { id: number; registrations: number }) => [s.id, s.registrations]),
      );
      expect(counts[busy]).toBe(3);
      expect(counts[quiet]).toBe(0);
      // The public list has no counts.
      const pub = await request(t.http).get('/api/sessions').expect(200);
      const shown = pub.body.sessions.find((s: { id: number }) => s.id === busy);
      expect(shown).toBeDefined();
      expect(shown).not.toHaveProperty('registrations');

      await auth(request(t.http).delete(`/api/admin/sessions/${busy}`)).expect(200);
      const kept = await t.db.query(
        `SELECT session_id, session_name FROM registrations WHERE email LIKE 'r_@example.com'`,
      );
      expect(kept).toEqual(Array(3).fill({ session_id: null, session_name: 'Busy' }));
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
});
