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
    const fields = { image: image.url, description: 'A new centre.' };
    const unknown = image.url.replace(/[0-9a-f]{8}-/, '00000000-');
    const refused = await editor
      .post('/api/admin/content/news', {
        title: 'Centre',
        date: '2026-11-20',
        fields: { ...fields, image: unknown },
      })
      .expect(400);
    expect(refused.body.details).toEqual({
      'fields.image': 'This image is not among the uploaded images. Upload it again.',
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

describe('the media library: reused images, alt text changed later, in-use deletes named', () => {
  let t: TestApp;
  let editor: ReturnType<typeof asStaff>;
  let publisher: ReturnType<typeof asStaff>;
  let token: string;
  const upload = async (alt: string, width = 1200) =>
    (
      await request(t.http)
        .post('/api/admin/content-images')
        .set('Authorization', `Bearer ${token}`)
        .field('alt', alt)
        .attach('image', await photo(width, width / 2), {
          filename: 'p.jpg',
          contentType: 'image/jpeg',
        })
        .expect(201)
    ).body.data as { url: string; srcset: string };
  const nameOf = (url: string) => /([0-9a-f-]{36})-\d+\.webp$/.exec(url)![1];
  const bodyWith = (src: string, words = 'Our new centre.') => ({
    type: 'doc',
    content: [
      { type: 'paragraph', content: [{ type: 'text', text: words }] },
      { type: 'image', attrs: { src, alt: 'copied when placed' } },
    ],
  });

  beforeAll(async () => {
    t = await createTestApp();
    await createUser(t, 'meera', 'content_editor');
    await createUser(t, 'asha', 'kavach_admin');
    token = await loginAs(t, 'meera');
    editor = asStaff(t, token);
    publisher = asStaff(t, await loginAs(t, 'asha'));
  });
  afterAll(() => t?.close());

  it('lists images newest first with a thumbnail and sizes, and finds them by alt text', async () => {
    await upload('Counselling room');
    const desk = await upload('Reception desk', 2000);
    const page = (await editor.get('/api/admin/content-images').expect(200)).body;
    expect(page).toMatchObject({ status: 'success', total: 2, page: 1, pages: 1 });
    expect(page.data.map((i: { alt: string }) => i.alt)).toEqual([
      'Reception desk',
      'Counselling room',
    ]);
    expect(page.data[0]).toMatchObject({
      name: nameOf(desk.url),
      url: desk.url,
      thumbnail: desk.url.replace('-2000.webp', '-480.webp'),
      width: 2000,
      height: 1000,
      uploaded_by: 'meera',
      used_by: [],
    });
    const found = (await editor.get('/api/admin/content-images?search=COUNSEL').expect(200)).body;
    expect(found.data.map((i: { alt: string }) => i.alt)).toEqual(['Counselling room']);
    const bad = await editor.get('/api/admin/content-images?pageSize=500').expect(400);
    expect(bad.body.message).toBe('pageSize must be between 1 and 100.');
  });

  it('places an image in the body: the page gets it with srcset, size and the alt text as it is now', async () => {
    const image = await upload('Two nurses at the front desk');
    const item = (
      await editor
        .post('/api/admin/content/blog', {
          title: 'Inside the centre',
          date: '2026-11-20',
          fields: { image: image.url, description: 'A look inside.' },
          body: bodyWith(image.url),
        })
        .expect(201)
    ).body.data;
    await publisher.post(`/api/admin/content/blog/${item.id}/publish`, { version: 1 }).expect(200);
    const page = (await request(t.http).get('/api/content/blog/inside-the-centre').expect(200)).body
      .data;
    expect(page.html).toBe(
      '<p>Our new centre.</p><figure><img src="' +
        image.url +
        `" srcset="${image.srcset}" sizes="(max-width: 760px) 100vw, 760px" width="1200" height="600" ` +
        'alt="Two nurses at the front desk" loading="lazy" decoding="async" /></figure>',
    );
    // Changed in the library: the page says the new words, nothing else to edit.
    const changed = await editor
      .patch(`/api/admin/content-images/${nameOf(image.url)}`, { alt: '  Two nurses, smiling  ' })
      .expect(200);
    expect(changed.body.data.alt).toBe('Two nurses, smiling');
    const again = (await request(t.http).get('/api/content/blog/inside-the-centre').expect(200))
      .body.data;
    expect(again.html).toContain('alt="Two nurses, smiling"');
    const empty = await editor
      .patch(`/api/admin/content-images/${nameOf(image.url)}`, { alt: ' ' })
      .expect(400);
    expect(empty.body.details.alt).toBe(
      'Describe the image for people who cannot see it (alt text).',
    );
    const audit = await t.db.query(
      `SELECT username, target FROM audit_log WHERE action = 'content-image.alt'`,
    );
    expect(audit).toEqual([{ username: 'meera', target: `${image.url} "Two nurses, smiling"` }]);
  });

  it('refuses a body image that is not the library’s, naming the body', async () => {
    const cover = await upload('Cover');
    const NOT_LIBRARY = 'An image in the body must be chosen from the media library.';
    for (const [src, message] of [
      ['/images/logo.png', NOT_LIBRARY],
      ['https://evil.example/x.webp', NOT_LIBRARY],
      [
        '/api/content-images/00000000-0000-4000-8000-000000000000-480.webp',
        'This image is not among the uploaded images. Upload it again.',
      ],
    ]) {
      const refused = await editor
        .post('/api/admin/content/blog', {
          title: 'A',
          date: '2026-11-20',
          fields: { image: cover.url, description: 'A.' },
          body: bodyWith(src),
        })
        .expect(400);
      expect(refused.body.details).toEqual({ body: message });
    }
  });

  it('says where an image is used and deletes one in use only when told to, after which pages leave it out', async () => {
    const image = await upload('Waiting area');
    const name = nameOf(image.url);
    const fields = { image: (await upload('Cover')).url, description: 'Where.' };
    const news = (
      await editor
        .post('/api/admin/content/news', {
          title: 'Centre opens',
          date: '2026-11-21',
          fields: { image: image.url, description: 'Open.' },
        })
        .expect(201)
    ).body.data;
    await publisher.post(`/api/admin/content/news/${news.id}/publish`, { version: 1 }).expect(200);
    const blog = (
      await editor
        .post('/api/admin/content/blog', {
          title: 'Where you wait',
          date: '2026-11-21',
          fields,
          body: bodyWith(image.url),
        })
        .expect(201)
    ).body.data;
    const letter = (
      await publisher
        .post('/api/admin/newsletters', { subject: 'December', doc: bodyWith(image.url, 'Hello.') })
        .expect(201)
    ).body.data;
    // "Send by e-mail" starts the mail with the post's cover, from the library.
    const mailed = (
      await publisher.post(`/api/admin/content/news/${news.id}/newsletter`).expect(200)
    ).body.data;
    expect(mailed.doc.content[0]).toEqual({
      type: 'image',
      attrs: { src: image.url, alt: 'Waiting area' },
    });
    await publisher.delete(`/api/admin/newsletters/${mailed.id}`).expect(200);
    const used = (await editor.get(`/api/admin/content-images/${name}`).expect(200)).body.data;
    expect(used.used_by).toEqual([
      { kind: 'blog', id: blog.id, title: 'Where you wait', status: 'draft', in_trash: false },
      { kind: 'news', id: news.id, title: 'Centre opens', status: 'published', in_trash: false },
      { kind: 'newsletter', id: letter.id, title: 'December', status: 'draft', in_trash: false },
    ]);
    // An editor cannot delete; a publisher is told who uses it, and nothing is deleted.
    await editor.delete(`/api/admin/content-images/${name}`).expect(403);
    const refused = await publisher.delete(`/api/admin/content-images/${name}`).expect(409);
    expect(refused.body.message).toBe(
      'This image is used by “Where you wait”, “Centre opens” and “December”. Deleting it takes it off each of them; confirm to delete it anyway.',
    );
    await request(t.http).get(image.url).expect(200);
    // Taken out of the blog post, it is no longer among its uses.
    await editor
      .patch(`/api/admin/content/blog/${blog.id}`, {
        title: 'Where you wait',
        date: '2026-11-21',
        fields,
        body: {
          type: 'doc',
          content: [{ type: 'paragraph', content: [{ type: 'text', text: 'x' }] }],
        },
        version: blog.version,
      })
      .expect(200);
    const after = (await editor.get(`/api/admin/content-images/${name}`).expect(200)).body.data;
    expect(after.used_by.map((u: { kind: string }) => u.kind)).toEqual(['news', 'newsletter']);

    await publisher.delete(`/api/admin/content-images/${name}?evenIfUsed=maybe`).expect(400);
    await publisher.delete(`/api/admin/content-images/${name}?evenIfUsed=true`).expect(200);
    await editor.get(`/api/admin/content-images/${name}`).expect(404);
    for (const entry of image.srcset.split(', ')) {
      await request(t.http).get(entry.split(' ')[0]).expect(404);
    }
    const live = (await request(t.http).get('/api/content/news/centre-opens').expect(200)).body
      .data;
    expect(live.images).toEqual({});
    const audit = await t.db.query(
      `SELECT username, target FROM audit_log WHERE action = 'content-image.delete'`,
    );
    expect(audit).toEqual([{ username: 'asha', target: `${image.url} "Waiting area"` }]);
  });
});
