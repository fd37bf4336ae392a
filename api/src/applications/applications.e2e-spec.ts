import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { createUser, loginAs } from '../../test/helpers/auth';
import { solveCaptcha } from '../../test/helpers/captcha';
import { createTestApp, type TestApp } from '../../test/helpers/test-app';
import { CV_CONSENT_REQUIRED, NOTICE_NOT_SHOWN } from '../privacy-notice/privacy-notice';
import { Application } from './application.entity';
import { careerForm, jobsForm, PDF } from '../../test/helpers/application-files';

describe('applications: public forms (real Postgres, real captcha)', () => {
  let t: TestApp;
  let admin: string;

  const resumesOnDisk = () => {
    const dir = join(t.config.uploadDir, 'resumes');
    return existsSync(dir) ? readdirSync(dir) : [];
  };

  /** Sends a multipart form; `captcha: null` leaves the captcha out, a string sends it as is. */
  async function post(
    url: string,
    fields: Record<string, string>,
    file?: { buffer: Buffer; name: string; type?: string; field?: string },
    captcha?: string | null,
  ) {
    const req = request(t.http).post(url);
    for (const [k, v] of Object.entries(fields)) req.field(k, v);
    if (captcha !== null) req.field('captcha', captcha ?? (await solveCaptcha(t)));
    if (file) {
      req.attach(file.field ?? 'resume', file.buffer, {
        filename: file.name,
        contentType: file.type ?? 'application/octet-stream',
      });
    }
    return req;
  }

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_FORMS_PER_MINUTE: '1000' });
    await createUser(t, 'boss', 'admin');
    admin = await loginAs(t, 'boss');
  });
  afterAll(() => t.close());
  afterEach(() => vi.restoreAllMocks());

  describe('POST /api/applications (jobs page)', () => {
    it('stores a valid application and the resume, readable back byte for byte', async () => {
      const res = await post('/api/applications', jobsForm(), {
        buffer: PDF,
        name: 'my cv.pdf',
        type: 'application/pdf',
      });
      expect(res.status).toBe(201);
      expect(res.body).toEqual({
        status: 'success',
        message: 'Application submitted successfully!',
      });
      const row = await t.db.getRepository(Application).findOneByOrFail({ lastName: 'Rao' });
      expect(row).toMatchObject({
        firstName: 'Asha',
        email: 'asha.rao@example.com',
        experience: '3y+',
        noticePeriod: 'immediate',
        salaryExpectation: '₹8,00,000',
        source: 'jobs_page',
        resumeName: 'my cv.pdf',
        resumeType: 'pdf',
        resumeSize: PDF.length,
      });
      expect(row.resumeKey).toMatch(/^resumes\/[0-9a-f-]{36}\.pdf$/);
      const mails: { kind: string; to_address: string }[] = await t.db.query(
        `SELECT kind, to_address FROM outbox_mails WHERE reply_to = $1 OR to_address = $1 ORDER BY kind`,
        ['asha.rao@example.com'],
      );
      expect(mails.map((m) => m.kind)).toEqual(['application.ack', 'application.staff']);
      expect(resumesOnDisk()).toContain(row.resumeKey!.slice('resumes/'.length));

      const detail = await request(t.http)
        .get(`/api/admin/applications/${row.id}`)
        .set('Authorization', `Bearer ${admin}`)
        .expect(200);
      expect(detail.body.data).toMatchObject({
        experience: '3y+',
        experience_label: '3+ years',
        notice_period: 'immediate',
        notice_period_label: 'Immediate',
        has_resume: true,
        resume_url: `/api/admin/applications/${row.id}/resume`,
      });
      expect(JSON.stringify(detail.body)).not.toContain(row.resumeKey!);

      const file = await request(t.http)
        .get(`/api/admin/applications/${row.id}/resume`)
        .set('Authorization', `Bearer ${admin}`)
        .buffer(true)
        .parse((r, cb) => {
          const chunks: Buffer[] = [];
          r.on('data', (c: Buffer) => chunks.push(c));
          r.on('end', () => cb(null, Buffer.concat(chunks)));
        })
        .expect(200);
      expect(Buffer.compare(file.body as Buffer, PDF)).toBe(0);
      expect(file.headers['content-type']).toBe('application/pdf');
      expect(file.headers['content-disposition']).toBe(
        `attachment; filename="Asha_Rao_Resume.pdf"; filename*=UTF-8''Asha_Rao_Resume.pdf`,
      );
      expect(file.headers['x-content-type-options']).toBe('nosniff');
    });

    it('accepts an application without a resume (not required on this form)', async () => {
      const before = resumesOnDisk().length;
      const res = await post('/api/applications', jobsForm({ last_name: 'NoCv' }));
      expect(res.status).toBe(201);
      const row = await t.db.getRepository(Application).findOneByOrFail({ lastName: 'NoCv' });
      expect(row.resumeKey).toBeNull();
      expect(resumesOnDisk()).toHaveLength(before);
    });

    it('treats the empty file part of an unused file input as no resume', async () => {
      const boundary = 'EmptyFileBoundary';
      const parts = Object.entries(
        jobsForm({ last_name: 'EmptyPart', captcha: await solveCaptcha(t) }),
      )
        .map(
          ([k, v]) =>
            `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`,
        )
        .join('');
      const body =
        parts +
        `--${boundary}\r\nContent-Disposition: form-data; name="resume"; filename=""\r\nContent-Type: application/octet-stream\r\n\r\n\r\n--${boundary}--\r\n`;
      const res = await request(t.http)
        .post('/api/applications')
        .set('Content-Type', `multipart/form-data; boundary=${boundary}`)
        .send(Buffer.from(body));
      expect(res.status).toBe(201);
      const row = await t.db.getRepository(Application).findOneByOrFail({ lastName: 'EmptyPart' });
      expect(row.resumeKey).toBeNull();
    });

    it('accepts every spelling of experience and notice period', async () => {
      const cases: [string, string, string, string][] = [
        ['6 months', '1 Month', '6m', '1m'],
        ['1 year', '2 Months', '1y', '2m'],
        ['2 years', '3 Months', '2y', '3m'],
        ['3y+', 'immediate', '3y+', 'immediate'],
      ];
      for (const [experience, notice, e, n] of cases) {
        const last = `Sp${e}`;
        const res = await post(
          '/api/applications',
          jobsForm({ last_name: last, experience, notice_period: notice }),
        );
        expect(res.status).toBe(201);
        const row = await t.db.getRepository(Application).findOneByOrFail({ lastName: last });
        expect([row.experience, row.noticePeriod]).toEqual([e, n]);
      }
    });

    it("the acknowledgement in the language of the form's page (Marathi), HR's notification in English", async () => {
      const res = await post(
        '/api/applications',
        jobsForm({ last_name: 'Marathe', email: 'asha.mr@example.com', language: 'mr' }),
      );
      expect(res.status).toBe(201);
      const mails: { kind: string; subject: string; text_body: string; html_body: string }[] =
        await t.db.query(
          `SELECT kind, subject, text_body, html_body FROM outbox_mails
            WHERE reply_to = $1 OR to_address = $1 ORDER BY kind`,
          ['asha.mr@example.com'],
        );
      expect(mails.map((m) => m.kind)).toEqual(['application.ack', 'application.staff']);
      const [ack, hr] = mails;
      expect(ack.subject).toBe('आम्हाला App Developer - Kavach Genomics साठी तुमचा अर्ज मिळाला आहे');
      expect(ack.text_body).toContain('प्रिय Asha Marathe,');
      expect(ack.text_body).toContain('आमची HR टीम तुमचा अर्ज पाहील');
      expect(ack.text_body).toContain('वरील एका फॉर्ममध्ये हा पत्ता लिहिला गेल्यामुळे');
      expect(ack.html_body).toContain('<html lang="mr">');
      expect(hr.subject).toBe(
        'New job application: App Developer - Kavach Genomics - Asha Marathe',
      );
      expect(hr.text_body).toContain('Experience: 3+ years');
      expect(hr.html_body).toContain('<html lang="en">');
    });

    it.each([
      ['unknown', ['fr']],
      ['repeated', ['mr', 'hi']],
    ])(
      'a language %s is refused with its message: no row, no mail, no file',
      async (_case, values) => {
        const before = {
          rows: await t.db.getRepository(Application).count(),
          files: resumesOnDisk().length,
        };
        const [{ n: mailsBefore }] = await t.db.query(
          `SELECT count(*)::int AS n FROM outbox_mails`,
        );
        const req = request(t.http).post('/api/applications');
        for (const [k, v] of Object.entries(jobsForm({ last_name: 'NoLanguage' }))) req.field(k, v);
        for (const v of values) req.field('language', v);
        req.field('captcha', await solveCaptcha(t));
        req.attach('resume', PDF, { filename: 'cv.pdf', contentType: 'application/pdf' });
        const res = await req;
        expect(res.status).toBe(400);
        expect(res.body).toMatchObject({
          code: 'VALIDATION_FAILED',
          message: 'Language must be one of en, hi, mr.',
          details: { language: 'Language must be one of en, hi, mr.' },
          detailCodes: { language: 'FIELD_INVALID' },
        });
        expect(await t.db.getRepository(Application).count()).toBe(before.rows);
        expect(resumesOnDisk()).toHaveLength(before.files);
        const [{ n: mailsAfter }] = await t.db.query(`SELECT count(*)::int AS n FROM outbox_mails`);
        expect(mailsAfter).toBe(mailsBefore);
      },
    );

    it('answers every empty field with its required-field message, the first one as `message`', async () => {
      const empty = Object.fromEntries(Object.keys(jobsForm()).map((k) => [k, ' ']));
      const res = await post('/api/applications', empty, undefined, '');
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('First Name is required.');
      expect(res.body.details).toEqual({
        first_name: 'First Name is required.',
        last_name: 'Last Name is required.',
        email: 'Email is required.',
        phone_number: 'Phone Number must be 10 digits.',
        job_position: 'Job Position is required.',
        experience: 'Experience is required.',
        notice_period: 'Notice Period is required.',
        salary_expectation: 'Salary Expectation is required.',
        reason_for_leaving_prev_job: 'Reason for Leaving is required.',
        cv_consent: CV_CONSENT_REQUIRED,
        privacy_notice: NOTICE_NOT_SHOWN,
        captcha: "Please tick “I'm not a robot” and wait until it says Verified.",
      });
      const missing = await post('/api/applications', { first_name: '' }, undefined, null);
      expect(missing.status).toBe(400);
      expect(Object.keys(missing.body.details)).toHaveLength(12);
    });

    it.each([
      ['email', 'not-an-email', 'Email is invalid.'],
      ['email', 'a@b', 'Email is invalid.'],
      ['phone_number', '98765', 'Phone Number must be 10 digits.'],
      ['phone_number', '98765432101', 'Phone Number must be 10 digits.'],
      ['phone_number', '98765abcde', 'Phone Number must be 10 digits.'],
      ['experience', '10 years', 'Experience must be one of: 6 months, 1 year, 2 years, 3+ years.'],
      [
        'notice_period',
        '6 Months',
        'Notice Period must be one of: Immediate, 1 Month, 2 Months, 3 Months.',
      ],
      ['first_name', 'x'.repeat(101), 'First Name is too long (100 characters at most).'],
      ['job_position', 'x'.repeat(201), 'Job Position is too long (200 characters at most).'],
      [
        'reason_for_leaving_prev_job',
        'x'.repeat(2001),
        'Reason for Leaving is too long (2,000 characters at most).',
      ],
    ])('%s invalid (case %#) → %s', async (field, value, message) => {
      const res = await post('/api/applications', jobsForm({ [field]: value }));
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ statusCode: 400, message, details: { [field]: message } });
    });
  });
});

describe('applications: rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_FORMS_PER_MINUTE: '3' });
  });
  afterAll(() => t.close());

  it('allows 3 submissions a minute per address across both forms, then 429 with Retry-After', async () => {
    const send = async (url: string, fields: Record<string, string>, ip: string) => {
      const req = request(t.http).post(url).set('X-Forwarded-For', ip);
      for (const [k, v] of Object.entries(fields)) req.field(k, v);
      req.field('captcha', await solveCaptcha(t)).attach('resume', PDF, 'cv.pdf');
      return req;
    };
    expect((await send('/api/applications', jobsForm(), '10.0.0.1')).status).toBe(201);
    expect((await send('/api/applications', jobsForm(), '10.0.0.1')).status).toBe(201);
    expect((await send('/api/careers/applications', careerForm(), '10.0.0.1')).status).toBe(201);
    const limited = await send('/api/careers/applications', careerForm(), '10.0.0.1');
    expect(limited.status).toBe(429);
    expect(limited.body.message).toMatch(/^Too many attempts\. Please try again in \d+ seconds\.$/);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await send('/api/applications', jobsForm(), '10.0.0.2')).status).toBe(201);
    expect(await t.db.getRepository(Application).count()).toBe(4);
  });
});
