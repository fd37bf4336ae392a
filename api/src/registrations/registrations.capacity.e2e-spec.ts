import request from 'supertest';
import { createUser, loginAs } from '../../test/helpers/auth';
import { solveCaptcha } from '../../test/helpers/captcha';
import { createTestApp, type TestApp } from '../../test/helpers/test-app';
import { CURRENT_PRIVACY_NOTICE } from '../privacy-notice/privacy-notice';
import { sessions } from '../../test/factories';

const FULL = 'This session is full: all seats are taken. Please choose another session.';

function day(offset: number): string {
  const d = new Date(Date.now() + 5.5 * 3600_000);
  d.setUTCDate(d.getUTCDate() + offset);
  return d.toISOString().slice(0, 10);
}

describe('session capacity and attendance (real Postgres, real captcha)', () => {
  let t: TestApp;
  let staff: string;
  let hr: string;

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_FORMS_PER_MINUTE: '1000' });
    await createUser(t, 'kav', 'kavach_admin');
    await createUser(t, 'hr', 'hr_manager');
    staff = await loginAs(t, 'kav');
    hr = await loginAs(t, 'hr');
  });
  afterAll(() => t.close());

  const addSession = async (capacity: number | null) =>
    (await sessions.insert(t.db, { title: 'Small room', date: day(5), capacity })).id;
  const body = (sessionId: number, n: number) => ({
    name: `Person ${n}`,
    email: `p${n}@example.com`,
    phone: '9123456780',
    message: 'I would like to attend.',
    date: day(5),
    time: '10 AM',
    mode: 'online',
    sessionId,
    privacyNotice: CURRENT_PRIVACY_NOTICE,
  });
  const register = async (sessionId: number, n: number, captcha?: string) =>
    request(t.http)
      .post('/api/registrations')
      .send({ ...body(sessionId, n), captcha: captcha ?? (await solveCaptcha(t)) });
  const seats = async (id: number): Promise<number> =>
    (
      await t.db.query(`SELECT count(*)::int AS n FROM registrations WHERE session_id = $1`, [id])
    )[0].n;
  const attendance = (id: number, value: unknown, token = staff) =>
    request(t.http)
      .patch(`/api/admin/registrations/${id}/attendance`)
      .set('Authorization', `Bearer ${token}`)
      .send({ attendance: value });

  it('refuses a registration once the seats are taken: 409 with a message, nothing stored, captcha still usable', async () => {
    const id = await addSession(2);
    expect((await register(id, 1)).status).toBe(201);
    expect((await register(id, 2)).status).toBe(201);
    const captcha = await solveCaptcha(t);
    const refused = await register(id, 3, captcha);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      message: FULL,
      code: 'SESSION_FULL',
      details: { sessionId: FULL },
    });
    expect(await seats(id)).toBe(2);
    // The same solved captcha registers the visitor for a session with room.
    const roomy = await addSession(null);
    expect((await register(roomy, 3, captcha)).status).toBe(201);
  });

  it('gives the last seat to exactly one of several registrations sent at the same moment', async () => {
    const id = await addSession(3);
    expect((await register(id, 10)).status).toBe(201);
    expect((await register(id, 11)).status).toBe(201);
    const captchas = await Promise.all(Array.from({ length: 6 }, () => solveCaptcha(t)));
    const answers = await Promise.all(captchas.map((c, i) => register(id, 20 + i, c)));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409]);
    expect(await seats(id)).toBe(3);
  });

  it('staff set attendance; a cancelled registration frees its seat; audited from → to', async () => {
    const id = await addSession(1);
    expect((await register(id, 30)).status).toBe(201);
    const [{ id: reg }] = await t.db.query(`SELECT id FROM registrations WHERE session_id = $1`, [
      id,
    ]);
    expect((await register(id, 31)).status).toBe(409);

    const detail = await request(t.http)
      .get(`/api/admin/registrations/${reg}`)
      .set('Authorization', `Bearer ${staff}`)
      .expect(200);
    expect(detail.body.data).toMatchObject({ attendance: 'registered', status: 'new' });

    const cancelled = await attendance(reg, 'cancelled');
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toEqual({
      status: 'success',
      message: 'Marked as Cancelled.',
      attendance: 'cancelled',
    });
    // The seat is free again; the inbox status is untouched.
    expect((await register(id, 31)).status).toBe(201);
    const [row] = await t.db.query(`SELECT attendance, status FROM registrations WHERE id = $1`, [
      reg,
    ]);
    expect(row).toEqual({ attendance: 'cancelled', status: 'new' });

    expect((await attendance(reg, 'attended')).body.message).toBe('Marked as Attended.');
    expect((await attendance(reg, 'no_show')).body.message).toBe('Marked as No-show.');
    const audit = await t.db.query(
      `SELECT target FROM audit_log WHERE action = 'registration.attendance' ORDER BY id`,
    );
    expect(audit.map((a: { target: string }) => a.target)).toEqual([
      `registration #${reg}: Registered → Cancelled`,
      `registration #${reg}: Cancelled → Attended`,
      `registration #${reg}: Attended → No-show`,
    ]);

    const list = await request(t.http)
      .get(`/api/admin/sessions`)
      .set('Authorization', `Bearer ${staff}`)
      .expect(200);
    const shown = list.body.data.find((s: { id: number }) => s.id === id);
    // No-show still held a seat; two registrations, both seated.
    expect(shown).toMatchObject({ capacity: 1, registrations: 2, seatsTaken: 2 });
  });

  it('refuses an unknown attendance, an unknown registration and staff without the Registrations tab', async () => {
    const id = await addSession(null);
    expect((await register(id, 40)).status).toBe(201);
    const [{ id: reg }] = await t.db.query(`SELECT id FROM registrations WHERE session_id = $1`, [
      id,
    ]);
    const bad = await attendance(reg, 'maybe');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Attendance must be Registered, Attended, No-show or Cancelled.');
    const missing = await attendance(987654, 'attended');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Registration not found.');
    expect((await attendance(reg, 'attended', hr)).status).toBe(403);
    const [row] = await t.db.query(`SELECT attendance FROM registrations WHERE id = $1`, [reg]);
    expect(row.attendance).toBe('registered');
  });

  it('CSV export carries attendance in words', async () => {
    const res = await request(t.http)
      .get('/api/admin/registrations/export')
      .set('Authorization', `Bearer ${staff}`)
      .expect(200);
    const [header, ...rows] = res.text.slice(1).trim().split('\r\n');
    expect(header).toContain('"Message/Comments","Attendance","Date Registered"');
    expect(rows.some((r) => r.includes('"No-show"'))).toBe(true);
  });
});
