/**
 * A news item staff publish through the API shows on /media and at its slug URL within 5 s,
 * without a build (the web server's 4 s content reads and no page cache here: serve.mjs), and
 * unpublishing takes it away as fast. A new slug keeps the old address as a permanent redirect.
 * The sitemap lists the live slug URLs.
 */
import sharp from 'sharp';
import {
  expect,
  GATEWAY,
  HTTP_ONLY,
  ONE_WIDTH,
  publisherToken,
  shows,
  staff,
  test,
  WITHIN_MS,
} from './helpers';

test(
  'a published news item shows on /media and at its slug URL within 5 s; unpublished, it goes',
  ONE_WIDTH,
  async ({ page, request }) => {
    const api = staff(request, await publisherToken(request));
    const title = `Kavach opens a centre in Pune ${Date.now()}`;
    const draft = await api.post('/api/admin/content/news', {
      title,
      date: new Date().toISOString().slice(0, 10),
      fields: { image: '/images/news-1.svg', description: 'Samples can now be given in Pune.' },
      body: {
        type: 'doc',
        content: [
          { type: 'paragraph', content: [{ type: 'text', text: 'The centre opens on Monday.' }] },
        ],
      },
    });
    let version: number = (
      await api.post(`/api/admin/content/news/${draft.id}/publish`, {
        version: draft.version,
      })
    ).version;
    try {
      const latest = page.getByRole('region', { name: 'Latest News & Announcements' });
      await expect
        .poll(
          async () => {
            await page.goto('/media');
            return latest.getByRole('article').first().innerText();
          },
          { timeout: WITHIN_MS, intervals: [250] },
        )
        .toContain(title);
      // Newest first: the large card, linked by its index, opens the item.
      await expect(latest.getByRole('article').first().getByRole('link')).toHaveAttribute(
        'href',
        '/news/0',
      );
      const res = await page.goto(`/news/${draft.slug}`);
      expect(res?.status()).toBe(200);
      const article = page.getByTestId('article');
      await expect(article.locator('h2')).toHaveText(title);
      await expect(article).toContainText('The centre opens on Monday.');
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        new RegExp(`/news/${draft.slug}$`),
      );

      // A new slug for the live item: the old address, already shared, moves for good.
      const moved = await api.patch(`/api/admin/content/news/${draft.id}`, {
        title,
        slug: `${draft.slug}-pune`,
        date: draft.date,
        fields: draft.fields,
        body: draft.body,
        version,
      });
      version = moved.version;
      await expect
        .poll(
          async () => {
            await page.goto(`/news/${draft.slug}`);
            return page.url();
          },
          { timeout: WITHIN_MS, intervals: [250] },
        )
        .toMatch(new RegExp(`/news/${draft.slug}-pune$`));
      const old = await page.request.get(`/news/${draft.slug}`, { maxRedirects: 0 });
      expect(old.status()).toBe(301);
      expect(old.headers()['location']).toMatch(new RegExp(`/news/${draft.slug}-pune$`));
      await expect(page.getByTestId('article').locator('h2')).toHaveText(title);

      // Its Marathi, once published, is what a Marathi visitor reads; a Hindi visitor reads the
      // English, and is told so in Hindi.
      const marathi = await api.put(`/api/admin/content/news/${draft.id}/translations/mr`, {
        title: 'पुण्यात नवीन संकलन केंद्र',
        fields: { description: 'पुण्यात आता नमुने देता येतात.' },
        body: {
          type: 'doc',
          content: [
            { type: 'paragraph', content: [{ type: 'text', text: 'केंद्र सोमवारी सुरू होईल.' }] },
          ],
        },
        version: 0,
      });
      await api.post(`/api/admin/content/news/${draft.id}/translations/mr/publish`, {
        version: marathi.version,
      });
      const hindiNotice = 'यह लेख अभी हिन्दी में उपलब्ध नहीं है, इसलिए इसे अंग्रेज़ी में दिखाया गया है।';
      await shows(page, `/mr/news/${draft.slug}-pune`, 'केंद्र सोमवारी सुरू होईल.');
      await expect(page.getByTestId('article')).toHaveAttribute('lang', 'mr');
      await expect(page.getByTestId('article').locator('h2')).toHaveText('पुण्यात नवीन संकलन केंद्र');
      // The page around it is Marathi too: its heading, and no line saying anything is English.
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('बातम्या');
      await expect(page.getByRole('main').getByRole('note')).toHaveCount(0);
      await page.goto(`/hi/news/${draft.slug}-pune`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('समाचार');
      await expect(page.getByRole('main').getByRole('note')).toHaveText(hindiNotice);
      await expect(page.getByText(hindiNotice)).toBeVisible();
      await expect(page.getByTestId('article')).toHaveAttribute('lang', 'en');
      await expect(page.getByTestId('article').locator('h2')).toHaveText(title);
    } finally {
      await api.post(`/api/admin/content/news/${draft.id}/unpublish`, { version });
    }
    // Unpublished, it is gone from its address and from the one it left.
    for (const slug of [`${draft.slug}-pune`, draft.slug])
      await expect
        .poll(async () => (await page.goto(`/news/${slug}`))?.status(), {
          timeout: WITHIN_MS,
          intervals: [250],
        })
        .toBe(404);
    await shows(page, '/media', title, false);
  },
);

