/**
 * Subscribe Details, Jobs Manager and Career Applications at 1280 px and on
 * a 390 px phone: no sideways scrolling of the page, tables
 * collapse into cards, modals fit; a screenshot of each screen is kept in
 * test-results/admin-screens/ for a person to look at.
 */
import path from 'node:path';
import type { Page } from '@playwright/test';
import { REPO_ROOT } from './env';
import { expect, istDay, istNoon, openAs, settled, test, withDb } from './helpers';

const SHOTS = path.join(REPO_ROOT, 'test-results', 'admin-screens');

test.beforeAll(async () => {
  await withDb(async (db) => {
    await db.query('DELETE FROM jobs');
    await db.query('DELETE FROM subscribers');
    await db.query('DELETE FROM applications');
    const statuses = ['active', 'inactive', 'draft', 'closed'];
    for (let i = 1; i <= 12; i++) {
      await db.query(
        `INSERT INTO jobs (title, company, department, location, type, mode, description, requirements, responsibilities, salary_range, status, posted_date, application_deadline)
         VALUES ($1, 'Kavach Genomics', 'Research', 'Navi Mumbai, Maharashtra', 'Full-Time', 'On-site', $2, '', '', '₹6,00,000 – ₹9,00,000 per annum', $3, $4, $5)`,
        [
          i === 1
            ? 'Senior Bioinformatics Scientist (Cancer Genomics, Liquid Biopsy)'
            : `Research Associate ${i}`,
          'Run and improve the sequencing pipelines behind our early cancer detection blood tests, working with clinicians and data scientists on assay validation and reporting.',
          statuses[i % 4],
          istDay(i),
          i % 3 ? istDay(-20) : null,
        ],
      );
    }
    for (let i = 1; i <= 12; i++)
      await db.query(
        `INSERT INTO subscribers (email, status, created_at) VALUES ($1, 'confirmed', $2)`,
        [
          i === 1
            ? 'a.very.long.subscriber.address.for.testing@example-hospital-group.co.in'
            : `reader${i}@example.com`,
          istNoon(istDay(i)),
        ],
      );
    for (let i = 1; i <= 12; i++)
      await db.query(
        `INSERT INTO applications (first_name, last_name, email, phone_number, job_position, experience, notice_period, salary_expectation, reason_for_leaving_prev_job, source, created_at)
         VALUES ($1, $2, $3, '9876543210', $4, '3y+', 'immediate', '12 LPA', 'Relocating to Mumbai', 'careers_page', $5)`,
        [
          `Priya`,
          `Venkataraman ${i}`,
          `priya.venkataraman${i}@example.com`,
          i % 2 ? 'Jr. Digital Marketing (SEO Expert)' : 'App Developer',
          istNoon(istDay(i)),
        ],
      );
  });
});

const TABS = [
  {
    key: 'subscribers',
    table: 'Subscribers',
    ready: (page: Page) =>
      page.getByRole('region', { name: 'Subscribers' }).locator('tbody tr').nth(9),
  },
  { key: 'jobs', table: null, ready: (page: Page) => page.getByTestId('job-card').nth(9) },
  {
    key: 'career-applications',
    table: 'Career applications',
    ready: (page: Page) =>
      page.getByRole('region', { name: 'Career applications' }).locator('tbody tr').nth(9),
  },
];

/** The page itself never scrolls sideways (a wide table scrolls inside its own box, or becomes cards). */
async function expectNoSidewaysScroll(page: Page) {
  const { scroll, width, wide } = await page.evaluate(() => {
    const w = window.innerWidth;
    const wide = [...document.querySelectorAll('body *')]
      .filter((el) => el.getBoundingClientRect().right > w + 0.5)
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}`);
    return { scroll: document.documentElement.scrollWidth, width: w, wide };
  });
  expect(scroll, `page width (wider: ${wide.join(', ')})`).toBeLessThanOrEqual(width);
}

for (const width of [1280, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width > 600 ? 900 : 844 } });

    for (const tab of TABS) {
      test(`${tab.key} fits the screen`, async ({ page }) => {
        await openAs(page, 'admin', `/admin?tab=${tab.key}`);
        await expect(page.getByTestId(`${tab.key}-tab`)).toBeVisible();
        await expect(tab.ready(page)).toBeVisible();
        await settled(page);
        await page.screenshot({
          path: path.join(SHOTS, `${tab.key}-${width}.png`),
          fullPage: true,
        });
        await expectNoSidewaysScroll(page);
        if (width < 600 && tab.table) {
          // The table becomes cards: the header row is hidden, each cell labelled.
          const region = page.getByRole('region', { name: tab.table });
          await expect(region.locator('thead')).not.toBeInViewport();
          const box = await region.locator('tbody tr').first().boundingBox();
          expect(box!.width).toBeLessThanOrEqual(width);
        }
      });
    }

    test('the job modal and the application details fit', async ({ page }) => {
      await openAs(page, 'admin', '/admin?tab=jobs');
      await page.getByTestId('job-card').first().getByRole('button', { name: 'Edit' }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit Job Posting' });
      await expect(dialog.getByRole('button', { name: 'Update Job' })).toBeVisible();
      const box = (await dialog.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(width);
      await expectNoSidewaysScroll(page);
      await page.screenshot({ path: path.join(SHOTS, `jobs-modal-${width}.png`) });
      await dialog.getByRole('button', { name: 'Cancel' }).click();

      await page.getByRole('tab', { name: 'Career Applications' }).click();
      await page
        .getByRole('button', { name: 'View application of Priya Venkataraman 1', exact: true })
        .click();
      const details = page.getByRole('dialog', { name: 'Application Details' });
      await expect(details.getByRole('link', { name: 'Send Email' })).toBeVisible();
      const d = (await details.boundingBox())!;
      expect(d.x + d.width).toBeLessThanOrEqual(width);
      await page.screenshot({ path: path.join(SHOTS, `applications-modal-${width}.png`) });
    });
  });
}
