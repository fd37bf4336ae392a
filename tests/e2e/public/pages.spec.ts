// Interactions of the main pages: home hero, step carousels, resources
// accordions, FAQ pages, leadership modals, investors; the blog and news
// blocks of /resources and /media with no API (the suite runs without one).
import { expect, hydrated, pausedClock, test } from './fixtures';

test.describe('home', () => {
  test('hero: Nutrigenomics slide, Explore More in a new tab, overlay follows the mouse, 5000 ms interval', async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto('/');
    await hydrated(page);
    const hero = page.getByTestId('hero');
    await expect(hero.getByRole('heading', { level: 1 })).toHaveText('Nutrigenomics');
    const explore = hero.getByRole('link', { name: /Explore More/ });
    await expect(explore).toHaveAttribute('href', 'https://nutrigenomics.kavach.example');
    await expect(explore).toHaveAttribute('target', '_blank');
    const box = (await hero.boundingBox())!;
    await page.mouse.move(box.x + box.width * 0.25, box.y + box.height * 0.3);
    // The overlay's clear spot (CSS variables --mx/--my, in %) sits under the pointer.
    const spot = () =>
      hero.evaluate((el) => ['--mx', '--my'].map((v) => parseFloat(el.style.getPropertyValue(v))));
    await expect
      .poll(async () => (await spot()).map((n) => Math.round(n / 5) * 5))
      .toEqual([25, 30]);
    await page.mouse.move(box.x + box.width * 0.75, box.y + box.height * 0.5);
    await expect
      .poll(async () => (await spot()).map((n) => Math.round(n / 5) * 5))
      .toEqual([75, 50]);
    await page.mouse.move(0, 0);
    await page.clock.runFor(5000);
    await expect(hero.getByRole('group', { name: '1 of 1' })).toBeVisible();
  });

  test('programme cards: headings, order and Read More links', async ({ page }) => {
    await page.goto('/');
    const cancer = page.getByRole('region', { name: 'Explore Our Cancer Support Programs' });
    const diabetes = page.getByRole('region', { name: 'Explore Our Diabetes Support Programs' });
    const expectCards = async (region: typeof cancer, cards: [string, string, string][]) => {
      const items = region.getByRole('listitem');
      await expect(items).toHaveCount(3);
      for (const [i, [category, title, href]] of cards.entries()) {
        await expect(items.nth(i)).toContainText(category);
        await expect(items.nth(i).getByRole('heading', { level: 3 })).toHaveText(title);
        await expect(items.nth(i).getByRole('link', { name: /Read more/i })).toHaveAttribute(
          'href',
          href,
        );
      }
    };
    await expectCards(cancer, [
      ['Screening', 'Screening for Healthy Individuals', '/screening-subject'],
      ['Survivorship', 'Cancer Survivor', '/cancer-survivor'],
      ['Patient Care', 'Cancer Patient', '/cancer-patient'],
    ]);
    await expectCards(diabetes, [
      ['Diabetes', 'Type 1 Diabetes', '/diabetes-type1'],
      ['Diabetes', 'Type 2 Diabetes', '/diabetes-type2'],
      ['Diabetes', 'Comorbidity Management', '/diabetes-comorbidities'],
    ]);
  });
});

