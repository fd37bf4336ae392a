/**
 * The route table (every public route, helpers.ts `ALL_ROUTES`): every route answers
 * 200 with its content in the server HTML (a heading, a unique <title>), loads without console
 * errors; unknown routes and invalid ids answer 404 with the not-found view; the nutrigenomics
 * route is an HTTP 302 to the external site.
 */
import {
  ALL_ROUTES,
  CANONICAL_ALIASES,
  expect,
  HTTP_ONLY,
  hydrated,
  sharedPage,
  test,
  watchErrors,
} from './helpers';

const titleOf = (html: string) => html.match(/<title>([^<]*)<\/title>/)?.[1] ?? '';

test.describe('route table', () => {
  test(
    'every public route: 200, a heading and a unique title in the server HTML',
    HTTP_ONLY,
    async ({ request }) => {
      const titles = new Map<string, string>();
      for (const route of ALL_ROUTES) {
        const res = await request.get(route, { maxRedirects: 0 });
        expect(res.status(), route).toBe(200);
        const html = await res.text();
        expect(
          html.match(/<h1[\s>]/g),
          `${route} has exactly one <h1> in the server HTML`,
        ).toHaveLength(1);
        expect(html, `${route} has the Organization JSON-LD`).toContain('"@type":"Organization"');
        const title = titleOf(html);
        expect(title, `${route} has a title`).not.toBe('');
        expect(html, `${route} has a meta description`).toMatch(
          /<meta name="description" content="[^"]{20,}"/,
        );
        expect(html, `${route} has a canonical link`).toMatch(
          /<link rel="canonical" href="http[^"]+"/,
        );
        expect(html, `${route} has Open Graph tags`).toMatch(
          /<meta property="og:title"|<meta property="og:url"/,
        );
        if (!CANONICAL_ALIASES.has(route)) {
          expect(titles.get(title), `${route} shares its title "${title}"`).toBeUndefined();
          titles.set(title, route);
        }
      }
    },
  );

  test.describe('in the browser', () => {
    const sharedRoutePage = sharedPage();
    for (const route of ALL_ROUTES) {
      test(`${route} loads in the browser without console errors`, async () => {
        const page = sharedRoutePage();
        const { errors, stop } = watchErrors(page);
        try {
          const res = await page.goto(route, { waitUntil: 'networkidle' });
          expect(res?.status()).toBe(200);
          await expect(page.locator('h1').first()).toBeVisible();
          expect(errors).toEqual([]);
        } finally {
          stop();
        }
      });
    }
  });
});

test.describe('not found', () => {
  for (const route of [
    '/no-such-page',
    '/blog/99',
    '/blog/31',
    '/blog/-1',
    '/blog/01',
    '/blog/abc',
    '/news/5',
    '/news/3',
    '/about-us/careers/9',
    '/about-us/careers/3',
    '/tribute/somebody-else',
    '/products/nope',
  ]) {
    test(`${route} answers 404`, HTTP_ONLY, async ({ request }) => {
      const res = await request.get(route);
      expect(res.status()).toBe(404);
      expect(await res.text()).toMatch(/<meta name="robots" content="noindex"/);
    });
  }

  test('/blog/99: the not-found view with the list length and the index, and Back', async ({
    page,
  }) => {
    await page.goto('/blog/0');
    await hydrated(page);
    const res = await page.goto('/blog/99');
    expect(res?.status()).toBe(404);
    const view = page.getByTestId('item-not-found');
    await expect(view.getByRole('heading', { level: 1 })).toHaveText('Blogs');
    await expect(view).toContainText('Blog not found');
    await expect(view).toContainText('31 blogs');
    await expect(view).toContainText('index 99');
    await hydrated(page);
    await view.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/blog\/0$/);
  });

  test('/news/5: News not found with 3 items and index 5', async ({ page }) => {
    const res = await page.goto('/news/5');
    expect(res?.status()).toBe(404);
    const view = page.getByTestId('item-not-found');
    await expect(view.getByRole('heading', { level: 1 })).toHaveText('News');
    await expect(view).toContainText('News not found');
    await expect(view).toContainText('3 news items');
    await expect(view).toContainText('index 5');
  });

  test('/about-us/careers/9: the not-found view of an opening', async ({ page }) => {
    const res = await page.goto('/about-us/careers/9');
    expect(res?.status()).toBe(404);
    const view = page.getByTestId('item-not-found');
    await expect(view.getByRole('heading', { level: 1 })).toHaveText('Careers');
    await expect(view).toContainText('Job opening not found');
    await expect(view).toContainText('index 9');
    await expect(view.getByRole('button', { name: 'Back' })).toBeVisible();
  });

  test('an invalid id reached by client-side navigation shows the same view', async ({ page }) => {
    await page.goto('/blog/0');
    await hydrated(page);
    // A link the client router handles (the site itself never links to an invalid id).
    await page.evaluate(() => {
      const a = document.createElement('a');
      a.href = '/blog/77';
      a.textContent = 'go to 77';
      document.getElementById('main')?.append(a);
    });
    await page.getByText('go to 77').click();
    await expect(page.getByTestId('item-not-found')).toContainText('Blog not found');
    await expect(page.getByTestId('item-not-found')).toContainText('index 77');
  });
});

test(
  '/products/nutrigenomics is an HTTP 302 to the external nutrigenomics site',
  HTTP_ONLY,
  async ({ request }) => {
    const res = await request.get('/products/nutrigenomics', { maxRedirects: 0 });
    expect(res.status()).toBe(302);
    expect(res.headers()['location']).toBe('https://nutrigenomics.kavach.example');
  },
);

test(
  'sitemap.xml lists blog, news, careers, sessions and content pages, not redirects or aliases',
  HTTP_ONLY,
  async ({ request }) => {
    const xml = await (await request.get('/sitemap.xml')).text();
    // Blog posts and news items by their slug URL (the pages' canonical), as the API names them.
    const urlOf = async (item: string) =>
      (await (await request.get(`/api/content/${item}`)).json()).data.url as string;
    for (const path of [
      '/blog',
      await urlOf('blog/0'),
      await urlOf('blog/30'),
      await urlOf('news/2'),
      '/about-us/careers',
      '/our-sessions',
      '/tribute/vasant-kelkar',
      '/products/b-cube/onco',
      '/diabetescta',
    ])
      expect(xml).toContain(`${path}</loc>`);
    for (const path of [
      '/products/nutrigenomics',
      '/science/blogs',
      '/blog/31',
      '/blog/0',
      '/news/2',
      '/about-us/careers/0',
    ])
      expect(xml).not.toContain(`${path}</loc>`);
  },
);
