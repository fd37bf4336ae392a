/**
 * Contact Us Details end to end: server
 * paging, search, date filters, export, details, chart.
 */
import fs from 'node:fs';
import type { Page } from '@playwright/test';
import {
  csvHeader,
  EN_IN_DATE_TIME,
  expect,
  istDay,
  istNoon,
  openAs,
  panelDateTime,
  test,
  withDb,
} from './helpers';

const LONG = 'I would like to know more about the early detection blood test and its price.';

async function seedContacts(count: number) {
  await withDb(async (db) => {
    await db.query('DELETE FROM contacts');
    for (let i = 1; i <= count; i++) {
      await db.query(
        `INSERT INTO contacts (name, email, phone, message, created_at) VALUES ($1, $2, $3, $4, $5)`,
        [
          `Person ${i}`,
          `person${i}@example.com`,
          i % 3 === 0 ? null : `98765432${String(i).padStart(2, '0')}`,
          i === 4 ? `Line one of ${LONG}\nLine two, "quoted".` : `${LONG} (#${i})`,
          istNoon(istDay(i)),
        ],
      );
    }
  });
}

const rows = (page: Page) => page.getByRole('region', { name: 'Contacts' }).locator('tbody tr');
const showing = (page: Page) => page.getByTestId('showing');

async function open(page: Page) {
  await openAs(page, 'admin', '/admin?tab=contacts');
  await expect(page.getByTestId('contacts-tab')).toBeVisible();
}

test.describe('with no contacts', () => {
  test.beforeEach(() => seedContacts(0));

  test("says 'No contacts found.' and disables the export", async ({ page }) => {
    await open(page);
    await expect(page.getByRole('heading', { name: 'Contact Us Submissions' })).toBeVisible();
    await expect(rows(page)).toHaveText(['No contacts found.']);
    await expect(showing(page)).toHaveText('Showing 0 of 0 contacts');
    await expect(page.getByRole('button', { name: 'Export to CSV' })).toBeDisabled();
  });
});

