import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import request from 'supertest';
import { EntityManager } from 'typeorm';
import { createUser, loginAs } from '../../test/helpers/auth';
import { solveCaptcha } from '../../test/helpers/captcha';
import { createTestApp, type TestApp } from '../../test/helpers/test-app';
import { StorageService } from '../common/storage/storage.service';
import { Application } from './application.entity';

/* ---- resume fixtures: real file signatures, built in memory ---- */

/** A minimal ZIP (stored, no compression) with the given entries. */
function zip(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const data = Buffer.from(text);
    const nameBuf = Buffer.from(name);
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBuf.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBuf.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBuf, data);
    centrals.push(central, nameBuf);
    offset += local.length + nameBuf.length + data.length;
  }
  const cd = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(cd.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, cd, end]);
}

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);
const DOCX = zip({
  '[Content_Types].xml':
    '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  'word/document.xml': '<?xml version="1.0"?><w:document/>',
});
function cfb(streamName: string): Buffer {
  const b = Buffer.alloc(4096);
  Buffer.from('D0CF11E0A1B11AE1', 'hex').copy(b, 0);
  Buffer.from(streamName, 'utf16le').copy(b, 1024);
  return b;
}
const DOC = cfb('WordDocument');
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(510, 1)]);

/* ---- forms ---- */

const jobsForm = (over: Record<string, string> = {}) => ({
  first_name: ' Asha ',
  last_name: 'Rao',
  email: ' Asha.Rao@Example.COM ',
  phone_number: '9876543210',
  job_position: 'App Developer - Kavach Genomics',
  experience: '3+ years',
  notice_period: 'Immediate',
  salary_expectation: '₹8,00,000',
  reason_for_leaving_prev_job: 'Looking for meaningful work',
  ...over,
});

const careerForm = (over: Record<string, string> = {}) => ({
  firstName: 'Vikram',
  lastName: 'Shah',
  email: 'vikram@example.com',
  phone: '9123456780',
  experience: '6month',
  salary: '5 LPA',
  noticePeriod: '2months',
  linkedin: 'https://www.linkedin.com/in/vikram',
  reasonForLeaving: '',
  job_position: 'App Developer',
  ...over,
});

