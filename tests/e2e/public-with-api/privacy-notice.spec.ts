/**
 * The privacy notice under every public form, against the real API started with non-default
 * retention periods (api-gateway.mjs: contacts 1095 days, applications 180): each notice says
 * what is collected, why and for how long, and links to the policy, which lists the same
 * configured periods. The application forms send nothing until the CV consent box is ticked.
 */
import { openApply } from './careers.shared';
import { expect, hydrated, ONE_WIDTH, test } from './helpers';

test(
  'contact form: the notice states the configured period and links to the policy',
  ONE_WIDTH,
  async ({ page }) => {
    await page.goto('/contact-us');
    const form = page.getByTestId('contact-form');
    const notice = form.getByText(/We use your name, e-mail, phone number and message only/);
    await expect(notice).toContainText('We delete them 3 years after we receive them.');
    await expect(notice.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
  },
);

test(
  'registration modal: the notice says the details go after the session',
  ONE_WIDTH,
  async ({ page }) => {
    await page.goto('/our-sessions');
    await hydrated(page);
    await page.getByRole('button', { name: 'Register for the Session' }).click();
    const dialog = page.getByRole('dialog', { name: 'Register for the Session' });
    await expect(dialog.getByText(/only to organise the session/)).toContainText(
      'We delete them 1 year after the session.',
    );
  },
);

test(
  'newsletter: the footer says what the address is for and how to leave',
  ONE_WIDTH,
  async ({ page }) => {
    await page.goto('/');
    await expect(
      page.getByTestId('newsletter-form').getByText(/only to send our newsletter/),
    ).toContainText('one-click unsubscribe');
  },
);

test(
  'jobs form: CV consent is required before anything is sent; the notice states 6 months',
  ONE_WIDTH,
  async ({ page }) => {
    await openApply(page, 0);
    const form = page.getByTestId('job-application-form');
    await expect(form.getByText(/only to assess your application/)).toContainText(
      'We delete them 6 months after we receive them.',
    );
    const box = form.getByRole('checkbox', { name: /process my CV/ });
    await expect(box).not.toBeChecked();
    let posted = 0;
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/api/applications')) posted++;
    });
    await form.getByRole('button', { name: 'Submit Application' }).click();
    await expect(
      form.getByText('Please agree to the processing of your CV and details to apply.'),
    ).toBeVisible();
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await box.check();
    await expect(form.getByText('Please agree to the processing of your CV')).toHaveCount(0);
    expect(posted).toBe(0);
  },
);

test(
  'privacy policy: the configured periods and how to ask for a copy or deletion',
  ONE_WIDTH,
  async ({ page }) => {
    await page.goto('/privacy-policy');
    const section = page.locator('section', {
      has: page.getByRole('heading', { name: 'How long we keep it' }),
    });
    await expect(section).toContainText('Contact messages: 3 years after they are received.');
    await expect(section).toContainText('Job applications, including resumes: 6 months');
    await expect(section).toContainText('Session registrations: 1 year after the session.');
    await expect(page.getByText(/If you ask for a copy, we send you everything/)).toBeVisible();
  },
);
