/**
 * The route table (every public route, helpers.ts `ALL_ROUTES`): every route answers
 * 200 with its content in the server HTML (a heading, a unique <title>); one visit per route
 * and width loads it without console errors, checks the spec's heading, runs axe and compares
 * the text with the site built from the bundle; unknown routes and invalid ids answer 404 with
 * the not-found view; the nutrigenomics route is an HTTP 302 to the external site.
 */
import type { Page } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import { MAIN_PAGES } from '../public/fixtures';
import {
  ALL_ROUTES,
  AXE_ROUTES,
  CANONICAL_ALIASES,
  expect,
  HTTP_ONLY,
  hydrated,
  ONE_WIDTH,
  seriousViolations,
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
});

/** The spec's <h1> of the main pages and the programme pages. */
const HEADINGS = new Map<string, string>([
  ...MAIN_PAGES,
  ['/screening-subject', 'Screening for Healthy Individuals'],
  ['/cancer-patient', 'Cancer Patient Care'],
  ['/cancer-survivor', 'Cancer Survivor'],
  ['/diabetes-type1', 'Type 1 Diabetes'],
  ['/diabetes-type2', 'Type 2 Diabetes'],
  ['/diabetes-comorbidities', 'Comorbidity Management'],
  ['/cancercta', 'Detect cancer early and take control of your health today!'],
  ['/diabetescta', 'Take a closer look at your diabetes'],
]);

/**
 * The blog and news pages, and the main pages with their items, read them from the API (the
 * database its migration filled from the bundle): a visitor sees the same text, title,
 * description and JSON-LD as on the site built from the bundle (content-text.before.json and
 * content-seo.before.json, recorded at 1280 px by record-content-text.mjs; the text of the
 * other width differs by its menu).
 */
const read = (name: string) => JSON.parse(fs.readFileSync(path.join(__dirname, name), 'utf8'));
const BEFORE_TEXT: Record<string, string> = read('content-text.before.json');
const BEFORE_SEO: Record<string, { title: string; description: string; jsonLd: unknown[] }> =
  read('content-seo.before.json');
const TEXT_WIDTH = 'w1280';

/**
 * The page as a reader leaves it: scrolled through once (lazy images load, so one that fails
 * logs its error), every drawn image loaded or failed, the contact banner's delayed line shown.
 */
async function settle(page: Page) {
  await page.evaluate(async () => {
    const frame = () => new Promise((done) => requestAnimationFrame(done));
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo({ top: y, behavior: 'instant' });
      await frame();
    }
  });
  // Checked at every frame: a state reached, not a time waited.
  await page.waitForFunction(() => {
    const waiting = [...document.images].filter((img) => img.checkVisibility() && !img.complete);
    // A lazy image a carousel showed after the scroll (its next step) loads once it is near the
    // viewport, as for a reader who looks at it.
    waiting[0]?.scrollIntoView({ block: 'center', behavior: 'instant' });
    return waiting.length === 0;
  });
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await expect(page.locator('.delayed:not(.delayed--shown)')).toHaveCount(0);
}

const visitChecks = (route: string) =>
  [
    'loads without console errors',
    HEADINGS.has(route) && "the spec's heading",
    AXE_ROUTES.has(route) && 'axe',
    route in BEFORE_TEXT && `at 1280 px the text, title, description and JSON-LD of before`,
  ]
    .filter(Boolean)
    .join(', ');

// One visit per route and width checks everything a route's page must show; each check is a
// soft assertion named after what it checks, so one failure still reports the others.
test.describe('every route in the browser', () => {
  const visitPage = sharedPage();
  for (const route of ALL_ROUTES) {
    test(`${route}: ${visitChecks(route)}`, async () => {
      const page = visitPage();
      const { errors, stop } = watchErrors(page);
      try {
        await page.emulateMedia({ reducedMotion: 'no-preference' });
        const res = await page.goto(route);
        expect.soft(res?.status(), 'HTTP status').toBe(200);
        const h1 = page.locator('h1').first();
        await expect(h1, 'a visible <h1>').toBeVisible();
        const heading = HEADINGS.get(route);
        if (heading) await expect.soft(h1, "the spec's heading").toHaveText(heading);
        await hydrated(page);
        await settle(page);
        if (route in BEFORE_TEXT && test.info().project.name === TEXT_WIDTH) {
          // The language switcher came after the recording: the page's own text is compared.
          const text = (
            await page.evaluate(() => {
              const switcher = document.querySelector<HTMLElement>('[data-language-switcher]');
              // Its stylesheet sets display, which the hidden attribute would not override.
              if (switcher) switcher.style.display = 'none';
              const seen = document.body.innerText;
              if (switcher) switcher.style.display = '';
              return seen;
            })
          )
            .replace(/\s+/g, ' ')
            .trim();
          expect.soft(text, 'the visible text of before').toBe(BEFORE_TEXT[route]);
          const seo = await page.evaluate(() => ({
            title: document.title,
            description:
              document.querySelector('meta[name="description"]')?.getAttribute('content') ?? null,
            jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) =>
              JSON.parse(s.textContent ?? 'null'),
            ),
          }));
          expect
            .soft(seo, 'the title, description and JSON-LD of before')
            .toEqual(BEFORE_SEO[route]);
        }
        if (AXE_ROUTES.has(route)) {
          // axe judges the settled page. With reduced motion every animation ends at once
          // (styles/motion.css), so an auto-advancing carousel is never caught mid-fade;
          // colours and layout are the same either way.
          await page.emulateMedia({ reducedMotion: 'reduce' });
          expect.soft(await seriousViolations(page), 'axe: serious or critical').toEqual([]);
        }
        expect.soft(errors, 'console errors').toEqual([]);
      } finally {
        stop();
      }
    });
  }
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

  test(
    '/blog/99: the not-found view with the list length and the index, and Back',
    ONE_WIDTH,
    async ({ page }) => {
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
    },
  );

  test('/news/5: News not found with 3 items and index 5', ONE_WIDTH, async ({ page }) => {
    const res = await page.goto('/news/5');
    expect(res?.status()).toBe(404);
    const view = page.getByTestId('item-not-found');
    await expect(view.getByRole('heading', { level: 1 })).toHaveText('News');
    await expect(view).toContainText('News not found');
    await expect(view).toContainText('3 news items');
    await expect(view).toContainText('index 5');
  });

  test('/about-us/careers/9: the not-found view of an opening', ONE_WIDTH, async ({ page }) => {
    const res = await page.goto('/about-us/careers/9');
    expect(res?.status()).toBe(404);
    const view = page.getByTestId('item-not-found');
    await expect(view.getByRole('heading', { level: 1 })).toHaveText('Careers');
    await expect(view).toContainText('Job opening not found');
    await expect(view).toContainText('index 9');
    await expect(view.getByRole('button', { name: 'Back' })).toBeVisible();
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
  'sitemap.xml lists blog, news, careers, each opening, sessions and content pages, not redirects or aliases',
  HTTP_ONLY,
  async ({ request }) => {
    const xml = await (await request.get('/sitemap.xml')).text();
    // Blog posts, news items and openings by their own address (the pages' canonical), as the API
    // names them.
    const urlOf = async (item: string) =>
      (await (await request.get(`/api/content/${item}`)).json()).data.url as string;
    const jobs = (await (await request.get('/api/jobs')).json()).data as { url: string }[];
    for (const path of [
      '/blog',
      ...jobs.map((job) => job.url),
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
