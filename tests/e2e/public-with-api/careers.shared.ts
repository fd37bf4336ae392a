/** What both careers suites share: a résumé file, the apply view, the form, what was sent. */
import type { Locator, Page } from '@playwright/test';
import { expect, hydrated } from './helpers';

export const PDF = {
  name: 'resume.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
};

export async function openApply(page: Page, index: number) {
  await page.goto('/about-us/careers');
  await hydrated(page);
  const card = page.getByTestId('job-card').nth(index);
  const title = (await card.getByRole('heading').textContent())!.trim();
  await card.getByRole('button', { name: 'Apply now' }).click();
  await expect(page.getByTestId('apply-view')).toBeVisible();
  return title;
}

/**
 * Where "About the role" sits against the application form: on a phone (under 992 px) above it,
 * on a desktop beside it on the right with the form starting at the same height as before.
 */
export async function expectRoleBesideOrAboveForm(page: Page, form: Locator) {
  const role = page.getByRole('complementary', { name: /^About the .* role$/ });
  await expect(role.getByRole('heading', { name: 'About the role' })).toBeVisible();
  // Measured at the top of the page: on a desktop the role sticks below the header as the page
  // scrolls, so where the view stands after the click would decide the order.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  const r = (await role.boundingBox())!;
  const f = (await form.boundingBox())!;
  if (page.viewportSize()!.width < 992) {
    expect(r.y + r.height).toBeLessThanOrEqual(f.y);
  } else {
    expect(r.x).toBeGreaterThanOrEqual(f.x + f.width);
    expect(r.y).toBeLessThan(f.y);
  }
}

export async function fillJobsForm(page: Page) {
  const form = page.getByTestId('job-application-form');
  await form.getByLabel('First Name').fill('Asha');
  await form.getByLabel('Last Name').fill('Rao');
  await form.getByLabel('Email').fill('asha.rao@example.in');
  await form.getByLabel('Phone Number').fill('9876543210');
  await form.getByLabel('Experience').selectOption('2 years');
  await form.getByLabel('Notice Period').selectOption('1 Month');
  await form.getByLabel('Salary Expectation').fill('₹6,00,000 per annum');
  await form
    .getByLabel('Reason for Leaving Previous Job')
    .fill('Looking for work with more impact.');
  await form.getByRole('checkbox', { name: /process my CV/ }).check();
  return form;
}

/**
 * Records the FormData of every multipart fetch in the page (window.__sentForms), since the
 * browser does not expose file uploads in request.postData(). File parts become their name.
 */
export async function recordForms(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __sentForms: Record<string, string>[] };
    w.__sentForms = [];
    const original = window.fetch.bind(window);
    window.fetch = async (input, init) => {
      // The form as sent: FormData given to fetch, or the multipart body of a Request.
      let form = init?.body instanceof FormData ? init.body : null;
      if (
        !form &&
        input instanceof Request &&
        (input.headers.get('Content-Type') ?? '').startsWith('multipart/form-data')
      )
        form = await input.clone().formData();
      if (form) {
        const fields: Record<string, string> = {};
        for (const [key, value] of form.entries())
          fields[key] = typeof value === 'string' ? value : value.name;
        w.__sentForms.push(fields);
      }
      return original(input, init);
    };
  });
}

export async function lastForm(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => {
    const forms = (window as unknown as { __sentForms: Record<string, string>[] }).__sentForms;
    return forms[forms.length - 1] ?? {};
  });
}
