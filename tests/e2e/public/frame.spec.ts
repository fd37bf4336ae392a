// The shared frame: successor popup, scrolling banner, navigation bar and
// mobile menu, scroll-to-top, call-to-action banner and footer.
import {
  expect,
  hydrated,
  isMobile,
  ONE_WIDTH,
  pausedClock,
  POPUP_SHOWN_AT_KEY,
  test,
} from './fixtures';

test.describe('successor popup', () => {
  test.use({ showPopup: true });

  // Once per visitor in 7 days (the time it was shown is kept in localStorage).
  test(
    'appears 1000 ms after load, then not again for 7 days; Esc closes it',
    ONE_WIDTH,
    async ({ page }) => {
      await pausedClock(page);
      await page.goto('/');
      await hydrated(page);
      const dialog = page.getByRole('dialog', { name: 'We have a new home' });
      await page.clock.runFor(999);
      await expect(dialog).toBeHidden();
      await page.clock.runFor(1);
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();

      await page.reload();
      await hydrated(page);
      await page.clock.runFor(5000);
      await expect(dialog).toBeHidden();

      // A new visit six days and 23 hours later: still not shown. The time it was shown is the
      // one the page kept: hydration moves the paused clock by a few frames before the timer.
      const shownAt = Number(
        await page.evaluate((key) => localStorage.getItem(key), POPUP_SHOWN_AT_KEY),
      );
      expect(shownAt).toBeGreaterThanOrEqual(new Date('2030-01-01T10:00:02Z').getTime());
      const HOUR = 60 * 60 * 1000;
      await page.clock.setSystemTime(shownAt + 7 * 24 * HOUR - HOUR);
      await page.goto('/media');
      await hydrated(page);
      await page.clock.runFor(5000);
      await expect(dialog).toBeHidden();

      // Seven days after it was shown: it shows once more.
      await page.clock.setSystemTime(shownAt + 7 * 24 * HOUR);
      await page.goto('/media');
      await hydrated(page);
      await page.clock.runFor(1000);
      await expect(dialog).toBeVisible();
    },
  );

  test(
    'does not open over a form the visitor has started',
    ONE_WIDTH,
    async ({ page }, testInfo) => {
      await pausedClock(page);
      await page.goto('/contact-us');
      await hydrated(page);
      const dialog = page.getByRole('dialog', { name: 'We have a new home' });
      await page.getByLabel('Name').fill('Asha');
      await page.clock.runFor(5000);
      await expect(dialog).toBeHidden();
      await expect(page.getByLabel('Name')).toBeFocused();
      await page.screenshot({
        path: `/tmp/public-forms/popup-form-started-${testInfo.project.name}.png`,
      });

      // Not shown, so not counted: the next visit that has not started a form gets it.
      await page.reload();
      await hydrated(page);
      await page.clock.runFor(1000);
      await expect(dialog).toBeVisible();
    },
  );

  test('the close button and a click on the overlay close it', ONE_WIDTH, async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    await hydrated(page);
    await page.clock.runFor(1000);
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();

    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await hydrated(page);
    await page.clock.runFor(1000);
    await expect(dialog).toBeVisible();
    await page.mouse.click(5, 5);
    await expect(dialog).toBeHidden();
  });

  test(
    'Visit opens the successor site in a new tab and closes the popup',
    ONE_WIDTH,
    async ({ page, context }) => {
      await context.route('https://www.raksha-diagnostics.example/**', (route) =>
        route.fulfill({ body: 'successor' }),
      );
      await page.clock.install();
      await page.goto('/');
      await hydrated(page);
      await page.clock.runFor(1000);
      // The button reads 'Visit'; its accessible name names the brand and the new tab.
      const visit = page
        .getByRole('dialog')
        .getByRole('link', { name: 'Visit Raksha Diagnostics (opens in a new tab)', exact: true });
      await expect(visit).toHaveText('Visit');
      await expect(visit).toHaveAttribute('target', '_blank');
      const [tab] = await Promise.all([context.waitForEvent('page'), visit.click()]);
      expect(tab.url()).toContain('raksha-diagnostics.example');
      await expect(page.getByRole('dialog')).toBeHidden();
    },
  );
});

test('scrolling banner carries the successor message and link', ONE_WIDTH, async ({ page }) => {
  await page.goto('/media');
  const banner = page.getByRole('complementary', { name: 'Announcement' });
  await expect(banner.getByRole('link')).toHaveAttribute(
    'href',
    'https://www.raksha-diagnostics.example',
  );
  await expect(banner).toContainText('Raksha Diagnostics');
});

test(
  'scroll-to-top appears after 200 px and scrolls smoothly to the top',
  ONE_WIDTH,
  async ({ page }) => {
    await page.goto('/resources');
    await hydrated(page);
    const button = page.getByRole('button', { name: 'Scroll to top' });
    await page.evaluate(() => window.scrollTo(0, 150));
    await expect(button).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 260));
    await expect(button).toBeVisible();
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(button).toBeHidden();
  },
);

