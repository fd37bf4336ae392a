/** Jobs Manager with 23 postings: server paging, the status filter, search, a failed load. */
import { expect, test } from './helpers';
import { cards, expectMessage, open, seedJobs } from './jobs.shared';

test.describe('with 23 postings', () => {
  test.beforeEach(() =>
    seedJobs(
      Array.from({ length: 23 }, (_, i) => ({
        title: `Posting ${String(i + 1).padStart(2, '0')}`,
        // 1–5 drafts, 6–8 closed, the rest active.
        status: i < 5 ? ('draft' as const) : i < 8 ? ('closed' as const) : ('active' as const),
        location: i % 4 === 0 ? 'Pune, Maharashtra' : 'Mumbai, Maharashtra',
        department: i === 22 ? 'Finance' : 'Technology',
        postedDaysAgo: i,
      })),
    ),
  );

  test('pages on the server, 10 a page, First/Previous/page of pages/Next/Last', async ({
    page,
  }) => {
    await open(page);
    await expect(cards(page)).toHaveCount(10);
    await expect(page.getByTestId('pager-status')).toHaveText('1 of 3');
    await expect(cards(page).first()).toContainText('Posting 01');
    await expect(page.getByRole('button', { name: 'First' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByTestId('pager-status')).toHaveText('2 of 3');
    await expect(cards(page).first()).toContainText('Posting 11');
    await page.getByRole('button', { name: 'Last' }).click();
    await expect(page.getByTestId('pager-status')).toHaveText('3 of 3');
    await expect(cards(page)).toHaveCount(3);
    await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
    await page.getByRole('button', { name: 'Previous' }).click();
    await expect(page.getByTestId('pager-status')).toHaveText('2 of 3');
    await page.getByRole('button', { name: 'First' }).click();
    await expect(page.getByTestId('pager-status')).toHaveText('1 of 3');
  });

  test('the status filter goes back to page 1; one page hides the pager', async ({ page }) => {
    await open(page);
    const filter = page.getByLabel('Filter by status');
    expect(await filter.locator('option').allTextContents()).toEqual([
      'All Statuses',
      'Active',
      'Inactive',
      'Draft',
      'Closed',
    ]);
    await page.getByRole('button', { name: 'Last' }).click();
    await expect(page.getByTestId('pager-status')).toHaveText('3 of 3');
    const request = page.waitForRequest(
      (r) => r.url().includes('/api/admin/jobs?') && r.url().includes('status=active'),
    );
    await filter.selectOption('active');
    expect(new URL((await request).url()).searchParams.get('page')).toBe('1');
    await expect(page.getByTestId('pager-status')).toHaveText('1 of 2');
    await expect(cards(page)).toHaveCount(10);
    await filter.selectOption('draft');
    await expect(cards(page)).toHaveCount(5);
    await expect(page.getByTestId('pager-status')).toHaveCount(0);
    for (const status of await cards(page).getByTestId('job-status').allTextContents())
      expect(status).toBe('Draft');
    await filter.selectOption('inactive');
    await expect(page.getByText('No job postings found', { exact: true })).toBeVisible();
    await expectMessage(page, 'No job postings found.', 'info');
    await filter.selectOption('');
    await expect(page.getByTestId('pager-status')).toHaveText('1 of 3');
  });

  test('searches title, company, location and department on the server', async ({ page }) => {
    await open(page);
    const search = page.getByPlaceholder('Search by title, company, location or department...');
    await search.fill('PUNE');
    // Postings 1, 5, 9, 13, 17, 21.
    await expect(cards(page)).toHaveCount(6);
    await expect(page.getByTestId('pager-status')).toHaveCount(0);
    await search.fill('finance');
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page)).toContainText('Posting 23');
    await search.fill('posting 2');
    // 20, 21, 22, 23 (not 'Posting 02').
    await expect(cards(page)).toHaveCount(4);
    await search.fill('no such job');
    await expect(page.getByText('No job postings found', { exact: true })).toBeVisible();
    await search.fill('');
    await expect(page.getByTestId('pager-status')).toHaveText('1 of 3');
  });

  test('a failed load is red', async ({ page }) => {
    await page.route('**/api/admin/jobs?*', (route) =>
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
    await open(page);
    await expect(page.getByRole('alert').filter({ hasText: 'Error loading jobs' })).toHaveText(
      'Error loading jobs: Something went wrong on the server. Please try again in a moment.',
    );
  });
});
