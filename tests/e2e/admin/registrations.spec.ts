/**
 * Registration Details end to end: paging,
 * search, Hide Filters / Clear Filters, export and its message, Send Email, load failures, and
 * attendance (Registered, Attended, No-show, Cancelled) set beside the status.
 */
import fs from 'node:fs';
import type { Page } from '@playwright/test';
import {
  clearsAfter,
  csvHeader,
  dayLabel,
  expect,
  fillDay,
  istDay,
  istNoon,
  openAs,
  test,
  withDb,
} from './helpers';
import { expectBadgeAgreesWithList } from './inbox-agreement';

async function seedRegistrations(count: number) {
  await withDb(async (db) => {
    await db.query('DELETE FROM registrations');
    for (let i = 1; i <= count; i++) {
      await db.query(
        `INSERT INTO registrations (name, email, phone, organization, message, session_name, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [
          `Registrant ${i}`,
          `reg${i}@example.com`,
          '9876500000',
          i % 2 ? 'Acme Hospital' : null,
          `Looking forward to it, "see you" (#${i})`,
          'HrC Test: Information Session',
          istNoon(istDay(i * 2)),
        ],
      );
    }
  });
}

const rows = (page: Page) =>
  page.getByRole('region', { name: 'Registrations' }).locator('tbody tr');
const showing = (page: Page) => page.getByTestId('showing');
const search = (page: Page) =>
  page.getByPlaceholder('Search registrations by name, email, or message...');

const agree = (page: Page) => expectBadgeAgreesWithList(page, 'registrations');

async function open(page: Page) {
  await openAs(page, 'admin', '/admin?tab=registrations');
  await expect(page.getByTestId('registrations-tab')).toBeVisible();
}

test("an empty table says 'No registrations yet.' in the neutral style (not a success) for 3 s", async ({
  page,
}) => {
  await seedRegistrations(0);
  await page.clock.install();
  await open(page);
  const message = page.getByTestId('tab-message');
  await expect(message).toHaveText('No registrations yet.');
  await expect(message).toHaveAttribute('data-tone', 'info');
  await clearsAfter(page, message, 3000);
  await expect(page.getByTestId('export-csv')).toHaveText('Export 0 registrations');
  await expect(page.getByTestId('export-csv')).toBeDisabled();
  await agree(page);
});