test(
  'sitemap.xml lists the live blog and news slug URLs, not their index URLs',
  HTTP_ONLY,
  async ({ request }) => {
    const xml = await (await request.get('/sitemap.xml')).text();
    for (const kind of ['blog', 'news']) {
      const live = (await (await request.get(`/api/content/${kind}`)).json()).data as {
        url: string;
      }[];
      expect(live.length).toBeGreaterThan(0);
      for (const { url } of live) expect(xml).toContain(`<loc>http://localhost:3000${url}</loc>`);
      expect(xml).not.toMatch(new RegExp(`/${kind}/\\d+</loc>`));
    }
    expect(xml).toContain('<loc>http://localhost:3000/blog</loc>');
    expect(xml).toContain('<loc>http://localhost:3000/media</loc>');
  },
);

test(
  'the panel’s preview link shows a draft on its real page, not indexed, not kept; without it the draft is not there',
  ONE_WIDTH,
  async ({ page, request }) => {
    const api = staff(request, await publisherToken(request));
    const title = `A draft about Nagpur ${Date.now()}`;
    const draft = await api.post('/api/admin/content/news', {
      title,
      date: new Date().toISOString().slice(0, 10),
      fields: { image: '/images/news-1.svg', description: 'Not public yet.' },
      body: {
        type: 'doc',
        content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Opening soon.' }] }],
      },
    });
    try {
      const { url } = (await (
        await request.post(`${GATEWAY}/api/admin/content/news/${draft.id}/preview`, {
          headers: { Authorization: `Bearer ${await publisherToken(request)}` },
        })
      ).json()) as { url: string };
      const shown = await page.goto(url);
      expect(shown?.status()).toBe(200);
      expect(shown?.headers()['cache-control']).toBe('private, no-store');
      expect(shown?.headers()['x-robots-tag']).toBe('noindex, nofollow');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByText(title).first()).toBeVisible();
      await expect(page.getByText('Opening soon.')).toBeVisible();
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
      const without = await page.goto(new URL(url, 'http://x').pathname);
      expect(without?.status()).toBe(404);
    } finally {
      await request.delete(`${GATEWAY}/api/admin/content/news/${draft.id}`, {
        headers: { Authorization: `Bearer ${await publisherToken(request)}` },
      });
    }
  },
);

test(
  'Atom feeds: the latest 20 blog posts and the news, newest first, at their slug URLs; linked from /blog and /media',
  ONE_WIDTH,
  async ({ page, request }) => {
    const blog = (await (await request.get('/api/content/blog')).json()).data as { url: string }[];
    const news = (await (await request.get('/api/content/news')).json()).data as { url: string }[];
    const entries = async (path: string) => {
      const res = await request.get(path);
      expect(res.status(), path).toBe(200);
      expect(res.headers()['content-type']).toContain('application/atom+xml');
      const xml = await res.text();
      return [...xml.matchAll(/<entry>[\s\S]*?<id>([^<]+)<\/id>/g)].map((m) => m[1]);
    };
    const origin = 'http://localhost:3000';
    expect(await entries('/blog/feed.xml')).toEqual(
      [...blog]
        .reverse()
        .slice(0, 20)
        .map((v) => origin + v.url),
    );
    expect(await entries('/news/feed.xml')).toEqual(news.map((v) => origin + v.url));
    for (const [path, feed] of [
      ['/blog', '/blog/feed.xml'],
      ['/media', '/news/feed.xml'],
    ]) {
      await page.goto(path);
      await expect(
        page.locator('link[rel="alternate"][type="application/atom+xml"]'),
      ).toHaveAttribute('href', origin + feed);
    }
  },
);

