/**
 * The public forms and footer (sessions aside): the footer's site map reaches Careers and
 * Information Sessions, and a contact message sent through the real API ends in a confirmation
 * that says what happens next, with a way to send another.
 */
import { expect, hydrated, ONE_WIDTH, solveCaptcha, test } from './helpers';

test('the footer site map leads to Careers and to Information Sessions', async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  const siteMap = page.getByRole('contentinfo').getByRole('navigation', { name: 'Site map' });
  await siteMap.getByRole('link', { name: 'Careers' }).click();
  await expect(page).toHaveURL(/\/about-us\/careers$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Careers');
  await expect(page.getByTestId('job-card').first()).toBeVisible();

  await siteMap.getByRole('link', { name: 'Information Sessions' }).click();
  await expect(page).toHaveURL(/\/our-sessions$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Session');
});

test(
  'contact: the sent message becomes a confirmation; "Send another message" brings the form back',
  ONE_WIDTH,
  async ({ page }, testInfo) => {
    await page.goto('/contact-us');
    await hydrated(page);
    const form = page.getByTestId('contact-form');
    const email = `contact-${testInfo.project.name}-${Date.now()}@example.in`;
    await form.getByLabel('Name').fill('Asha Rao');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Phone (10 digits)').fill('9876543210');
    await form.getByLabel('Message').fill('Where is the nearest collection centre?');
    await solveCaptcha(page, form);
    await form.getByRole('button', { name: 'Send Message' }).click();

    const confirmation = page.getByTestId('contact-confirmation');
    // The heading takes the focus, so a screen reader says it first.
    await expect(confirmation.getByRole('heading', { name: 'Message sent' })).toBeFocused();
    await expect(confirmation.getByTestId('contact-message')).toHaveText(
      "Thanks for contacting us! We'll be in touch soon.",
    );
    await expect(confirmation).toContainText(`We will reply within two working days to ${email}.`);
    await expect(form).toBeHidden();
    await page.screenshot({
      path: `/tmp/public-forms/api-contact-confirmation-${testInfo.project.name}.png`,
    });

    await confirmation.getByRole('button', { name: 'Send another message' }).click();
    await expect(form.getByLabel('Name')).toBeFocused();
    for (const label of ['Name', 'Email', 'Phone (10 digits)', 'Message'])
      await expect(form.getByLabel(label)).toHaveValue('');
    // A fresh captcha for the next message.
    await expect(form.locator('altcha-widget')).toBeVisible();
    await expect(form.locator('.altcha[data-state="verified"]')).toHaveCount(0);
  },
);