test.describe('with 14 registrations', () => {
  test.beforeEach(() => seedRegistrations(14));

  test('lists, pages and searches on the server', async ({ page }) => {
    await open(page);
    await expect(page.getByRole('heading', { name: 'Session Registration Details' })).toBeVisible();
    await expect(showing(page)).toHaveText('Showing 14 of 14 registrations');
    await expect(rows(page)).toHaveCount(10);
    await agree(page);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(rows(page)).toHaveCount(4);
    await agree(page);
    await search(page).fill('registrant 1');
    // Registrant 1, 10–14.
    await expect(showing(page)).toHaveText('Showing 6 of 14 registrations');
    await expect(page.getByTestId('pager-status')).toHaveCount(0);
    await agree(page);
  });

  test('Export Filters toggles to Hide Filters; Clear Filters resets search and dates', async ({
    page,
  }) => {
    await open(page);
    await page.getByRole('button', { name: 'Export Filters' }).click();
    await expect(page.getByRole('button', { name: 'Hide Filters' })).toBeVisible();
    await fillDay(page.getByLabel('Start Date'), istDay(10));
    await page.getByRole('button', { name: 'Apply & Close' }).click();
    await expect(page.getByRole('button', { name: 'Export Filters' })).toBeVisible();
    // Days 2, 4, 6, 8 and 10 ago.
    await expect(showing(page)).toHaveText('Showing 5 of 14 registrations');
    await search(page).fill('Registrant 4');
    await expect(showing(page)).toHaveText('Showing 1 of 14 registrations');
    const chips = page.getByTestId('active-filters');
    await expect(chips).toContainText('Search: "Registrant 4"');
    await expect(chips).toContainText(`From: ${dayLabel(istDay(10))}`);
    await chips.getByRole('button', { name: 'Clear Filters' }).click();
    await expect(search(page)).toHaveValue('');
    await expect(showing(page)).toHaveText('Showing 14 of 14 registrations');
  });

  test('exports the filtered records with its file name and success message', async ({ page }) => {
    await page.clock.install();
    await open(page);
    await page.getByRole('button', { name: 'Export Filters' }).click();
    const from = istDay(6);
    await fillDay(page.getByLabel('Start Date'), from);
    await page.getByRole('button', { name: 'Apply & Close' }).click();
    await expect(showing(page)).toHaveText('Showing 3 of 14 registrations');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: `Export 3 registrations from ${dayLabel(from)}` }).click(),
    ]);
    const filename = `registration_details_${istDay(0)}_filtered_${from}_to_end.csv`;
    await expect(page.getByTestId('tab-message')).toHaveText(
      `CSV file '${filename}' downloaded successfully! (3 records from ${dayLabel(from)})`,
    );
    await clearsAfter(page, page.getByTestId('tab-message'), 3000);
    expect(download.suggestedFilename()).toBe(filename);
    const csv = fs.readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '');
    expect(csvHeader(csv)).toEqual([
      'S.No',
      'ID',
      'Name',
      'Email',
      'Phone',
      'Organization',
      'Session Name',
      'Message/Comments',
      'Attendance',
      'Date Registered',
      'Source',
      'Status',
    ]);
    expect(csv).toContain('"Looking forward to it, ""see you"" (#1)"');
    expect(csv).not.toContain('reg4@example.com');
  });

  test('opens the Registration Details modal with Send Email', async ({ page }) => {
    await open(page);
    await rows(page).first().getByRole('button', { name: 'View' }).click();
    const dialog = page.getByRole('dialog', { name: 'Registration Details' });
    await expect(dialog).toContainText('Registrant 1');
    await expect(dialog).toContainText('Acme Hospital');
    await expect(dialog).toContainText('HrC Test: Information Session');
    await expect(dialog.getByRole('link', { name: 'Send Email' })).toHaveAttribute(
      'href',
      /^mailto:reg1@example\.com\?subject=/,
    );
    // Opened, so Read: one New fewer on the badge and in the list at once.
    await expect(page.getByTestId('tab-new-registrations')).toHaveText('13');
    await agree(page);
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await expect(dialog).toBeHidden();
    await agree(page);
  });

  test('attendance is set beside the status, in the list and the details, and kept', async ({
    page,
  }) => {
    await open(page);
    const first = rows(page).first();
    const attendance = first.getByRole('combobox', { name: 'Attendance of Registrant 1' });
    await expect(attendance).toHaveValue('registered');
    const status = first.getByRole('combobox', { name: 'Status of Registrant 1' });
    const before = await status.inputValue();
    await attendance.selectOption({ label: 'Attended' });
    await expect(page.getByTestId('tab-message')).toHaveText('Registrant 1: marked as Attended.');
    await page.screenshot({ path: '/tmp/sessions/admin-registrations-1280.png' });
    // The inbox status is its own: unchanged.
    await expect(status).toHaveValue(before);
    await agree(page);
    await first.getByRole('button', { name: 'View' }).click();
    const dialog = page.getByRole('dialog', { name: 'Registration Details' });
    const inDetails = dialog.getByRole('combobox', { name: 'Attendance of Registrant 1' });
    await expect(inDetails).toHaveValue('attended');
    await inDetails.selectOption({ label: 'No-show' });
    await expect(page.getByTestId('tab-message')).toHaveText('Registrant 1: marked as No-show.');
    const stored = await withDb((db) =>
      db.query(`SELECT attendance FROM registrations WHERE email = 'reg1@example.com'`),
    );
    expect(stored.rows).toEqual([{ attendance: 'no_show' }]);
    // After a reload the list shows what was stored.
    await page.reload();
    await expect(
      rows(page).first().getByRole('combobox', { name: 'Attendance of Registrant 1' }),
    ).toHaveValue('no_show');
    await agree(page);
  });

  test('a failed load is reported in red, in a sentence, then the status', async ({ page }) => {
    await page.route('**/api/admin/registrations?*', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"statusCode":500,"error":"Internal Server Error","message":"Internal server error"}',
      }),
    );
    await open(page);
    await expect(
      page.getByRole('alert').filter({ hasText: 'Error loading registrations' }),
    ).toContainText(
      'Error loading registrations: Something went wrong on the server. Please try again in a moment. (HTTP error! status: 500)',
    );
  });

  test("a proxy's 503: the failure instead of the table, never with 'No registrations found'", async ({
    page,
  }) => {
    let fail = true;
    await page.route('**/api/admin/registrations?*', (route) =>
      fail
        ? route.fulfill({ status: 503, contentType: 'text/html', body: '<h1>503</h1>' })
        : route.fallback(),
    );
    await open(page);
    const failure = page.getByRole('alert').filter({ hasText: 'Error loading registrations' });
    await expect(failure).toContainText(
      'Error loading registrations: The server is not available right now. Please try again in a moment. (HTTP error! status: 503)',
    );
    await expect(page.getByText(/No registrations found/)).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Registrations' })).toHaveCount(0);
    await expect(page.getByText(/Showing \d+ of/)).toHaveCount(0);
    fail = false;
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(showing(page)).toHaveText('Showing 14 of 14 registrations');
    await expect(failure).toHaveCount(0);
    await agree(page);
  });

  test('draws the registrations per day above the table', async ({ page }) => {
    await open(page);
    await expect(page.getByTestId('submissions-chart')).toContainText('14 in total');
  });
});
