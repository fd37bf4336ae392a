/**
 * Contact Us Details end to end: server
 * paging, search, date filters, export (exactly the rows shown), the active filters, one state
 * at a time (loading, failure, empty), details, chart.
 */
import fs from 'node:fs';
import type { Page } from '@playwright/test';
import {
  clearsAfter,
  csvHeader,
  csvRecords,
  dayLabel,
  expect,
  fillDay,
  istDay,
  istNoon,
  openAs,
  PANEL_DATE_TIME,
  panelDateTime,
  shot,
  test,
  withDb,
} from './helpers';
import { expectBadgeAgreesWithList } from './inbox-agreement';

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
const exportButton = (page: Page) => page.getByTestId('export-csv');
const search = (page: Page) =>
  page.getByPlaceholder('Search contacts by name, email, or message...');
const message = (page: Page) => page.getByTestId('tab-message');
const agree = (page: Page) => expectBadgeAgreesWithList(page, 'contacts');

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
    await expect(exportButton(page)).toHaveText('Export 0 contacts');
    await expect(exportButton(page)).toBeDisabled();
    await agree(page);
  });
});

test.describe('with 23 contacts', () => {
  test.beforeEach(() => seedContacts(23));

  test('a status filter that hides every contact says so, and the export of none is disabled', async ({
    page,
  }) => {
    await open(page);
    await page.getByRole('combobox', { name: 'Filter by status' }).selectOption('closed');
    // The empty text names the filter that hides the 23 (not a bare "No contacts found.").
    await expect(rows(page)).toHaveText(['No contacts found with Status: Closed.']);
    await expect(exportButton(page)).toBeDisabled();
    await agree(page);
    await expect(page.getByTestId('tab-message')).toHaveCount(0); // nothing announced as a success
    await shot(page, 'contacts-filtered-to-nothing');
  });

  test('pages through the server 10 at a time, newest first', async ({ page }) => {
    await open(page);
    await expect(showing(page)).toHaveText('Showing 23 of 23 contacts');
    await expect(rows(page)).toHaveCount(10);
    await expect(rows(page).first()).toContainText('Person 1');
    await expect(page.getByTestId('pager-status')).toHaveText('1 of 3');
    await agree(page);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByTestId('pager-status')).toHaveText('2 of 3');
    await expect(rows(page).first()).toContainText('Person 11');
    await agree(page);
    await page.getByRole('button', { name: 'Last' }).click();
    await expect(page.getByTestId('pager-status')).toHaveText('3 of 3');
    await expect(rows(page)).toHaveCount(3);
    await page.getByRole('button', { name: 'First' }).click();
    await expect(page.getByTestId('pager-status')).toHaveText('1 of 3');
  });

  test("shows the columns (the record's number only in its details), the 50-character preview, N/A phones and the panel's dates", async ({
    page,
  }) => {
    await open(page);
    await expect(page.getByRole('columnheader')).toHaveText([
      'Select',
      'Name',
      'Email',
      'Phone',
      'Status',
      'Message',
      'Date',
      'Actions',
    ]);
    const third = rows(page).nth(2);
    await expect(third.locator('td').nth(3)).toHaveText('N/A');
    await expect(third.locator('td').nth(5)).toHaveText(LONG.slice(0, 50) + '...');
    await expect(third.locator('td').nth(6)).toHaveText(PANEL_DATE_TIME);
    await expect(third.locator('td').nth(6)).toHaveText(panelDateTime(istNoon(istDay(3))));
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
    await agree(page);
    await page
      .getByPlaceholder('Search contacts by name, email, or message...')
      .fill('no such person');
    await expect(rows(page)).toHaveText([
      'No contacts found matching your search "no such person".',
    ]);
    await expect(exportButton(page)).toBeDisabled();
  });

  test("opens the Contact Details modal, with the record's number", async ({ page }) => {
    const id = await withDb(async (db) => {
      const found = await db.query(`SELECT id FROM contacts WHERE email = 'person4@example.com'`);
      return found.rows[0].id as number;
    });
    await open(page);
    await expect(page.getByTestId('tab-new-contacts')).toHaveText('23');
    await rows(page).nth(3).getByRole('button', { name: 'View' }).click();
    const dialog = page.getByRole('dialog', { name: 'Contact Details' });
    await expect(dialog.getByRole('definition').first()).toHaveText(String(id));
    await expect(dialog).toContainText('Person 4');
    await expect(dialog).toContainText('person4@example.com');
    await expect(dialog).toContainText('Line two, "quoted".');
    // Opening it made it Read: the badge and the row behind the dialog follow together.
    await expect(page.getByTestId('tab-new-contacts')).toHaveText('22');
    await agree(page);
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await expect(dialog).toBeHidden();
    await agree(page);
  });

  test('filters by dates and exports exactly those rows', async ({ page }) => {
    await page.clock.install();
    await open(page);
    await page.getByRole('button', { name: 'Export Filters' }).click();
    const panel = page.getByTestId('export-filters');
    await expect(panel).toContainText(
      'Leave dates empty to export all data. Select start date only to export from that date onward.',
    );
    const from = istDay(10);
    const to = istDay(5);
    await fillDay(panel.getByLabel('Start Date'), from);
    await fillDay(panel.getByLabel('End Date'), to);
    await panel.getByRole('button', { name: 'Apply & Close' }).click();
    await expect(panel).toBeHidden();
    await expect(showing(page)).toHaveText('Showing 6 of 23 contacts');
    const range = `from ${dayLabel(from)} to ${dayLabel(to)}`;

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: `Export 6 contacts ${range}` }).click(),
    ]);
    const filename = `contact_submissions_${from}_to_${to}.csv`;
    await expect(message(page)).toHaveText(
      `CSV file '${filename}' downloaded successfully! (6 records ${range})`,
    );
    await expect(message(page)).toHaveAttribute('data-tone', 'success');
    await clearsAfter(page, message(page), 3000);
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
      'Status',
    ]);
    for (const n of [5, 6, 7, 8, 9, 10]) expect(csv).toContain(`person${n}@example.com`);
    expect(csv).not.toContain('person4@example.com');
    expect(csv).not.toContain('person11@example.com');

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
    await page.getByRole('button', { name: 'Export all 23 contacts' }).click();
    await expect(page.getByTestId('tab-message')).toHaveText(
      'No data found for the selected date range.',
    );
  });

  test('dates typed without Apply & Close: the button names the count and range, the file holds exactly those rows', async ({
    page,
  }) => {
    await open(page);
    await page.getByRole('button', { name: 'Export Filters' }).click();
    const panel = page.getByTestId('export-filters');
    const from = istDay(9);
    const to = istDay(5);
    await fillDay(panel.getByLabel('Start Date'), from);
    await fillDay(panel.getByLabel('End Date'), to);
    // No Apply & Close: the panel stays open and what it shows is what the list and export use.
    const range = `from ${dayLabel(from)} to ${dayLabel(to)}`;
    await expect(exportButton(page)).toHaveText(`Export 5 contacts ${range}`);
    await expect(showing(page)).toHaveText('Showing 5 of 23 contacts');
    await expect(panel).toBeVisible();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      exportButton(page).click(),
    ]);
    const csv = fs.readFileSync((await download.path())!, 'utf8');
    expect(csvRecords(csv).map((r) => r.split('","')[3])).toEqual(
      [5, 6, 7, 8, 9].map((n) => `person${n}@example.com`),
    );
    await expect(message(page)).toHaveText(
      `CSV file 'contact_submissions_${from}_to_${to}.csv' downloaded successfully! (5 records ${range})`,
    );

    // An end before the start is not applied: the list keeps its range, the export waits.
    await fillDay(panel.getByLabel('End Date'), istDay(12));
    await expect(panel.getByRole('alert')).toHaveText(
      'The end date cannot be before the start date.',
    );
    await expect(exportButton(page)).toBeDisabled();
    await expect(showing(page)).toHaveText('Showing 5 of 23 contacts');
  });

  test('exports what the list shows: with a search, only the matching rows', async ({ page }) => {
    await open(page);
    await search(page).fill('person 2');
    // Person 2, 20, 21, 22 and 23.
    await expect(showing(page)).toHaveText('Showing 5 of 23 contacts');
    await expect(exportButton(page)).toHaveText('Export 5 matching contacts');
    await page.getByRole('button', { name: 'Export Filters' }).click();
    await expect(page.getByTestId('export-filters')).toContainText(
      'the export holds exactly the rows the list shows: these dates and the search.',
    );
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      exportButton(page).click(),
    ]);
    const csv = fs.readFileSync((await download.path())!, 'utf8');
    expect(csvRecords(csv).map((r) => r.split('","')[3])).toEqual(
      [2, 20, 21, 22, 23].map((n) => `person${n}@example.com`),
    );
    await expect(message(page)).toHaveText(
      `CSV file 'contact_submissions_${istDay(0)}.csv' downloaded successfully! (5 records matching "person 2")`,
    );
  });

  test('the active filters are chips, each removable, with Clear Filters; the empty text names them', async ({
    page,
  }) => {
    await open(page);
    const chips = page.getByTestId('active-filters');
    await expect(chips).toHaveCount(0);
    await search(page).fill('person 1');
    await page.getByRole('button', { name: 'Export Filters' }).click();
    const panel = page.getByTestId('export-filters');
    await fillDay(panel.getByLabel('Start Date'), '2001-01-01');
    await fillDay(panel.getByLabel('End Date'), '2001-01-31');
    await panel.getByRole('button', { name: 'Apply & Close' }).click();
    await expect(chips).toContainText('Search: "person 1"');
    await expect(chips).toContainText('From: 1 Jan 2001');
    await expect(chips).toContainText('To: 31 Jan 2001');
    await expect(rows(page)).toHaveText([
      'No contacts found matching your search "person 1" from 1 Jan 2001 to 31 Jan 2001.',
    ]);
    await chips.getByRole('button', { name: 'Remove filter From: 1 Jan 2001' }).click();
    await expect(rows(page)).toHaveText([
      'No contacts found matching your search "person 1" until 31 Jan 2001.',
    ]);
    await chips.getByRole('button', { name: 'Remove filter To: 31 Jan 2001' }).click();
    // Person 1 and 10–19.
    await expect(showing(page)).toHaveText('Showing 11 of 23 contacts');
    await chips.getByRole('button', { name: 'Remove filter Search: "person 1"' }).click();
    await expect(search(page)).toHaveValue('');
    await expect(showing(page)).toHaveText('Showing 23 of 23 contacts');
    await expect(chips).toHaveCount(0);

    await search(page).fill('person 2');
    await page.getByRole('button', { name: 'Export Filters' }).click();
    await fillDay(panel.getByLabel('Start Date'), istDay(22));
    // Person 2, 20, 21 and 22 (23 is older than the start).
    await expect(showing(page)).toHaveText('Showing 4 of 23 contacts');
    await chips.getByRole('button', { name: 'Clear Filters' }).click();
    await expect(search(page)).toHaveValue('');
    await expect(panel.getByLabel('Start Date')).toHaveValue('');
    await expect(showing(page)).toHaveText('Showing 23 of 23 contacts');
    await expect(chips).toHaveCount(0);
  });

  test("one state at a time: no 'Showing 0 of 0' while loading, a failure instead of the table", async ({
    page,
  }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/admin/contacts?*', async (route) => {
      await held;
      await route.continue();
    });
    await open(page);
    await expect(rows(page)).toHaveText(['Loading...']);
    await expect(page.getByTestId('showing-loading')).toBeVisible();
    await expect(page.getByText(/Showing \d+ of/)).toHaveCount(0);
    await expect(exportButton(page)).toHaveText('Export to CSV');
    await expect(exportButton(page)).toBeDisabled();
    release();
    await expect(showing(page)).toHaveText('Showing 23 of 23 contacts');
    await page.unroute('**/api/admin/contacts?*');

    // A proxy's 503 (no JSON): the failure in words, where the table was; no empty text.
    await page.route('**/api/admin/contacts?*', (route) =>
      route.fulfill({ status: 503, contentType: 'text/html', body: '<h1>503</h1>' }),
    );
    await search(page).fill('nobody');
    const failure = page.getByRole('alert').filter({ hasText: 'Error loading contacts' });
    await expect(failure).toContainText(
      'Error loading contacts: The server is not available right now. Please try again in a moment.',
    );
    await expect(page.getByText(/No contacts found/)).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Contacts' })).toHaveCount(0);
    await expect(page.getByText(/Showing \d+ of/)).toHaveCount(0);
    await expect(exportButton(page)).toBeDisabled();
    await page.unroute('**/api/admin/contacts?*');
    await failure.getByRole('button', { name: 'Try again' }).click();
    await expect(rows(page)).toHaveText(['No contacts found matching your search "nobody".']);
    await expect(failure).toHaveCount(0);
  });

  test("Refresh says 'Refreshing...' while it reloads", async ({ page }) => {
    await open(page);
    // The reload's answer is held until the button has been seen saying so.
    let answer!: () => void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    await page.route('**/api/admin/contacts?*', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(page.getByRole('button', { name: 'Refreshing...' })).toBeVisible();
    answer();
    await expect(page.getByRole('button', { name: 'Refresh' })).toBeVisible();
    await agree(page);
  });

  test('draws the submissions per day above the table', async ({ page }) => {
    await open(page);
    const chart = page.getByTestId('submissions-chart');
    await expect(chart).toContainText('Contact submissions per day (last 30 days)');
    await expect(chart).toContainText('23 in total');
    await expect(chart.locator('rect')).toHaveCount(30);
    await expect(chart.locator('svg')).toBeVisible();
    // Folded under its title, it stays folded after a reload, and the list moves up.
    const tableTop = async () =>
      (await page.getByRole('region', { name: 'Contacts' }).boundingBox())!.y;
    const before = await tableTop();
    await chart.getByText('Contact submissions per day (last 30 days)').click();
    await expect(chart.locator('svg')).toBeHidden();
    expect(await tableTop()).toBeLessThan(before - 100);
    // The panel remembers the fold when the browser reports it (its toggle event, a moment
    // after the fold is drawn): the reload comes once it is remembered.
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('kv-chart-closed')))
      .toContain('Contact submissions per day');
    await page.reload();
    await expect(page.getByTestId('submissions-chart')).toContainText('23 in total');
    await expect(page.getByTestId('submissions-chart').locator('svg')).toBeHidden();
    await page.getByTestId('submissions-chart').getByText('Contact submissions per day').click();
    await expect(page.getByTestId('submissions-chart').locator('svg')).toBeVisible();
  });
});
