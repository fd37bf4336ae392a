import sharp from 'sharp';
import request from 'supertest';
import { asStaff, createUser, loginAs } from '../../test/helpers/auth';
import { createTestApp, type TestApp } from '../../test/helpers/test-app';

/** A photo as a camera writes it: 2000 × 1000, with EXIF (a location would be in there). */
async function photo(width = 2000, height = 1000): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#2b6cb0' } })
    .jpeg()
    .withExif({ IFD0: { Copyright: 'Kavach test', Artist: 'Asha' } })
    .toBuffer();
}

describe('content images: uploaded with alt text, re-encoded in widths, sized on the page', () => {
  let t: TestApp;
  let editor: ReturnType<typeof asStaff>;
  let publisher: ReturnType<typeof asStaff>;
  let token: string;
  const upload = (image: Buffer | null, alt?: string, filename = 'photo.jpg') => {
    let req = request(t.http)
      .post('/api/admin/content-images')
      .set('Authorization', `Bearer ${token}`);
    if (alt !== undefined) req = req.field('alt', alt);
    if (image) req = req.attach('image', image, { filename, contentType: 'image/jpeg' });
    return req;
  };

  beforeAll(async () => {
    t = await createTestApp();
    await createUser(t, 'meera', 'content_editor');
    await createUser(t, 'asha', 'kavach_admin');
    token = await loginAs(t, 'meera');
    editor = asStaff(t, token);
    publisher = asStaff(t, await loginAs(t, 'asha'));
  });
  afterAll(() => t?.close());

  it('stores each width as WebP without the original’s metadata, and serves it as an inert file', async () => {
    const res = await upload(await photo(), '  The new centre’s front desk  ').expect(201);
    const image = res.body.data;
    expect(image).toMatchObject({ alt: 'The new centre’s front desk', width: 2000, height: 1000 });
    expect(image.url).toMatch(/^\/api\/content-images\/[0-9a-f-]{36}-2000\.webp$/);
    const widths = (image.srcset as string).split(', ').map((s) => s.split(' ')[1]);
    expect(widths).toEqual(['480w', '960w', '1440w', '2000w']);
    for (const entry of (image.srcset as string).split(', ')) {
      const [url, w] = entry.split(' ');
      const file = await request(t.http)
        .get(url)
        .buffer(true)
        .parse((r, cb) => {
          const chunks: Buffer[] = [];
          r.on('data', (c: Buffer) => chunks.push(c));
          r.on('end', () => cb(null, Buffer.concat(chunks)));
        })
        .expect(200);
      expect(file.headers['content-type']).toBe('image/webp');
      expect(file.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
      expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(file.body as Buffer).metadata();
      expect(meta).toMatchObject({
        format: 'webp',
        width: Number(w.slice(0, -1)),
        height: Number(w.slice(0, -1)) / 2,
      });
      expect(meta.exif).toBeUndefined();
    }
    const audit = await t.db.query(
      `SELECT username, target FROM audit_log WHERE action = 'content-image.upload'`,
    );
    expect(audit).toEqual([
      { username: 'meera', target: `${image.url} "The new centre’s front desk"` },
    ]);
  });

  it('a small image keeps its own width only', async () => {
    const res = await upload(await photo(300, 200), 'A small one').expect(201);
    expect(res.body.data.srcset).toMatch(/^\/api\/content-images\/[0-9a-f-]{36}-300\.webp 300w$/);
  });

  it('refuses what is not an image, an image without alt text, and a decompression bomb, storing nothing', async () => {
    const before = await t.db.query(`SELECT count(*)::int AS n FROM content_images`);
    const noAlt = await upload(await photo(), '   ').expect(400);
    expect(noAlt.body.details.alt).toBe(
      'Describe the image for people who cannot see it (alt text).',
    );
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    const notImage = await upload(svg, 'A drawing', 'x.svg').expect(400);
    expect(notImage.body).toMatchObject({
      code: 'UNSUPPORTED_FILE_TYPE',
      message: 'Only JPEG, PNG, GIF or WebP images are allowed (5 MB at most).',
    });
    const bomb = await sharp({
      create: { width: 10_000, height: 5_000, channels: 3, background: '#000' },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const huge = await upload(bomb, 'Black', 'bomb.png').expect(400);
    expect(huge.body.details.image).toBe('The image is too large: at most 40 megapixels.');
    await upload(null, 'Nothing').expect(400);
    const after = await t.db.query(`SELECT count(*)::int AS n FROM content_images`);
    expect(after[0].n).toBe(before[0].n);
  });

  it('an item names uploaded images only; the site gets their size, widths and alt text', async () => {
    const image = (await upload(await photo(), 'Front desk').expect(201)).body.data;
    const fields = { img: image.url, desc: 'A new centre.' };
    const unknown = image.url.replace(/[0-9a-f]{8}-/, '00000000-');
    const refused = await editor
      .post('/api/admin/content/news', {
        title: 'Centre',
        date: '2026-11-20',
        fields: { ...fields, img: unknown },
      })
      .expect(400);
    expect(refused.body.details).toEqual({
      'fields.img': 'This image is not among the uploaded images. Upload it again.',
    });
    const item = (
      await editor
        .post('/api/admin/content/news', {
          title: 'Centre',
          date: '2026-11-20',
          fields,
          social_image: image.url,
        })
        .expect(201)
    ).body.data;
    await publisher.post(`/api/admin/content/news/${item.id}/publish`, { version: 1 }).expect(200);
    const live = (await request(t.http).get('/api/content/news/centre').expect(200)).body.data;
    expect(live.images).toEqual({
      [image.url]: {
        url: image.url,
        alt: 'Front desk',
        width: 2000,
        height: 1000,
        srcset: image.srcset,
      },
    });
    // Bundled images (/images/…) are the site's own: it knows their size.
    const bundled = (await request(t.http).get('/api/content/news/1').expect(200)).body.data;
    expect(bundled.images).toEqual({});
  });
});