test.describe('what we offer', () => {
  test('HrC steps auto-advance every 5000 ms and wrap; B3 steps do not move; clicking sets the direction', async ({
    page,
  }) => {
    await pausedClock(page);
    await page.goto('/whatweoffer');
    await hydrated(page);
    const hrc = page.getByRole('tablist', { name: 'HrC test steps' });
    const b3 = page.getByRole('tablist', { name: 'B3 test steps' });
    const selected = (list: typeof hrc) => list.getByRole('tab', { selected: true });
    await expect(selected(hrc)).toContainText('Book and pay online');
    await page.clock.runFor(4999);
    await expect(selected(hrc)).toContainText('Book and pay online');
    await page.clock.runFor(1);
    await expect(selected(hrc)).toContainText('Give a blood sample');
    await page.clock.runFor(5000);
    await page.clock.runFor(5000);
    await expect(selected(hrc)).toContainText('Receive your report');
    await page.clock.runFor(5000);
    await expect(selected(hrc)).toContainText('Book and pay online');
    await expect(selected(b3)).toContainText('16 ml blood sample');

    await b3.getByRole('tab', { name: /Pathway analysis/ }).click();
    const b3Panel = page.getByRole('tabpanel', { name: /Pathway analysis/ });
    await expect(b3Panel).toHaveAttribute('data-direction', 'forward');
    await b3.getByRole('tab', { name: /Sequencing/ }).click();
    await expect(page.getByRole('tabpanel', { name: /Sequencing/ })).toHaveAttribute(
      'data-direction',
      'backward',
    );
    await page.mouse.move(0, 0);
    await page.clock.runFor(20_000);
    await expect(selected(b3)).toContainText('Sequencing');
  });

  test('score timeline, banners and the video section', async ({ page }) => {
    await page.goto('/whatweoffer');
    for (const band of ['Under 2', '2 to 6', '6 to 10', 'Above 10'])
      await expect(page.getByText(band, { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: /Take an HrC test/ })).toHaveAttribute(
      'href',
      'https://hrc.kavach.example',
    );
    await expect(page.getByRole('link', { name: 'Take an AoB test' })).toHaveAttribute(
      'href',
      '/contact-us',
    );
    await expect(page.getByRole('heading', { name: 'Why Choose the HrC Test?' })).toBeVisible();
  });

  test.describe('reduced motion', () => {
    test.use({ reducedMotion: 'reduce' });
    test('the background video never loads; the poster stays', async ({ page }) => {
      await page.goto('/whatweoffer');
      await hydrated(page);
      await page
        .getByRole('heading', { name: 'Why Choose the HrC Test?' })
        .scrollIntoViewIfNeeded();
      await page.waitForTimeout(500);
      await expect(page.getByTestId('bg-video')).toHaveCount(0);
    });
  });

  test('with motion the background video loads when the section is near', async ({ page }) => {
    await page.goto('/whatweoffer');
    await hydrated(page);
    await expect(page.getByTestId('bg-video')).toHaveCount(0);
    await page.getByRole('heading', { name: 'Why Choose the HrC Test?' }).scrollIntoViewIfNeeded();
    // The property the browser plays by (the attribute's value does not matter).
    await expect(page.getByTestId('bg-video')).toHaveJSProperty('autoplay', true);
  });
});

test.describe('resources', () => {
  const accordion = (page: import('@playwright/test').Page, heading: string) =>
    page.getByRole('heading', { name: heading, level: 2 }).locator('xpath=..');

  test('HrC accordion: one open at a time, View More +5 up to 30, then View Less back to 5', async ({
    page,
  }) => {
    await page.goto('/resources');
    await hydrated(page);
    const hrc = accordion(page, 'HrC Test FAQs');
    const questions = hrc.locator('button[aria-expanded]');
    await expect(questions).toHaveCount(5);
    await questions.nth(0).click();
    await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'true');
    await expect(questions.nth(0)).toContainText('×');
    await questions.nth(1).click();
    await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'false');
    await expect(questions.nth(0)).toContainText('+');
    await questions.nth(1).click();
    await expect(hrc.locator('button[aria-expanded="true"]')).toHaveCount(0);
    for (const n of [10, 15, 20, 25, 30]) {
      await hrc.getByRole('button', { name: 'View More' }).click();
      await expect(questions).toHaveCount(n);
    }
    await hrc.getByRole('button', { name: 'View Less' }).click();
    await expect(questions).toHaveCount(5);
  });

  test('B3 accordion: View More capped at 18; View Less back to 5 and closes the open item', async ({
    page,
  }) => {
    await page.goto('/resources');
    await hydrated(page);
    const b3 = accordion(page, 'B3 Test FAQs');
    const questions = b3.locator('button[aria-expanded]');
    for (const n of [10, 15, 18]) {
      await b3.getByRole('button', { name: 'View More' }).click();
      await expect(questions).toHaveCount(n);
    }
    await questions.nth(2).click();
    await b3.getByRole('button', { name: 'View Less' }).click();
    await expect(questions).toHaveCount(5);
    await expect(b3.locator('button[aria-expanded="true"]')).toHaveCount(0);
  });
});

