import request from 'supertest';
import { solveCaptcha } from '../../test/helpers/captcha';
import { createTestApp, type TestApp } from '../../test/helpers/test-app';
import { EMAIL_HIDDEN_CHARACTER } from '../platform/fields/rules';
import { CURRENT_PRIVACY_NOTICE } from '../privacy-notice/privacy-notice';

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
  privacyNotice: CURRENT_PRIVACY_NOTICE,
};

describe('contacts (real Postgres, real captcha)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_FORMS_PER_MINUTE: '1000' });
  });
  afterAll(() => t.close());

  const submit = async (body: Record<string, unknown>) =>
    request(t.http)
      .post('/api/contacts')
      .send({ captcha: await solveCaptcha(t), ...body });
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

    it('refuses an address holding a control or invisible character, saying so on the field', async () => {
      const before = await count();
      // NEXT LINE, a zero-width space, a right-to-left override, a word joiner at the end.
      for (const email of [
        'asha\u0085@example.com',
        'asha\u200b.rao@example.com',
        'asha@\u202eexample.com',
        'asha.rao@example.com\u2060',
      ]) {
        const res = await submit({ ...valid, email });
        expect([res.status, res.body.code, res.body.message]).toEqual([
          400,
          'VALIDATION_FAILED',
          EMAIL_HIDDEN_CHARACTER,
        ]);
        expect(res.body.details).toEqual({ email: EMAIL_HIDDEN_CHARACTER });
      }
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
      expect(phoneThenCaptcha.body.details.captcha).toBe(
        "Please tick “I'm not a robot” and wait until it says Verified.",
      );
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
        expect(res.body.message).toBe(
          "Please tick “I'm not a robot” and wait until it says Verified.",
        );
        expect(res.body.code).toBe('VALIDATION_FAILED');
        expect(res.body.detailCodes).toEqual({ captcha: 'CAPTCHA_REQUIRED' });
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
          expect(res.body.message).toBe(
            "Please tick “I'm not a robot” and wait until it says Verified.",
          );
          expect(res.body.code).toBe('CAPTCHA_FAILED');
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
        expect(again.body.message).toBe(
          "Please tick “I'm not a robot” and wait until it says Verified.",
        );
        expect(again.body.code).toBe('CAPTCHA_REPLAYED');
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
