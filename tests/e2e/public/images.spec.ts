// Every content image falls back to the placeholder picture when it fails to load
// (components/ui/Img.tsx): the home hero, programme icons, the navbar logo, step images,
// the What we offer illustrations, the video poster, page heroes, content images and the map
// — whether the image fails before hydration or after it. (The publication icons and video
// thumbnails, on pages of the API's items: public-with-api/content.spec.ts.)
import type { Locator, Page } from '@playwright/test';
import { expect, hydrated, isMobile, ONE_WIDTH, pausedClock, test } from './fixtures';

const PLACEHOLDER = '/images/placeholder.svg';

/** Requests for `pattern` fail: a network error, or an HTTP 404. */
async function failRequests(page: Page, pattern: string, how: 'network' | 404 = 'network') {
  await page.route(pattern, (route) =>
    how === 'network' ? route.abort('failed') : route.fulfill({ status: 404, body: '' }),
  );
}

/** Width of the picture the browser drew (0 while loading or when broken). */
const drawnWidth = (img: Locator) =>
  img.evaluate((el: HTMLImageElement) => (el.complete ? el.naturalWidth : 0));

/** The image shows the placeholder picture, loaded and drawn (not a broken-image icon). */
async function expectPlaceholder(img: Locator) {
  await img.scrollIntoViewIfNeeded();
  await expect(img).toHaveAttribute('src', PLACEHOLDER);
  await expect(img).toBeVisible();
  await expect.poll(() => drawnWidth(img)).toBeGreaterThan(0);
}

/** The image keeps the box its width and height attributes reserve (no layout shift). */
async function expectBoxOf(img: Locator, width: number, height: number) {
  const box = (await img.boundingBox())!;
  expect(box.width / box.height).toBeCloseTo(width / height, 1);
}

test('home: the hero, a programme icon and the navbar logo show the placeholder; the rest load', async ({
  page,
}) => {
  await failRequests(page, '**/images/hero-nutrigenomics.svg');
  await failRequests(page, '**/images/icon-screening.svg');
  await failRequests(page, '**/images/logo.svg', 404);
  await page.goto('/');
  await hydrated(page);

  const hero = page.getByTestId('hero').locator('img');
  await expectPlaceholder(hero);
  // Still the LCP candidate: eager, high priority, sized.
  await expect(hero).toHaveAttribute('loading', 'eager');
  await expect(hero).toHaveAttribute('fetchpriority', 'high');
  await expect(hero).toHaveAttribute('width', '1600');

  const logoLink = page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Kavach Genomics home' });
  await expectPlaceholder(logoLink.locator('img'));
  await expectBoxOf(logoLink.locator('img'), 160, 36);

  const icons = page
    .getByRole('region', { name: 'Explore Our Cancer Support Programs' })
    .getByRole('listitem')
    .locator('img');
  await expectPlaceholder(icons.nth(0));
  await expect(icons.nth(1)).toHaveAttribute('src', '/images/icon-survivor.svg');
  await expect.poll(() => drawnWidth(icons.nth(1))).toBeGreaterThan(0);
});

test(
  'an image that fails before the page hydrates shows the placeholder once it does',
  ONE_WIDTH,
  async ({ page }) => {
    await failRequests(page, '**/images/hero-nutrigenomics.svg');
    // Hold the page's scripts until the hero has failed, so React meets an already broken image.
    let release = () => {};
    const scriptsHeld = new Promise<void>((r) => (release = r));
    await page.route('**/assets/**/*.js', async (route) => {
      await scriptsHeld;
      await route.fallback();
    });
    await page.goto('/', { waitUntil: 'commit' });
    const hero = page.getByTestId('hero').locator('img');
    await expect
      .poll(() => hero.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth === 0))
      .toBe(true);
    await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(0);
    await expect(hero).toHaveAttribute('src', '/images/hero-nutrigenomics.svg');
    release();
    await hydrated(page);
    await expectPlaceholder(hero);
  },
);

