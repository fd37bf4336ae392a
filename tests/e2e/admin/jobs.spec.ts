/**
 * Jobs Manager end to end: cards, create, edit, the quick toggle of each
 * status, delete with confirmation, status filter, server paging and search,
 * with the green/red rule of its messages; each card's count of applications links to
 * Career Applications filtered to its position.
 */
import {
  clearsAfter,
  expect,
  fillDay,
  istDay,
  openAs,
  shot,
  test,
  typedDay,
  withDb,
} from './helpers';
import { card, expectMessage, field, jobRow, message, open, seedJobs } from './jobs.shared';

const LONG_DESCRIPTION =
  'Build and maintain the Kavach Genomics mobile apps used by patients to book tests, read their reports and join information sessions. ' +
  'You will work with the design and data teams.';

test("with no postings: 'No job postings found' and the neutral 'No job postings found.'", async ({
  page,
}) => {
  await seedJobs([]);
  await page.clock.install();
  await open(page);
  await expect(page.getByText('No job postings found', { exact: true })).toBeVisible();
  await expectMessage(page, 'No job postings found.', 'info');
  await clearsAfter(page, message(page), 3000);
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
  await expect(await field(dialog, 'Posted Date')).toHaveValue(typedDay(istDay(0)));
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

  // Title and location are required (checked before sending). The focus moves to the first
  // wrong field, and the fields beside the wrong ones keep their height.
  const height = async (label: string) =>
    (await (await field(dialog, label)).boundingBox())!.height;
  const heights = { company: await height('Company'), department: await height('Department') };
  await (await field(dialog, 'Company')).focus();
  await dialog.getByRole('button', { name: 'Create Job' }).click();
  await expect(dialog.getByText('Title is required.')).toBeVisible();
  await expect(dialog.getByText('Location is required.')).toBeVisible();
  const title = await field(dialog, 'Job Title *');
  await expect(title).toBeFocused();
  await expect(title).toHaveAttribute('aria-invalid', 'true');
  await expect(title).toHaveAccessibleDescription('Title is required.');
  expect(await height('Company')).toBe(heights.company);
  expect(await height('Company')).toBe(await height('Job Title *'));
  expect(await height('Department')).toBe(heights.department);
  expect(
    await withDb(async (db) => (await db.query('SELECT count(*)::int AS n FROM jobs')).rows[0].n),
  ).toBe(0);

  await title.fill('App Developer');
  await dialog.getByRole('button', { name: 'Create Job' }).click();
  await expect(await field(dialog, 'Location *')).toBeFocused();
  await expect(title).not.toHaveAttribute('aria-invalid');
  await (await field(dialog, 'Location *')).fill('Pune, Maharashtra');
  await (await field(dialog, 'Department')).selectOption('Research');
  await (await field(dialog, 'Work Mode')).selectOption('Hybrid');
  await (await field(dialog, 'Description')).fill(LONG_DESCRIPTION);
  await (await field(dialog, 'Salary Range')).fill('₹8,00,000 – ₹12,00,000');
  await fillDay(await field(dialog, 'Application Deadline'), istDay(-30));
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
  await fillDay(await field(dialog, 'Application Deadline'), istDay(3));
  await dialog.getByRole('button', { name: 'Update Job' }).click();
  await expect(
    dialog.getByText('The application deadline must not be before the posted date.'),
  ).toBeVisible();
  await fillDay(await field(dialog, 'Application Deadline'), '');
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
  await page.clock.install();
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
  await clearsAfter(page, message(page), 3000);
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
    'Error saving job: Something went wrong on the server. Please try again in a moment.',
  );
  await expect(dialog.getByRole('button', { name: 'Update Job' })).toBeEnabled();
});

// Once, on a phone; the cards at 1280 px are checked by layout-jobs-subscribers.spec.ts.
for (const width of [390])
  test(`at ${width} px each card counts its applications and its New ones, linking to them (HR on /jobs-admin)`, async ({
    page,
  }) => {
    await seedJobs([
      { title: 'App Developer', postedDaysAgo: 1 },
      { title: 'Lab Analyst', postedDaysAgo: 2 },
      { title: 'Genetic Counsellor', postedDaysAgo: 3 },
    ]);
    await withDb(async (db) => {
      await db.query('DELETE FROM applications');
      const apply = (name: string, position: string, status: string) =>
        db.query(
          `INSERT INTO applications (first_name, last_name, email, phone_number, job_position, experience, notice_period, salary_expectation, source, status)
           VALUES ($1, 'Applicant', $2, '9000000000', $3, '2y', '2m', '8 LPA', 'jobs_page', $4)`,
          [name, `${name.toLowerCase()}@example.com`, position, status],
        );
      await apply('Asha', 'App Developer', 'new');
      await apply('Ravi', 'App Developer', 'new');
      await apply('Meera', 'Senior App Developer', 'shortlisted');
      await apply('Kiran', 'Lab Analyst', 'reviewed');
    });
    await page.setViewportSize({ width, height: 900 });
    await openAs(page, 'hr', '/jobs-admin?tab=jobs', 'jobs-admin');
    await expect(page.getByTestId('jobs-tab')).toBeVisible();
    const counts = (title: string) => card(page, title).getByTestId('job-applications');
    await expect(counts('App Developer')).toHaveText('3 applications, 2 new');
    await expect(counts('Lab Analyst')).toHaveText('1 application');
    await expect(counts('Genetic Counsellor')).toHaveText('No applications yet');
    await expect(counts('Genetic Counsellor').getByRole('link')).toHaveCount(0);
    await shot(page, `jobs-application-counts-${width}`);

    const link = counts('App Developer').getByRole('link', { name: /^3 applications, 2 new/ });
    const href = new URL((await link.getAttribute('href'))!);
    expect(href.pathname).toBe('/jobs-admin');
    expect(href.searchParams.get('tab')).toBe('career-applications');
    expect(href.searchParams.get('position')).toBe('App Developer');
    await link.click();
    await expect(page.getByTestId('career-applications-tab')).toBeVisible();
    await expect(page).toHaveURL(/\/jobs-admin\?tab=career-applications&position=App\+Developer/);
    await expect(page.getByLabel('Filter by job position')).toHaveValue('App Developer');
    await expect(page.getByTestId('active-filters')).toContainText('Position: App Developer');
    await expect(page.getByTestId('applications-count')).toHaveText('3 Applications');
    await expect(
      page.getByTestId('status-summary').getByRole('button', { name: /New/ }),
    ).toHaveText(/New\s*2/);
    await shot(page, `jobs-application-counts-link-${width}`);
    // Back returns to the jobs.
    await page.goBack();
    await expect(page.getByTestId('jobs-tab')).toBeVisible();
  });
