/**
 * /about-us/careers/{id}: the opening by its own address or its index in the list, and the
 * simple career form (POST /api/careers/applications), against the real API.
 */
import {
  expect,
  hydrated,
  ONE_WIDTH,
  setApi,
  shows,
  solveCaptcha,
  staff,
  staffToken,
  test,
} from './helpers';
import { expectRoleBesideOrAboveForm, lastForm, PDF, recordForms } from './careers.shared';

test.afterEach(async ({ request }) => setApi(request, { jobs: 'normal' }));

test.describe('/about-us/careers/{id}', () => {
  test(
    'the same list, by index: read-only title, 800 ms entrance, the simple career form; a shared link to an opening still opens it after a new one is posted, and its old words redirect',
    ONE_WIDTH,
    async ({ page, request }) => {
      await page.goto('/about-us/careers');
      const headings = page.getByTestId('job-card').getByRole('heading');
      const titles = (await headings.allTextContents()).map((t) => t.trim());
      // Each card links to its opening's own address, not to its place in the list.
      const owns = await headings
        .getByRole('link')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
      for (const [i, title] of titles.entries()) {
        expect(owns[i]).toMatch(/^\/about-us\/careers\/[a-z0-9-]+-\d+$/);
        await page.goto(`/about-us/careers/${i}`);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
        // The spec's index URL is the same page, canonical at the own address.
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
          'href',
          new RegExp(`${owns[i]}$`),
        );
        const field = page.getByTestId('career-form').getByLabel('Job Title');
        await expect(field).toHaveValue(title);
        await expect(field).toHaveAttribute('readonly', '');
      }
      const duration = await page
        .locator('.page-hero .container')
        .first()
        .evaluate((el) => getComputedStyle(el).animationDuration);
      expect(duration).toBe('0.8s');

      // A link shared before a new opening is posted still opens the opening it named.
      const [title, own] = [titles[0], owns[0]];
      const hr = staff(request, await staffToken(request, 'hr'));
      const posted = await hr.post('/api/admin/jobs', {
        title: `Lab Scientist ${Date.now()}`,
        location: 'Mumbai, Maharashtra',
      });
      try {
        // The new opening is first in the list, so index 0 now names it...
        await shows(page, '/about-us/careers/0', posted.title);
        // ...and the link shared earlier still opens the opening it named, to apply for it.
        await page.goto(own);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
        await expect(page.getByTestId('career-form').getByLabel('Job Title')).toHaveValue(title);
        // An address with other words before the id (the title changed since) moves for good.
        const moved = await page.request.get(
          `/about-us/careers/an-older-title-${own.split('-').at(-1)}`,
          {
            maxRedirects: 0,
          },
        );
        expect(moved.status()).toBe(301);
        expect(moved.headers()['location']).toMatch(new RegExp(`${own}$`));
      } finally {
        await hr.delete(`/api/admin/jobs/${posted.id}`);
      }
      await shows(page, '/about-us/careers', posted.title, false);
      expect((await page.goto(posted.url))?.status()).toBe(404);
      await expect(page.locator('main')).toContainText(
        'There is no open position at this address: it may have been filled or closed, or the address may be mistyped.',
      );
    },
  );

  test('on a phone "About the role" comes before the form; on a desktop it stays beside it', async ({
    page,
  }, testInfo) => {
    await page.goto('/about-us/careers/0');
    await hydrated(page);
    await expectRoleBesideOrAboveForm(page, page.getByTestId('career-form'));
    await page.screenshot({
      path: `/tmp/public-forms/career-page-${testInfo.project.name}.png`,
      fullPage: true,
    });
  });

  test(
    'validation: required fields, resume required, LinkedIn and reason optional',
    ONE_WIDTH,
    async ({ page }) => {
      await page.goto('/about-us/careers/0');
      await hydrated(page);
      const form = page.getByTestId('career-form');
      await form.getByRole('button', { name: 'Submit Application' }).click();
      await expect(page.getByTestId('career-message')).toHaveText(
        'Please fix the errors in the form.',
      );
      for (const message of [
        'First Name is required.',
        'Last Name is required.',
        'Email is required.',
        'Phone Number must be 10 digits.',
        'Experience is required.',
        'Salary Expectation is required.',
        'Notice Period is required.',
        'Resume is required.',
      ])
        await expect(form.getByText(message, { exact: true })).toBeVisible();
      await expect(form.getByText(/LinkedIn|Reason/)).toHaveCount(2); // only the two labels, no messages
    },
  );

  // A confirmation replaces the form; "Send another application" brings it back empty for the
  // failure case below.
  test(
    'submit: API field names with the read-only title as job_position; confirmation; failure message',
    ONE_WIDTH,
    async ({ page }) => {
      await recordForms(page);
      await page.goto('/about-us/careers/2');
      await hydrated(page);
      const title = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
      const form = page.getByTestId('career-form');
      const fill = async () => {
        await form.getByLabel('First Name').fill('Vikram');
        await form.getByLabel('Last Name').fill('Shah');
        await form.getByLabel('Email').fill('vikram.shah@example.in');
        await form.getByLabel('Phone').fill('9123456780');
        await form.getByLabel('Experience').selectOption('3+years');
        await form.getByLabel('Notice Period').selectOption('immediate');
        await form.getByLabel('Expected Salary').fill('9 LPA');
        await form
          .getByLabel('LinkedIn Profile (optional)')
          .fill('https://www.linkedin.example/in/vikram');
        await form.getByLabel('Resume').setInputFiles(PDF);
        await form.getByRole('checkbox', { name: /process my CV/ }).check();
        await solveCaptcha(page, form);
      };
      await fill();
      const sent = page.waitForRequest(
        (r) => r.url().endsWith('/api/careers/applications') && r.method() === 'POST',
      );
      await form.getByRole('button', { name: 'Submit Application' }).click();
      await sent;
      const fields = await lastForm(page);
      expect(fields).toMatchObject({
        firstName: 'Vikram',
        lastName: 'Shah',
        email: 'vikram.shah@example.in',
        phone: '9123456780',
        experience: '3+years',
        salary: '9 LPA',
        noticePeriod: 'immediate',
        linkedin: 'https://www.linkedin.example/in/vikram',
        job_position: title,
        resume: 'resume.pdf',
      });
      expect(fields).not.toHaveProperty('reasonForLeaving');
      const confirmation = page.getByTestId('career-form-confirmation');
      await expect(confirmation.getByRole('heading', { name: 'Application sent' })).toBeFocused();
      await expect(confirmation.getByTestId('career-message')).toHaveText(
        'Application submitted successfully!',
      );
      await expect(confirmation).toContainText(
        `We have received your application for ${title}. Our HR team reviews every application and will write to vikram.shah@example.in if your profile matches the role.`,
      );
      await confirmation.getByRole('button', { name: 'Send another application' }).click();
      await expect(form.getByLabel('First Name')).toBeFocused();
      await expect(form.getByLabel('First Name')).toHaveValue('');

      await page.route('**/api/careers/applications', (route) =>
        route.fulfill({ status: 500, contentType: 'application/json', body: '{"statusCode":500}' }),
      );
      await fill();
      await form.getByRole('button', { name: 'Submit Application' }).click();
      await expect(page.getByTestId('career-message')).toHaveText(
        'Failed to submit application. Please try again.',
      );
    },
  );
});
