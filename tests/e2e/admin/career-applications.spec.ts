/**
 * Career Applications end to end: server paging, search,
 * the position dropdown, the date range of Export Filters (list, counts, export), the detail
 * modal with Send Email, and the resume: uploaded through the public career form (real
 * captcha), previewed (a PDF, in a sandboxed frame) and downloaded through the authenticated
 * admin endpoint, byte for byte; a Word resume is only downloaded.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import {
  clearsAfter,
  DATE_TIME,
  dayLabel,
  E2E,
  expect,
  fillDay,
  istDay,
  istNoon,
  openAs,
  PANEL_DATE_TIME,
  PRIVACY_NOTICE,
  shot,
  solveCaptcha,
  test,
  withDb,
} from './helpers';
import { expectBadgeAgreesWithList } from './inbox-agreement';

/** A small PDF with binary bytes in it (a text round trip would change them). */
const RESUME = Buffer.concat([
  Buffer.from('%PDF-1.4\n%'),
  Buffer.from([0xe2, 0xe3, 0xcf, 0xd3, 0x0a]),
  Buffer.from('1 0 obj\n<< /Type /Catalog >>\nendobj\n'),
  Buffer.from(Array.from({ length: 256 }, (_, i) => i)),
  Buffer.from('\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n'),
]);

const POSITIONS = ['App Developer', 'Jr. Digital Marketing', 'Jr. Digital Marketing (SEO Expert)'];

/** Applies through the public career form (POST /api/careers/applications) with a solved captcha. */
async function applyWithResume() {
  const form = new FormData();
  const fields: Record<string, string> = {
    firstName: 'Asha',
    lastName: 'Rao',
    email: 'asha.rao@example.com',
    phone: '9876543210',
    job_position: 'App Developer',
    experience: '1year',
    salary: '6 LPA',
    noticePeriod: '1month',
    linkedin: 'https://www.linkedin.com/in/asha-rao',
    reasonForLeaving: 'Looking for work closer to patients',
    cvConsent: 'true',
    privacyNotice: PRIVACY_NOTICE,
    captcha: await solveCaptcha(),
  };
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append('resume', new Blob([RESUME], { type: 'application/pdf' }), 'my cv (final).pdf');
  const res = await fetch(`${E2E.apiUrl}/api/careers/applications`, { method: 'POST', body: form });
  if (res.status !== 201) throw new Error(`application failed: ${res.status} ${await res.text()}`);
}

/** 11 applications without a resume, older than the uploaded one. */
async function seedApplications() {
  await withDb(async (db) => {
    for (let i = 1; i <= 11; i++) {
      await db.query(
        `INSERT INTO applications (first_name, last_name, email, phone_number, job_position, experience, notice_period, salary_expectation, reason_for_leaving_prev_job, source, created_at)
         VALUES ($1, $2, $3, $4, $5, '2y', '2m', '8 LPA', NULL, 'jobs_page', $6)`,
        [
          `Applicant`,
          `Number${i}`,
          `applicant${i}@example.com`,
          `90000000${String(i).padStart(2, '0')}`,
          POSITIONS[i % 3],
          istNoon(istDay(i)),
        ],
      );
    }
  });
}

const rows = (page: Page) =>
  page.getByRole('region', { name: 'Career applications' }).locator('tbody tr');
const count = (page: Page) => page.getByTestId('applications-count');
const search = (page: Page) =>
  page.getByPlaceholder('Search by name, email, phone or job position...');

const agree = (page: Page) => expectBadgeAgreesWithList(page, 'career-applications');

async function open(page: Page, user: 'admin' | 'hr' = 'admin') {
  if (user === 'hr') await openAs(page, 'hr', '/jobs-admin?tab=career-applications', 'jobs-admin');
  else await openAs(page, 'admin', '/admin?tab=career-applications');
  await expect(page.getByTestId('career-applications-tab')).toBeVisible();
}

test("with none: 'No applications found.' and the info 'No career applications found.'", async ({
  page,
}) => {
  await withDb((db) => db.query('DELETE FROM applications'));
  await page.clock.install();
  await open(page);
  await expect(page.getByRole('heading', { name: 'Career Applications' })).toBeVisible();
  await expect(rows(page)).toHaveText(['No applications found.']);
  await expect(count(page)).toHaveText('0 Applications');
  const message = page.getByTestId('tab-message');
  await expect(message).toHaveText('No career applications found.');
  await expect(message).toHaveAttribute('data-tone', 'info');
  await clearsAfter(page, message, 3000);
  await agree(page);
});