test('what we offer: step images, the HrC illustration and the video poster show the placeholder', async ({
  page,
}) => {
  await failRequests(page, '**/images/step-*.svg');
  await failRequests(page, '**/images/cover-hrc.svg');
  await failRequests(page, '**/media/why-hrc-poster.svg');
  // The HrC carousel advances every 5 s: keep it on the step under test.
  await pausedClock(page);
  await page.goto('/whatweoffer');
  await hydrated(page);

  await expectPlaceholder(page.getByRole('img', { name: 'Illustration of the HrC blood test' }));
  // The other illustration is not blocked and loads.
  const b3 = page.getByRole('img', { name: 'Illustration of RNA sequencing in the B3 test' });
  await b3.scrollIntoViewIfNeeded();
  await expect(b3).toHaveAttribute('src', '/images/cover-b3.svg');

  const hrcSteps = page.getByRole('tablist', { name: 'HrC test steps' });
  const panel = page.getByTestId('step-panel').first();
  await expectPlaceholder(panel.locator('img'));
  await expectBoxOf(panel.locator('img'), 240, 180);
  // A step chosen after hydration fails on its own and falls back too.
  await hrcSteps.getByRole('tab').nth(2).click();
  await expect(panel).toContainText('Step 3 of 4');
  await expectPlaceholder(panel.locator('img'));

  const why = page.getByRole('region', { name: 'Why Choose the HrC Test?' });
  await expectPlaceholder(why.locator('img'));
  // The video, attached once the section is near, gets the placeholder as its poster too.
  await expect(why.getByTestId('bg-video')).toHaveAttribute('poster', PLACEHOLDER);
});

test('a page hero and a content image show the placeholder', async ({ page }) => {
  await failRequests(page, '**/images/cover-hrc.svg');
  await page.goto('/screening-subject');
  await hydrated(page);
  const heroImage = page.locator('.page-hero img');
  if (isMobile(page)) {
    // Narrow screens never show (nor download) the hero illustration.
    await expect(heroImage).toBeHidden();
  } else {
    await expectPlaceholder(heroImage);
  }

  await failRequests(page, '**/images/cover-b3.svg');
  await page.goto('/products');
  await hydrated(page);
  await expectPlaceholder(page.getByRole('region', { name: 'B3 for oncology' }).locator('img'));
  const nutri = page.getByRole('region', { name: 'Nutrigenomics' }).locator('img');
  await nutri.scrollIntoViewIfNeeded();
  await expect(nutri).toHaveAttribute('src', '/images/cover-nutri.svg');
});

test('contact: the map image shows the placeholder and still links to the maps service', async ({
  page,
}) => {
  await failRequests(page, '**/images/map.svg', 404);
  await page.goto('/contact-us');
  await hydrated(page);
  const map = page.getByRole('img', { name: /Map showing the Kavach Genomics office/ });
  await expectPlaceholder(map);
  await expectBoxOf(map, 600, 400);
  await expect(
    page.getByRole('link', { name: /Map showing the Kavach Genomics office/ }),
  ).toHaveAttribute('href', /^https:\/\/maps\.example\//);
});

test('when every image loads, none is replaced by the placeholder', async ({ page }) => {
  for (const path of ['/', '/whatweoffer', '/products', '/screening-subject', '/contact-us']) {
    await page.goto(path);
    await hydrated(page);
    // Scroll through the page so that every lazy image loads.
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let y = 0; y < height; y += 500) await page.evaluate((top) => window.scrollTo(0, top), y);
    const images = page.locator('img');
    await expect
      .poll(() =>
        images.evaluateAll((all: HTMLImageElement[]) => {
          const waiting = all.filter(
            (img) => img.checkVisibility() && !(img.complete && img.naturalWidth > 0),
          );
          // A lazy image a carousel showed after the scroll above (its next step) loads once it
          // is near the viewport, as for a reader who looks at it.
          waiting[0]?.scrollIntoView({ block: 'center' });
          return waiting.map((img) => img.getAttribute('src'));
        }),
      )
      .toEqual([]);
    const sources = await images.evaluateAll((all: HTMLImageElement[]) =>
      all.map((img) => img.getAttribute('src')),
    );
    expect(sources.length).toBeGreaterThan(0);
    expect(sources, path).not.toContain(PLACEHOLDER);
  }
});