test.describe('with 23 contacts', () => {
  test.beforeEach(() => seedContacts(23));

  test('pages through the server 10 at a time, newest first', async ({ page }) => {
    await open(page);
    await expect(showing(page)).toHaveText('Showing 23 of 23 contacts');
    await expect(rows(page)).toHaveCount(10);
    await expect(rows(page).first()).toContainText('Person 1');
    await expect(page.getByTestId('pager-status')).toHaveText('1 of 3');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByTestId('pager-status')).toHaveText('2 of 3');
    await expect(rows(page).first()).toContainText('Person 11');
    await page.getByRole('button', { name: 'Last' }).click();
    await expect(page.getByTestId('pager-status')).toHaveText('3 of 3');
    await expect(rows(page)).toHaveCount(3);
    await page.getByRole('button', { name: 'First' }).click();
    await expect(page.getByTestId('pager-status')).toHaveText('1 of 3');
  });

  test('shows the columns, the 50-character preview, N/A phones and en-IN dates', async ({
    page,
  }) => {
    await open(page);
    await expect(page.getByRole('columnheader')).toHaveText([
      'ID',
      'Name',
      'Email',
      'Phone',
      'Message',
      'Date',
      'Actions',
    ]);
    const third = rows(page).nth(2);
    await expect(third.locator('td').nth(3)).toHaveText('N/A');
    await expect(third.locator('td').nth(4)).toHaveText(LONG.slice(0, 50) + '...');
    await expect(third.locator('td').nth(5)).toHaveText(EN_IN_DATE_TIME);
    await expect(third.locator('td').nth(5)).toHaveText(panelDateTime(istNoon(istDay(3)), 'en-IN'));
  });

  test('searches on the server, case-insensitively', async ({ page }) => {
    await open(page);
    await expect(
      page.getByPlaceholder('Search contacts by name, email, or message...'),
    ).toBeVisible();
    const [req] = await Promise.all([
      page.waitForRequest(
        (r) => r.url().includes('/api/admin/contacts?') && r.url().includes('search='),
      ),
      page.getByPlaceholder('Search contacts by name, email, or message...').fill('PERSON 2'),
    ]);
    expect(new URL(req.url()).searchParams.get('page')).toBe('1');
    await expect(showing(page)).toHaveText('Showing 5 of 23 contacts');
    await page
      .getByPlaceholder('Search contacts by name, email, or message...')
      .fill('no such person');
    await expect(rows(page)).toHaveText(['No contacts found matching your search.']);
    await expect(page.getByRole('button', { name: 'Export to CSV' })).toBeDisabled();
  });

  test('opens the Contact Details modal', async ({ page }) => {
    await open(page);
    await rows(page).nth(3).getByRole('button', { name: 'View' }).click();
    const dialog = page.getByRole('dialog', { name: 'Contact Details' });
    await expect(dialog).toContainText('Person 4');
    await expect(dialog).toContainText('person4@example.com');
    await expect(dialog).toContainText('Line two, "quoted".');
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await expect(dialog).toBeHidden();
  });

  test('filters by dates and exports exactly those rows', async ({ page }) => {
    await open(page);
    await page.getByRole('button', { name: 'Export Filters' }).click();
    const panel = page.getByTestId('export-filters');
    await expect(panel).toContainText(
      'Leave dates empty to export all data. Select start date only to export from that date onward.',
    );
    const from = istDay(10);
    const to = istDay(5);
    await panel.getByLabel('Start Date').fill(from);
    await panel.getByLabel('End Date').fill(to);
    await panel.getByRole('button', { name: 'Apply & Close' }).click();
    await expect(panel).toBeHidden();
    await expect(showing(page)).toHaveText('Showing 6 of 23 contacts');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export to CSV' }).click(),
    ]);
    const filename = `contact_submissions_${from}_to_${to}.csv`;
    expect(download.suggestedFilename()).toBe(filename);
    const csv = fs.readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '');
    expect(csvHeader(csv)).toEqual([
      'S.No',
      'ID',
      'Name',
      'Email',
      'Phone',
      'Message',
      'Date Submitted',
      'Source',
    ]);
    for (const n of [5, 6, 7, 8, 9, 10]) expect(csv).toContain(`person${n}@example.com`);
    expect(csv).not.toContain('person4@example.com');
    expect(csv).not.toContain('person11@example.com');
    const message = page.getByTestId('tab-message');
    await expect(message).toHaveText(`CSV file '${filename}' downloaded successfully! (6 records)`);
    await expect(message).toHaveAttribute('data-tone', 'success');
    await expect(message).toBeHidden({ timeout: 6000 });

    await page.getByRole('button', { name: 'Export Filters' }).click();
    await page.getByRole('button', { name: 'Clear Dates' }).click();
    await expect(showing(page)).toHaveText('Showing 23 of 23 contacts');
  });

  test("reports 'No data found for the selected date range.'", async ({ page }) => {
    await page.route('**/api/admin/contacts/export*', (route) =>
      route.fulfill({
        status: 404,
        contentType: 'application/json',
        body: JSON.stringify({
          statusCode: 404,
          error: 'Not Found',
          message: 'No data found for the selected date range.',
        }),
      }),
    );
    await open(page);
    await page.getByRole('button', { name: 'Export to CSV' }).click();
    await expect(page.getByTestId('tab-message')).toHaveText(
      'No data found for the selected date range.',
    );
  });

  test("Refresh says 'Refreshing...' while it reloads", async ({ page }) => {
    await open(page);
    await page.route('**/api/admin/contacts?*', async (route) => {
      await new Promise((r) => setTimeout(r, 1500));
      await route.continue();
    });
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(page.getByRole('button', { name: 'Refreshing...' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Refresh' })).toBeVisible();
  });

  test('draws the submissions per day above the table', async ({ page }) => {
    await open(page);
    const chart = page.getByTestId('submissions-chart');
    await expect(chart).toContainText('Contact submissions per day (last 30 days)');
    await expect(chart).toContainText('23 in total');
    await expect(chart.locator('rect')).toHaveCount(30);
  });
});