test.describe('with 12 applications, one with a resume', () => {
  test.beforeAll(async () => {
    await withDb((db) => db.query('DELETE FROM applications'));
    await seedApplications();
    await applyWithResume();
  });

  test('lists 10 a page with the pager and the count badge', async ({ page }) => {
    await open(page);
    expect(
      await page
        .getByRole('region', { name: 'Career applications' })
        .locator('thead th')
        .allTextContents(),
    ).toEqual([
      'Select',
      'Name',
      'Email',
      'Phone',
      'Job Position',
      'Experience',
      'Status',
      'Submitted',
      'Actions',
    ]);
    await expect(count(page)).toHaveText('12 Applications');
    await expect(rows(page)).toHaveCount(10);
    await agree(page);
    const first = rows(page).first().locator('td');
    await expect(first.nth(1)).toHaveText('Asha Rao');
    await expect(first.nth(5)).toHaveText('1 year');
    await expect(first.nth(7)).toHaveText(PANEL_DATE_TIME);
    await expect(page.getByTestId('pager-status')).toHaveText('1 of 2');
    for (const name of ['First', 'Previous'])
      await expect(page.getByRole('button', { name })).toBeDisabled();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByTestId('pager-status')).toHaveText('2 of 2');
    await expect(rows(page)).toHaveCount(2);
    for (const name of ['Next', 'Last'])
      await expect(page.getByRole('button', { name })).toBeDisabled();
    await page.getByRole('button', { name: 'First' }).click();
    await expect(page.getByTestId('pager-status')).toHaveText('1 of 2');
    await page.getByRole('button', { name: 'Last' }).click();
    await expect(page.getByTestId('pager-status')).toHaveText('2 of 2');
    await page.getByRole('button', { name: 'Previous' }).click();
    await expect(rows(page)).toHaveCount(10);
  });

  test('searches names, email, phone and position on the server', async ({ page }) => {
    await open(page);
    await search(page).fill('number1');
    // Number1, Number10, Number11.
    await expect(rows(page)).toHaveCount(3);
    await expect(count(page)).toHaveText('3 Applications');
    await search(page).fill('ASHA.RAO@');
    await expect(rows(page)).toHaveCount(1);
    await search(page).fill('9000000007');
    await expect(rows(page)).toHaveText([/Number7/]);
    await search(page).fill('seo expert');
    await expect(count(page)).toHaveText('4 Applications');
    await search(page).fill('nobody at all');
    await expect(rows(page)).toHaveText(['No applications match your search "nobody at all".']);
    await expect(count(page)).toHaveText('0 Applications');
  });

  test('the job-position dropdown lists the distinct positions and filters by contains', async ({
    page,
  }) => {
    await open(page);
    const select = page.getByLabel('Filter by job position');
    await expect(select.locator('option')).toHaveText(['All Job Positions', ...POSITIONS]);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByTestId('pager-status')).toHaveText('2 of 2');
    await select.selectOption('Jr. Digital Marketing');
    // Contains: 'Jr. Digital Marketing' (4) and '… (SEO Expert)' (4); back on page 1, the
    // only page: no pager, as on the jobs list.
    await expect(count(page)).toHaveText('8 Applications');
    await expect(rows(page)).toHaveCount(8);
    await expect(page.getByTestId('pager-status')).toHaveCount(0);
    await select.selectOption('App Developer');
    await expect(count(page)).toHaveText('4 Applications');
    await search(page).fill('asha');
    await expect(rows(page)).toHaveCount(1);
    await select.selectOption('Jr. Digital Marketing (SEO Expert)');
    await expect(rows(page)).toHaveText([
      'No applications match your search "asha" for the position "Jr. Digital Marketing (SEO Expert)".',
    ]);
    // Both filters are chips; Clear Filters resets the search and the position.
    const chips = page.getByTestId('active-filters');
    await expect(chips).toContainText('Search: "asha"');
    await expect(chips).toContainText('Position: Jr. Digital Marketing (SEO Expert)');
    await chips.getByRole('button', { name: 'Remove filter Search: "asha"' }).click();
    await expect(search(page)).toHaveValue('');
    await expect(count(page)).toHaveText('4 Applications');
    await search(page).fill('number');
    // The search applies after a pause in typing, and its chip then pushes Clear Filters
    // along the row: click it where it comes to rest, as a person would.
    await expect(chips).toContainText('Search: "number"');
    await expect(count(page)).toHaveText('4 Applications');
    await chips.getByRole('button', { name: 'Clear Filters' }).click();
    await expect(select).toHaveValue('');
    await expect(search(page)).toHaveValue('');
    await expect(count(page)).toHaveText('12 Applications');
    await expect(chips).toHaveCount(0);
  });

  // Once, on a phone; the list and its panels at 1280 px are checked by long-values.spec.ts and
  // a11y.spec.ts.
  for (const width of [390])
    test(`Export Filters at ${width} px: the dates narrow the list, the counts per status and the export`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await open(page);
      await expect(count(page)).toHaveText('12 Applications');
      await page.getByRole('button', { name: 'Export Filters' }).click();
      const panel = page.getByTestId('export-filters');
      await expect(panel).toContainText(
        'Leave dates empty to export all data. Select start date only to export from that date onward.',
      );
      // Number2 … Number5 were sent 2 to 5 days ago.
      const from = istDay(5);
      const to = istDay(2);
      await fillDay(panel.getByLabel('Start Date'), from);
      await fillDay(panel.getByLabel('End Date'), to);
      await expect(count(page)).toHaveText('4 Applications');
      await expect(
        page.getByTestId('status-summary').getByRole('button', { name: /New/ }),
      ).toHaveText(/New\s*4/);
      const range = `from ${dayLabel(from)} to ${dayLabel(to)}`;
      const exportButton = page.getByTestId('export-csv');
      await expect(exportButton).toHaveText(`Export 4 applications ${range}`);
      await shot(page, `applications-dates-${width}`);
      await panel.getByRole('button', { name: 'Apply & Close' }).click();
      await expect(panel).toBeHidden();
      const chips = page.getByTestId('active-filters');
      await expect(chips).toContainText(`From: ${dayLabel(from)}`);
      await expect(chips).toContainText(`To: ${dayLabel(to)}`);
      await expect(rows(page)).toHaveCount(4);

      const [download] = await Promise.all([page.waitForEvent('download'), exportButton.click()]);
      const filename = `career_applications_${istDay(0)}_filtered_${from}_to_${to}.csv`;
      expect(download.suggestedFilename()).toBe(filename);
      const csv = fs.readFileSync((await download.path())!, 'utf8');
      for (const n of [2, 3, 4, 5]) expect(csv).toContain(`applicant${n}@example.com`);
      for (const n of [1, 6]) expect(csv).not.toContain(`applicant${n}@example.com`);
      expect(csv).not.toContain('asha.rao@example.com');
      await expect(page.getByTestId('tab-message')).toHaveText(
        `CSV file '${filename}' downloaded successfully! (4 records ${range})`,
      );

      // One day holds one application: the texts say so in the singular.
      await chips.getByRole('button', { name: `Remove filter To: ${dayLabel(to)}` }).click();
      await page.getByRole('button', { name: 'Export Filters' }).click();
      await fillDay(panel.getByLabel('Start Date'), istDay(11));
      await fillDay(panel.getByLabel('End Date'), istDay(11));
      await expect(count(page)).toHaveText('1 Application');
      await expect(exportButton).toHaveText(`Export 1 application on ${dayLabel(istDay(11))}`);
      const [one] = await Promise.all([page.waitForEvent('download'), exportButton.click()]);
      expect(one.suggestedFilename()).toMatch(/\.csv$/);
      await expect(page.getByTestId('tab-message')).toContainText('(1 record on ');
      await shot(page, `applications-one-day-${width}`);

      await panel.getByRole('button', { name: 'Clear Dates' }).click();
      await expect(count(page)).toHaveText('12 Applications');
      await expect(chips).toHaveCount(0);
    });

  for (const width of [1280, 390])
    test(`at ${width} px the row's Resume opens the PDF in the preview panel, sandboxed; Download saves it byte for byte`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await open(page);
      // Only the application with a resume offers it; a PDF previews.
      await expect(page.getByRole('button', { name: /^Preview resume of/ })).toHaveCount(1);
      await expect(page.getByRole('button', { name: /^Download resume of/ })).toHaveCount(0);
      await page.getByRole('button', { name: 'Preview resume of Asha Rao' }).click();
      const panel = page.getByRole('dialog', { name: 'CV of Asha Rao' });
      await expect(panel).toBeVisible();
      const frame = panel.locator('iframe');
      await expect(frame).toHaveAttribute('title', 'CV of Asha Rao (PDF)');
      const src = (await frame.getAttribute('src'))!;
      expect(src).toMatch(/^\/api\/admin\/applications\/\d+\/resume\/preview\?ticket=/);
      // The frame's address answers the PDF inline, sandboxed by its own policy (an opaque
      // origin: nothing in it runs in the panel's), framed only by the panel.
      const answer = await page.request.get(src);
      expect(answer.status()).toBe(200);
      expect(answer.headers()['content-type']).toBe('application/pdf');
      expect(answer.headers()['content-disposition']).toMatch(
        /^inline; filename="Asha_Rao_Resume\.pdf"/,
      );
      expect(answer.headers()['x-content-type-options']).toBe('nosniff');
      expect(answer.headers()['content-security-policy']).toMatch(/(^|;)\s*sandbox(;|$)/);
      expect(answer.headers()['content-security-policy']).toContain("frame-ancestors 'self'");
      expect((await answer.body()).equals(RESUME)).toBe(true);
      // The panel fits the screen.
      const box = (await panel.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(width);
      await shot(page, `applications-cv-preview-${width}`);

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        panel.getByRole('button', { name: 'Download' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe('Asha_Rao_Resume.pdf');
      expect(fs.readFileSync((await download.path())!).equals(RESUME)).toBe(true);
      await panel.getByRole('button', { name: 'Close' }).last().click();
      await expect(panel).toBeHidden();

      // The file is private: without the bearer token or a ticket the API refuses it.
      const id = await withDb(
        async (db) =>
          (await db.query(`SELECT id FROM applications WHERE email = 'asha.rao@example.com'`))
            .rows[0].id as number,
      );
      for (const p of ['resume', 'resume/preview'])
        expect((await fetch(`${E2E.apiUrl}/api/admin/applications/${id}/${p}`)).status).toBe(401);
    });

  test('the detail modal shows every field, Send Email and the resume download', async ({
    page,
  }) => {
    await open(page, 'hr');
    await page.getByRole('button', { name: 'View application of Asha Rao' }).click();
    const dialog = page.getByRole('dialog', { name: 'Application Details' });
    const details = dialog.getByTestId('application-details');
    for (const text of [
      'NameAsha Rao',
      'Emailasha.rao@example.com',
      'Phone9876543210',
      'Job PositionApp Developer',
      'Experience1 year',
      'Notice Period1 Month',
      'Salary Expectation6 LPA',
      'Reason for LeavingLooking for work closer to patients',
      'LinkedInhttps://www.linkedin.com/in/asha-rao',
    ])
      await expect(details).toContainText(text);
    await expect(details).toContainText(new RegExp(`Submitted${DATE_TIME}`));

    const href = (await dialog.getByRole('link', { name: 'Send Email' }).getAttribute('href'))!;
    const mail = new URL(href);
    expect(mail.protocol).toBe('mailto:');
    expect(mail.pathname).toBe('asha.rao@example.com');
    expect(href).not.toContain('+');
    const params = new URLSearchParams(mail.search);
    expect(params.get('subject')).toBe('Regarding your job application at Kavach Genomics');
    const body = params.get('body')!;
    expect(body.startsWith('Dear Asha Rao,')).toBe(true);
    expect(body).toContain('Thank you for your interest');
    expect(body).toMatch(/\nHR Team\n/);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Download Resume' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('Asha_Rao_Resume.pdf');
    expect(fs.readFileSync((await download.path())!).equals(RESUME)).toBe(true);

    // Preview CV opens the PDF over the details, HR on /jobs-admin too.
    await dialog.getByRole('button', { name: 'Preview CV' }).click();
    const preview = page.getByRole('dialog', { name: 'CV of Asha Rao' });
    const src = (await preview.locator('iframe').getAttribute('src'))!;
    const answer = await page.request.get(src);
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toBe('application/pdf');
    await preview.getByRole('button', { name: 'Close' }).last().click();
    await expect(preview).toBeHidden();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await expect(dialog).toBeHidden();

    // Without a resume the modal says so.
    await page
      .getByRole('button', { name: 'View application of Applicant Number1', exact: true })
      .click();
    const other = page.getByRole('dialog', { name: 'Application Details' });
    await expect(other.getByTestId('application-details')).toContainText(
      'ResumeNo resume uploaded',
    );
    await expect(other.getByTestId('application-details')).toContainText('Reason for LeavingN/A');
    await expect(other.getByRole('button', { name: 'Download Resume' })).toHaveCount(0);
    await expect(other.getByRole('button', { name: 'Preview CV' })).toHaveCount(0);
    await other.getByRole('button', { name: 'Close' }).last().click();
    await agree(page);

    // A status changed in the list: the badge, the title count and the counts per status agree.
    const before = Number(await page.getByTestId('tab-new-career-applications').textContent());
    await page
      .getByRole('combobox', { name: 'Status of Applicant Number1', exact: true })
      .selectOption('shortlisted');
    await expect(page.getByTestId('tab-new-career-applications')).toHaveText(String(before - 1));
    await agree(page);
  });

  // Once, on a phone; the list and its panels at 1280 px are checked by long-values.spec.ts and
  // a11y.spec.ts.
  for (const width of [390])
    test(`at ${width} px a Word resume is a download only: no preview, no frame`, async ({
      page,
    }) => {
      const key = `resumes/e2e-word-${width}.docx`;
      const bytes = Buffer.from('PK\u0003\u0004 a Word resume');
      fs.mkdirSync(path.join(E2E.uploadDir, 'resumes'), { recursive: true });
      fs.writeFileSync(path.join(E2E.uploadDir, key), bytes);
      await withDb((db) =>
        db.query(
          `INSERT INTO applications (first_name, last_name, email, phone_number, job_position, experience, notice_period, salary_expectation, source, resume_key, resume_name, resume_type, resume_size, created_at)
           VALUES ('Wendy', 'Word', 'wendy@example.com', '9000000099', 'App Developer', '2y', '2m', '8 LPA', 'jobs_page', $1, 'cv.docx', 'docx', $2, now() - interval '20 days')`,
          [key, bytes.length],
        ),
      );
      try {
        await page.setViewportSize({ width, height: 900 });
        await open(page, 'hr');
        await search(page).fill('wendy');
        await expect(rows(page)).toHaveCount(1);
        await expect(
          page.getByRole('button', { name: 'Preview resume of Wendy Word' }),
        ).toHaveCount(0);
        const [download] = await Promise.all([
          page.waitForEvent('download'),
          page.getByRole('button', { name: 'Download resume of Wendy Word' }).click(),
        ]);
        expect(download.suggestedFilename()).toBe('Wendy_Word_Resume.docx');
        await expect(page.locator('iframe')).toHaveCount(0);

        await page.getByRole('button', { name: 'View application of Wendy Word' }).click();
        const dialog = page.getByRole('dialog', { name: 'Application Details' });
        await expect(dialog.getByRole('button', { name: 'Download Resume' })).toBeVisible();
        await expect(dialog.getByRole('button', { name: 'Preview CV' })).toHaveCount(0);
        await expect(page.locator('iframe')).toHaveCount(0);
        await shot(page, `applications-word-resume-${width}`);
      } finally {
        await withDb((db) =>
          db.query(`DELETE FROM applications WHERE email = 'wendy@example.com'`),
        );
      }
    });

  test("no '0 Applications' while the list loads: a grey bar and the loading row", async ({
    page,
  }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/admin/applications?*', async (route) => {
      await held;
      await route.continue();
    });
    await open(page);
    await expect(rows(page)).toHaveText(['Loading...']);
    await expect(count(page)).toHaveCount(0);
    await expect(page.getByText(/\d+ Applications?$/)).toHaveCount(0);
    release();
    await expect(count(page)).toHaveText('12 Applications');
  });

  test('a failed load is red', async ({ page }) => {
    await page.route('**/api/admin/applications?*', (route) =>
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
    const failure = page.getByRole('alert').filter({ hasText: 'Error loading applications' });
    await expect(failure).toContainText(
      'Error loading applications: Something went wrong on the server. Please try again in a moment.',
    );
    // Instead of the table and the count, never beside 'No applications found.' or '0 Applications'.
    await expect(page.getByText('No applications found.')).toHaveCount(0);
    await expect(count(page)).toHaveCount(0);
  });
});
