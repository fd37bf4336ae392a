import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from 'pg';
import sharp from 'sharp';
import { SchedulerRegistry } from '@nestjs/schedule';
import request from 'supertest';
import { AuditService } from '../audit/audit.service';
import { createUser, loginAs } from '../../test/helpers/auth';
import { createTestApp, type TestApp } from '../../test/helpers/test-app';
import { SessionsExpiryJob } from './sessions.expiry';
import { EXPIRY_LOCK_KEY } from './sessions.service';
import { sessions } from '../../test/factories';

/** Table rows led by a short label: long test values would flood the test report. */

/** A date `offset` days from today in IST, YYYY-MM-DD. */
function day(offset: number): string {
  const d = new Date(Date.now() + 5.5 * 3600_000);
  d.setUTCDate(d.getUTCDate() + offset);
  return d.toISOString().slice(0, 10);
}

// A real 1×1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** A camera's JPEG: a location and an author in its EXIF, and a comment segment with a script. */
async function jpegWithHiddenData(): Promise<Buffer> {
  const jpeg = await sharp({
    create: { width: 64, height: 48, channels: 3, background: '#2b6cb0' },
  })
    .jpeg()
    .withExif({
      IFD0: { Artist: 'Asha Rao' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '18/1 31/1 1234/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '73/1 51/1 2345/100',
      },
    })
    .toBuffer();
  const text = Buffer.from(SCRIPT);
  const length = Buffer.alloc(2);
  length.writeUInt16BE(text.length + 2);
  // A COM segment (FF FE) right after the start of image.
  return Buffer.concat([
    jpeg.subarray(0, 2),
    Buffer.from([0xff, 0xfe]),
    length,
    text,
    jpeg.subarray(2),
  ]);
}

/** A GIF with a comment extension (21 FE) holding a script, before its trailer. */
async function gifWithComment(): Promise<Buffer> {
  const gif = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#e53e3e' } })
    .gif()
    .toBuffer();
  const text = Buffer.from(SCRIPT);
  const comment = Buffer.concat([Buffer.from([0x21, 0xfe, text.length]), text, Buffer.from([0])]);
  return Buffer.concat([gif.subarray(0, -1), comment, gif.subarray(-1)]);
}

const SCRIPT = '<script>alert(document.cookie)</script>';