describe('applications: public forms (real Postgres, real captcha)', () => {
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
  afterEach(() => jest.restoreAllMocks());

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
        captcha: 'Please complete the reCAPTCHA.',
      });
      const missing = await post('/api/applications', { first_name: '' }, undefined, null);
      expect(missing.status).toBe(400);
      expect(Object.keys(missing.body.details)).toHaveLength(10);
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

    it('rejects unknown fields, repeated fields, oversized fields and other file fields', async () => {
      const unknown = await post('/api/applications', jobsForm({ admin: 'true' }));
      expect(unknown.status).toBe(400);
      expect(unknown.body.details).toEqual({ admin: 'Unknown field "admin".' });

      const repeated = request(t.http).post('/api/applications');
      for (const [k, v] of Object.entries(jobsForm())) repeated.field(k, v);
      repeated.field('first_name', 'Again').field('captcha', await solveCaptcha(t));
      const rep = await repeated;
      expect(rep.status).toBe(400);
      expect(rep.body.details.first_name).toBe('First Name is required.');

      const huge = await post(
        '/api/applications',
        jobsForm({ salary_expectation: 'x'.repeat(20_000) }),
      );
      expect(huge.status).toBe(400);
      expect(huge.body.message).toBe('salary_expectation is too long.');

      const other = await post('/api/applications', jobsForm(), {
        buffer: PDF,
        name: 'a.pdf',
        field: 'cv',
      });
      expect(other.status).toBe(400);
      expect(other.body.message).toBe('Unknown field "cv".');

      const two = request(t.http).post('/api/applications');
      for (const [k, v] of Object.entries(jobsForm())) two.field(k, v);
      two.field('captcha', await solveCaptcha(t));
      two.attach('resume', PDF, 'a.pdf').attach('resume', PDF, 'b.pdf');
      const twoRes = await two;
      expect(twoRes.status).toBe(400);
      expect(twoRes.body.message).toBe('Send one resume file only.');
    });

    it('refuses a fake PDF (an executable or text renamed .pdf): 400, no file, no row', async () => {
      const before = { files: resumesOnDisk().length, rows: await rows() };
      for (const buffer of [
        EXE,
        Buffer.from('just some text, honestly a PDF'),
        cfb('Workbook'),
        Buffer.alloc(0),
      ]) {
        const res = await post('/api/applications', jobsForm(), {
          buffer,
          name: 'resume.pdf',
          type: 'application/pdf',
        });
        expect(res.status).toBe(400);
        expect(res.body.message).toBe('Resume must be a PDF, DOC or DOCX file (5 MB at most).');
        expect(res.body.details).toEqual({
          resume: 'Resume must be a PDF, DOC or DOCX file (5 MB at most).',
        });
      }
      expect(resumesOnDisk()).toHaveLength(before.files);
      expect(await rows()).toBe(before.rows);
    });

    it('accepts DOC (Word CFB) and DOCX by their bytes, whatever the name says', async () => {
      for (const [buffer, ext] of [
        [DOC, 'doc'],
        [DOCX, 'docx'],
      ] as const) {
        const last = `Word${ext}`;
        const res = await post('/api/applications', jobsForm({ last_name: last }), {
          buffer,
          name: 'resume.txt',
          type: 'text/plain',
        });
        expect(res.status).toBe(201);
        const row = await t.db.getRepository(Application).findOneByOrFail({ lastName: last });
        expect(row.resumeType).toBe(ext);
        expect(row.resumeKey!.endsWith(`.${ext}`)).toBe(true);
      }
    });

    it('answers 413 for a resume over 5 MB, with no row and no file', async () => {
      const before = { files: resumesOnDisk().length, rows: await rows() };
      const big = Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024)]);
      const res = await post('/api/applications', jobsForm(), { buffer: big, name: 'big.pdf' });
      expect(res.status).toBe(413);
      expect(res.body.message).toBe('The resume must be 5 MB or smaller.');
      expect(resumesOnDisk()).toHaveLength(before.files);
      expect(await rows()).toBe(before.rows);
      const exact = Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024 - PDF.length)]);
      const ok = await post('/api/applications', jobsForm({ last_name: 'Exactly5MB' }), {
        buffer: exact,
        name: 'five.pdf',
      });
      expect(ok.status).toBe(201);
    });

    it('refuses bodies that are not multipart, malformed or truncated (400/415, never 500)', async () => {
      const json = await request(t.http).post('/api/applications').send(jobsForm());
      expect(json.status).toBe(415);
      expect(json.body.message).toBe('Send the application as multipart/form-data.');
      const noBoundary = await request(t.http)
        .post('/api/applications')
        .set('Content-Type', 'multipart/form-data')
        .send('garbage');
      expect(noBoundary.status).toBe(400);
      const truncated = await request(t.http)
        .post('/api/applications')
        .set('Content-Type', 'multipart/form-data; boundary=XyZ')
        .send('--XyZ\r\nContent-Disposition: form-data; name="first_name"\r\n\r\nAsha');
      expect(truncated.status).toBe(400);
      expect(truncated.body.message).toBe(
        'The upload is incomplete or malformed. Please try again.',
      );
      const truncatedFile = await request(t.http)
        .post('/api/applications')
        .set('Content-Type', 'multipart/form-data; boundary=XyZ')
        .send(
          '--XyZ\r\nContent-Disposition: form-data; name="resume"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4 half a fi',
        );
      expect(truncatedFile.status).toBe(400);
      expect(resumesOnDisk().every((f) => !f.endsWith('.tmp'))).toBe(true);
    });

    describe('captcha', () => {
      it('missing → 400', async () => {
        const res = await post('/api/applications', jobsForm(), undefined, null);
        expect(res.status).toBe(400);
        expect(res.body.message).toBe('Please complete the reCAPTCHA.');
        expect(res.body.details).toEqual({ captcha: 'Please complete the reCAPTCHA.' });
      });
      it('wrong → 400 and nothing stored', async () => {
        const before = { files: resumesOnDisk().length, rows: await rows() };
        const good = JSON.parse(Buffer.from(await solveCaptcha(t), 'base64').toString());
        good.solution.derivedKey = '00'.repeat(32);
        const forged = Buffer.from(JSON.stringify(good)).toString('base64');
        for (const captcha of [forged, 'junk']) {
          const res = await post(
            '/api/applications',
            jobsForm(),
            { buffer: PDF, name: 'a.pdf' },
            captcha,
          );
          expect(res.status).toBe(400);
          expect(res.body.message).toBe('Please complete the reCAPTCHA.');
        }
        expect(resumesOnDisk()).toHaveLength(before.files);
        expect(await rows()).toBe(before.rows);
      });
      it('replayed → 400 the second time', async () => {
        const captcha = await solveCaptcha(t);
        expect((await post('/api/applications', jobsForm(), undefined, captcha)).status).toBe(201);
        const again = await post(
          '/api/careers/applications',
          careerForm(),
          { buffer: PDF, name: 'a.pdf' },
          captcha,
        );
        expect(again.status).toBe(400);
        expect(again.body.message).toBe('Please complete the reCAPTCHA.');
      });
    });
  });

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
        reasonForLeaving: null,
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
          reasonForLeaving: 'Growth',
        });
      }
    });
  });

  describe('failures leave nothing half-written', () => {
    it('a storage failure → 503 and no row', async () => {
      const before = { files: resumesOnDisk().length, rows: await rows() };
      jest
        .spyOn(t.app.get(StorageService), 'put')
        .mockRejectedValueOnce(new Error('ENOSPC: disk full'));
      const res = await post('/api/applications', jobsForm(), { buffer: PDF, name: 'a.pdf' });
      expect(res.status).toBe(503);
      expect(res.body.message).toBe('Please try again in a moment.');
      expect(await rows()).toBe(before.rows);
      expect(resumesOnDisk()).toHaveLength(before.files);
    });

    it('a failed insert removes the stored file (500 for a bad write, 503 for an outage)', async () => {
      const before = { files: resumesOnDisk().length, rows: await rows() };
      const [{ n: mailsBefore }] = await t.db.query(`SELECT count(*)::int AS n FROM outbox_mails`);
      const put = jest.spyOn(t.app.get(StorageService), 'put');
      const insert = jest.spyOn(EntityManager.prototype, 'insert');

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
      jest
        .spyOn(t.db, 'query')
        .mockRejectedValueOnce(Object.assign(new Error('Connection terminated unexpectedly'), {}));
      const res = await post('/api/applications', jobsForm(), { buffer: PDF, name: 'a.pdf' });
      expect(res.status).toBe(503);
      expect(resumesOnDisk()).toHaveLength(before);
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