test.describe('FAQ pages', () => {
  test('/faqs: HrC by default, several open at once, all closed on tab change, AoB placeholders', async ({
    page,
  }) => {
    await page.goto('/faqs');
    await hydrated(page);
    await expect(page.getByRole('tab', { name: 'HrC' })).toHaveAttribute('aria-selected', 'true');
    const panel = page.getByRole('tabpanel');
    const q = panel.locator('button[aria-expanded]');
    await expect(q).toHaveCount(30);
    await q.nth(0).click();
    await q.nth(3).click();
    await expect(panel.locator('button[aria-expanded="true"]')).toHaveCount(2);
    await page.getByRole('tab', { name: 'AoB' }).click();
    await expect(q).toHaveCount(5);
    await expect(panel.locator('button[aria-expanded="true"]')).toHaveCount(0);
    await q.nth(0).click();
    await expect(panel.getByText('Answer for: What is the AoB test?')).toBeVisible();
    await page.getByRole('tab', { name: 'HrC' }).click();
    await expect(panel.locator('button[aria-expanded="true"]')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Take an AoB Test →' })).toHaveAttribute(
      'href',
      '/contact-us',
    );
    await expect(page.getByRole('link', { name: /Take an HrC Test →/ })).toHaveAttribute(
      'href',
      'https://hrc.kavach.example',
    );
  });

  test('/faqs/hrc ↔ /faqs/aob; choosing the current one reloads the page', async ({ page }) => {
    await page.goto('/faqs/hrc');
    await hydrated(page);
    const topics = page.getByRole('navigation', { name: 'FAQ topics' });
    await topics.getByRole('link', { name: 'AoB' }).click();
    await expect(page).toHaveURL(/\/faqs\/aob$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('AoB Test FAQs');
    await page.locator('main button[aria-expanded]').first().click();
    await expect(page.getByText('Answer for: What is the AoB test?')).toBeVisible();
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await Promise.all([
      page.waitForEvent('load'),
      topics.getByRole('link', { name: 'AoB' }).click(),
    ]);
    expect(
      await page.evaluate(() => (window as unknown as { marker?: number }).marker),
    ).toBeUndefined();
    await expect(page.locator('main button[aria-expanded="true"]')).toHaveCount(0);
  });
});

// The blog and news blocks are the API's: with no API, /resources and /media show their other
// blocks and say that one is unavailable (503); public-with-api/blog-news.spec.ts has their cards.
for (const [path, heading, message] of [
  ['/resources', 'Recent Blogs', 'The blog posts are unavailable for a moment.'],
  ['/media', 'Latest News & Announcements', 'The news is unavailable for a moment.'],
] as const) {
  test(`${path} with no API: 503, the ${heading} block says it is unavailable for a moment, no cards`, async ({
    page,
  }) => {
    const res = await page.goto(path);
    expect(res?.status()).toBe(503);
    const block = page.getByRole('region', { name: heading });
    await expect(block.getByRole('status')).toContainText(message);
    await expect(block.getByRole('article')).toHaveCount(0);
  });
}

for (const [path, heading, message] of [
  ['/blog', 'Blogs', 'The blog posts are unavailable for a moment.'],
  ['/blog/0', 'Blogs', 'The blog posts are unavailable for a moment.'],
  ['/news/0', 'News', 'The news is unavailable for a moment.'],
] as const) {
  test(`${path} with no API: 503 'unavailable for a moment' under the page heading, never an empty list`, async ({
    page,
  }) => {
    const res = await page.goto(path);
    expect(res?.status()).toBe(503);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page.locator('main').getByRole('status')).toContainText(message);
    await expect(page.locator('main article')).toHaveCount(0);
  });
}

test.describe('leadership', () => {
  test('management modal: opens on a portrait, focus trapped, Esc closes and focus returns', async ({
    page,
  }) => {
    await page.goto('/about-us/leadership');
    await hydrated(page);
    const portrait = page.getByRole('button', { name: /Dr\. Meera Deshpande/ });
    await portrait.click();
    const dialog = page.getByRole('dialog', { name: 'Dr. Meera Deshpande' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Managing Director & Chief Executive Officer');
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Shift+Tab');
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(portrait).toBeFocused();
  });

  test('keyboard only: Enter opens an advisor, the close button closes', async ({ page }) => {
    await page.goto('/about-us/leadership');
    await hydrated(page);
    const advisors = page.getByRole('region', { name: 'Key Advisors & Investors:' });
    await expect(advisors.getByRole('button')).toHaveCount(7);
    await advisors.getByRole('button').first().focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Enter'); // the focused close button
    await expect(dialog).toBeHidden();
  });

  test('board: first row of 4, the rest in a second row', async ({ page }) => {
    await page.goto('/about-us/leadership');
    const rows = page.getByRole('region', { name: 'Board of Directors' }).getByTestId('board-row');
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0).getByRole('listitem')).toHaveCount(4);
  });
});

test('investors: key partners in 7 rows of 3, the last row holds one partner and two empty slots', async ({
  page,
}) => {
  await page.goto('/about-us/our-investors');
  const rows = page.getByTestId('partner-row');
  await expect(rows).toHaveCount(7);
  for (let i = 0; i < 6; i++) await expect(rows.nth(i).getByRole('img')).toHaveCount(3);
  await expect(rows.nth(6).getByRole('img')).toHaveCount(1);
  await expect(rows.nth(6).getByTestId('partner-empty')).toHaveCount(2);
  await expect(rows.nth(6).getByTestId('partner-empty').first()).toBeEmpty();
});

test('/about-us and /abou-us are the same overview with links to the company, leadership, investors, licensors and careers', async ({
  page,
}) => {
  for (const path of ['/about-us', '/abou-us']) {
    await page.goto(path);
    for (const href of [
      '/about-us/the-company',
      '/about-us/leadership',
      '/about-us/our-investors',
      '/about-us/our-licensors',
      '/about-us/careers',
    ]) {
      await expect(page.locator(`main a[href="${href}"]`)).toHaveCount(1);
    }
  }
});
