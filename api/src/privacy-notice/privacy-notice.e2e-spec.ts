import { SubscriptionsService } from '../subscriptions/subscriptions.service';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { careerForm, jobsForm, PDF } from '../../test/helpers/application-files';
import { createUser, loginAs } from '../../test/helpers/auth';
import { solveCaptcha } from '../../test/helpers/captcha';
import { createTestApp, type TestApp } from '../../test/helpers/test-app';
import {
  CURRENT_PRIVACY_NOTICE,
  CV_CONSENT_REQUIRED,
  NOTICE_NOT_SHOWN,
  PRIVACY_NOTICE_VERSIONS,
} from './privacy-notice';
import { applications, contacts, registrations, sessions } from '../../test/factories';

/** A public form as a visitor sends it: where, which table keeps it, what a valid body is. */
interface PublicForm {
  name: string;
  route: string;
  table: 'contacts' | 'registrations' | 'subscribers' | 'applications';
  /** The field that carries the notice version (snake_case on the jobs-page form). */
  notice: string;
  /** The CV-consent checkbox, on the application forms only. */
  consent?: string;
  multipart: boolean;
  /** The newsletter has none (it is rate-limited instead). */
  captcha: boolean;
  /** The staff panel's detail route of a stored record (the newsletter has none). */
  adminDetail?: (id: number) => string;
  /** A valid body, without the captcha (solved when sent). */
  valid(): Record<string, unknown>;
}

function day(offset: number): string {
  const d = new Date(Date.now() + 5.5 * 3600_000);
  d.setUTCDate(d.getUTCDate() + offset);
  return d.toISOString().slice(0, 10);
}

let unique = 0;
const FORMS: PublicForm[] = [
  {
    name: 'contact form',
    route: '/api/contacts',
    table: 'contacts',
    notice: 'privacyNotice',
    multipart: false,
    captcha: true,
    adminDetail: (id) => `/api/admin/contacts/${id}`,
    valid: () => ({
      name: 'Asha Rao',
      email: 'asha@example.com',
      phone: '9876543210',
      message: 'Please call me about the HrC test.',
      privacyNotice: CURRENT_PRIVACY_NOTICE,
    }),
  },
  {
    name: 'session registration',
    route: '/api/registrations',
    table: 'registrations',
    notice: 'privacyNotice',
    multipart: false,
    captcha: true,
    adminDetail: (id) => `/api/admin/registrations/${id}`,
    valid: () => ({
      name: 'Ravi Kumar',
      email: 'ravi@example.com',
      phone: '9123456780',
      message: 'I would like to attend.',
      date: day(7),
      time: '11:00 AM',
      mode: 'online',
      privacyNotice: CURRENT_PRIVACY_NOTICE,
    }),
  },
  {
    name: 'newsletter',
    route: '/api/subscriptions',
    table: 'subscribers',
    notice: 'privacyNotice',
    multipart: false,
    captcha: false,
    valid: () => ({
      email: `reader${++unique}@example.com`,
      privacyNotice: CURRENT_PRIVACY_NOTICE,
    }),
  },
  {
    name: 'jobs-page application',
    route: '/api/applications',
    table: 'applications',
    notice: 'privacy_notice',
    consent: 'cv_consent',
    multipart: true,
    captcha: true,
    adminDetail: (id) => `/api/admin/applications/${id}`,
    valid: () => jobsForm(),
  },
  {
    name: 'career-page application',
    route: '/api/careers/applications',
    table: 'applications',
    notice: 'privacyNotice',
    consent: 'cvConsent',
    multipart: true,
    captcha: true,
    adminDetail: (id) => `/api/admin/applications/${id}`,
    valid: () => careerForm(),
  },
];
const APPLICATION_FORMS = FORMS.filter((f) => f.consent);

/** `body` without `field`. */
function without(body: Record<string, unknown>, field: string): Record<string, unknown> {
  const { [field]: _left, ...rest } = body;
  return rest;
}

