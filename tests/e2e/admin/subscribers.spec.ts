/**
 * Subscribe Details end to end: stat
 * cards from the server, server paging and search, details modal, delete
 * with confirmation, export with the date filters and its CSV, the chart;
 * double opt-in: sign-ups pending confirmation only behind the Show control.
 */
import fs from 'node:fs';
import type { Page } from '@playwright/test';
import {
  clearsAfter,
  csvHeader,
  DATE_TIME,
  dayLabel,
  earlierTodayInIndia,
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

/** Days ago of each subscriber, newest first: two today, three more this week, ten older. */
const DAYS_AGO = [0, 0, 1, 3, 6, 8, 10, 12, 14, 16, 18, 20, 22, 25, 40];
const email = (n: number) => `sub${String(n).padStart(2, '0')}@example.com`;

/** Sign-ups nobody confirmed (yet): today, yesterday and 5 days ago. */
const PENDING = ['waiting1@example.com', 'waiting2@example.com', 'waiting3@example.com'];

async function seedSubscribers(days: number[] = DAYS_AGO, waiting = true) {
  await withDb(async (db) => {
    await db.query('DELETE FROM subscribers');
    for (const [i, d] of days.entries()) {
      // Today's rows a few minutes ago (noon in India may still be ahead).
      const at = d === 0 ? earlierTodayInIndia(i + 1) : istNoon(istDay(d));
      await db.query(
        `INSERT INTO subscribers (email, status, confirmed_at, created_at)
         VALUES ($1, 'confirmed', $2, $2)`,
        [email(i + 1), at],
      );
    }
    for (const [i, d] of (waiting ? [0, 1, 5] : []).entries())
      await db.query(
        `INSERT INTO subscribers (email, created_at, confirmation_sent_at) VALUES ($1, $2, $2)`,
        [PENDING[i], d === 0 ? earlierTodayInIndia(2) : istNoon(istDay(d))],
      );
  });
}

const rows = (page: Page) => page.getByRole('region', { name: 'Subscribers' }).locator('tbody tr');
const message = (page: Page) => page.getByTestId('tab-message');
const stat = (page: Page, which: 'total' | 'today' | 'week') => page.getByTestId(`stat-${which}`);

/** Opens the tab (on all sign-ups), or with Show narrowed to the confirmed subscribers. */
async function open(page: Page, show?: 'Confirmed') {
  await openAs(page, 'admin', '/admin?tab=subscribers');
  await expect(page.getByTestId('subscribers-tab')).toBeVisible();
  if (show) {
    await page.getByRole('combobox', { name: 'Show' }).selectOption({ label: show });
    await expect(page.getByTestId('subscriber-stats')).toContainText('Total Subscribers');
  }
}

test("with no subscribers: 'No subscription records found.' and zero figures; Refresh says what it read", async ({
  page,
}) => {
  await seedSubscribers([], false);
  await open(page);
  await expect(rows(page)).toHaveText(['No subscription records found.']);
  await expect(stat(page, 'total')).toHaveText('0');
  await expect(stat(page, 'today')).toHaveText('0');
  await expect(stat(page, 'week')).toHaveText('0');
  // Opening the tab is no news: the load message comes after an explicit Refresh only.
  await expect(message(page)).toHaveCount(0);
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(message(page)).toHaveText('Loaded 0 subscription records.');
  // An export of nothing would do nothing.
  await expect(page.getByRole('button', { name: 'Export 0 sign-ups' })).toBeDisabled();
});

test.describe('with 15 subscribers', () => {
  test.beforeEach(() => seedSubscribers());

  test("shows the figures, the load message for 5 s after Refresh, S.No across pages and the panel's one date format", async ({
    page,
  }) => {
    // The page's clock runs as usual until the test moves it on (the 5 s without waiting them).
    await page.clock.install();
    await open(page, 'Confirmed');
    await expect(
      page.getByRole('heading', { name: 'Newsletter Subscription Details' }),
    ).toBeVisible();
    await expect(page.getByTestId('subscriber-stats')).toContainText("Today's Subscriptions");
    await expect(stat(page, 'total')).toHaveText('15');
    await expect(stat(page, 'today')).toHaveText('2');
    await expect(stat(page, 'week')).toHaveText('5');
    await expect(page.getByTestId('stats-scope')).toHaveCount(0);
    await expect(rows(page)).toHaveCount(10);
    await expect(message(page)).toHaveCount(0);
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(message(page)).toHaveText('Loaded 15 subscription records.');
    await expect(message(page)).toHaveAttribute('data-tone', 'success');
    await page.clock.runFor(3500);
    await expect(message(page)).toBeVisible();
    await page.clock.runFor(1600);
    await expect(message(page)).toBeHidden();

    expect(
      await page.getByRole('region', { name: 'Subscribers' }).locator('thead th').allTextContents(),
    ).toEqual(['S.No', 'Email', 'Status', 'Date Subscribed', 'Actions']);
    await expect(rows(page)).toHaveCount(10);
    const first = rows(page).first().locator('td');
    await expect(first.nth(0)).toHaveText('1');
    await expect(first.nth(1)).toHaveText(email(1));
    await expect(first.nth(2)).toHaveText('Confirmed');
    await expect(first.nth(3)).toHaveText(PANEL_DATE_TIME);
    await expect(rows(page).nth(5).locator('td').nth(3)).toHaveText(
      panelDateTime(istNoon(istDay(8))),
    );
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByTestId('pager-status')).toHaveText('2 of 2');
    await expect(rows(page)).toHaveCount(5);
    await expect(rows(page).first().locator('td').first()).toHaveText('11');
  });

  test('searches by email on the server; all three figures count the filtered list', async ({
    page,
  }) => {
    await open(page, 'Confirmed');
    await expect(stat(page, 'today')).toHaveText('2');
    await page.getByPlaceholder('Search subscribers by email...').fill('SUB1');
    // sub10 … sub15: 16 to 40 days ago, so none today or this week.
    await expect(rows(page)).toHaveCount(6);
    await expect(stat(page, 'total')).toHaveText('6');
    await expect(stat(page, 'today')).toHaveText('0');
    await expect(stat(page, 'week')).toHaveText('0');
    await expect(page.getByTestId('stats-scope')).toHaveText(
      'All three figures count the filtered list: matching "SUB1".',
    );
    await expect(page.getByTestId('pager-status')).toHaveCount(0);
    await page.getByPlaceholder('Search subscribers by email...').fill('nobody');
    await expect(rows(page)).toHaveText([
      'No subscription records found matching your search "nobody".',
    ]);
    const chips = page.getByTestId('active-filters');
    await expect(chips).toContainText('Search: "nobody"');
    await chips.getByRole('button', { name: 'Clear Filters' }).click();
    await expect(page.getByPlaceholder('Search subscribers by email...')).toHaveValue('');
    await expect(stat(page, 'total')).toHaveText('15');
    await expect(stat(page, 'today')).toHaveText('2');
    await expect(page.getByTestId('stats-scope')).toHaveCount(0);
  });

  test('the Subscription Details modal deletes after the confirmation', async ({ page }) => {
    await page.clock.install();
    await open(page, 'Confirmed');
    const id = await withDb(
      async (db) =>
        (await db.query('SELECT id FROM subscribers WHERE email = $1', [email(2)])).rows[0]
          .id as number,
    );
    await page.getByRole('button', { name: `View subscription of ${email(2)}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Subscription Details' });
    const details = dialog.getByTestId('subscription-details');
    await expect(details).toContainText(`ID${id}`);
    await expect(details).toContainText(`Email${email(2)}`);
    await expect(details).toContainText('Date Subscribed');
    await expect(details).toContainText('StatusConfirmed');
    await expect(details).toContainText('Date Confirmed');
    await expect(details).toContainText('LanguageEnglish');
    await dialog.getByRole('button', { name: 'Delete Subscription' }).click();
    const confirm = page.getByRole('dialog', { name: 'Please confirm' });
    await expect(confirm.getByTestId('confirm-text')).toHaveText(
      'Are you sure you want to delete this subscription?',
    );
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(message(page)).toHaveText('Subscription deleted successfully.');
    await expect(message(page)).toHaveAttribute('data-tone', 'success');
    await clearsAfter(page, message(page), 3000);
    await expect(dialog).toBeHidden();
    await expect(stat(page, 'total')).toHaveText('14');
    await expect(page.getByText(email(2), { exact: true })).toHaveCount(0);
    expect(
      await withDb(
        async (db) =>
          (await db.query('SELECT count(*)::int AS n FROM subscribers WHERE id = $1', [id])).rows[0]
            .n,
      ),
    ).toBe(0);
  });

  test('Delete in the table asks first; Cancel keeps the row', async ({ page }) => {
    await open(page);
    await page.getByRole('button', { name: `Delete subscription of ${email(3)}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Please confirm' });
    await expect(confirm).toContainText('Are you sure you want to delete this subscription?');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByText(email(3), { exact: true })).toBeVisible();
    await page.getByRole('button', { name: `Delete subscription of ${email(3)}` }).click();
    await page
      .getByRole('dialog', { name: 'Please confirm' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(message(page)).toHaveText('Subscription deleted successfully.');
    await expect(page.getByText(email(3), { exact: true })).toHaveCount(0);
    await expect(rows(page).first().locator('td').first()).toHaveText('1');
  });

  test('exports the filtered records as subscription_details_… CSV', async ({ page }) => {
    await page.clock.install();
    await open(page, 'Confirmed');
    await page.getByRole('button', { name: 'Export Filters' }).click();
    const panel = page.getByTestId('export-filters');
    const from = istDay(12);
    const to = istDay(3);
    await fillDay(panel.getByLabel('Start Date'), from);
    await fillDay(panel.getByLabel('End Date'), to);
    await panel.getByRole('button', { name: 'Apply & Close' }).click();
    // Days 3, 6, 8, 10, 12: subscribers 4–8; of them none today, two within the last 7 days.
    await expect(rows(page)).toHaveCount(5);
    await expect(stat(page, 'total')).toHaveText('5');
    await expect(stat(page, 'today')).toHaveText('0');
    await expect(stat(page, 'week')).toHaveText('2');
    const range = `from ${dayLabel(from)} to ${dayLabel(to)}`;
    await expect(page.getByTestId('stats-scope')).toHaveText(
      `All three figures count the filtered list: ${range}.`,
    );

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: `Export 5 subscribers ${range}` }).click(),
    ]);
    const filename = `subscription_details_${istDay(0)}_filtered_${from}_to_${to}_confirmed.csv`;
    await expect(message(page)).toHaveText(
      `CSV file '${filename}' downloaded successfully! (5 records ${range})`,
    );
    await expect(message(page)).toHaveAttribute('data-tone', 'success');
    await clearsAfter(page, message(page), 3000);
    expect(download.suggestedFilename()).toBe(filename);
    const csv = fs.readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '');
    expect(csvHeader(csv)).toEqual(['S.No', 'ID', 'Email', 'Date Subscribed', 'Status']);
    const records = csv.trim().split(/\r?\n/).slice(1);
    expect(records).toHaveLength(5);
    for (const n of [4, 5, 6, 7, 8]) expect(csv).toContain(email(n));
    for (const n of [3, 9]) expect(csv).not.toContain(email(n));
    for (const record of records) expect(record).toMatch(/"?Confirmed"?$/);
    // Dates as the list shows them ("23 Nov 2026, 7:02 pm", India time), with a plain space.
    for (const record of records)
      expect(record).toMatch(new RegExp(`,"${DATE_TIME.replace('\\s', ' ')}",`));
    expect(csv).toContain(`,"${panelDateTime(istNoon(istDay(3)))}",`);
    expect(records[0]).toMatch(/^"?1"?,/);
  });

  test('an empty date range: the list names the range, and an export of nothing is disabled', async ({
    page,
  }) => {
    await open(page, 'Confirmed');
    await page.getByRole('button', { name: 'Export Filters' }).click();
    const panel = page.getByTestId('export-filters');
    await fillDay(panel.getByLabel('Start Date'), '2001-01-01');
    await fillDay(panel.getByLabel('End Date'), '2001-01-31');
    await panel.getByRole('button', { name: 'Apply & Close' }).click();
    await expect(rows(page)).toHaveText([
      'No subscription records found from 1 Jan 2001 to 31 Jan 2001.',
    ]);
    await expect(
      page.getByRole('button', { name: 'Export 0 subscribers from 1 Jan 2001 to 31 Jan 2001' }),
    ).toBeDisabled();
  });

  test('failures are red with the tab’s error texts', async ({ page }) => {
    await open(page);
    await page.route('**/api/admin/subscribers/*', (route) =>
      route.request().method() === 'DELETE' ? route.abort('connectionrefused') : route.fallback(),
    );
    await page.getByRole('button', { name: `Delete subscription of ${email(1)}` }).click();
    await page
      .getByRole('dialog', { name: 'Please confirm' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(message(page)).toHaveText(
      'Error deleting subscription: Network error. Please check your connection and try again.',
    );
    await expect(message(page)).toHaveAttribute('data-tone', 'error');

    await page.route('**/api/admin/subscribers?*', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({
          statusCode: 500,
          error: 'Internal Server Error',
          message: 'Internal server error',
        }),
      }),
    );
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'subscription data' })).toContainText(
      'Failed to fetch subscription data: Something went wrong on the server. Please try again in a moment.',
    );
    // The failure stands instead of the table: no 'No subscription records found.' under it.
    await expect(page.getByRole('region', { name: 'Subscribers' })).toHaveCount(0);
  });

  test('draws the sign-ups per day above the table, counting the set the list opens on', async ({
    page,
  }) => {
    await open(page);
    // The last 30 days: every sign-up (14 confirmed, 3 waiting) but the one of 40 days ago.
    await expect(page.getByTestId('submissions-chart')).toContainText(
      'Sign-ups per day (last 30 days)',
    );
    await expect(page.getByTestId('submissions-chart')).toContainText('17 in total');
    await expect(stat(page, 'total')).toHaveText('18');
  });

  test('opens on every sign-up with its Status; Show narrows to those waiting, their figures, details and export', async ({
    page,
  }) => {
    await open(page);
    const show = page.getByRole('combobox', { name: 'Show' });
    await expect(show).toHaveValue('all');
    // The 3 waiting are listed with the 15 confirmed, each row saying which it is.
    await expect(page.getByTestId('subscriber-stats')).toContainText('All Sign-ups');
    await expect(stat(page, 'total')).toHaveText('18');
    await expect(stat(page, 'today')).toHaveText('3');
    await expect(page.getByTestId('showing')).toHaveCount(0);
    const waiting = rows(page).filter({ hasText: 'Waiting for confirmation' });
    await expect(waiting.locator('td:nth-child(2)')).toHaveText(PENDING);
    await expect(rows(page).filter({ hasText: 'Confirmed' })).toHaveCount(7);
    await expect(page.getByRole('button', { name: 'Export all 18 sign-ups' })).toBeEnabled();
    await shot(page, 'subscribers-all-1280');

    await show.selectOption({ label: 'Waiting for confirmation' });
    await expect(rows(page)).toHaveCount(3);
    await expect(rows(page).locator('td:nth-child(2)')).toHaveText(PENDING);
    await expect(page.getByTestId('subscriber-stats')).toContainText('Waiting for Confirmation');
    await expect(stat(page, 'total')).toHaveText('3');
    await expect(stat(page, 'today')).toHaveText('1');
    await expect(stat(page, 'week')).toHaveText('3');

    await page.getByRole('button', { name: `View subscription of ${PENDING[0]}` }).click();
    const details = page.getByTestId('subscription-details');
    await expect(details).toContainText('StatusWaiting for confirmation');
    await expect(details).not.toContainText('Date Confirmed');
    await page.getByRole('button', { name: 'Close' }).first().click();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export all 3 sign-ups waiting for confirmation' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`subscription_details_${istDay(0)}_pending.csv`);
    const csv = fs.readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '');
    const records = csv.trim().split(/\r?\n/).slice(1);
    expect(records).toHaveLength(3);
    for (const record of records) expect(record).toMatch(/"Waiting for confirmation"$/);

    // The confirmed subscribers alone: none of those waiting; the export holds only them.
    await show.selectOption({ label: 'Confirmed' });
    await expect(stat(page, 'total')).toHaveText('15');
    const [all] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export all 15 subscribers' }).click(),
    ]);
    const active = fs.readFileSync((await all.path())!, 'utf8');
    expect(active.trim().split(/\r?\n/)).toHaveLength(16);
    for (const address of PENDING) expect(active).not.toContain(address);

    await page.setViewportSize({ width: 390, height: 844 });
    await show.selectOption({ label: 'Waiting for confirmation' });
    await expect(rows(page)).toHaveCount(3);
    const { scroll, width } = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      width: window.innerWidth,
    }));
    expect(scroll).toBeLessThanOrEqual(width);
    await shot(page, 'subscribers-pending-390');
  });
});
