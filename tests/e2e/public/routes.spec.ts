// Every main page answers 200 (503 for /resources and /media with no API:
// fixtures.ts API_BLOCK_PAGES) with its content in the server HTML
// (fetched without a browser, so nothing depends on hydration), with its SEO
// tags; unknown routes answer 404; sitemap.xml and robots.txt exist.
import { API_BLOCK_PAGES, decodeHtml, expect, MAIN_PAGES, test } from './fixtures';

test.describe('server HTML', () => {
  for (const [path, heading] of MAIN_PAGES) {
    const status = API_BLOCK_PAGES.has(path) ? 503 : 200;
    test(`${path} → ${status} with its heading, title, description, canonical and JSON-LD`, async ({
      request,
    }) => {
      const res = await request.get(path, { maxRedirects: 0 });
      expect(res.status()).toBe(status);
      if (status === 503) expect(await res.text()).toContain('unavailable for a moment');
      expect(res.headers()['content-type']).toContain('text/html');
      expect(res.headers()['content-security-policy']).toContain("script-src 'self'");
      const html = await res.text();
      const h1 = html.match(/<h1[^>]*>([\s\S]*?)<\/h1>/);
      expect(h1, 'an <h1>').not.toBeNull();
      expect(decodeHtml(h1![1])).toBe(heading);
      expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
      expect(html).toMatch(/<title>[^<]+ \| Kavach Genomics<\/title>/);
      expect(html).toMatch(/<meta name="description" content="[^"]{30,}"/);
      expect(html).toMatch(/<meta property="og:title" content="[^"]+"/);
      const canonical = path === '/abou-us' ? '/about-us' : path;
      expect(html).toContain(`<link rel="canonical" href="http://localhost:3000${canonical}"/>`);
      expect(html).toContain(
        '<meta property="og:image" content="http://localhost:3000/og-image.jpg"/>',
      );
      expect(html).toContain('"@type":"Organization"');
      // FAQPage JSON-LD is on /faqs and /faqs/hrc only (public-with-api/content-kinds.spec.ts).
      expect(html).not.toContain('"@type":"FAQPage"');
      // The shared frame is in the server HTML too.
      expect(html).toContain('Detect cancer early and take control of your health today!');
      expect(html).toContain('aria-label="Main"');
    });
  }

  test('titles are unique (except the /abou-us alias)', async ({ request }) => {
    const titles = new Map<string, string>();
    for (const [path] of MAIN_PAGES.filter(([p]) => p !== '/abou-us')) {
      const title = (await (await request.get(path)).text()).match(/<title>([^<]+)<\/title>/)![1];
      expect(
        titles.get(title),
        `${path} repeats the title of ${titles.get(title)}`,
      ).toBeUndefined();
      titles.set(title, path);
    }
  });

  test('unknown route → 404 with the not-found view', async ({ request }) => {
    const res = await request.get('/this-page-does-not-exist');
    expect(res.status()).toBe(404);
    const html = await res.text();
    expect(html).toContain('Page not found');
    expect(html).toContain('<meta name="robots" content="noindex"/>');
  });

  test('sitemap.xml lists the pages (not the alias), robots.txt points to it', async ({
    request,
  }) => {
    const xml = await (await request.get('/sitemap.xml')).text();
    for (const [path] of MAIN_PAGES.filter(([p]) => p !== '/abou-us'))
      expect(xml).toContain(`<loc>http://localhost:3000${path}</loc>`);
    expect(xml).not.toContain('/abou-us');
    expect(xml).not.toContain('/products/nutrigenomics');
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain('Sitemap: http://localhost:3000/sitemap.xml');
  });

  test('the Open Graph image and the favicon are served', async ({ request }) => {
    const og = await request.get('/og-image.jpg');
    expect(og.status()).toBe(200);
    expect(og.headers()['content-type']).toBe('image/jpeg');
    expect((await request.get('/favicon.svg')).status()).toBe(200);
  });

  test('no trailing-slash redirect loop for prerendered folders', async ({ request }) => {
    const res = await request.get('/about-us', { maxRedirects: 0 });
    expect(res.status()).toBe(200);
  });
});
