import { existsSync, readdirSync } from 'node:fs';
import sharp from 'sharp';
import request from 'supertest';
import { createUser, loginAs } from '../../../test/helpers/auth';
import { solveCaptcha } from '../../../test/helpers/captcha';
import { bucketKeys, useS3TestApp } from '../../../test/helpers/s3-test-app';
import { type TestApp } from '../../../test/helpers/test-app';
import { CURRENT_PRIVACY_NOTICE } from '../../privacy-notice/privacy-notice';

// Uploads through an S3-compatible server (s3rver speaks the S3 protocol over HTTP): nothing
// lands on the local disk, and files come back through the API (a résumé byte for byte, an
// image as it was re-encoded).

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);

describe('storage on an S3-compatible bucket', () => {
  const app = useS3TestApp('storage');
  let t: TestApp;

  beforeAll(async () => {
    t = app();
    await createUser(t, 'root', 'admin');
  });

  const keys = () => bucketKeys(t);

  it('stores a session image in the bucket and serves it publicly', async () => {
    const token = await loginAs(t, 'root');
    const up = await request(t.http)
      .post('/api/admin/uploads/session-image')
      .set('Authorization', `Bearer ${token}`)
      .attach('image', PNG, { filename: 'banner.png', contentType: 'image/png' })
      .expect(201);
    const name = String(up.body.url).split('/').pop();
    expect(await keys()).toContain(`session-images/${name}`);
    const got = await request(t.http)
      .get(up.body.url)
      .buffer(true)
      .parse((res, cb) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => cb(null, Buffer.concat(chunks)));
      });
    expect(got.status).toBe(200);
    // Re-encoded on upload: the same picture, not necessarily the same bytes.
    expect(await sharp(got.body as Buffer).metadata()).toMatchObject({
      format: 'png',
      width: 1,
      height: 1,
    });
  });

  it('keeps a resume private in the bucket and streams it back to an admin', async () => {
    const res = await request(t.http)
      .post('/api/careers/applications')
      .set('X-Forwarded-For', '10.77.1.1')
      .field('firstName', 'Vikram')
      .field('lastName', 'Shah')
      .field('email', 'vikram@example.com')
      .field('phone', '9123456780')
      .field('experience', '6month')
      .field('salary', '5 LPA')
      .field('noticePeriod', '2months')
      .field('job_position', 'App Developer')
      .field('cvConsent', 'true')
      .field('privacyNotice', CURRENT_PRIVACY_NOTICE)
      .field('captcha', await solveCaptcha(t))
      .attach('resume', PDF, { filename: 'cv.pdf', contentType: 'application/pdf' });
    expect(res.status).toBe(201);
    expect((await keys()).filter((k) => k?.startsWith('resumes/'))).toHaveLength(1);
    const [{ id }] = await t.db.query(`SELECT id FROM applications ORDER BY id DESC LIMIT 1`);
    const token = await loginAs(t, 'root');
    const file = await request(t.http)
      .get(`/api/admin/applications/${id}/resume`)
      .set('Authorization', `Bearer ${token}`)
      .buffer(true)
      .parse((r, cb) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => cb(null, Buffer.concat(chunks)));
      });
    expect(file.status).toBe(200);
    expect(Buffer.compare(file.body as Buffer, PDF)).toBe(0);
    // Nothing was written to the local upload directory.
    const local = t.config.uploadDir;
    expect(existsSync(local) ? readdirSync(local) : []).toEqual([]);
  });
});
