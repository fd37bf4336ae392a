import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { EntityManager } from 'typeorm';
import { createUser, loginAs } from '../../test/helpers/auth';
import { solveCaptcha } from '../../test/helpers/captcha';
import { createTestApp, type TestApp } from '../../test/helpers/test-app';
import { StorageService } from '../platform/storage/storage.service';
import { Application } from './application.entity';
import { careerForm, DOC, DOCX, jobsForm, PDF } from '../../test/helpers/application-files';

describe('applications: the simple career form, and failures (real Postgres, real captcha)', () => {
  let t: TestApp;
  let admin: string;

  const resumesOnDisk = () => {
    const dir = join(t.config.uploadDir, 'resumes');
    return existsSync(dir) ? readdirSync(dir) : [];
  };
  const rows = () => t.db.getRepository(Application).count();

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

  describe('POST /api/careers/applications (simple career form)', () => {
    it('stores a valid application in the same table; salary and linkedin kept', async () => {
      const res = await post('/api/careers/applications', careerForm(), {
        buffer: DOCX,
        name: 'Vikram CV.docx',
      });
      expect(res.status).toBe(201);
      expect(res.body).toEqual({ success: true, message: 'Application submitted successfully!' });
      const row = await t.db.getRepository(Application).findOneByOrFail({ lastName: 'Shah' });
      expect(row).toMatchObject({
        firstName: 'Vikram',
        phoneNumber: '9123456780',
        jobPosition: 'App Developer',
        experience: '6m',
        noticePeriod: '2m',
        salaryExpectation: '5 LPA',
        linkedin: 'https://www.linkedin.com/in/vikram',
        reasonForLeavingPrevJob: null,
        source: 'careers_page',
        resumeType: 'docx',
      });
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
      expect(Buffer.compare(file.body as Buffer, DOCX)).toBe(0);
      expect(file.headers['content-type']).toBe(
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      );
      expect(file.headers['content-disposition']).toContain('filename="Vikram_Shah_Resume.docx"');
    });

    it("the acknowledgement in the language of the form's page (Hindi), HR's notification in English; an unknown language refused, nothing stored", async () => {
      const before = await rows();
      const refused = await post(
        '/api/careers/applications',
        careerForm({ lastName: 'Nahin', language: 'fr' }),
        { buffer: PDF, name: 'cv.pdf' },
      );
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({
        message: 'Language must be one of en, hi, mr.',
        detailCodes: { language: 'FIELD_INVALID' },
      });
      expect(await rows()).toBe(before);

      const res = await post(
        '/api/careers/applications',
        careerForm({ lastName: 'Sharma', email: 'vikram.hi@example.com', language: 'hi' }),
        { buffer: PDF, name: 'cv.pdf' },
      );
      expect(res.status).toBe(201);
      const mails: { kind: string; subject: string; text_body: string }[] = await t.db.query(
        `SELECT kind, subject, text_body FROM outbox_mails
          WHERE reply_to = $1 OR to_address = $1 ORDER BY kind`,
        ['vikram.hi@example.com'],
      );
      expect(mails.map((m) => [m.kind, m.subject])).toEqual([
        ['application.ack', 'हमें App Developer के लिए आपका आवेदन मिल गया है'],
        ['application.staff', 'New job application: App Developer - Vikram Sharma'],
      ]);
      expect(mails[0].text_body).toContain('प्रिय Vikram Sharma,');
      expect(mails[1].text_body).toContain('Notice period: 2 months');
    });

    it('requires the resume', async () => {
      const before = await rows();
      const res = await post('/api/careers/applications', careerForm());
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        message: 'Resume is required.',
        details: { resume: 'Resume is required.' },
      });
      expect(await rows()).toBe(before);
    });

    it('validates its own field names with the same messages', async () => {
      const res = await post(
        '/api/careers/applications',
        careerForm({
          firstName: '',
          email: 'nope',
          phone: '123',
          experience: '5years',
          noticePeriod: '',
          salary: '',
          linkedin: 'javascript:alert(1)',
          job_position: '',
        }),
        { buffer: PDF, name: 'a.pdf' },
      );
      expect(res.status).toBe(400);
      expect(res.body.details).toEqual({
        firstName: 'First Name is required.',
        email: 'Email is invalid.',
        phone: 'Phone Number must be 10 digits.',
        job_position: 'Job Position is required.',
        experience: 'Experience must be one of: 6 months, 1 year, 2 years, 3+ years.',
        salary: 'Salary Expectation is required.',
        noticePeriod: 'Notice Period is required.',
        linkedin: 'LinkedIn must be a web address, e.g. https://www.linkedin.com/in/your-name.',
      });
    });

    it('takes every simple-form spelling; linkedin and reason are optional', async () => {
      const cases: [string, string, string, string][] = [
        ['1year', '1month', '1y', '1m'],
        ['2years', '3months', '2y', '3m'],
        ['3+years', 'immediate', '3y+', 'immediate'],
      ];
      for (const [experience, noticePeriod, e, n] of cases) {
        const lastName = `Simple${e}`;
        const res = await post(
          '/api/careers/applications',
          careerForm({
            lastName,
            experience,
            noticePeriod,
            linkedin: '',
            reasonForLeaving: 'Growth',
          }),
          { buffer: DOC, name: 'cv.doc' },
        );
        expect(res.status).toBe(201);
        const row = await t.db.getRepository(Application).findOneByOrFail({ lastName });
        expect(row).toMatchObject({
          experience: e,
          noticePeriod: n,
          linkedin: null,
          reasonForLeavingPrevJob: 'Growth',
        });
      }
    });
  });

  describe('failures leave nothing half-written', () => {
    it('a failed insert removes the stored file (500 for a bad write, 503 for an outage)', async () => {
      const before = { files: resumesOnDisk().length, rows: await rows() };
      const [{ n: mailsBefore }] = await t.db.query(`SELECT count(*)::int AS n FROM outbox_mails`);
      const put = vi.spyOn(t.app.get(StorageService), 'put');
      const insert = vi.spyOn(EntityManager.prototype, 'insert');

      insert.mockRejectedValueOnce(new Error('simulated write failure'));
      const bad = await post('/api/careers/applications', careerForm(), {
        buffer: PDF,
        name: 'a.pdf',
      });
      expect(bad.status).toBe(500);

      insert.mockRejectedValueOnce(
        Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }),
      );
      const down = await post('/api/applications', jobsForm(), { buffer: PDF, name: 'a.pdf' });
      expect(down.status).toBe(503);
      expect(down.body.message).toBe('Please try again in a moment.');

      expect(put).toHaveBeenCalledTimes(2); // the files were written, then removed
      const [{ n }] = await t.db.query(`SELECT count(*)::int AS n FROM outbox_mails`);
      expect(n).toBe(mailsBefore);
      expect(resumesOnDisk()).toHaveLength(before.files);
      expect(await rows()).toBe(before.rows);
    });

    it('a database outage before anything is stored → 503, no file', async () => {
      const before = resumesOnDisk().length;
      // The form's first statement fails, not whatever background work (the outbox, the
      // retention purge) happens to ask the database first.
      const query = t.db.query.bind(t.db);
      let failed = false;
      const spy = vi.spyOn(t.db, 'query').mockImplementation(((sql: string, ...rest: unknown[]) => {
        if (!failed && /applications|captcha/i.test(String(sql))) {
          failed = true;
          return Promise.reject(new Error('Connection terminated unexpectedly'));
        }
        return (query as (...a: unknown[]) => unknown)(sql, ...rest);
      }) as typeof t.db.query);
      try {
        const res = await post('/api/applications', jobsForm(), { buffer: PDF, name: 'a.pdf' });
        expect(failed).toBe(true);
        expect(res.status).toBe(503);
        expect(resumesOnDisk()).toHaveLength(before);
      } finally {
        spy.mockRestore();
      }
    });
  });
});
