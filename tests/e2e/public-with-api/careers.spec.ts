/**
 * /about-us/careers with the openings of GET /api/jobs and the jobs-page form
 * (POST /api/applications), against the real API.
 */
import {
  expect,
  HTTP_ONLY,
  hydrated,
  ONE_WIDTH,
  rowWidth,
  setApi,
  solveCaptcha,
  test,
} from './helpers';
import {
  expectRoleBesideOrAboveForm,
  fillJobsForm,
  lastForm,
  openApply,
  PDF,
  recordForms,
} from './careers.shared';

test.afterEach(async ({ request }) => setApi(request, { jobs: 'normal' }));

test.describe('/about-us/careers', () => {
  test('hero and the openings of the API in the server HTML', HTTP_ONLY, async ({ request }) => {
    const html = await (await request.get('/about-us/careers')).text();
    expect(html).toMatch(/<h1[^>]*>Careers<\/h1>/);
    for (const title of [
      'Jr. Digital Marketing',
      'Jr. Digital Marketing (SEO Expert)',
      'App Developer',
    ])
      expect(html).toContain(`>${title}</a>`);
  });

  test(
    'each opening: 100-character preview, posted-ago text, facts and Apply now',
    ONE_WIDTH,
    async ({ page }) => {
      await page.goto('/about-us/careers');
      const cards = page.getByTestId('job-card');
      await expect(cards).toHaveCount(3);
      for (let i = 0; i < 3; i++) {
        const preview = (await cards.nth(i).getByTestId('job-preview').textContent())!;
        expect(preview.length).toBeLessThanOrEqual(103);
        if (preview.endsWith('...')) expect(preview.length).toBeGreaterThan(90);
        await expect(cards.nth(i)).toContainText(
          /Posted (Today|1 day ago|\d+ days ago|1 week ago|\d+ weeks ago|1 month ago|\d+ months ago)/,
        );
        await expect(cards.nth(i).getByRole('button', { name: 'Apply now' })).toBeVisible();
      }
    },
  );

  test(
    'heading size: small up to 575 px, medium up to 991 px, large above',
    ONE_WIDTH,
    async ({ page }) => {
      await page.goto('/about-us/careers');
      const size = () =>
        page
          .getByRole('heading', { level: 1 })
          .evaluate((h) => parseFloat(getComputedStyle(h).fontSize));
      await page.setViewportSize({ width: 575, height: 800 });
      const small = await size();
      await page.setViewportSize({ width: 991, height: 800 });
      const medium = await size();
      await page.setViewportSize({ width: 992, height: 800 });
      const large = await size();
      expect(small).toBeLessThan(medium);
      expect(medium).toBeLessThan(large);
      const duration = await page
        .locator('.page-hero .container')
        .first()
        .evaluate((el) => getComputedStyle(el).animationDuration);
      expect(duration).toBe('1.2s');
    },
  );

  test('Apply now → application view prefilled with title + company; Back to jobs', async ({
    page,
  }) => {
    const title = await openApply(page, 2);
    await expect(page.getByRole('heading', { name: `Apply for ${title}` })).toBeFocused();
    // A phone reads the role before the form ; a desktop keeps it beside the form.
    await expectRoleBesideOrAboveForm(page, page.getByTestId('job-application-form'));
    await expect(page.getByTestId('job-application-form').getByLabel('Job Position')).toHaveValue(
      `${title} - Kavach Genomics`,
    );
    await page.getByRole('button', { name: /Back to jobs/ }).click();
    await expect(page.getByTestId('jobs-list')).toBeVisible();
    await expect(page.getByTestId('job-card')).toHaveCount(3);
  });

  test('client validation: every field message and the summary', ONE_WIDTH, async ({ page }) => {
    await openApply(page, 0);
    const form = page.getByTestId('job-application-form');
    await form.getByLabel('Job Position').fill('');
    await form.getByRole('button', { name: 'Submit Application' }).click();
    await expect(page.getByTestId('application-message')).toHaveText(
      'Please fix the errors in the form.',
    );
    for (const message of [
      'First Name is required.',
      'Last Name is required.',
      'Email is required.',
      'Phone Number must be 10 digits.',
      'Job Position is required.',
      'Experience is required.',
      'Notice Period is required.',
      'Salary Expectation is required.',
      'Reason for Leaving is required.',
      "Please tick “I'm not a robot” and wait until it says Verified.",
    ])
      await expect(form.getByText(message, { exact: true })).toBeVisible();
    await expect(form.getByLabel('First Name')).toBeFocused();
    await expect(form.getByLabel('First Name')).toHaveAttribute('aria-invalid', 'true');
    await form.getByLabel('Email').fill('asha@');
    await form.getByLabel('Phone Number').fill('98765');
    await form.getByRole('button', { name: 'Submit Application' }).click();
    await expect(form.getByText('Email is invalid.', { exact: true })).toBeVisible();
    await expect(form.getByText('Phone Number must be 10 digits.', { exact: true })).toBeVisible();
  });

  test(
    'resume: only .pdf/.doc/.docx up to 5 MB, checked in the browser',
    ONE_WIDTH,
    async ({ page }) => {
      await openApply(page, 0);
      const resume = page.getByTestId('job-application-form').getByLabel('Resume');
      await expect(resume).toHaveAttribute('accept', '.pdf,.doc,.docx');
      await resume.setInputFiles({
        name: 'resume.exe',
        mimeType: 'application/octet-stream',
        buffer: Buffer.from('MZ'),
      });
      await expect(page.getByText('Resume must be a .pdf, .doc or .docx file.')).toBeVisible();
      await resume.setInputFiles({
        name: 'big.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.alloc(5 * 1024 * 1024 + 1, 0x20),
      });
      await expect(page.getByText('Resume must be 5 MB or smaller.')).toBeVisible();
      await resume.setInputFiles(PDF);
      await expect(page.getByText(/Resume must be/)).toHaveCount(0);
    },
  );

  // A confirmation replaces the form, says what happens next, and stays until "Send another
  // application".
  test(
    'submit: multipart fields of the API, then a confirmation in place of the form; "Send another application"',
    ONE_WIDTH,
    async ({ page }, testInfo) => {
      await page.clock.install();
      await recordForms(page);
      const title = await openApply(page, 1);
      const form = await fillJobsForm(page);
      await form.getByLabel('Resume').setInputFiles(PDF);
      await solveCaptcha(page, form);
      const sent = page.waitForRequest(
        (r) => r.url().endsWith('/api/applications') && r.method() === 'POST',
      );
      await form.getByRole('button', { name: 'Submit Application' }).click();
      await sent;
      const fields = await lastForm(page);
      expect(fields).toMatchObject({
        first_name: 'Asha',
        last_name: 'Rao',
        email: 'asha.rao@example.in',
        phone_number: '9876543210',
        job_position: `${title} - Kavach Genomics`,
        experience: '2 years',
        notice_period: '1 Month',
        salary_expectation: '₹6,00,000 per annum',
        reason_for_leaving_prev_job: 'Looking for work with more impact.',
        resume: 'resume.pdf',
        cv_consent: 'true',
        privacy_notice: '2026-11-23',
      });
      expect(fields.captcha?.length).toBeGreaterThan(20);
      const confirmation = page.getByTestId('job-application-form-confirmation');
      await expect(confirmation.getByRole('heading', { name: 'Application sent' })).toBeFocused();
      await expect(confirmation.getByTestId('application-message')).toHaveText(
        'Application submitted successfully!',
      );
      await expect(confirmation).toContainText(
        `We have received your application for ${title} - Kavach Genomics. Our HR team reviews every application and will write to asha.rao@example.in if your profile matches the role.`,
      );
      await expect(form).toBeHidden();
      await page.screenshot({
        path: `/tmp/public-forms/job-confirmation-${testInfo.project.name}.png`,
      });
      // Not a message that times out.
      await page.clock.fastForward(15_000);
      await expect(confirmation).toBeVisible();

      await confirmation.getByRole('button', { name: 'Send another application' }).click();
      await expect(form.getByLabel('First Name')).toBeFocused();
      await expect(form.getByLabel('First Name')).toHaveValue('');
      await expect(form.getByLabel('Job Position')).toHaveValue(`${title} - Kavach Genomics`);
      await expect(page.getByTestId('application-message')).toHaveCount(0);
    },
  );

  const rows: [string, number | 'abort', unknown, string][] = [
    [
      'a 400 shows the server message',
      400,
      {
        statusCode: 400,
        error: 'Bad Request',
        code: 'VALIDATION_FAILED',
        message: 'Email is invalid.',
        details: { email: 'Email is invalid.' },
        detailCodes: { email: 'FIELD_INVALID' },
      },
      'Email is invalid.',
    ],
    [
      'a 500 shows the fallback',
      500,
      { statusCode: 500, error: 'Internal Server Error', message: 'Internal server error' },
      'Failed to submit the application. Please try again.',
    ],
    [
      '429 (rate limited)',
      429,
      { statusCode: 429, error: 'Too Many Requests', message: 'Too many requests' },
      'Too many attempts. Please try again in a minute.',
    ],
    [
      '503 (API unavailable)',
      503,
      { statusCode: 503, error: 'Service Unavailable', message: 'down' },
      'We could not save this right now. Please try again in a moment.',
    ],
    ['network failure', 'abort', null, 'An error occurred. Please try again later.'],
  ];
  for (const [i, [name, status, body, text]] of rows.entries()) {
    test(`server and network rows: ${name}`, rowWidth(i), async ({ page }) => {
      await page.route('**/api/applications', (route) =>
        status === 'abort'
          ? route.abort('failed')
          : route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) }),
      );
      await openApply(page, 0);
      const form = await fillJobsForm(page);
      await solveCaptcha(page, form);
      await form.getByRole('button', { name: 'Submit Application' }).click();
      await expect(page.getByTestId('application-message')).toHaveText(text);
      await expect(page.getByTestId('application-message')).toHaveClass(/alert--error/);
      await expect(form.getByLabel('First Name')).toHaveValue('Asha');
    });
  }

  test("'No Open Positions' when the API lists none", ONE_WIDTH, async ({ page, request }) => {
    await setApi(request, { jobs: 'empty' });
    await page.goto('/about-us/careers');
    await expect(page.getByRole('heading', { name: 'No Open Positions' })).toBeVisible();
  });

  test(
    'API down: the page still answers and offers to try again',
    ONE_WIDTH,
    async ({ page, request }) => {
      await setApi(request, { jobs: 'fail' });
      const res = await page.goto('/about-us/careers');
      expect(res?.status()).toBe(200);
      await expect(page.getByText('We could not load the open positions right now.')).toBeVisible();
      await hydrated(page);
      await setApi(request, { jobs: 'normal' });
      await page.getByRole('button', { name: 'Try again' }).click();
      await expect(page.getByTestId('job-card')).toHaveCount(3);
    },
  );
});
