/**
 * Session Manager end to end: create with an image (picked through the upload button), edit,
 * toggle, Check Expired, delete (naming the session's registrations, which stay), the question
 * before saving an ended session as Active, the messages (the spec's words, the API's detail on a
 * second line), their colour and their 5 s.
 */
import type { Locator, Page, Route } from '@playwright/test';
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
  // The picker is a button in antd's Upload look that opens the browser's file chooser.
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    dialog.getByRole('button', { name: 'Image * Upload image' }).click(),
  ]);
  const [upload] = await Promise.all([
    page.waitForResponse('**/api/admin/uploads/session-image'),
    chooser.setFiles({ name: 'banner.png', mimeType: 'image/png', buffer: PNG_1PX }),
  ]);
  expect(upload.status()).toBe(201);
  await expect(dialog.getByRole('img', { name: 'Session banner preview' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Image * Replace image' })).toBeVisible();
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
  // The focus moves to the first field to fix: the image's picker button.
  const picker = dialog.getByRole('button', { name: /Upload image/ });
  await expect(picker).toBeFocused();
  await expect(picker).toHaveAttribute('aria-invalid', 'true');
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

/** The two lines of an alert: the message as the spec writes it, and the detail under it. */
const lines = (alert: Locator) => ({
  title: alert.locator('.ant-alert-title'),
  detail: alert.locator('.ant-alert-description'),
});

const failWith = (status: number, text: string) => (route: Route) =>
  route.fulfill({
    status,
    contentType: 'application/json',
    body: JSON.stringify({ statusCode: status, error: 'Error', message: text }),
  });

test("failures show in red, in the spec's words, the API's detail on a second line", async ({
  page,
}) => {
  await seedSession({ title: 'Broken Toggle', date: istDay(-10) });
  await page.route('**/api/admin/sessions/*/toggle', failWith(500, 'Internal server error'));
  await page.route('**/api/admin/sessions/check-expired', failWith(503, 'Try again shortly.'));
  await openAs(page, 'admin');
  await card(page, 'Broken Toggle').getByRole('button', { name: 'Deactivate' }).click();
  await expect(lines(message(page)).title).toHaveText('Error updating session status');
  await expect(lines(message(page)).detail).toHaveText('Internal server error');
  await expect(message(page)).toHaveAttribute('data-tone', 'error');

  await page.getByRole('button', { name: 'Check Expired' }).click();
  await expect(lines(message(page)).title).toHaveText('Error checking expired sessions');
  await expect(lines(message(page)).detail).toHaveText('Try again shortly.');

  // Deleting a session someone else deleted meanwhile: the API's 404 under the message.
  await withDb((db) => db.query('DELETE FROM sessions'));
  await card(page, 'Broken Toggle').getByRole('button', { name: 'Delete' }).click();
  await page
    .getByRole('dialog', { name: 'Please confirm' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(lines(message(page)).title).toHaveText('Error deleting session');
  await expect(lines(message(page)).detail).toHaveText('Session not found.');
});

test('a failed save shows in the form, with the detail, and clears after 5 s', async ({ page }) => {
  await seedSession({ title: 'Save Fails', date: istDay(-10) });
  await page.route('**/api/admin/sessions/*', (route) =>
    route.request().method() === 'PUT'
      ? failWith(400, 'The end date must not be before the start date.')(route)
      : route.fallback(),
  );
  await openAs(page, 'admin');
  await card(page, 'Save Fails').getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Session' });
  await dialog.getByRole('button', { name: 'Update Session' }).click();
  const problem = dialog.getByTestId('form-problem');
  await expect(lines(problem).title).toHaveText('Error saving session');
  await expect(lines(problem).detail).toHaveText('The end date must not be before the start date.');
  const shown = Date.now();
  await expect(problem).toBeHidden({ timeout: 8000 });
  expect(Date.now() - shown).toBeGreaterThan(3500);
  // The form stays open with what was typed.
  await expect(dialog.getByLabel('Time *')).toHaveValue('11:00 AM – 12:30 PM IST');
});

test('a card shows its registrations; deleting it names them, and they are kept', async ({
  page,
}) => {
  const id = await seedSession({ title: 'Popular', date: istDay(-10) });
  await seedSession({ title: 'Quiet', date: istDay(-11) });
  const registrationIds = await withDb(async (db) =>
    (
      await db.query(
        `INSERT INTO registrations (name, email, session_id, session_name, session_date)
         SELECT 'Reg ' || n, 'reg' || n || '@example.com', $1, 'Popular', $2 FROM generate_series(1, 3) n
         RETURNING id`,
        [id, istDay(-10)],
      )
    ).rows.map((r: { id: number }) => r.id),
  );
  await openAs(page, 'admin');
  await expect(card(page, 'Popular').getByTestId('session-registrations')).toHaveText('3');
  await expect(card(page, 'Quiet').getByTestId('session-registrations')).toHaveText('0');

  await card(page, 'Quiet').getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Please confirm' });
  await expect(dialog.getByTestId('confirm-text')).toHaveText(
    'Are you sure you want to delete this session?',
  );
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  await card(page, 'Popular').getByRole('button', { name: 'Delete' }).click();
  await expect(dialog.getByTestId('confirm-text')).toHaveText(
    "This session has 3 registrations. Deleting it keeps them in Registration Details, with the session's title, date and time as registered, but no longer linked to a session. Are you sure you want to delete this session?",
  );
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(message(page)).toHaveText('Session deleted successfully.');
  await expect(card(page, 'Popular')).toHaveCount(0);
  const kept = await withDb((db) =>
    db.query(`SELECT session_id, session_name FROM registrations WHERE id = ANY($1::int[])`, [
      registrationIds,
    ]),
  );
  expect(kept.rows).toEqual(Array(3).fill({ session_id: null, session_name: 'Popular' }));
});

test('saving an Active session whose end date has passed asks first', async ({ page }) => {
  await openAs(page, 'admin');
  let posts = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/admin/sessions') posts++;
  });
  await page.getByRole('button', { name: 'Add Session' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Session' });
  await Promise.all([
    page.waitForResponse('**/api/admin/uploads/session-image'),
    dialog
      .locator('input[type=file]')
      .setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: PNG_1PX }),
  ]);
  await dialog.getByLabel('Title (optional)').fill('Looking Back');
  await dialog.getByLabel('Start Date *').fill(istDay(10));
  await dialog.getByLabel('End Date (optional)').fill(istDay(8));
  await dialog.getByLabel('Time *').fill('10:00 AM – 11:00 AM IST');
  await dialog.getByRole('button', { name: 'Add Session' }).click();
  const ask = page.getByRole('dialog', { name: 'Please confirm' });
  const [y, m, d] = istDay(8).split('-');
  // en-IN with the month as a word, as every date of the tab (en-IN writes September "Sept").
  const month = 'Jan Feb Mar Apr May Jun Jul Aug Sept Oct Nov Dec'.split(' ')[Number(m) - 1];
  await expect(ask.getByTestId('confirm-text')).toHaveText(
    `This session ended on ${Number(d)} ${month} ${y}. An Active session that has ended is not shown on the website, and the hourly expiry check will mark it Expired. Save it as Active anyway?`,
  );
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(ask).toBeHidden();
  expect(posts).toBe(0);
  // Back in the form; as Inactive it saves without the question.
  await dialog.getByLabel('Status').selectOption('inactive');
  await dialog.getByRole('button', { name: 'Add Session' }).click();
  await expect(message(page)).toHaveText('Session created successfully.');
  await expect(card(page, 'Looking Back').getByTestId('session-status')).toHaveText('Inactive');

  // Editing it to Active asks again; "Save as Active" saves.
  await card(page, 'Looking Back').getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Session' });
  await edit.getByLabel('Status').selectOption('active');
  await edit.getByRole('button', { name: 'Update Session' }).click();
  await ask.getByRole('button', { name: 'Save as Active' }).click();
  await expect(message(page)).toHaveText('Session updated successfully.');
  await expect(card(page, 'Looking Back').getByTestId('session-status')).toHaveText('Active');
  expect(posts).toBe(1);
});
