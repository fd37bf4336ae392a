/**
 * axe on the states a route's first view does not show (routes.spec.ts axes every page as it
 * loads), at the project's width (390 px and 1280 px): the open registration modal, the
 * application view with its errors, the not-found view and the confirmations of the contact and
 * newsletter forms; the application view and the modal by keyboard alone.
 */
import { expect, hydrated, ONE_WIDTH, seriousViolations, solveCaptcha, test } from './helpers';

// axe judges the settled page. With reduced motion every animation ends at once, so the
// auto-advancing carousels are never caught mid-fade; colours and layout are the same either way.
test.use({ reducedMotion: 'reduce' });

test('axe: registration modal, application view, not-found view', async ({ page }) => {
  await page.goto('/our-sessions');
  await hydrated(page);
  await page.getByRole('button', { name: 'Register for the Session' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  // The dialog as it stays: every animation of its opening over.
  await dialog.evaluate((el) =>
    Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)),
  );
  expect(await seriousViolations(page), 'registration modal').toEqual([]);

  await page.goto('/about-us/careers');
  await hydrated(page);
  await page.getByRole('button', { name: 'Apply now' }).first().click();
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByTestId('application-message')).toBeVisible();
  expect(await seriousViolations(page), 'application view with errors').toEqual([]);

  await page.goto('/blog/99');
  expect(await seriousViolations(page), 'not-found view').toEqual([]);
});

test('axe: the confirmations that replace the contact and newsletter forms', async ({ page }) => {
  await page.goto('/contact-us');
  await hydrated(page);
  const form = page.getByTestId('contact-form');
  await form.getByLabel('Name').fill('Asha Rao');
  await form.getByLabel('Email').fill('asha.axe@example.in');
  await form.getByLabel('Phone (10 digits)').fill('9876543210');
  await form.getByLabel('Message').fill('A question about the HrC test.');
  await solveCaptcha(page, form);
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('heading', { name: 'Message sent' })).toBeFocused();

  const footer = page.getByTestId('newsletter-form');
  await footer.getByRole('textbox', { name: 'Email address' }).fill('asha.axe@example.in');
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByRole('heading', { name: 'One more step' })).toBeFocused();
  expect(await seriousViolations(page), 'contact and newsletter confirmations').toEqual([]);
});

test(
  'keyboard: the application view and the modal work without a mouse',
  ONE_WIDTH,
  async ({ page }) => {
    await page.goto('/about-us/careers');
    await hydrated(page);
    const apply = page.getByRole('button', { name: 'Apply now' }).first();
    await apply.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('apply-view')).toBeVisible();
    await page.getByRole('button', { name: /Back to jobs/ }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('jobs-list')).toBeVisible();

    await page.goto('/our-sessions');
    await hydrated(page);
    await page.getByRole('button', { name: 'Register for the Session' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    // Tab stays inside the dialog.
    for (let i = 0; i < 15; i++) await page.keyboard.press('Tab');
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  },
);