// Periods unlike the defaults, so the answer can only come from this configuration.
const RETENTION_ENV = {
  RETENTION_CONTACTS_DAYS: '400',
  RETENTION_REGISTRATIONS_DAYS: '200',
  RETENTION_APPLICATIONS_DAYS: '180',
  RETENTION_AUDIT_DAYS: '1000',
  RETENTION_FAILED_MAILS_DAYS: '45',
  OUTBOX_RETENTION_DAYS: '14',
  NEWSLETTER_CONFIRM_HOURS: '36',
};

describe('privacy notice and consent on the public forms (real Postgres, real captcha)', () => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp({
      RATE_LIMIT_FORMS_PER_MINUTE: '1000',
      OUTBOX_POLL_MS: '0',
      ...RETENTION_ENV,
    });
    await sessions.insert(t.db, { title: 'HrC Evening', date: day(7), time: '11:00 AM' });
    await createUser(t, 'boss', 'admin');
    token = await loginAs(t, 'boss');
  });
  afterAll(() => t.close());

  /** Sends the form (with a solved captcha if it has one); multipart forms carry a PDF résumé. */
  async function send(form: PublicForm, body: Record<string, unknown>) {
    if (!form.captcha) return request(t.http).post(form.route).send(body);
    const captcha = await solveCaptcha(t);
    if (!form.multipart)
      return request(t.http)
        .post(form.route)
        .send({ ...body, captcha });
    const req = request(t.http).post(form.route);
    for (const [k, v] of Object.entries(body)) req.field(k, String(v));
    req.field('captcha', captcha);
    return req.attach('resume', PDF, { filename: 'cv.pdf', contentType: 'application/pdf' });
  }

  const count = async (table: string): Promise<number> =>
    Number((await t.db.query(`SELECT count(*)::int AS n FROM ${table}`))[0].n);
  const resumesOnDisk = () => {
    const dir = join(t.config.uploadDir, 'resumes');
    return existsSync(dir) ? readdirSync(dir) : [];
  };
  /** What a refused submission must leave as it was: its table, the queued mails, the files. */
  const snapshot = async (form: PublicForm) => ({
    rows: await count(form.table),
    mails: await count('outbox_mails'),
    files: resumesOnDisk(),
  });
  const admin = (path: string) => request(t.http).get(path).set('Authorization', `Bearer ${token}`);

  describe.each(FORMS.map((f) => [f.name, f] as const))('%s', (_name, form) => {
    it('refuses a body without the notice version: 400, the reload message, nothing stored', async () => {
      const before = await snapshot(form);
      const res = await send(form, without(form.valid(), form.notice));
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(NOTICE_NOT_SHOWN);
      expect(res.body.details).toEqual({ [form.notice]: NOTICE_NOT_SHOWN });
      expect(await snapshot(form)).toEqual(before);
    });

    it.each(['2020-01-01', '2099-12-31', 'latest', ''])(
      'refuses a notice version it never showed (%j): 400, nothing stored',
      async (version) => {
        const before = await snapshot(form);
        const res = await send(form, { ...form.valid(), [form.notice]: version });
        expect(res.status).toBe(400);
        expect(res.body.message).toBe(NOTICE_NOT_SHOWN);
        expect(res.body.details).toEqual({ [form.notice]: NOTICE_NOT_SHOWN });
        expect(await snapshot(form)).toEqual(before);
      },
    );

    if (!form.multipart) {
      it.each([
        ['a number', 20261123],
        ['a list', [CURRENT_PRIVACY_NOTICE]],
        ['null', null],
      ])('refuses a notice version sent as %s: 400, nothing stored', async (_label, version) => {
        const before = await snapshot(form);
        const res = await send(form, { ...form.valid(), [form.notice]: version });
        expect(res.status).toBe(400);
        expect(res.body.message).toBe(NOTICE_NOT_SHOWN);
        expect(await snapshot(form)).toEqual(before);
      });
    }

    it('stores the notice version and the time of consent with a valid submission', async () => {
      const sentFrom = Date.now();
      const res = await send(form, form.valid());
      expect(res.status).toBe(201);
      let [row] = await t.db.query(
        `SELECT id, privacy_notice, consented_at FROM ${form.table} ORDER BY id DESC LIMIT 1`,
      );
      expect(row.privacy_notice).toBe(CURRENT_PRIVACY_NOTICE);
      if (form.table === 'subscribers') {
        // Double opt-in: the consent is the confirmation, not the sign-up.
        expect(row.consented_at).toBeNull();
        const url = new URL(
          t.app.get(SubscriptionsService).confirmUrl(row.id, new Date(Date.now() + 3600_000)),
        );
        await request(t.http)
          .post('/api/subscriptions/confirm')
          .send({ token: url.searchParams.get('token') })
          .expect(200);
        [row] = await t.db.query(
          `SELECT id, privacy_notice, consented_at FROM subscribers WHERE id = $1`,
          [row.id],
        );
      }
      const agreed = (row.consented_at as Date).getTime();
      // The database and the test share the clock: consent is the moment the form arrived.
      expect(agreed).toBeGreaterThanOrEqual(sentFrom - 1000);
      expect(agreed).toBeLessThanOrEqual(Date.now() + 1000);

      if (form.adminDetail) {
        const detail = await admin(form.adminDetail(row.id));
        expect(detail.status).toBe(200);
        expect(detail.body.data.consent).toEqual({
          notice: CURRENT_PRIVACY_NOTICE,
          agreed_at: (row.consented_at as Date).toISOString(),
        });
      }
    });
  });

  describe.each(APPLICATION_FORMS.map((f) => [f.name, f] as const))('%s', (_name, form) => {
    const consent = form.consent!;

    it('refuses an application without the CV consent: 400, its message, no row, no file', async () => {
      const before = await snapshot(form);
      const res = await send(form, without(form.valid(), consent));
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(CV_CONSENT_REQUIRED);
      expect(res.body.details).toEqual({ [consent]: CV_CONSENT_REQUIRED });
      expect(await snapshot(form)).toEqual(before);
    });

    it.each(['false', '', 'no'])(
      'refuses an unticked consent (%j): 400, no row, no file',
      async (value) => {
        const before = await snapshot(form);
        const res = await send(form, { ...form.valid(), [consent]: value });
        expect(res.status).toBe(400);
        expect(res.body.message).toBe(CV_CONSENT_REQUIRED);
        expect(res.body.details).toEqual({ [consent]: CV_CONSENT_REQUIRED });
        expect(await snapshot(form)).toEqual(before);
      },
    );

    it('without consent and notice, names both fields', async () => {
      const before = await snapshot(form);
      const res = await send(form, without(without(form.valid(), consent), form.notice));
      expect(res.status).toBe(400);
      expect(res.body.details).toEqual({
        [consent]: CV_CONSENT_REQUIRED,
        [form.notice]: NOTICE_NOT_SHOWN,
      });
      expect(await snapshot(form)).toEqual(before);
    });
  });

  it('records from before the notice existed show no consent in the staff panel', async () => {
    const email = 'old@example.com';
    const { id: contact } = await contacts.insert(t.db, { name: 'Old', email, message: 'hi' });
    const { id: registration } = await registrations.insert(t.db, { name: 'Old', email });
    const { id: application } = await applications.insert(t.db, {
      first_name: 'Old',
      last_name: 'Applicant',
      email,
      phone_number: '9123456780',
      job_position: 'Dev',
    });
    for (const path of [
      `/api/admin/contacts/${contact}`,
      `/api/admin/registrations/${registration}`,
      `/api/admin/applications/${application}`,
    ]) {
      const res = await admin(path);
      expect(res.status).toBe(200);
      expect(res.body.data).toHaveProperty('consent', null);
    }
  });

  it('GET /api/privacy-notice: the version the forms accept and the configured periods, without login', async () => {
    const res = await request(t.http).get('/api/privacy-notice');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      version: CURRENT_PRIVACY_NOTICE,
      retention: {
        contactsDays: 400,
        registrationsDays: 200,
        applicationsDays: 180,
        unconfirmedSignUpHours: 36,
        auditDays: 1000,
        sentMailsDays: 14,
        failedMailsDays: 45,
      },
    });
    expect(PRIVACY_NOTICE_VERSIONS).toContain(res.body.version);
  });
});
