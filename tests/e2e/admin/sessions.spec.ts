/**
 * Session Manager end to end: create with an image,
 * edit, toggle, Check Expired, delete, the messages and their colour.
 */
import type { Page } from '@playwright/test';
import { apiLogin, E2E, expect, istDay, openAs, PNG_1PX, test, withDb } from './helpers';

/** An image uploaded through the API: the seeded sessions point to it, as real ones do. */
let IMAGE = '';
test.beforeAll(async () => {
  const { token } = await apiLogin('admin');
  const form = new FormData();
  form.append('image', new Blob([PNG_1PX], { type: 'image/png' }), 'seed.png');
  const res = await fetch(`${E2E.apiUrl}/api/admin/uploads/session-image`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
  IMAGE = ((await res.json()) as { url: string }).url;
  expect(IMAGE).toMatch(/^\/api\/files\/session-images\//);
});

async function seedSession(values: {
  title?: string;
  date: string;
  end?: string | null;
  time?: string;
  mode?: string;
  status?: string;
}) {
  return withDb(async (db) => {
    const { rows } = await db.query(
      `INSERT INTO sessions (title, image, date, end_date, time, mode, status) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
      [
        values.title ?? 'Seeded Session',
        IMAGE,
        values.date,
        values.end ?? null,
        values.time ?? '11:00 AM – 12:30 PM IST',
        values.mode ?? 'online',
        values.status ?? 'active',
      ],
    );
    return rows[0].id as number;
  });
}

const card = (page: Page, title: string) =>
  page.getByTestId('session-card').filter({ has: page.getByRole('heading', { name: title }) });
const message = (page: Page) => page.getByTestId('tab-message');

test.beforeEach(async () => {
  await withDb((db) => db.query('DELETE FROM sessions'));
});

test("shows 'No Sessions Available' when there are none", async ({ page }) => {
  await openAs(page, 'admin');
  await expect(page.getByText('No Sessions Available')).toBeVisible();
});

test('creates a session with an uploaded image', async ({ page }) => {
  await openAs(page, 'admin');
  await page.getByRole('button', { name: 'Add Session' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Session' });
  await expect(dialog).toBeVisible();
  const [upload] = await Promise.all([
    page.waitForResponse('**/api/admin/uploads/session-image'),
    dialog
      .locator('input[type=file]')
      .setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: PNG_1PX }),
  ]);
  expect(upload.status()).toBe(201);
  await expect(dialog.getByRole('img', { name: 'Session banner preview' })).toBeVisible();
  await dialog.getByLabel('Title (optional)').fill('E2E Open Day');
  await dialog.getByLabel('Start Date *').fill(istDay(-20));
  await dialog.getByLabel('End Date (optional)').fill(istDay(-21));
  await dialog.getByLabel('Time *').fill('10:00 AM – 11:00 AM IST');
  await dialog.getByLabel('Mode').selectOption('hybrid');
  await dialog.getByRole('button', { name: 'Add Session' }).click();

  await expect(message(page)).toHaveText('Session created successfully.');
  await expect(message(page)).toHaveAttribute('data-tone', 'success');
  const created = card(page, 'E2E Open Day');
  await expect(created).toContainText('10:00 AM – 11:00 AM IST');
  await expect(created).toContainText('Hybrid');
  await expect(created.getByTestId('session-status')).toHaveText('Active');
  // The uploaded image is served back.
  await expect
    .poll(() =>
      created.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth),
    )
    .toBe(1);
  const rows = await withDb((db) =>
    db.query(`SELECT title, mode, status, date::text, end_date::text FROM sessions`),
  );
  expect(rows.rows).toEqual([
    {
      title: 'E2E Open Day',
      mode: 'hybrid',
      status: 'active',
      date: istDay(-20),
      end_date: istDay(-21),
    },
  ]);
});

test('refuses to save without the required fields, and a wrong file before uploading', async ({
  page,
}) => {
  await openAs(page, 'admin');
  await page.getByRole('button', { name: 'Add Session' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Session' });
  await dialog.getByRole('button', { name: 'Add Session' }).click();
  await expect(dialog.getByTestId('form-problem')).toHaveText(
    'Please fill in all required fields and upload an image.',
  );
  // The focus moves to the first field to fix: the image.
  await expect(dialog.locator('input[type=file]')).toBeFocused();
  await expect(dialog.getByLabel('Start Date *')).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByLabel('Time *')).toHaveAttribute('aria-invalid', 'true');

  let uploads = 0;
  page.on('request', (r) => {
    if (r.url().includes('/uploads/')) uploads++;
  });
  await dialog
    .locator('input[type=file]')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(dialog.getByTestId('form-problem')).toHaveText(
    'Error uploading image: Only JPEG, PNG, GIF and WebP images are allowed.',
  );
  await dialog.locator('input[type=file]').setInputFiles({
    name: 'huge.png',
    mimeType: 'image/png',
    buffer: Buffer.alloc(5 * 1024 * 1024 + 1),
  });
  await expect(dialog.getByTestId('form-problem')).toHaveText(
    'Error uploading image: The image must be 5 MB or smaller.',
  );
  expect(uploads).toBe(0);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
});

test('edits a session', async ({ page }) => {
  await seedSession({ title: 'Edit Me', date: istDay(-10) });
  await openAs(page, 'admin');
  await card(page, 'Edit Me').getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Session' });
  await expect(dialog.getByLabel('Time *')).toHaveValue('11:00 AM – 12:30 PM IST');
  await dialog.getByLabel('Time *').fill('02:00 PM – 03:00 PM IST');
  await dialog.getByLabel('Status').selectOption('inactive');
  await dialog.getByRole('button', { name: 'Update Session' }).click();
  await expect(message(page)).toHaveText('Session updated successfully.');
  await expect(card(page, 'Edit Me')).toContainText('02:00 PM – 03:00 PM IST');
  await expect(card(page, 'Edit Me').getByTestId('session-status')).toHaveText('Inactive');
});

test('deactivates and activates; messages last 5 s', async ({ page }) => {
  await seedSession({ title: 'Toggle Me', date: istDay(-10) });
  await openAs(page, 'admin');
  const c = card(page, 'Toggle Me');
  await c.getByRole('button', { name: 'Deactivate' }).click();
  await expect(message(page)).toHaveText('Session deactivated successfully.');
  await expect(c.getByTestId('session-status')).toHaveText('Inactive');
  await c.getByRole('button', { name: 'Activate' }).click();
  await expect(message(page)).toHaveText('Session activated successfully.');
  await expect(c.getByTestId('session-status')).toHaveText('Active');
  const shown = Date.now();
  await expect(message(page)).toBeHidden({ timeout: 8000 });
  expect(Date.now() - shown).toBeGreaterThan(3500);
});

test('Check Expired reports how many changed; no toggle for expired sessions', async ({ page }) => {
  await seedSession({ title: 'Past Session', date: istDay(10), end: istDay(9) });
  await seedSession({ title: 'Future Session', date: istDay(-10) });
  await openAs(page, 'admin');
  await page.getByRole('button', { name: 'Check Expired' }).click();
  await expect(message(page)).toHaveText('Check complete: 1 session marked as expired.');
  const past = card(page, 'Past Session');
  await expect(past.getByTestId('session-status')).toHaveText('Expired');
  await expect(past.getByRole('button', { name: /activate/i })).toHaveCount(0);
  await expect(
    card(page, 'Future Session').getByRole('button', { name: 'Deactivate' }),
  ).toBeVisible();
});

test('deletes after the confirmation', async ({ page }) => {
  await seedSession({ title: 'Delete Me', date: istDay(-10) });
  await openAs(page, 'admin');
  await card(page, 'Delete Me').getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Please confirm' });
  await expect(dialog).toContainText('Are you sure you want to delete this session?');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(card(page, 'Delete Me')).toBeVisible();
  await card(page, 'Delete Me').getByRole('button', { name: 'Delete' }).click();
  await page
    .getByRole('dialog', { name: 'Please confirm' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(message(page)).toHaveText('Session deleted successfully.');
  await expect(page.getByText('No Sessions Available')).toBeVisible();
});

test('failures show in red', async ({ page }) => {
  await seedSession({ title: 'Broken Toggle', date: istDay(-10) });
  await page.route('**/api/admin/sessions/*/toggle', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: '{"statusCode":500,"error":"Internal Server Error","message":"Internal server error"}',
    }),
  );
  await openAs(page, 'admin');
  await card(page, 'Broken Toggle').getByRole('button', { name: 'Deactivate' }).click();
  await expect(message(page)).toContainText('Error updating session status');
  await expect(message(page)).toHaveAttribute('data-tone', 'error');
});
