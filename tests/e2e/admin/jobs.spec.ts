/**
 * Jobs Manager end to end: cards, create, edit, the quick toggle of each
 * status, delete with confirmation, status filter, server paging and search,
 * with the green/red rule of its messages.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, istDay, openAs, test, withDb } from './helpers';

const LONG_DESCRIPTION =
  'Build and maintain the Kavach Genomics mobile apps used by patients to book tests, read their reports and join information sessions. ' +
  'You will work with the design and data teams.';

interface SeedJob {
  title: string;
  status?: 'active' | 'inactive' | 'draft' | 'closed';
  location?: string;
  department?: string;
  company?: string;
  postedDaysAgo?: number;
  description?: string;
}

async function seedJobs(jobs: SeedJob[]) {
  await withDb(async (db) => {
    await db.query('DELETE FROM jobs');
    for (const j of jobs) {
      await db.query(
        `INSERT INTO jobs (title, company, department, location, type, mode, description, requirements, responsibilities, salary_range, status, posted_date)
         VALUES ($1, $2, $3, $4, 'Full-Time', 'Remote', $5, '', '', '₹6,00,000 – ₹9,00,000', $6, $7)`,
        [
          j.title,
          j.company ?? 'Kavach Genomics',
          j.department ?? 'Technology',
          j.location ?? 'Mumbai, Maharashtra',
          j.description ?? 'Short description.',
          j.status ?? 'active',
          istDay(j.postedDaysAgo ?? 0),
        ],
      );
    }
  });
}

const jobRow = (title: string) =>
  withDb(async (db) => (await db.query('SELECT * FROM jobs WHERE title = $1', [title])).rows[0]);
const cards = (page: Page) => page.getByTestId('job-card');
const card = (page: Page, title: string) =>
  cards(page).filter({ has: page.getByRole('heading', { name: title, exact: true }) });
const message = (page: Page) => page.getByTestId('tab-message');

async function open(page: Page) {
  await openAs(page, 'admin', '/admin?tab=jobs');
  await expect(page.getByTestId('jobs-tab')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Jobs Manager' })).toBeVisible();
}

async function expectMessage(page: Page, text: string, tone: 'success' | 'error') {
  await expect(message(page)).toHaveText(text);
  await expect(message(page)).toHaveAttribute('data-tone', tone);
}

async function field(dialog: Locator, label: string) {
  return dialog.getByLabel(label, { exact: true });
}

test("with no postings: 'No job postings found' and the green 'No job postings found.'", async ({
  page,
}) => {
  await seedJobs([]);
  await open(page);
  await expect(page.getByText('No job postings found', { exact: true })).toBeVisible();
  await expectMessage(page, 'No job postings found.', 'success');
  await expect(message(page)).toBeHidden({ timeout: 6000 });
  await expect(page.getByTestId('pager-status')).toHaveCount(0);
});

test('creates a job with the defaults of the fixed lists', async ({ page }) => {
  await seedJobs([]);
  await open(page);
  await page.getByRole('button', { name: 'Add New Job' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Job Posting' });
  await expect(dialog).toBeVisible();
  await expect(await field(dialog, 'Company')).toHaveValue('Kavach Genomics');
  await expect(await field(dialog, 'Department')).toHaveValue('Technology');
  await expect(await field(dialog, 'Job Type')).toHaveValue('Full-Time');
  await expect(await field(dialog, 'Work Mode')).toHaveValue('Remote');
  await expect(await field(dialog, 'Status')).toHaveValue('active');
  await expect(await field(dialog, 'Posted Date')).toHaveValue(istDay(0));
  await expect(await field(dialog, 'Application Deadline')).toHaveValue('');
  expect(await (await field(dialog, 'Department')).locator('option').allTextContents()).toEqual([
    'Technology',
    'Marketing',
    'Sales',
    'HR',
    'Finance',
    'Operations',
    'Research',
  ]);
  expect(await (await field(dialog, 'Job Type')).locator('option').allTextContents()).toEqual([
    'Full-Time',
    'Part-Time',
    'Contract',
    'Internship',
    'Freelance',
  ]);
  expect(await (await field(dialog, 'Work Mode')).locator('option').allTextContents()).toEqual([
    'Remote',
    'On-site',
    'Hybrid',
    'Flexible',
  ]);
  expect(await (await field(dialog, 'Status')).locator('option').allTextContents()).toEqual([
    'Active',
    'Inactive',
    'Draft',
    'Closed',
  ]);

  // Title and location are required (checked before sending).
  await dialog.getByRole('button', { name: 'Create Job' }).click();
  await expect(dialog.getByText('Title is required.')).toBeVisible();
  await expect(dialog.getByText('Location is required.')).toBeVisible();
  expect(
    await withDb(async (db) => (await db.query('SELECT count(*)::int AS n FROM jobs')).rows[0].n),
  ).toBe(0);

  await (await field(dialog, 'Job Title *')).fill('App Developer');
  await (await field(dialog, 'Location *')).fill('Pune, Maharashtra');
  await (await field(dialog, 'Department')).selectOption('Research');
  await (await field(dialog, 'Work Mode')).selectOption('Hybrid');
  await (await field(dialog, 'Description')).fill(LONG_DESCRIPTION);
  await (await field(dialog, 'Salary Range')).fill('₹8,00,000 – ₹12,00,000');
  await (await field(dialog, 'Application Deadline')).fill(istDay(-30));
  await dialog.getByRole('button', { name: 'Create Job' }).click();
  await expect(dialog).toBeHidden();
  await expectMessage(page, 'Job created successfully!', 'success');

  const created = card(page, 'App Developer');
  await expect(created).toContainText('Kavach Genomics · Research');
  await expect(created).toContainText('Pune, Maharashtra');
  await expect(created).toContainText('Hybrid');
  await expect(created).toContainText('₹8,00,000 – ₹12,00,000');
  await expect(created.getByTestId('job-status')).toHaveText('Active');
  expect(LONG_DESCRIPTION.length).toBeGreaterThan(150);
  await expect(created.getByTestId('job-description')).toHaveText(
    LONG_DESCRIPTION.slice(0, 150).trimEnd() + '...',
  );
  await expect(created.getByRole('button', { name: 'Deactivate' })).toBeVisible();

  const row = await jobRow('App Developer');
  expect(row).toMatchObject({
    company: 'Kavach Genomics',
    department: 'Research',
    type: 'Full-Time',
    mode: 'Hybrid',
    status: 'active',
    location: 'Pune, Maharashtra',
  });
});

test('edits a job in the Edit Job Posting modal', async ({ page }) => {
  await seedJobs([{ title: 'Lab Analyst', location: 'Mumbai, Maharashtra' }]);
  await open(page);
  await card(page, 'Lab Analyst').getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Job Posting' });
  await expect(await field(dialog, 'Job Title *')).toHaveValue('Lab Analyst');
  await (await field(dialog, 'Job Title *')).fill('Senior Lab Analyst');
  await (await field(dialog, 'Status')).selectOption('draft');
  // A deadline before the posted date is refused before sending.
  await (await field(dialog, 'Application Deadline')).fill(istDay(3));
  await dialog.getByRole('button', { name: 'Update Job' }).click();
  await expect(
    dialog.getByText('The application deadline must not be before the posted date.'),
  ).toBeVisible();
  await (await field(dialog, 'Application Deadline')).fill('');
  await dialog.getByRole('button', { name: 'Update Job' }).click();
  await expect(dialog).toBeHidden();
  await expectMessage(page, 'Job updated successfully!', 'success');
  const edited = card(page, 'Senior Lab Analyst');
  await expect(edited.getByTestId('job-status')).toHaveText('Draft');
  await expect(edited.getByRole('button', { name: 'Activate' })).toBeVisible();
  expect(await jobRow('Senior Lab Analyst')).toMatchObject({
    status: 'draft',
    application_deadline: null,
  });
});

test('the quick toggle: active → inactive; inactive, draft and closed → active', async ({
  page,
}) => {
  await seedJobs([
    { title: 'Job Active', status: 'active', postedDaysAgo: 1 },
    { title: 'Job Inactive', status: 'inactive', postedDaysAgo: 2 },
    { title: 'Job Draft', status: 'draft', postedDaysAgo: 3 },
    { title: 'Job Closed', status: 'closed', postedDaysAgo: 4 },
  ]);
  await open(page);
  const cases = [
    ['Job Active', 'Deactivate', 'Job deactivated successfully!', 'Inactive', 'inactive'],
    ['Job Inactive', 'Activate', 'Job activated successfully!', 'Active', 'active'],
    ['Job Draft', 'Activate', 'Job activated successfully!', 'Active', 'active'],
    ['Job Closed', 'Activate', 'Job activated successfully!', 'Active', 'active'],
  ] as const;
  for (const [title, button, text, label, stored] of cases) {
    const c = card(page, title);
    await c.getByRole('button', { name: button, exact: true }).click();
    await expectMessage(page, text, 'success');
    await expect(c.getByTestId('job-status')).toHaveText(label);
    expect((await jobRow(title)).status).toBe(stored);
  }
});

test('deletes after the confirmation; a failed call is red', async ({ page }) => {
  await seedJobs([{ title: 'Keep Me' }, { title: 'Delete Me' }]);
  await open(page);
  await card(page, 'Delete Me').getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Please confirm' });
  await expect(confirm.getByTestId('confirm-text')).toHaveText(
    'Are you sure you want to delete this job posting?',
  );
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(card(page, 'Delete Me')).toHaveCount(1);

  await card(page, 'Delete Me').getByRole('button', { name: 'Delete' }).click();
  await page
    .getByRole('dialog', { name: 'Please confirm' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expectMessage(page, 'Job deleted successfully!', 'success');
  await expect(message(page)).toBeHidden({ timeout: 6000 });
  await expect(card(page, 'Delete Me')).toHaveCount(0);
  expect(await jobRow('Delete Me')).toBeUndefined();

  // The server's failures: red, with the tab's error texts.
  await page.route('**/api/admin/jobs/**', (route) =>
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
  await card(page, 'Keep Me').getByRole('button', { name: 'Delete' }).click();
  await page
    .getByRole('dialog', { name: 'Please confirm' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expectMessage(page, 'Error deleting job', 'error');
  await card(page, 'Keep Me').getByRole('button', { name: 'Deactivate' }).click();
  await expectMessage(page, 'Error updating job status', 'error');
  await card(page, 'Keep Me').getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Job Posting' });
  await dialog.getByRole('button', { name: 'Update Job' }).click();
  await expect(dialog.getByTestId('form-problem')).toHaveText(
    'Error saving job: Internal server error',
  );
  await expect(dialog.getByRole('button', { name: 'Update Job' })).toBeEnabled();
});

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
    await expectMessage(page, 'No job postings found.', 'success');
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
      'Error loading jobs: Internal server error',
    );
  });
});
