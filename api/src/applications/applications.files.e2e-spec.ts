import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { solveCaptcha } from '../../test/helpers/captcha';
import { createTestApp, type TestApp } from '../../test/helpers/test-app';
import { Application } from './application.entity';
import {
  careerForm,
  cfb,
  DOC,
  DOCX,
  EXE,
  jobsForm,
  PDF,
} from '../../test/helpers/application-files';

describe('applications: files, bodies and captcha of the jobs-page form (real Postgres, real captcha)', () => {
  let t: TestApp;

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
  });
  afterAll(() => t.close());
  afterEach(() => vi.restoreAllMocks());

  describe('POST /api/applications (jobs page)', () => {
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
        expect(res.body.message).toBe(
          "Please tick “I'm not a robot” and wait until it says Verified.",
        );
        expect(res.body.details).toEqual({
          captcha: "Please tick “I'm not a robot” and wait until it says Verified.",
        });
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
          expect(res.body.message).toBe(
            "Please tick “I'm not a robot” and wait until it says Verified.",
          );
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
        expect(again.body.message).toBe(
          "Please tick “I'm not a robot” and wait until it says Verified.",
        );
      });
    });
  });
});
