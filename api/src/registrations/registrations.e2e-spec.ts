import request from 'supertest';
import { solveCaptcha } from '../../test/helpers/captcha';
import { createTestApp, type TestApp } from '../../test/helpers/test-app';
import { CURRENT_PRIVACY_NOTICE } from '../privacy-notice/privacy-notice';
import { sessions } from '../../test/factories';

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

function day(offset: number): string {
  const d = new Date(Date.now() + 5.5 * 3600_000);
  d.setUTCDate(d.getUTCDate() + offset);
  return d.toISOString().slice(0, 10);
}

describe('registrations (real Postgres, real captcha)', () => {
  let t: TestApp;
  let open: number;
  let inactive: number;
  let expired: number;
  let past: number;

  const addSession = async (title: string, date: string, status = 'active', mode = 'online') =>
    (await sessions.insert(t.db, { title, date, time: '11:00 AM', mode, status })).id;

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_FORMS_PER_MINUTE: '1000' });
    open = await addSession('HrC Evening', day(7));
    inactive = await addSession('Hidden', day(7), 'inactive', 'hybrid');
    expired = await addSession('Old', day(8), 'expired', 'offline');
    past = await addSession('Yesterday', day(-1));
  });
  afterAll(() => t.close());

  const valid = () => ({
    name: 'Ravi Kumar',
    email: 'Ravi@Example.com',
    phone: '9123456780',
    message: 'I would like to attend.',
    date: day(7),
    time: '11:00 AM',
    mode: 'online',
    privacyNotice: CURRENT_PRIVACY_NOTICE,
  });
  const register = async (body: Record<string, unknown>) =>
    request(t.http)
      .post('/api/registrations')
      .send({ captcha: await solveCaptcha(t), ...body });
  const count = async (): Promise<number> =>
    (await t.db.query(`SELECT count(*)::int AS n FROM registrations`))[0].n;

  describe('POST /api/registrations', () => {
    it('stores a registration with the session id and a snapshot of the session → 201', async () => {
      const res = await register({ ...valid(), sessionId: open, organization: '  Acme  ' });
      expect(res.status).toBe(201);
      expect(res.body).toEqual({
        status: 'success',
        message: "Thanks for registering! We'll be in touch soon.",
      });
      const [row] = await t.db.query(
        `SELECT name, email, phone, organization, message, session_id, session_name,
                session_date::text AS session_date, session_time, session_mode, source
         FROM registrations ORDER BY id DESC LIMIT 1`,
      );
      expect(row).toEqual({
        name: 'Ravi Kumar',
        email: 'ravi@example.com',
        phone: '9123456780',
        organization: 'Acme',
        message: 'I would like to attend.',
        session_id: open,
        session_name: 'HrC Evening',
        session_date: day(7),
        session_time: '11:00 AM',
        session_mode: 'online',
        source: 'session_registration',
      });
    });

    it('a registration from a Hindi page is confirmed in Hindi; an unknown language is refused, nothing stored', async () => {
      const before = await count();
      const refused = await register({ ...valid(), sessionId: open, language: 'fr' });
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({
        message: 'Language must be one of en, hi, mr.',
        detailCodes: { language: 'FIELD_INVALID' },
      });
      expect(await count()).toBe(before);
      const email = 'ravi.hi@example.com';
      const res = await register({ ...valid(), email, sessionId: open, language: 'hi' });
      expect(res.status).toBe(201);
      const [confirmation] = (await t.db.query(
        `SELECT subject, html_body FROM outbox_mails
         WHERE kind = 'registration.confirmation' AND to_address = $1`,
        [email],
      )) as { subject: string; html_body: string }[];
      expect(confirmation.subject).toMatch(/^आपका रजिस्ट्रेशन: HrC Evening, /);
      expect(confirmation.html_body).toContain('<html lang="hi">');
    });

    it('without sessionId, links the open session with that date, time and mode', async () => {
      const res = await register(valid());
      expect(res.status).toBe(201);
      const [row] = await t.db.query(
        `SELECT session_id, organization FROM registrations ORDER BY id DESC LIMIT 1`,
      );
      expect(row).toEqual({ session_id: open, organization: null });
    });

    it.each([
      ['inactive', () => ({ sessionId: inactive })],
      ['expired', () => ({ sessionId: expired })],
      ['already past', () => ({ sessionId: past })],
      ['unknown', () => ({ sessionId: 987654 })],
      ['matched by date/time/mode but none open', () => ({ date: day(7), mode: 'hybrid' })],
      ['no session on that day', () => ({ date: day(30) })],
    ])('a session that is %s → 400 with a clear message', async (_label, patch) => {
      const before = await count();
      const res = await register({ ...valid(), ...patch() });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(
        'This session is not open for registration. Please choose another session.',
      );
      expect(await count()).toBe(before);
    });

    it.each(
      labelled([
        [{ name: '' }, 'name', 'Name is required.'],
        [{ email: '' }, 'email', 'Email is required.'],
        [{ email: 'ravi@example' }, 'email', 'Invalid email address.'],
        [{ email: 7 }, 'email', 'Invalid email address.'],
        [{ phone: '' }, 'phone', 'Phone is required.'],
        [{ phone: '912345678' }, 'phone', 'Invalid phone number. It should be 10 digits.'],
        [{ phone: '+919123456780' }, 'phone', 'Invalid phone number. It should be 10 digits.'],
        [{ message: '  ' }, 'message', 'Message is required.'],
        [
          { message: 'x'.repeat(5001) },
          'message',
          'Message is too long (5000 characters at most).',
        ],
        [{ date: '' }, 'date', 'Session date is required.'],
        [{ date: '2025-02-30' }, 'date', 'Session date must be a date like 2025-01-31.'],
        [{ time: '' }, 'time', 'Session time is required.'],
        [{ time: 't'.repeat(101) }, 'time', 'Session time is too long (100 characters at most).'],
        [{ mode: 'zoom' }, 'mode', 'Session mode must be online, offline or hybrid.'],
        [{ sessionId: '5' }, 'sessionId', 'sessionId must be a whole number.'],
        [{ sessionId: 1.5 }, 'sessionId', 'sessionId must be a whole number.'],
        [
          { organization: 'o'.repeat(201) },
          'organization',
          'Organization is too long (200 characters at most).',
        ],
        [{ source: 'session_registration' }, 'source', 'Unknown field "source".'],
      ]),
    )('%s → 400', async (_label, patch, field, message) => {
      const res = await register({ ...valid(), ...patch });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
      expect(res.body.details[field]).toBe(message);
    });

    it('checks in the form order: email, then phone, then captcha', async () => {
      const res = await request(t.http)
        .post('/api/registrations')
        .send({ ...valid(), email: 'x', phone: '1' });
      expect(res.body.message).toBe('Invalid email address.');
      const phone = await request(t.http)
        .post('/api/registrations')
        .send({ ...valid(), phone: '1' });
      expect(phone.body.message).toBe('Invalid phone number. It should be 10 digits.');
      const captcha = await request(t.http).post('/api/registrations').send(valid());
      expect(captcha.status).toBe(400);
      expect(captcha.body.message).toBe(
        "Please tick “I'm not a robot” and wait until it says Verified.",
      );
    });

    it('captcha wrong or replayed → 400, nothing stored', async () => {
      const before = await count();
      const junk = await request(t.http)
        .post('/api/registrations')
        .send({ ...valid(), captcha: 'bm90LWEtc29sdXRpb24=' });
      expect(junk.body.message).toBe(
        "Please tick “I'm not a robot” and wait until it says Verified.",
      );
      const captcha = await solveCaptcha(t);
      await request(t.http)
        .post('/api/registrations')
        .send({ ...valid(), captcha })
        .expect(201);
      const replay = await request(t.http)
        .post('/api/registrations')
        .send({ ...valid(), captcha });
      expect(replay.status).toBe(400);
      expect(replay.body.message).toBe(
        "Please tick “I'm not a robot” and wait until it says Verified.",
      );
      expect(await count()).toBe(before + 1);
    });

    it('a session that is not open refuses the registration but leaves the captcha usable', async () => {
      const captcha = await solveCaptcha(t);
      const refused = await request(t.http)
        .post('/api/registrations')
        .send({ ...valid(), sessionId: inactive, captcha });
      expect(refused.status).toBe(400);
      expect(refused.body.details).toHaveProperty('sessionId');
      // The visitor picks an open session and sends again with the same solved captcha.
      const again = await request(t.http)
        .post('/api/registrations')
        .send({ ...valid(), sessionId: open, captcha });
      expect(again.status).toBe(201);
    });

    it('deleting the session later keeps the snapshot (session_id becomes null)', async () => {
      const temp = await addSession('Temporary', day(9));
      await register({ ...valid(), sessionId: temp }).then((r) => expect(r.status).toBe(201));
      await t.db.query(`DELETE FROM sessions WHERE id = $1`, [temp]);
      const [row] = await t.db.query(
        `SELECT session_id, session_name FROM registrations ORDER BY id DESC LIMIT 1`,
      );
      expect(row).toEqual({ session_id: null, session_name: 'Temporary' });
    });
  });
});

describe('registrations rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_FORMS_PER_MINUTE: '3' });
  });
  afterAll(() => t.close());

  it('429 with Retry-After after 3 a minute from one address (even invalid ones count)', async () => {
    const send = () =>
      request(t.http).post('/api/registrations').set('X-Forwarded-For', '10.9.1.1').send({});
    for (let i = 0; i < 3; i++) expect((await send()).status).toBe(400);
    const limited = await send();
    expect(limited.status).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});
