/**
 * A post's slug URL is the same page as its index URL (routes.spec.ts compares each blog and news
 * page with the text of the site built from the bundle).
 */
import { expect, hydrated, ONE_WIDTH, test } from './helpers';

test.describe('slug URLs', ONE_WIDTH, () => {
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
    // An index is answered as the spec words it; any other address in words for a visitor.
    await page.goto('/blog/31');
    await expect(page.locator('main')).toContainText('Blog not found');
    await expect(page.locator('main')).toContainText(
      'The list has 31 blogs; there is no blog at index 31.',
    );
    await page.goto('/blog/no-such-post');
    await expect(page.locator('main')).toContainText('Blog not found');
    await expect(page.locator('main')).toContainText(
      'There is no blog at this address: it may have been taken down, or the address may be mistyped.',
    );
  });
});
