/**
 * The FAQ accordions (/resources, /faqs, /faqs/hrc, /faqs/aob) and the leadership portraits with
 * the API's items (moved from tests/e2e/public/, which runs without an API): how they open and
 * close, the AoB placeholders, the FAQPage JSON-LD, the board's first row.
 */
import { expect, HTTP_ONLY, hydrated, ONE_WIDTH, test } from './helpers';

test.describe('resources', () => {
  const accordion = (page: import('@playwright/test').Page, heading: string) =>
    page.getByRole('heading', { name: heading, level: 2 }).locator('xpath=..');

  test(
    'HrC accordion: one open at a time, View More +5 up to 30, then View Less back to 5',
    ONE_WIDTH,
    async ({ page }) => {
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
    },
  );

  test(
    'B3 accordion, on the Marathi page: View More capped at 18; View Less back to 5 and closes the open item',
    ONE_WIDTH,
    async ({ page }) => {
      await page.goto('/mr/resources');
      await hydrated(page);
      // The page is Marathi around the FAQs, which are English until translated, and say so once.
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'माहिती, संशोधन आणि उत्तरांचे एक सर्वसमावेशक केंद्र',
      );
      await expect(page.getByRole('main').getByRole('note')).toHaveCount(1);
      const b3 = accordion(page, 'B3 चाचणी: वारंवार विचारले जाणारे प्रश्न');
      const questions = b3.locator('button[aria-expanded]');
      for (const n of [10, 15, 18]) {
        await b3.getByRole('button', { name: 'आणखी पाहा' }).click();
        await expect(questions).toHaveCount(n);
      }
      await questions.nth(2).click();
      await b3.getByRole('button', { name: 'कमी पाहा' }).click();
      await expect(questions).toHaveCount(5);
      await expect(b3.locator('button[aria-expanded="true"]')).toHaveCount(0);
    },
  );
});

test.describe('FAQ pages', () => {
  test(
    '/faqs: HrC by default, several open at once, all closed on tab change, AoB placeholders',
    ONE_WIDTH,
    async ({ page }) => {
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
    },
  );

  test(
    '/faqs/hrc ↔ /faqs/aob; choosing the current one reloads the page',
    ONE_WIDTH,
    async ({ page }) => {
      await page.goto('/faqs/hrc');
      await hydrated(page);
      const topics = page.getByRole('navigation', { name: 'FAQ topics' });
      await topics.getByRole('link', { name: 'AoB' }).click();
      await expect(page).toHaveURL(/\/faqs\/aob$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('AoB Test FAQs');
      // A new page: its accordion answers once the page has started its scripts.
      await hydrated(page);
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
    },
  );
});

test(
  '/faqs/aob keeps the AoB answers out of JSON-LD; /faqs/hrc lists answered HrC questions',
  HTTP_ONLY,
  async ({ request }) => {
    for (const [path, count] of [
      ['/faqs/hrc', 30],
      ['/faqs', 30],
    ] as const) {
      const html = await (await request.get(path)).text();
      const ld = JSON.parse(
        html.match(
          /<script type="application\/ld\+json">(\{"@context":"https:\/\/schema.org","@type":"FAQPage"[\s\S]*?)<\/script>/,
        )![1],
      );
      expect(ld.mainEntity.length, path).toBe(count);
      expect(JSON.stringify(ld)).not.toContain('Answer for:');
    }
    expect(await (await request.get('/faqs/aob')).text()).not.toContain('"@type":"FAQPage"');
  },
);

test(
  "an answer is the API's HTML: paragraphs and a list, as the bundle showed them",
  ONE_WIDTH,
  async ({ page }) => {
    await page.goto('/faqs/hrc');
    await hydrated(page);
    await page.getByRole('button', { name: /^Who should not take the HrC test\?/ }).click();
    const answer = page.getByRole('region', { name: /^Who should not take the HrC test\?/ });
    await expect(answer.locator('p').first()).toHaveText(
      'Please do not take the HrC test if any of these apply to you:',
    );
    await expect(answer.locator('ul > li')).toHaveCount(6);
    await expect(answer.locator('ul > li').first()).toHaveText(
      'You are currently being treated for, or have, active cancer',
    );
  },
);

test.describe('leadership', () => {
  test(
    'management modal: opens on a portrait, focus trapped, Esc closes and focus returns',
    ONE_WIDTH,
    async ({ page }) => {
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
    },
  );

  test(
    'keyboard only: Enter opens an advisor, the close button closes',
    ONE_WIDTH,
    async ({ page }) => {
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
    },
  );

  test('board: first row of 4, the rest in a second row', ONE_WIDTH, async ({ page }) => {
    await page.goto('/about-us/leadership');
    const rows = page.getByRole('region', { name: 'Board of Directors' }).getByTestId('board-row');
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0).getByRole('listitem')).toHaveCount(4);
  });
});