describe('sessions: expiry and images (real Postgres)', () => {
  let t: TestApp;
  let token: string;
  const valid = () => ({
    image: '/api/files/session-images/x.png',
    date: day(10),
    title: 'HrC Test: Information Session',
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

  describe('expiry', () => {
    it('check-expired marks ended sessions (any status but expired) and reports how many', async () => {
      await t.db.query(`TRUNCATE sessions CASCADE`);
      const past = await insert({ date: day(-1) });
      const pastInactive = await insert({ date: day(-10), status: 'inactive' });
      const ongoing = await insert({ date: day(-3), end_date: day(0) });
      const endedRange = await insert({ date: day(-3), end_date: day(-1) });
      const future = await insert({ date: day(1) });
      const res = await auth(request(t.http).post('/api/admin/sessions/check-expired'));
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true, changed: 3 });
      expect(await statusOf(past)).toBe('expired');
      expect(await statusOf(pastInactive)).toBe('expired');
      expect(await statusOf(endedRange)).toBe('expired');
      expect(await statusOf(ongoing)).toBe('active');
      expect(await statusOf(future)).toBe('active');
      const again = await auth(request(t.http).post('/api/admin/sessions/check-expired'));
      expect(again.body).toEqual({ success: true, changed: 0 });
    });

    it('the hourly job does the same, and skips while another replica holds the lock', async () => {
      const past = await insert({ date: day(-2) });
      const other = new Client({ connectionString: t.databaseUrl });
      await other.connect();
      try {
        await other.query('SELECT pg_advisory_lock($1)', [EXPIRY_LOCK_KEY]);
        expect(await t.app.get(SessionsExpiryJob).run()).toBeNull();
        expect(await statusOf(past)).toBe('active');
        await other.query('SELECT pg_advisory_unlock($1)', [EXPIRY_LOCK_KEY]);
      } finally {
        await other.end();
      }
      expect(await t.app.get(SessionsExpiryJob).run()).toBe(1);
      expect(await statusOf(past)).toBe('expired');
    });

    it('every API process schedules the timed jobs unless SCHEDULED_JOBS is false', async () => {
      // The test apps run none (test-app.ts): a job on the hour must not race a test's rows.
      expect([...t.app.get(SchedulerRegistry).getCronJobs().keys()]).toEqual([]);
      const scheduling = await createTestApp({ SCHEDULED_JOBS: 'true' });
      try {
        expect([...scheduling.app.get(SchedulerRegistry).getCronJobs().keys()].sort()).toEqual([
          'content-trash-purge',
          'purge-expired',
          'retention-purge',
          'sessions-expiry',
        ]);
      } finally {
        await scheduling.close();
      }
    });
  });

  describe('image upload', () => {
    const imagesDir = () => join(t.config.uploadDir, 'session-images');
    const stored = () => (existsSync(imagesDir()) ? readdirSync(imagesDir()) : []);
    const upload = () => auth(request(t.http).post('/api/admin/uploads/session-image'));

    it('accepts a real PNG, stores it under a UUID name and serves it publicly', async () => {
      const res = await upload().attach('image', PNG, {
        filename: 'banner.png',
        contentType: 'image/png',
      });
      expect(res.status).toBe(201);
      expect(res.body).toEqual({
        success: true,
        url: expect.stringMatching(/^\/api\/files\/session-images\/[0-9a-f-]{36}\.png$/),
        message: 'Image uploaded successfully.',
      });
      const served = await request(t.http).get(res.body.url);
      expect(served.status).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      // Re-encoded: the same picture, not necessarily the same bytes.
      expect(await sharp(served.body as Buffer).metadata()).toMatchObject({
        format: 'png',
        width: 1,
        height: 1,
      });
      // The stored image can be used in a session.
      const created = await auth(request(t.http).post('/api/admin/sessions')).send({
        ...valid(),
        image: res.body.url,
      });
      expect(created.status).toBe(201);
    });

    it('stores a JPEG and a GIF re-encoded: no EXIF location or author, no comment with a script', async () => {
      const fetchBytes = async (url: string) =>
        (
          await request(t.http)
            .get(url)
            .buffer(true)
            .parse((r, cb) => {
              const chunks: Buffer[] = [];
              r.on('data', (c: Buffer) => chunks.push(c));
              r.on('end', () => cb(null, Buffer.concat(chunks)));
            })
            .expect(200)
        ).body as Buffer;
      const cases = [
        { bytes: await jpegWithHiddenData(), name: 'photo.jpg', format: 'jpeg', size: [64, 48] },
        { bytes: await gifWithComment(), name: 'banner.gif', format: 'gif', size: [40, 30] },
      ];
      for (const { bytes, name, format, size } of cases) {
        // What was sent holds the script (and, for the JPEG, the location and the author).
        expect(bytes.includes(SCRIPT)).toBe(true);
        const res = await upload().attach('image', bytes, { filename: name });
        expect(res.status).toBe(201);
        const key = `session-images/${res.body.url.split('/').pop()}`;
        for (const kept of [
          readFileSync(join(t.config.uploadDir, key)),
          await fetchBytes(res.body.url),
        ]) {
          expect(kept.includes(SCRIPT)).toBe(false);
          expect(kept.includes('<script')).toBe(false);
          expect(kept.includes('Asha Rao')).toBe(false);
          const meta = await sharp(kept).metadata();
          expect(meta).toMatchObject({ format, width: size[0], height: size[1] });
          expect(meta.exif).toBeUndefined();
          expect(meta.xmp).toBeUndefined();
          expect(meta.comments).toBeUndefined();
        }
      }
      const sent = await sharp(cases[0].bytes).metadata();
      expect(sent.exif?.includes('Asha Rao')).toBe(true);
    });

    it('an animated GIF banner keeps its frames', async () => {
      const frame = (background: string) =>
        sharp({ create: { width: 20, height: 10, channels: 3, background } })
          .png()
          .toBuffer();
      const animated = await sharp([await frame('#000'), await frame('#fff')], {
        join: { animated: true },
      })
        .gif()
        .toBuffer();
      const res = await upload().attach('image', animated, { filename: 'a.gif' });
      expect(res.status).toBe(201);
      const key = `session-images/${res.body.url.split('/').pop()}`;
      const meta = await sharp(readFileSync(join(t.config.uploadDir, key))).metadata();
      expect(meta).toMatchObject({ format: 'gif', width: 20, height: 10, pages: 2 });
    });

    it.each([
      [
        'a text file renamed .png',
        Buffer.from('just some text, not an image'),
        'fake.png',
        'image/png',
      ],
      [
        'an SVG with a script',
        Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>',
        ),
        'x.svg',
        'image/svg+xml',
      ],
      [
        'an HTML page',
        Buffer.from('<!doctype html><script>alert(1)</script>'),
        'x.gif',
        'image/gif',
      ],
      ['a PDF', Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n'), 'x.webp', 'image/webp'],
    ])('refuses %s by its bytes → 400, nothing stored', async (_label, bytes, filename, type) => {
      const before = stored().length;
      const res = await upload().attach('image', bytes, { filename, contentType: type });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(
        'Only JPEG, PNG, GIF or WebP images are allowed (5 MB at most).',
      );
      expect(stored().length).toBe(before);
    });

    it('refuses 5 MB + 1 byte with 413 and a readable message', async () => {
      const before = stored().length;
      const big = Buffer.alloc(5 * 1024 * 1024 + 1);
      PNG.copy(big);
      const res = await upload().attach('image', big, {
        filename: 'big.png',
        contentType: 'image/png',
      });
      expect(res.status).toBe(413);
      expect(res.body.message).toBe('The image is too large. The limit is 5 MB.');
      expect(stored().length).toBe(before);
    });

    it('no file, another field name, or a JSON body → 400', async () => {
      const none = await upload().field('x', 'y');
      expect(none.status).toBe(400);
      expect(none.body.message).toBe('Please choose an image to upload.');
      const wrong = await upload().attach('file', PNG, {
        filename: 'a.png',
        contentType: 'image/png',
      });
      expect(wrong.status).toBe(400);
      expect(wrong.body.message).toBe('Please upload the image in the form field "image".');
      const json = await upload().send({ image: 'x' });
      expect(json.status).toBe(400);
    });

    it('removes the stored file when the audit record fails (no 2xx, no orphan)', async () => {
      const before = stored().length;
      const audit = t.app.get(AuditService);
      const spy = vi.spyOn(audit, 'record').mockRejectedValueOnce(new Error('audit down'));
      const res = await upload().attach('image', PNG, {
        filename: 'a.png',
        contentType: 'image/png',
      });
      spy.mockRestore();
      expect(res.status).toBe(500);
      expect(stored().length).toBe(before);
    });

    it('serves only well-formed names; unknown → 404', async () => {
      for (const name of [
        '00000000-0000-0000-0000-000000000000.png',
        '..%2F..%2Fjwt-secret',
        'x.svg',
        'abc',
      ]) {
        const res = await request(t.http).get(`/api/files/session-images/${name}`);
        expect(res.status).toBe(404);
      }
    });
  });
});
