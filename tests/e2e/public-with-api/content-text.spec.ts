/**
 * The blog and news pages read their items from the API (the database its migration filled from
 * the bundle): a visitor sees the same text, title, description and JSON-LD as on the site built
 * from the bundle (content-text.before.json and content-seo.before.json, recorded by
 * record-content-text.mjs before the change), and a post's slug URL is the same page as its index URL.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, hydrated, test } from './helpers';

const read = (name: string) => JSON.parse(fs.readFileSync(path.join(__dirname, name), 'utf8'));
const BEFORE_TEXT: Record<string, string> = read('content-text.before.json');
const BEFORE_SEO: Record<string, { title: string; description: string; jsonLd: unknown[] }> =
  read('content-seo.before.json');

// Recorded at 1280 px: the text of the other width differs (its menu).
test.describe('the same pages as before, from the database', { tag: '@only-w1280' }, () => {
  for (const url of Object.keys(BEFORE_TEXT)) {
    test(`${url}: same visible text, title, description and JSON-LD`, async ({ page }) => {
      expect((await page.goto(url))?.status()).toBe(200);
      await page.waitForLoadState('networkidle');
      const text = (await page.evaluate(() => document.body.innerText)).replace(/\s+/g, ' ').trim();
      expect(text).toBe(BEFORE_TEXT[url]);
      const seo = await page.evaluate(() => ({
        title: document.title,
        description:
          document.querySelector('meta[name="description"]')?.getAttribute('content') ?? null,
        jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) =>
          JSON.parse(s.textContent ?? 'null'),
        ),
      }));
      expect(seo).toEqual(BEFORE_SEO[url]);
    });
  }
});

test.describe('slug URLs', () => {
  for (const [kind, index] of [
    ['blog', 2],
    ['blog', 30],
    ['news', 1],
  ] as const) {
    test(`/${kind}/${index} and its slug URL are one page, canonical at the slug`, async ({
      page,
      request,
    }) => {
      const view = (await (await request.get(`/api/content/${kind}/${index}`)).json()).data;
      expect(view.url).toBe(`/${kind}/${view.slug}`);
      const canonical = page.locator('link[rel="canonical"]');
      await page.goto(`/${kind}/${index}`);
      await hydrated(page);
      const byIndex = (await page.locator('main').innerText()).replace(/\s+/g, ' ');
      await expect(canonical).toHaveAttribute('href', new RegExp(`${view.url}$`));
      expect((await page.goto(view.url))?.status()).toBe(200);
      await hydrated(page);
      expect((await page.locator('main').innerText()).replace(/\s+/g, ' ')).toBe(byIndex);
      await expect(canonical).toHaveAttribute('href', new RegExp(`${view.url}$`));
    });
  }

  test('an unknown slug or index is the not-found page (404), as before', async ({ page }) => {
    for (const url of ['/blog/no-such-post', '/blog/31', '/news/no-such-item', '/news/3']) {
      expect((await page.goto(url))?.status(), url).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        url.startsWith('/blog') ? 'Blogs' : 'News',
      );
    }
    await page.goto('/blog/no-such-post');
    await expect(page.locator('main')).toContainText('Blog not found');
    await expect(page.locator('main')).toContainText(
      'The list has 31 blogs; there is no blog at index no-such-post.',
    );
  });
});