test('an image uploaded in the panel: the page offers its widths, a phone fetches a small one, the alt text is staff’s', async ({
  page,
  request,
}) => {
  const token = await publisherToken(request);
  const api = staff(request, token);
  const photo = await sharp({
    create: { width: 1600, height: 900, channels: 3, background: { r: 19, g: 91, b: 54 } },
  })
    .png()
    .toBuffer();
  const alt = 'The new sample collection centre in Thane';
  const upload = await request.post(`${GATEWAY}/api/admin/content-images`, {
    headers: { Authorization: `Bearer ${token}` },
    multipart: { image: { name: 'centre.png', mimeType: 'image/png', buffer: photo }, alt },
  });
  expect(upload.ok(), await upload.text()).toBe(true);
  const address: string = (await upload.json()).data.url;
  const title = `Kavach opens a centre in Thane ${Date.now()}`;
  const draft = await api.post('/api/admin/content/news', {
    title,
    date: new Date().toISOString().slice(0, 10),
    fields: { image: address, description: 'Samples can now be given in Thane.' },
    // The same image placed in the body from the media library.
    body: {
      type: 'doc',
      content: [
        { type: 'paragraph', content: [{ type: 'text', text: 'Our front desk:' }] },
        { type: 'image', attrs: { src: address, alt: alt } },
      ],
    },
  });
  const { version } = await api.post(`/api/admin/content/news/${draft.id}/publish`, {
    version: draft.version,
  });
  try {
    await expect
      .poll(async () => (await page.goto(`/news/${draft.slug}`))?.status(), {
        timeout: WITHIN_MS,
        intervals: [250],
      })
      .toBe(200);
    // The cover comes first; the body holds the same image again (below).
    const cover = page.getByTestId('article').getByRole('img', { name: alt }).first();
    await expect(cover).toHaveAttribute(
      'srcset',
      /-480\.webp 480w, .*-960\.webp 960w, .*-1440\.webp 1440w/,
    );
    // The cover is drawn 900 px wide at most: the phone's 390 px take the 480 px file.
    const wanted = page.viewportSize()!.width < 900 ? 480 : 960;
    await expect
      .poll(() => cover.evaluate((img: HTMLImageElement) => img.currentSrc))
      .toMatch(new RegExp(`-${wanted}\\.webp$`));
    // Drawn (a broken file would have no size).
    expect(await cover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    // Its box is the page's, whatever file is chosen: 16:9 up to 350 px high.
    const box = (await cover.boundingBox())!;
    expect(box.height).toBeCloseTo(Math.min(box.width * (9 / 16), 350), 0);
    // The body's image: drawn at its own shape inside the text column, from a width that fits it.
    const inBody = page.getByTestId('article').locator('figure img');
    await expect(inBody).toHaveAttribute('alt', alt);
    await inBody.scrollIntoViewIfNeeded();
    await expect
      .poll(() => inBody.evaluate((img: HTMLImageElement) => img.currentSrc))
      .toMatch(new RegExp(`-${page.viewportSize()!.width < 900 ? 480 : 960}\\.webp$`));
    expect(await inBody.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    const drawn = (await inBody.boundingBox())!;
    const column = (await page.getByTestId('article').locator('.prose').boundingBox())!;
    expect(drawn.width).toBeGreaterThan(200);
    expect(drawn.x + drawn.width).toBeLessThanOrEqual(column.x + column.width + 0.5);
    expect(drawn.height).toBeCloseTo((drawn.width * 9) / 16, 0);
  } finally {
    await api.post(`/api/admin/content/news/${draft.id}/unpublish`, { version });
  }
  // The next tests read the news lists: they see the site as it was before this one.
  await shows(page, '/media', title, false);
});