test.describe('navigation bar', () => {
  test('logo, Home, Products → Nutrigenomics and Contact Us', async ({ page }) => {
    await page.goto('/media');
    await hydrated(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Kavach Genomics home' })).toHaveAttribute(
      'href',
      '/',
    );
    if (isMobile(page)) {
      await expect(nav.getByRole('link', { name: 'Contact Us' })).toBeHidden();
      await nav.getByRole('button', { name: 'Open menu' }).click();
    }
    const products = nav.getByRole('button', { name: 'Products' });
    await products.click();
    await expect(products).toHaveAttribute('aria-expanded', 'true');
    const nutri = nav.getByRole('link', { name: 'Nutrigenomics' });
    await expect(nutri).toHaveAttribute('href', '/products/nutrigenomics');
    await page.keyboard.press('Escape');
    await expect(nutri).toBeHidden();
    if (isMobile(page)) await expect(nav.getByRole('button', { name: 'Open menu' })).toBeVisible();
  });

  test('choosing an entry goes there and closes the mobile menu', async ({ page }) => {
    await page.goto('/media');
    await hydrated(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    if (isMobile(page)) await nav.getByRole('button', { name: 'Open menu' }).click();
    await nav.getByRole('link', { name: 'Contact Us' }).click();
    await expect(page).toHaveURL(/\/contact-us$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Have questions?');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    if (isMobile(page)) {
      await expect(nav.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
        'aria-expanded',
        'false',
      );
      await expect(nav.getByRole('link', { name: 'Home', exact: true })).toBeHidden();
    }
  });

  test(
    'choosing the current page only scrolls to the top (no navigation)',
    ONE_WIDTH,
    async ({ page }) => {
      await page.goto('/');
      await hydrated(page);
      await page.evaluate(() => window.scrollTo(0, 900));
      const fetched: string[] = [];
      page.on('request', (r) => fetched.push(r.url()));
      await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Kavach Genomics home' })
        .click();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      expect(await page.evaluate(() => (window as unknown as { marker: number }).marker)).toBe(42);
      // No page load and no client-side navigation (lazy images may still load).
      expect(fetched.filter((u) => !/\.(svg|png|webm)$/.test(u))).toEqual([]);
    },
  );
});

test('call-to-action banner and footer', ONE_WIDTH, async ({ page }) => {
  await page.goto('/about-us');
  const cta = page.getByRole('region', {
    name: 'Detect cancer early and take control of your health today!',
  });
  await expect(cta.getByRole('link', { name: /Book a Test/ })).toHaveAttribute(
    'href',
    'https://book.kavach.example',
  );
  await expect(cta.getByRole('link', { name: /Book a Test/ })).toHaveAttribute('target', '_blank');
  await expect(cta.getByRole('link', { name: 'Contact Us' })).toHaveAttribute(
    'href',
    '/contact-us',
  );
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText('Lower Parel');
  await expect(footer.getByRole('link', { name: 'info@kavach.example' })).toHaveAttribute(
    'href',
    'mailto:info@kavach.example',
  );
  await expect(footer.getByRole('link', { name: 'care@kavach.example' })).toBeVisible();
  // The site map: the navigation's pages plus News, Blog, Careers and Information Sessions,
  // which it lacks.
  const siteMap = footer.getByRole('navigation', { name: 'Site map' }).getByRole('link');
  await expect(siteMap).toHaveText([
    'Home',
    'Nutrigenomics',
    'News',
    'Blog',
    'Careers',
    'Information Sessions',
  ]);
  expect(await siteMap.evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual([
    '/',
    '/products/nutrigenomics',
    '/media',
    '/blog',
    '/about-us/careers',
    '/our-sessions',
  ]);
  await expect(footer).toContainText(`© ${new Date().getFullYear()} Kavach Genomics`);
  for (const name of ['Facebook', 'YouTube', 'Instagram', 'LinkedIn'])
    await expect(footer.getByRole('link', { name: new RegExp(name) })).toBeVisible();
  // The legal links and the newsletter's privacy notice both lead to the policy.
  const policy = footer.getByRole('link', { name: 'Privacy Policy' });
  await expect(policy).toHaveCount(2);
  for (const link of await policy.all())
    await expect(link).toHaveAttribute('href', '/privacy-policy');
  await expect(footer.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
    'href',
    '/terms',
  );
});

// Prerendered (/) and rendered per request (/contact-us): the page's text, styles and pictures
// load first, then its scripts (public-web/page-scripts.mjs), and the page becomes interactive.
for (const path of ['/', '/contact-us']) {
  test(`${path} loads its scripts after the page, then hydrates`, ONE_WIDTH, async ({ page }) => {
    await page.goto(path);
    await hydrated(page);
    const timing = await page.evaluate(() => {
      const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      const scripts = performance
        .getEntriesByType('resource')
        .filter((e) => /\/assets\/.+\.js$/.test(new URL(e.name).pathname));
      return {
        loadEvent: nav.loadEventStart,
        firstScript: Math.min(...scripts.map((s) => s.startTime)),
        scripts: scripts.length,
      };
    });
    expect(timing.scripts).toBeGreaterThan(1);
    expect(timing.firstScript).toBeGreaterThanOrEqual(timing.loadEvent);
  });
}

// Hydration adopts the page the server sent: an element it moved or replaced would make the
// browser lay the whole page out again, a long task on a slow phone.
for (const path of ['/', '/contact-us']) {
  test(`${path} hydrates without moving or replacing the server's elements`, async ({ page }) => {
    await page.addInitScript(() => {
      const moved: string[] = [];
      (window as unknown as { movedByHydration: string[] }).movedByHydration = moved;
      document.addEventListener('DOMContentLoaded', () => {
        const root = document.getElementById('root');
        if (!root) return;
        new MutationObserver((records) => {
          for (const record of records)
            for (const node of record.removedNodes)
              if (node instanceof Element) moved.push(node.outerHTML.slice(0, 80));
        }).observe(root, { childList: true, subtree: true });
      });
    });
    await page.goto(path);
    await hydrated(page);
    await expect(page.locator('#root > a.skip-link')).toHaveCount(1);
    expect(
      await page.evaluate(
        () => (window as unknown as { movedByHydration: string[] }).movedByHydration,
      ),
    ).toEqual([]);
  });
}
